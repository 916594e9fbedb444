package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.games.locm.LocmVariant;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Time limits (RULINGS 7) are real time measured by the arena and passed in as logged data: {@code TIMED ms line} (an
 * answer that came ms after its hand-over) and {@code TIMEOUT decision ms} (the arena's timer saw none). The limit is
 * the reference one times {@code timeFactor}; ticks of the clock count only for a turn no connection takes.
 */
class TimeLimitTest {

    static void ticks(Duel d, int n) {
        for (int i = 0; i < n; i++) d.m.endTurn();
    }

    static String timed(Duel d, int seat, long ms, String line) {
        return String.join("|", d.m.apply(seat, LocmArenaMatch.timedCommand(ms, line)).lines());
    }

    @Test
    void anAnswerAtTheLimitIsInTimeOneMillisecondMoreLoses() {
        Duel d = new Duel(LocmVariant.V1_2, 1);
        assertEquals(1000, d.m.limitMillis(0), "the first pick: 1000 ms");
        assertEquals("OK", timed(d, 0, 1000, "PICK 0"));
        assertFalse(d.m.finished());
        assertEquals("OK", timed(d, 1, 3, "PICK 0"));
        assertEquals(100, d.m.limitMillis(0), "later 1.2 picks: 100 ms");
        assertEquals("OK", timed(d, 0, 101, "PICK 1"));
        assertFalse(d.m.finished(), "RULINGS 9: the draft turn is judged with seat 1's pick");
        assertEquals("OK", timed(d, 1, 100, "PICK 1"));
        assertTrue(d.m.finished());
        assertEquals(1, d.m.game().winner());
        assertEquals("player 0: timeout: answered after 101 ms, over the limit of 100 ms", d.m.game().endReason());
        assertEquals("LOSS player 1: timeout: answered after 101 ms, over the limit of 100 ms", d.m.take(0).over(),
                "the bot hears players counted from 1, as the web shows them");
    }

    @Test
    void theArenasTimeoutLosesOnlyForTheDecisionItWasStartedFor() {
        Duel d = new Duel(LocmVariant.V1_2, 1);
        assertEquals(0, d.m.take(0).decision());
        assertEquals("OK", timed(d, 0, 2, "PICK 0"));
        assertEquals("OK", timed(d, 1, 2, "PICK 0"));
        // a timer of decision 0 that fires late finds it answered: refused, nothing changes (so nothing is logged)
        assertTrue(d.m.apply(0, LocmArenaMatch.timeoutCommand(0, 1001, 1000)).isError());
        assertFalse(d.m.finished());
        assertTrue(d.m.apply(0, LocmArenaMatch.timeoutCommand(1, 101, 1000)).changed());
        assertEquals("OK", timed(d, 1, 40, "PICK 2")); // seat 1 picks in time on the same cards: seat 0 loses (RULINGS 9)
        assertEquals("player 0: timeout: no answer within 100 ms", d.m.game().endReason());
    }

    /** A hosted bot's timer fires at its limit scaled by its language (issue 39): the loss names that limit. */
    @Test
    void aScaledTimeoutNamesTheLimitThatApplied() {
        Duel d = new Duel(LocmVariant.V1_2, 1);
        assertEquals("OK", timed(d, 0, 2, "PICK 0"));
        assertEquals("OK", timed(d, 1, 2, "PICK 0"));
        assertEquals("TIMEOUT 1 151 1500", LocmArenaMatch.timeoutCommand(1, 151, 1500));
        assertEquals("TIMEOUT 1 101", LocmArenaMatch.timeoutCommand(1, 101, 1000), "a socket's timer is logged as before");
        assertTrue(d.m.apply(0, LocmArenaMatch.timeoutCommand(1, 151, 1500)).changed()); // a Java bot: 100 ms times 1.5
        assertEquals("OK", timed(d, 1, 40, "PICK 2"));
        assertEquals("player 0: timeout: no answer within 150 ms", d.m.game().endReason());
    }

    @Test
    void theFactorScalesTheLimits() {
        Duel d = new Duel(LocmVariant.V1_2, 1, Arrays.asList(null, null), 50, 2.5);
        assertEquals(2500, d.m.limitMillis(0)); // 1000 ms * 2.5
        assertEquals("OK", timed(d, 0, 2500, "PICK 0"));
        assertEquals("OK", timed(d, 1, 2501, "PICK 0"));
        assertEquals("player 1: timeout: answered after 2501 ms, over the limit of 2500 ms", d.m.game().endReason());
    }

    /** turnMillis never shortens a limit: a thousand ticks of 1000 ms pass while a taken turn is answered in time. */
    @Test
    void ticksDoNotCountAgainstALimitUntilTheUntakenAllowance() {
        Duel d = new Duel(LocmVariant.V1_2, 1, Arrays.asList(null, null), 1000, 1.0);
        ticks(d, 30); // 30 * 1000 ms = 30000 ms: not over the allowance for an untaken turn
        assertFalse(d.m.finished());
        assertEquals("OK", timed(d, 0, 1, "PICK 0"));
        assertEquals("OK", timed(d, 1, 1, "PICK 0"));
        ticks(d, 30);
        assertFalse(d.m.finished());
        ticks(d, 1);
        assertFalse(d.m.finished(), "seat 0 is late on a draft pick: seat 1's allowance for the same pick runs now (RULINGS 9)");
        ticks(d, 30);
        assertFalse(d.m.finished());
        ticks(d, 1);
        assertTrue(d.m.finished());
        assertEquals(-1, d.m.game().winner(), "neither team's bot took the pick: a draw");
        assertTrue(d.m.game().endReason().startsWith("both players were late: player 0: timeout: no connection"), d.m.game().endReason());
    }

    @Test
    void theConstructedTurnHasFourSecondsForEachPlayer() {
        Duel d = new Duel(LocmVariant.V1_5, 3);
        assertEquals(4000, d.m.limitMillis(0));
        assertEquals(4000, d.m.limitMillis(1));
        assertEquals("OK", timed(d, 1, 3999, "PASS"));
        assertEquals("OK", timed(d, 0, 4001, "PASS"));
        assertEquals("player 0: timeout: answered after 4001 ms, over the limit of 4000 ms", d.m.game().endReason());
    }

    @Test
    void battleTurnsHaveOneSecondFirstThenTwoHundredMilliseconds() {
        Duel d = new Duel(LocmVariant.V1_5, 3);
        d.answer(0, "PASS");
        d.answer(1, "PASS");
        assertEquals(1000, d.m.limitMillis(0));
        d.answer(0, "PASS");
        assertEquals(1000, d.m.limitMillis(1));
        d.answer(1, "PASS");
        assertEquals(200, d.m.limitMillis(0));
    }

    @Test
    void aTimedOutMatchReplaysToTheSameEnd() {
        Random rnd = new Random(5);
        StringBuilder log = new StringBuilder();
        Duel a = new Duel(LocmVariant.V1_2, 9);
        GreedyBot bot = new GreedyBot();
        int answered = 0;
        while (!a.m.finished()) {
            int seat = a.toMove();
            if (rnd.nextInt(4) == 0) {
                a.m.endTurn();
                log.append("T\n");
            } else {
                long limit = a.m.limitMillis(seat);
                long ms = ++answered == 70 ? limit + 1 : rnd.nextInt((int) limit + 1); // the 70th answer comes too late
                String command = LocmArenaMatch.timedCommand(ms, bot.answer(a.input(seat), rnd));
                a.m.apply(seat, command);
                log.append(seat).append(' ').append(command).append('\n');
            }
        }
        Duel b = new Duel(LocmVariant.V1_2, 9);
        for (String l : log.toString().split("\n")) {
            if (l.equals("T")) b.m.endTurn();
            else b.m.apply(l.charAt(0) - '0', l.substring(2));
        }
        assertTrue(b.m.finished());
        assertTrue(a.m.game().endReason().contains("timeout"), a.m.game().endReason());
        assertEquals(a.m.summary(), b.m.summary());
        assertEquals(a.m.board(), b.m.board());
    }
}
