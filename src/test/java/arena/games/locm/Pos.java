package arena.games.locm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A tiny helper that sets up a battle position for rule tests: player 0 is to move (it is its third turn), both
 * players have 30 health, 10 mana and a deck of 20 plain creatures; hands and boards start empty.
 * Cards put in hands or on boards get the instance id given by the test.
 */
final class Pos {
    final Battle battle;
    private int lastDeckId;

    private Pos(LocmVariant v) {
        Card[][] decks = new Card[2][20];
        int id = 0;
        for (int p = 0; p < 2; p++)
            for (int i = 0; i < 20; i++)
                decks[p][i] = new Card(++id, creature(1, 1, ""));
        lastDeckId = id;
        battle = new Battle(v, decks, id);
        battle.current = 0;
        battle.turn = 4;
        for (PlayerState p : battle.players) {
            p.hand.clear();
            p.deckPos = 0;
            p.maxMana = 10;
            p.currentMana = 10;
            p.bonusManaTurns = 0;
            p.handChanged();
        }
    }

    static Pos v12() {
        return new Pos(LocmVariant.V1_2);
    }

    static Pos v15() {
        return new Pos(LocmVariant.V1_5);
    }

    // ------------------------------------------------------------ cards

    static CardData creature(int attack, int defense, String keywords) {
        return card(CardType.CREATURE, 1, attack, defense, keywords, 0, 0, 0, Area.TARGET);
    }

    static CardData card(CardType type, int cost, int attack, int defense, String keywords, int my, int opp, int draw,
                         Area area) {
        return new CardData(900, "test", type, cost, attack, defense, Keywords.parse(keywords), my, opp, draw, area);
    }

    static CardData green(int attack, int defense, String keywords) {
        return card(CardType.GREEN_ITEM, 1, attack, defense, keywords, 0, 0, 0, Area.TARGET);
    }

    static CardData red(int attack, int defense, String keywords) {
        return card(CardType.RED_ITEM, 1, attack, defense, keywords, 0, 0, 0, Area.TARGET);
    }

    static CardData blue(int defense, int my, int opp, int draw) {
        return card(CardType.BLUE_ITEM, 1, 0, defense, "", my, opp, draw, Area.TARGET);
    }

    // ------------------------------------------------------------ position

    PlayerState me() {
        return battle.players[battle.current];
    }

    PlayerState opp() {
        return battle.players[1 - battle.current];
    }

    /** Puts a card in the hand of the player to move. */
    Pos hand(int id, CardData c) {
        Card card = new Card(id, c);
        battle.register(card);
        me().hand.add(card);
        me().handChanged();
        return this;
    }

    /** Puts a ready creature on the board of the player to move. */
    Pos mine(int id, int lane, CardData c) {
        Card card = new Card(id, c);
        card.summonTo(lane);
        card.canAttack = true;
        battle.register(card);
        me().board.add(card);
        me().counts.add(card);
        return this;
    }

    /** Puts a creature on the opponent's board. */
    Pos theirs(int id, int lane, CardData c) {
        Card card = new Card(id, c);
        card.summonTo(lane);
        battle.register(card);
        opp().board.add(card);
        opp().counts.add(card);
        return this;
    }

    Pos mana(int mana) {
        me().currentMana = mana;
        me().handChanged();
        return this;
    }

    // ------------------------------------------------------------ actions

    /** Parses and performs one action, which must be legal. */
    Pos play(String action) {
        Action a = parse(action);
        assertEquals(java.util.Optional.empty(), battle.whyIllegal(a), () -> action + " should be legal");
        assertTrue(battle.legalActions().contains(a), () -> action + " should be listed among the legal actions");
        if (a.type != Action.Type.PASS)
            battle.apply(a);
        return this;
    }

    /** Asserts the action is illegal now. */
    Pos illegal(String action) {
        Action a = parse(action);
        assertTrue(battle.whyIllegal(a).isPresent(), () -> action + " should be illegal");
        assertTrue(!battle.legalActions().contains(a), () -> action + " should not be listed among the legal actions");
        return this;
    }

    static Action parse(String action) {
        return switch (Action.parseLine(action)) {
            case Action.Reading.Actions read when read.actions().size() == 1 -> read.actions().get(0);
            case Action.Reading.Actions read -> throw new AssertionError("not one action: " + action);
            case Action.Reading.Unreadable unreadable -> throw new AssertionError(unreadable.why());
        };
    }

    Card card(int id) {
        Card c = me().boardCard(id);
        return c != null ? c : opp().boardCard(id);
    }

    boolean onBoard(int id) {
        return card(id) != null;
    }

    void assertHealth(int mine, int theirs) {
        assertEquals(mine, me().health, "health of the player to move");
        assertEquals(theirs, opp().health, "health of the opponent");
    }

    void assertStats(int id, int attack, int defense) {
        Card c = card(id);
        assertEquals(attack, c.attack, "attack of " + id);
        assertEquals(defense, c.defense, "defense of " + id);
    }

    /** Ends the turn of the player to move and starts the other's. */
    Pos endTurn() {
        battle.startTurn();
        return this;
    }
}
