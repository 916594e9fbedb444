package arena.games.locm;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The order of the 1.5 referee's {@code Gamer.DrawCards} (COG 2022): past the 50-turn limit 10 damage once, before
 * any card; then per card to draw: a full hand wastes it, an empty deck deals 10, else the card is drawn.
 */
class DrawOrderTest {

    /** The held-out reference game: player 1's turn 51, empty deck, full hand, 3 to draw: 36 - 10 = 26 (not 36 - 30 = 6). */
    @Test
    void pastTheLimitAFullHandCostsTenOnceHowEverManyCardsAreDue() {
        Pos p = TurnLimitTest.atTurn(Pos.v15(), 51);
        PlayerState next = p.opp();
        next.health = 36;
        next.deckPos = next.deck.length;
        for (int i = 0; i < 8; i++) next.hand.add(new Card(300 + i, Pos.creature(1, 1, "")));
        next.nextTurnDraw = 3;
        p.endTurn();
        assertEquals(26, p.me().health);
        assertEquals(8, p.me().hand.size());
    }

    /** Past the limit with room in hand and an empty deck: 10 for the limit + 2 draws * 10 = 30 damage: 30 - 30 = 0. */
    @Test
    void pastTheLimitAnEmptyDeckStillHurtsPerCardWhenTheHandHasRoom() {
        Pos p = TurnLimitTest.atTurn(Pos.v15(), 51);
        PlayerState next = p.opp();
        next.deckPos = next.deck.length;
        next.nextTurnDraw = 2;
        p.endTurn();
        assertEquals(0, p.me().health);
    }

    /** Past the limit with cards left: 10 damage, and the cards are still drawn: 30 - 10 = 20, hand 0 + 2, deck 20 - 2. */
    @Test
    void pastTheLimitCardsLeftAreStillDrawn() {
        Pos p = TurnLimitTest.atTurn(Pos.v15(), 51);
        PlayerState next = p.opp();
        next.nextTurnDraw = 2;
        p.endTurn();
        assertEquals(20, p.me().health);
        assertEquals(2, p.me().hand.size());
        assertEquals(18, p.me().deckSize());
    }

    /** Before the limit, a full hand wastes the draws and an empty deck then costs nothing: 30 stays 30. */
    @Test
    void beforeTheLimitAFullHandAndAnEmptyDeckCostNothing() {
        Pos p = TurnLimitTest.atTurn(Pos.v15(), 20);
        PlayerState next = p.opp();
        next.deckPos = next.deck.length;
        for (int i = 0; i < 8; i++) next.hand.add(new Card(300 + i, Pos.creature(1, 1, "")));
        next.nextTurnDraw = 2;
        p.endTurn();
        assertEquals(30, p.me().health);
    }
}
