package arena.games.vestrock;

import static arena.games.vestrock.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Attacks: damage lands when the defender's blocking phase ends; attackers stay on the board. */
class FightTest {

    @Test
    void anUnblockedAttackerHitsTheDefenderWhenItsBlockingPhaseEnds() {
        Pos p = Pos.of(creature(1, 3, 2), creature(2, 1, 1)).board(0, true, 1).actionPhase();
        p.ok(0, "ATTACK 1 1");
        assertFalse(p.active(1), "an attacking creature becomes inactive");
        assertEquals(List.of("1", "1 C 3 2 2 0 0"), p.ok(0, "GET_ATTACKERS 1"), "in the action phase: my own attacks");
        p.endTurn();
        assertEquals(List.of("20 20 20"), p.ok(1, "GET_HP 1"), "no damage before the blocking phase ends");
        assertEquals(List.of("1", "1 C 3 2 2 0 0"), p.ok(1, "GET_ATTACKERS 1"));
        p.ok(1, "FINISH_BLOCK 1");
        assertEquals(List.of("20 17 20"), p.ok(1, "GET_HP 1"));
        assertEquals(Place.BOARD, p.where(1), "the attacker stays on the board");
        assertEquals(List.of("0"), p.ok(1, "GET_ATTACKERS 1"));
    }

    @Test
    void anyOtherActionEndsTheBlockingPhaseAndTakesEffectAfterIt() {
        Pos p = Pos.of(creature(1, 4, 2), CardSpec.creature(2, 0, 1, 1, 0, 1), creature(3, 1, 1))
                .board(0, true, 1).board(1, false, 2).actionPhase();
        p.ok(0, "ATTACK 1 1");
        p.endTurn();
        assertEquals(Place.BOARD, p.where(2));
        assertFalse(p.active(2), "creature 2 was inactive through the blocking phase");
        p.ok(1, "ADD_MANA 1 2");
        assertEquals(List.of("20 16 20"), p.ok(1, "GET_HP 1"), "the implicit end of the blocking phase dealt the damage");
        assertEquals(List.of("1"), p.ok(1, "GET_CURRENT_MANA 1"), "creature 2 woke up, then was tapped");
        assertEquals(911, p.code(1, "BLOCK 1 1 2"));
    }

    @Test
    void anInvalidActionStillEndsTheBlockingPhaseAndIsLogged() {
        Pos p = Pos.of(creature(1, 4, 2), CardSpec.creature(2, 1, 1, 1, 5, 0)).board(0, true, 1).hand(1, 2).actionPhase();
        p.ok(0, "ATTACK 1 1");
        p.endTurn();
        var answer = p.answer(1, "PLAY_CARD 1 2 -1");
        assertEquals(901, answer.errorCode());
        assertTrue(answer.changed(), "it changed the match, so the arena logs it for replay");
        assertEquals(List.of("20 16 20"), p.ok(1, "GET_HP 1"));
    }

    @Test
    void theEndOfTheTurnEndsABlockingPhaseNobodyEnded() {
        Pos p = Pos.of(creature(1, 5, 2), creature(2, 1, 1)).board(0, true, 1).board(1, false, 2).actionPhase();
        p.ok(0, "ATTACK 1 1");
        p.endTurn().endTurn();
        assertEquals(List.of("20 20 15"), p.ok(0, "GET_HP 1"), "player 2 took 5 when its turn ended");
    }

    @Test
    void aCreatureWakesUpAtItsOwnersNextActionPhase() {
        Pos p = Pos.of(creature(1, 2, 2), creature(2, 1, 1)).board(0, true, 1).actionPhase();
        p.ok(0, "ATTACK 1 1");
        p.endTurn().endTurn();
        assertFalse(p.active(1), "still inactive in its owner's blocking phase");
        p.ok(0, "FINISH_BLOCK 1");
        assertTrue(p.active(1));
        assertEquals(List.of("1 0", "1 C 2 2 2 0 0 1"), p.ok(0, "GET_BOARD 1"));
    }
}
