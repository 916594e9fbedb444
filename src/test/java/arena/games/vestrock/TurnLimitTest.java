package arena.games.vestrock;

import static arena.games.vestrock.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Players alternate, seat 0 first; after turnsPerMatch turns (both players' counted) the match ends. */
class TurnLimitTest {

    @Test
    void turnsAlternateAndCountDown() {
        Pos p = Pos.of(new VestrockSettings(20, 1, 3, 2, 2, 10), creature(1, 4, 4));
        assertEquals(List.of("1 3"), p.ok(0, "GET_TURN_INFO 1"), "my turn, 3 turns left counting this one");
        assertEquals(List.of("0 3"), p.ok(1, "GET_TURN_INFO 1"));
        assertEquals(913, p.code(1, "GET_HP 1"));
        p.endTurn();
        assertEquals(List.of("0 2"), p.ok(0, "GET_TURN_INFO 1"));
        assertEquals(List.of("1 2"), p.ok(1, "GET_TURN_INFO 1"));
        assertEquals(933, p.code(1, "GET_FINAL_SCORE 1"));
    }

    @Test
    void theMatchEndsAfterTheLastTurnAndAnAttackThatNeverLandsDoesNothing() {
        Pos p = Pos.of(new VestrockSettings(20, 1, 3, 2, 2, 10), creature(1, 4, 4)).hp(1, 15).endTurn().endTurn();
        p.board(0, true, 1).actionPhase();
        p.ok(0, "ATTACK 1 1");
        p.endTurn();
        assertTrue(p.m.finished());
        assertEquals(3, p.m.turn());
        assertEquals(List.of("0 0"), p.ok(0, "GET_TURN_INFO 1"));
        assertEquals(List.of("35 25"), p.ok(0, "GET_FINAL_SCORE 1"), "20 - 15 + 1.5 * 20 and 15 - 20 + 1.5 * 20");
        assertArrayEquals(new double[] {35, 25}, p.m.scores());
        assertEquals(932, p.code(0, "GET_HP 1"));
        assertEquals(932, p.code(1, "DRAW_CARD 1"), "932 comes before 913");
    }

    @Test
    void aFractionalScoreIsPrintedAsADecimal() {
        Pos p = Pos.of(new VestrockSettings(21, 1, 1, 2, 2, 10), creature(1, 4, 4)).endTurn();
        assertEquals(List.of("31.5 31.5"), p.ok(0, "GET_FINAL_SCORE 1"));
    }
}
