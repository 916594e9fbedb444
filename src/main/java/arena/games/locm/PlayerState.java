package arena.games.locm;

import java.util.Collections;
import java.util.List;

/** One player's side of a battle (the referee's Gamer). */
public final class PlayerState {
    static final int[] RUNES = {5, 10, 15, 20, 25};

    public final int index;
    int health = LocmConstants.INITIAL_HEALTH;
    int maxMana;
    int currentMana;
    int nextTurnDraw = 1;
    int drawValueToShow = 1;
    int healthLostThisTurn;
    int bonusManaTurns;
    int runeCount = RUNES.length;
    final Card[] deck;
    int deckPos;
    final CardList hand = new CardList(LocmConstants.MAX_CARDS_IN_HAND);
    final CardList board = new CardList(2 * LocmConstants.MAX_CREATURES_IN_LANE);
    /** The actions performed this turn, as codes ({@link Action#code}): the opponent's input lists them. */
    final ActionCodes performed = new ActionCodes();
    /** The board's creatures, ready attackers and Guards per lane, kept up to date by {@link Battle}. */
    final BoardCounts counts = new BoardCounts();
    // The cards in hand the player can pay for, as the legal actions need them: how many of each kind, and which
    // creatures and which items by position in hand. Counted again only after the hand or the mana changed
    // (handChanged), not before every action (issue 31: an attack, a third of a random player's actions, changes
    // neither).
    private boolean handCounted;
    private int affordableByKind, affordableCreatures, affordableItems;

    PlayerState(int index, Card[] deck) {
        this.index = index;
        this.deck = deck;
    }

    public int health() {
        return health;
    }

    public int maxMana() {
        return maxMana;
    }

    public int currentMana() {
        return currentMana;
    }

    public int deckSize() {
        return deck.length - deckPos;
    }

    public int nextTurnDraw() {
        return nextTurnDraw;
    }

    /** The next rune threshold of 1.2 (0 when none is left). */
    public int nextRune() {
        return runeCount > 0 ? RUNES[runeCount - 1] : 0;
    }

    public int bonusManaTurns() {
        return bonusManaTurns;
    }

    public List<Card> hand() {
        return Collections.unmodifiableList(hand);
    }

    public List<Card> board() {
        return Collections.unmodifiableList(board);
    }

    public List<Action> performedActions() {
        return Collections.unmodifiableList(performed.actions());
    }

    int creaturesInLane(int lane) {
        return counts.creatures(lane);
    }

    /** How many cards in hand of each kind the player can pay for now, 8 bits per kind (creatures in the lowest). */
    int affordableByKind() {
        if (!handCounted)
            countHand();
        return affordableByKind;
    }

    /** The creatures in hand the player can pay for now: bit i for the card at position i. */
    int affordableCreatures() {
        if (!handCounted)
            countHand();
        return affordableCreatures;
    }

    /** The items in hand the player can pay for now: bit i for the card at position i. */
    int affordableItems() {
        if (!handCounted)
            countHand();
        return affordableItems;
    }

    /** One pass over the hand, without a branch per card (which cards are affordable is a random player's coin). */
    private void countHand() {
        int mana = currentMana, byKind = 0, creatures = 0, items = 0;
        for (int i = 0, n = hand.size(); i < n; i++) {
            Card c = hand.at(i);
            int affordable = (c.cost - mana - 1) >>> 31; // 1 when cost <= mana
            int creature = (c.kind - 1) >>> 31; // 1 for a creature (kind 0)
            byKind += affordable << (c.kind << 3);
            creatures |= (affordable & creature) << i;
            items |= (affordable & ~creature) << i;
        }
        affordableByKind = byKind;
        affordableCreatures = creatures;
        affordableItems = items;
        handCounted = true;
    }

    /** The hand or the mana changed: the affordable cards are counted again when next asked. */
    void handChanged() {
        handCounted = false;
    }

    Card handCard(int id) {
        for (int i = 0, s = hand.size(); i < s; i++) {
            Card c = hand.at(i);
            if (c.id == id)
                return c;
        }
        return null;
    }

    Card boardCard(int id) {
        for (int i = 0, s = board.size(); i < s; i++) {
            Card c = board.at(i);
            if (c.id == id)
                return c;
        }
        return null;
    }

    /**
     * Draws n cards. 1.2: an empty deck (or a player past the turn limit) costs a rune, then a full hand stops the
     * drawing. 1.5 (the COG 2022 referee's {@code Gamer.DrawCards}, commit 90c94cf of the reference repository):
     * past the turn limit the player takes 10 damage once per turn, before any card; then each draw is wasted on a
     * full hand, else deals 10 damage on an empty deck, else draws. So a full hand past the limit costs 10, not 10
     * per card to draw.
     */
    void drawCards(LocmVariant variant, int n, int playerTurn) {
        boolean overLimit = playerTurn >= LocmConstants.PLAYER_TURN_LIMIT;
        if (variant.fullHandBeforeEmptyDeck()) {
            if (overLimit)
                variant.drawFromEmptyDeck(this);
            for (int i = 0; i < n; i++) {
                if (hand.size() == LocmConstants.MAX_CARDS_IN_HAND)
                    continue;
                if (deckPos == deck.length)
                    variant.drawFromEmptyDeck(this);
                else
                    hand.add(deck[deckPos++]);
            }
            handChanged();
            return;
        }
        for (int i = 0; i < n; i++) {
            if (deckPos == deck.length || overLimit) {
                variant.drawFromEmptyDeck(this);
                continue;
            }
            if (hand.size() == LocmConstants.MAX_CARDS_IN_HAND)
                break;
            hand.add(deck[deckPos++]);
        }
        handChanged();
    }
}
