package arena.games.locm;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** After 50 turns of a player: 1.2 treats the deck as empty (runes), 1.5 deals 10 damage per draw. */
class TurnLimitTest {
    static Pos atTurn(Pos p, int playerTurn) {
        p.battle.turn = 2 * playerTurn - 1; // the next turn start is the opponent's turn number playerTurn
        return p;
    }

    @Test
    void turn50Deals10DamageIn15EvenWithAFullHand() {
        Pos p = atTurn(Pos.v15(), 50);
        for (int i = 0; i < 8; i++)
            p.opp().hand.add(new Card(300 + i, Pos.creature(1, 1, "")));
        p.endTurn();
        assertEquals(20, p.me().health);
        assertEquals(20, p.me().deckSize());
    }

    @Test
    void turn49IsStillNormal() {
        Pos p = atTurn(Pos.v15(), 49);
        p.endTurn();
        assertEquals(30, p.me().health);
        assertEquals(1, p.me().hand.size());
    }

    @Test
    void turn50BreaksARuneIn12() {
        Pos p = atTurn(Pos.v12(), 50);
        p.endTurn();
        assertEquals(25, p.me().health);
        assertEquals(20, p.me().nextRune());
        assertEquals(0, p.me().hand.size());
    }
}
