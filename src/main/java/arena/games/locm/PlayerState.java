package arena.games.locm;

import java.util.ArrayList;
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
    final ArrayList<Card> hand = new ArrayList<>(LocmConstants.MAX_CARDS_IN_HAND);
    final ArrayList<Card> board = new ArrayList<>(2 * LocmConstants.MAX_CREATURES_IN_LANE);
    final ArrayList<Action> performed = new ArrayList<>();

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
        return Collections.unmodifiableList(performed);
    }

    int creaturesInLane(int lane) {
        int n = 0;
        for (int i = 0, s = board.size(); i < s; i++)
            if (board.get(i).lane == lane)
                n++;
        return n;
    }

    Card handCard(int id) {
        for (int i = 0, s = hand.size(); i < s; i++) {
            Card c = hand.get(i);
            if (c.id == id)
                return c;
        }
        return null;
    }

    Card boardCard(int id) {
        for (int i = 0, s = board.size(); i < s; i++) {
            Card c = board.get(i);
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
    }
}
