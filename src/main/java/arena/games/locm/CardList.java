package arena.games.locm;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.RandomAccess;

/**
 * A hand or one side of the board: a list of cards in play order, in an array that grows as needed. The engine's
 * loops read it through {@link #at}, with no check beyond the array's own (the caller's loop stays below
 * {@link #size}), and a card leaves by moving the ones after it down one by one: for at most 8 cards both cost less
 * than an {@code ArrayList}'s checked access and array copy (issue 31: a random game reads and changes these lists
 * before and after every action). Anything else sees it as an ordinary {@code List}.
 */
final class CardList extends AbstractList<Card> implements RandomAccess {
    private Card[] cards;
    private int size;

    CardList(int capacity) {
        cards = new Card[capacity];
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public Card get(int index) {
        if (index < 0 || index >= size)
            throw new IndexOutOfBoundsException(index + " of " + size);
        return cards[index];
    }

    /** The card at this position, which must be below {@link #size}: the engine's unchecked {@link #get}. */
    Card at(int index) {
        return cards[index];
    }

    @Override
    public boolean add(Card c) {
        if (size == cards.length)
            cards = Arrays.copyOf(cards, Math.max(4, 2 * size)); // test positions may hold more than the game's limits
        cards[size++] = c;
        return true;
    }

    @Override
    public Card set(int index, Card c) {
        Card old = get(index);
        cards[index] = c;
        return old;
    }

    @Override
    public Card remove(int index) {
        Card old = get(index);
        for (int i = index + 1; i < size; i++)
            cards[i - 1] = cards[i];
        cards[--size] = null;
        return old;
    }

    /** Removes this very card (by identity: Card has no equals of its own), which must be in the list. */
    void removeCard(Card c) {
        int i = 0;
        while (cards[i] != c)
            i++;
        remove(i);
    }

    @Override
    public void clear() {
        Arrays.fill(cards, 0, size, null);
        size = 0;
    }
}
