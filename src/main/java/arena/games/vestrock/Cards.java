package arena.games.vestrock;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A match's cards: each one by its id (1..N, RULINGS 3), and the order of those still in the shared deck, top first.
 * Lists come in increasing id, as the protocol's answers and the board show them.
 */
final class Cards {
    private final Card[] byId;
    private final Card[] deck;
    private int top;

    Cards(Deck dealt) {
        int max = 0;
        for (CardSpec c : dealt.cards()) max = Math.max(max, c.id());
        byId = new Card[max + 1];
        deck = new Card[dealt.size()];
        int i = 0;
        for (CardSpec c : dealt.cards()) {
            if (c.id() <= 0 || byId[c.id()] != null) throw new IllegalArgumentException("card ids must be positive and unique: " + c.id());
            Card card = new Card(c);
            byId[c.id()] = card;
            deck[i++] = card;
        }
    }

    /** The card with this id, or null if the match has none. */
    Card get(int id) {
        return id > 0 && id < byId.length ? byId[id] : null;
    }

    int deckLeft() {
        return deck.length - top;
    }

    /** Takes the top card off the deck (the caller has checked that there is one). */
    Card takeTop() {
        return deck[top++];
    }

    /** The cards still in the deck, top first. */
    List<Card> inDeck() {
        List<Card> list = new ArrayList<>(deckLeft());
        for (int i = top; i < deck.length; i++) list.add(deck[i]);
        return list;
    }

    /** A seat's cards in a place. */
    List<Card> in(Place where, int seat) {
        List<Card> list = new ArrayList<>();
        for (Card c : byId) if (c != null && c.in(where, seat)) list.add(c);
        return list;
    }

    /** GET_HANDS and GET_BOARD: the counts, then the asker's cards in the place, then the opponent's. */
    List<String> bothSeats(Place where, int seat, boolean withActive) {
        List<Card> both = in(where, seat);
        int mine = both.size();
        both.addAll(in(where, 1 - seat));
        return Card.lines(mine + " " + (both.size() - mine), both, withActive);
    }

    /**
     * Whether the card with this id is the seat's, in {@code where} (its hand or its board), in the specification's
     * order: 900 no such card, 903 the opponent's, then 906 not in the hand or 912 not on the board.
     */
    Optional<Err> mineProblem(int seat, int id, Place where) {
        Card c = get(id);
        if (c == null) return Optional.of(Err.NO_CARD_WITH_SUCH_ID);
        if (c.theirs(seat)) return Optional.of(Err.NOT_YOUR_CARD);
        if (!c.in(where, seat)) return Optional.of(where == Place.HAND ? Err.CARD_NOT_IN_HAND : Err.CARD_NOT_ON_BOARD);
        return Optional.empty();
    }

    int count(Place where, int seat) {
        int n = 0;
        for (Card c : byId) if (c != null && c.in(where, seat)) n++;
        return n;
    }

    /** For tests that set up a position: takes a card out of the deck, keeping the others' order. */
    void takeOut(Card card) {
        int k = -1;
        for (int i = top; i < deck.length; i++) if (deck[i] == card) k = i;
        if (k < 0) return;
        for (int i = k; i > top; i--) deck[i] = deck[i - 1];
        deck[top++] = card;
    }
}
