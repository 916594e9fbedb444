package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.games.locm.LocmVariant;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Time limits are counted in turns of the arena's clock: a player awaited for more than its reference limit times
 * {@code timeFactor} (ticks * turnMillis over the limit) loses, as a timeout does in the referee.
 */
class TimeLimitTest {

    static void ticks(Duel d, int n) {
        for (int i = 0; i < n; i++) d.m.endTurn();
    }

    @Test
    void theFirstDraftPickHasOneSecond() {
        Duel d = new Duel(LocmVariant.V1_2, 1);
        ticks(d, 20); // 20 * 50 ms = 1000 ms: not over the limit
        assertFalse(d.m.finished());
        ticks(d, 1);
        assertTrue(d.m.finished());
        assertEquals(1, d.m.game().winner(), "player 1 timed out, player 2 wins");
        assertEquals("player 0: timeout: no answer within 1000 ms", d.m.game().endReason());
        assertEquals(0.0, d.m.scores()[0]);
        assertEquals(1.0, d.m.scores()[1]);
    }

    @Test
    void laterDraftPicksHaveOneHundredMilliseconds() {
        Duel d = new Duel(LocmVariant.V1_2, 1);
        d.answer(0, "PICK 0");
        ticks(d, 20); // player 2's first pick: 1000 ms
        d.answer(1, "PICK 0");
        ticks(d, 2); // player 1's second pick: 100 ms
        assertFalse(d.m.finished());
        ticks(d, 1);
        assertTrue(d.m.finished());
        assertEquals("player 0: timeout: no answer within 100 ms", d.m.game().endReason());
    }

    @Test
    void theFactorScalesTheLimits() {
        Duel d = new Duel(LocmVariant.V1_2, 1, Arrays.asList(null, null), 50, 2.5);
        ticks(d, 50); // 2500 ms
        assertFalse(d.m.finished());
        ticks(d, 1);
        assertEquals("player 0: timeout: no answer within 2500 ms", d.m.game().endReason());
    }

    @Test
    void theConstructedTurnHasFourSecondsForEachPlayer() {
        Duel d = new Duel(LocmVariant.V1_5, 3);
        ticks(d, 40);
        d.answer(1, "PASS"); // player 2 answers in time; player 1 still thinks
        ticks(d, 40);
        assertFalse(d.m.finished());
        ticks(d, 1);
        assertEquals("player 0: timeout: no answer within 4000 ms", d.m.game().endReason());
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
        ticks(d, 4);
        assertFalse(d.m.finished());
        ticks(d, 1);
        assertEquals("player 0: timeout: no answer within 200 ms", d.m.game().endReason());
    }

    @Test
    void anAnswerStartsTheNextDecisionWithAFreshClock() {
        Duel d = new Duel(LocmVariant.V1_2, 1);
        d.answer(0, "PICK 0");
        ticks(d, 20);
        d.answer(1, "PICK 0");
        for (int pick = 1; pick < 30; pick++) {
            ticks(d, 2);
            d.answer(0, "PICK 1");
            ticks(d, 2);
            d.answer(1, "PICK 2");
        }
        assertEquals("battle", d.m.board().phase(), "60 answers each just in time: the draft is over");
        assertEquals(0, d.m.ticksWaited(1));
    }

    @Test
    void aTimedOutMatchReplaysToTheSameEnd() {
        Random rnd = new Random(5);
        StringBuilder log = new StringBuilder();
        Duel a = new Duel(LocmVariant.V1_2, 9);
        GreedyBot bot = new GreedyBot();
        while (!a.m.finished()) {
            int seat = a.toMove();
            if (rnd.nextInt(4) == 0) {
                a.m.endTurn();
                log.append("T\n");
            } else {
                String line = bot.answer(a.input(seat), rnd);
                a.answer(seat, line);
                log.append(seat).append(' ').append(line).append('\n');
            }
            if (rnd.nextInt(50) == 0) for (int i = 0; i < 25; i++) {
                a.m.endTurn();
                log.append("T\n");
            }
        }
        Duel b = new Duel(LocmVariant.V1_2, 9);
        for (String l : log.toString().split("\n")) {
            if (l.equals("T")) b.m.endTurn();
            else b.answer(l.charAt(0) - '0', l.substring(2));
        }
        assertTrue(b.m.finished());
        assertEquals(a.m.summary(), b.m.summary());
        assertEquals(a.m.board(), b.m.board());
    }
}
