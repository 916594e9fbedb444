package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.games.locm.LocmVariant;
import org.junit.jupiter.api.Test;

/**
 * {@code HOLD}: a seat whose bot has the match queued for a process slot (issue 26, RULINGS 8: starting a bot never
 * costs it time) is not counted untaken turns for a lease of {@link LocmArenaMatch#HOLD_LEASE_MILLIS}, renewable up to
 * the contest's {@code holdMinutes} in all. The arithmetic is in ticks of the clock: with 1000 ms turns a lease is 60
 * ticks, the untaken allowance 30.
 */
class HoldTest {

    private static String hold(Duel d, int seat) {
        return String.join("|", d.m.apply(seat, LocmArenaMatch.HOLD).lines());
    }

    @Test
    void aHeldTurnIsNotCountedUntilTheLeaseRunsOut() {
        Duel d = new Duel(LocmVariant.V1_2, 1, 1000, 10 * 60_000);
        assertEquals("OK", hold(d, 0));
        assertEquals("OK", hold(d, 1));
        TimeLimitTest.ticks(d, 60); // the lease: 60 s of 1000 ms ticks, none counted
        assertEquals(0, d.m.ticksWaited(0));
        TimeLimitTest.ticks(d, 30); // then the 30 s untaken allowance, in full
        assertFalse(d.m.finished());
        TimeLimitTest.ticks(d, 1);
        assertFalse(d.m.canAct(0), "91 ticks: 60 held, 31 counted, over the 30 s allowance: seat 0 is late");
        assertFalse(d.m.finished(), "the draft pick is judged with seat 1's answer (RULINGS 9)");
        assertEquals("OK", TimeLimitTest.timed(d, 1, 5, "PICK 0"), "seat 1 is handed the same pick and answers in time");
        assertTrue(d.m.finished());
        assertEquals(1, d.m.game().winner());
        assertEquals("player 0: timeout: no connection of the team took the turn within 30000 ms", d.m.game().endReason());
    }

    @Test
    void renewedHoldsKeepAQueuedMatchAliveForMinutes() {
        Duel d = new Duel(LocmVariant.V1_2, 1, 1000, 10 * 60_000);
        for (int minute = 0; minute < 8; minute++) { // renewed every 10 s, as the hosted bot's loop does
            for (int i = 0; i < 6; i++) {
                assertEquals("OK", hold(d, 0));
                assertEquals("OK", hold(d, 1));
                TimeLimitTest.ticks(d, 10);
            }
        }
        assertFalse(d.m.finished(), "8 minutes waited for a slot, none of it counted");
        assertEquals("OK", TimeLimitTest.timed(d, 0, 5, "PICK 0"), "its program started: the seat answers in time");
        assertEquals("OK", TimeLimitTest.timed(d, 1, 5, "PICK 0"));
        TimeLimitTest.ticks(d, 31); // an answer ends the hold: the next untaken turn is counted again
        assertFalse(d.m.canAct(0), "seat 0 is late on its second pick");
        TimeLimitTest.ticks(d, 30);
        assertFalse(d.m.finished(), "seat 1, handed the same pick when seat 0 was found late, has its own 30 s");
        TimeLimitTest.ticks(d, 1);
        assertTrue(d.m.finished());
        assertEquals(-1, d.m.game().winner(), "neither took the pick in time: a draw (RULINGS 9)");
        assertTrue(d.m.game().endReason().startsWith("both players were late"), d.m.game().endReason());
    }

    @Test
    void theHoldsOfASeatLastAtMostTheContestsHoldMinutes() {
        Duel d = new Duel(LocmVariant.V1_2, 1, 1000, 90_000); // holdMinutes as 90 s: 90 ticks of 1000 ms
        assertEquals("OK", hold(d, 0));
        TimeLimitTest.ticks(d, 60);
        assertEquals("OK", hold(d, 0), "30 ticks of hold left: the lease is cut to them");
        TimeLimitTest.ticks(d, 30);
        String spent = hold(d, 0);
        assertTrue(spent.startsWith("ERR 806 HoldSpent"), spent);
        assertTrue(spent.contains("90000 ms"), spent);
        TimeLimitTest.ticks(d, 30);
        assertFalse(d.m.finished());
        TimeLimitTest.ticks(d, 1);
        assertFalse(d.m.canAct(0), "the holds spent, the untaken turn counts again: seat 0 is late");
        assertEquals("OK", TimeLimitTest.timed(d, 1, 5, "PICK 0"));
        assertTrue(d.m.finished(), "seat 1 took the same pick in time: seat 0 loses");
        assertEquals(1, d.m.game().winner());
    }

    @Test
    void aHoldOnAFinishedMatchIsRefusedAndNoneWithoutMinutes() {
        Duel none = new Duel(LocmVariant.V1_2, 1, 1000, 0);
        assertTrue(hold(none, 0).startsWith("ERR 806 HoldSpent"));
        Duel d = new Duel(LocmVariant.V1_2, 1, 1000, 60_000);
        assertEquals("OK", TimeLimitTest.timed(d, 0, 5000, "PICK 0"));
        assertFalse(d.m.finished(), "seat 0 late on a draft pick: judged with seat 1's answer");
        assertEquals("OK", TimeLimitTest.timed(d, 1, 5000, "PICK 0"));
        assertTrue(d.m.finished(), "both late: a draw");
        assertEquals("ERR 803 MatchOver", hold(d, 1));
    }
}
