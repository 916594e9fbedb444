package arena.games.vestrock;

import static arena.games.vestrock.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** BLOCK resolves its fight at once; an attacker can be blocked several times; blocked attackers deal no damage. */
class BlockTest {

    /** Seat 0 attacks with creature 1; it is then seat 1's blocking phase. */
    private static Pos attackedBy(int attacker, Pos p) {
        p.board(0, true, attacker).actionPhase();
        p.ok(0, "ATTACK 1 " + attacker);
        return p.endTurn();
    }

    @Test
    void severalBlockersWearDownOneAttacker() {
        Pos p = attackedBy(1, Pos.of(creature(1, 5, 6), creature(2, 2, 3), creature(3, 3, 3), creature(4, 1, 1))
                .board(1, true, 2, 3, 4));
        p.ok(1, "BLOCK 1 1 2");
        assertArrayEquals(new int[] {5, 4, 6}, p.stats(1));
        assertEquals(Place.GONE, p.where(2), "blocker 2 took 5 and died");
        p.ok(1, "BLOCK 1 1 3");
        assertArrayEquals(new int[] {5, 1, 6}, p.stats(1));
        p.ok(1, "BLOCK 1 1 4");
        assertEquals(Place.GONE, p.where(1), "the third block killed the attacker");
        assertEquals(Place.GONE, p.where(4));
        assertEquals(910, p.code(1, "BLOCK 1 1 3"), "a dead attacker is no attacker");
        p.ok(1, "FINISH_BLOCK 1");
        assertEquals(List.of("20 20 20"), p.ok(1, "GET_HP 1"));
    }

    @Test
    void aSurvivingBlockerIsInactiveUntilTheBlockingPhaseEndsAndCannotBlockTwice() {
        Pos p = Pos.of(creature(1, 2, 5), creature(2, 1, 5), creature(5, 1, 3)).board(0, true, 1, 5).board(1, true, 2).actionPhase();
        p.ok(0, "ATTACK 1 1");
        p.ok(0, "ATTACK 1 5");
        p.endTurn();
        p.ok(1, "BLOCK 1 1 2");
        assertFalse(p.active(2));
        assertArrayEquals(new int[] {1, 3, 5}, p.stats(2));
        assertEquals(905, p.code(1, "BLOCK 1 5 2"), "a blocker blocks once per turn");
        p.ok(1, "FINISH_BLOCK 1");
        assertEquals(List.of("20 19 20"), p.ok(1, "GET_HP 1"), "only the unblocked attacker (1 AT) hit; the blocked one did not");
        assertTrue(p.active(2), "the blocker wakes up with the action phase");
    }

    @Test
    void aBlockedAttackerThatSurvivesStaysInTheListAndCanBeBlockedAgain() {
        Pos p = attackedBy(1, Pos.of(creature(1, 1, 4), creature(2, 1, 2), creature(3, 1, 2)).board(1, true, 2, 3));
        p.ok(1, "BLOCK 1 1 2");
        assertEquals(List.of("1", "1 C 1 3 4 0 0"), p.ok(1, "GET_ATTACKERS 1"));
        p.ok(1, "BLOCK 1 1 3");
        assertEquals(List.of("1", "1 C 1 2 4 0 0"), p.ok(1, "GET_ATTACKERS 1"));
    }

    @Test
    void blockErrors() {
        Pos p = attackedBy(1, Pos.of(creature(1, 1, 4), creature(2, 1, 2), creature(3, 1, 2), creature(4, 1, 1), creature(6, 1, 1))
                .board(1, true, 2).board(1, false, 3).board(0, true, 6).hand(1, 4));
        assertEquals(900, p.code(1, "BLOCK 1 99 2"), "no card 99");
        assertEquals(900, p.code(1, "BLOCK 1 1 99"));
        assertEquals(910, p.code(1, "BLOCK 1 2 2"), "2 is not attacking");
        assertEquals(910, p.code(1, "BLOCK 1 6 2"), "6 is seat 0's but did not attack");
        assertEquals(903, p.code(1, "BLOCK 1 1 6"), "6 belongs to the opponent");
        assertEquals(912, p.code(1, "BLOCK 1 1 4"), "4 is in my hand");
        assertEquals(905, p.code(1, "BLOCK 1 1 3"), "3 is inactive");
        assertEquals(913, p.code(0, "BLOCK 1 1 2"), "only the player whose turn it is blocks");
        p.ok(1, "FINISH_BLOCK 1");
        assertEquals(911, p.code(1, "BLOCK 1 1 2"));
        assertEquals(911, p.code(1, "FINISH_BLOCK 1"));
    }
}
