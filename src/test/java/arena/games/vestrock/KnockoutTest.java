package arena.games.vestrock;

import static arena.games.vestrock.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A match ends the moment a player's HP reaches 0, whatever caused it. */
class KnockoutTest {

    @Test
    void unblockedAttackersKnockOutWhenTheBlockingPhaseEnds() {
        Pos p = Pos.of(creature(1, 6, 2), creature(2, 1, 1)).board(0, true, 1).hp(1, 5).actionPhase();
        p.ok(0, "ATTACK 1 1");
        p.endTurn();
        var answer = p.answer(1, "DRAW_CARD 1");
        assertEquals(932, answer.errorCode(), "the implicit end of the blocking phase ended the match first");
        assertTrue(answer.changed());
        assertTrue(p.m.finished());
        assertEquals(List.of("80 -20"), p.ok(0, "GET_FINAL_SCORE 1"));
        assertEquals(List.of("0 0"), p.ok(1, "GET_TURN_INFO 1"));
    }

    @Test
    void theTurnEndCanKnockOutToo() {
        Pos p = Pos.of(creature(1, 6, 2)).board(0, true, 1).hp(1, 6).actionPhase();
        p.ok(0, "ATTACK 1 1");
        p.endTurn().endTurn();
        assertTrue(p.m.finished());
        assertEquals(2, p.m.turn());
        assertEquals(List.of("-20 80"), p.ok(1, "GET_FINAL_SCORE 1"));
    }

    @Test
    void damagingMyselfToZeroLoses() {
        Pos p = Pos.of(CardSpec.damage(1, 9, 0)).hand(0, 1).hp(0, 9).actionPhase();
        p.ok(0, "PLAY_CARD 1 1 -5");
        assertEquals(List.of("-20 80"), p.ok(0, "GET_FINAL_SCORE 1"));
    }
}
