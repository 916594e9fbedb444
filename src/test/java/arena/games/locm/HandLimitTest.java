package arena.games.locm;

import org.junit.jupiter.api.Test;

import static arena.games.locm.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** A hand holds at most 8 cards: further draws are lost (the cards stay in the deck). */
class HandLimitTest {
    static Pos withFullHandOpponent(Pos p) {
        for (int i = 0; i < 7; i++)
            p.opp().hand.add(new Card(300 + i, creature(1, 1, "")));
        p.opp().nextTurnDraw = 3;
        return p;
    }

    @Test
    void drawsStopAtEightCards12() {
        Pos p = withFullHandOpponent(Pos.v12());
        p.endTurn();
        assertEquals(8, p.me().hand.size());
        assertEquals(19, p.me().deckSize());
    }

    @Test
    void drawsStopAtEightCards15() {
        Pos p = withFullHandOpponent(Pos.v15());
        p.endTurn();
        assertEquals(8, p.me().hand.size());
        assertEquals(19, p.me().deckSize());
        assertEquals(30, p.me().health);
    }

    @Test
    void startingHandsAreFourAndFive() {
        LocmMatch m = LocmMatch.create(LocmVariant.V1_5, LocmSeeds.of15(3, 3, 3, 3));
        m.apply(0, "PASS");
        m.apply(1, "PASS");
        // player 0 drew its first turn card already
        assertEquals(5, m.battle().player(0).hand().size());
        assertEquals(5, m.battle().player(1).hand().size());
        assertEquals(25, m.battle().player(0).deckSize());
        assertEquals(25, m.battle().player(1).deckSize());
    }
}
