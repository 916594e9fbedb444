package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.TurnHandOver;
import arena.games.locm.LocmVariant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * RULINGS 9: on a turn both seats answer at once (a 1.2 draft pick, where seat 1 picks from the same three cards after
 * seat 0; the 1.5 constructed turn), both late is a draw and one late loses, whoever was handed the input first. Issue
 * 39 saw seat 0 lose 20 matches of 20 where both were late, because it is handed its pick first.
 */
class BothLateTest {
    private static String timed(Duel d, int seat, long ms, String line) {
        return String.join("|", d.m.apply(seat, LocmArenaMatch.timedCommand(ms, line)).lines());
    }

    private static String timeout(Duel d, int seat, int decision, long ms) {
        return String.join("|", d.m.apply(seat, LocmArenaMatch.timeoutCommand(decision, ms, 1000)).lines());
    }

    /** Both seats through pick 1 of a 1.2 draft in time: the next picks have 100 ms. */
    private static Duel draftAtSecondPick(LocmClock clock) {
        Duel d = new Duel(LocmVariant.V1_2, 7, clock);
        assertEquals("OK", timed(d, 0, 5, "PICK 0"));
        assertEquals("OK", timed(d, 1, 5, "PICK 0"));
        return d;
    }

    @Test
    void bothLateOnADraftPickIsADrawWhateverTheOrder() {
        Duel d = draftAtSecondPick(LocmClock.of(50, 1.0));
        TurnHandOver.Delivery first = d.m.take(0);
        assertEquals(1, first.decision());
        assertEquals("OK", timeout(d, 0, 1, 100));
        assertFalse(d.m.finished(), "seat 0 is late: the turn waits for seat 1's pick");
        assertFalse(d.m.canAct(0), "a late seat answers nothing more this turn");
        assertEquals("802", d.m.apply(0, LocmArenaMatch.timedCommand(150, "PICK 1")).lines().get(0).split(" ")[1],
                "a late seat's answer that comes after is refused");
        // seat 1 is handed the same pick (its own view of it) with its own full limit
        TurnHandOver.Delivery second = d.m.take(1);
        assertEquals(d.m.game().draftInputFor(1), second.input());
        assertEquals(100, second.limitMillis());
        assertEquals("OK", timed(d, 1, 101, "PICK 2"));
        assertTrue(d.m.finished());
        assertEquals(-1, d.m.game().winner());
        assertEquals(0.0, d.m.scores()[0]);
        assertEquals(0.0, d.m.scores()[1]);
        assertEquals("both players were late: player 0: timeout: no answer within 100 ms; player 1: timeout: answered after 101 ms, over the limit of 100 ms",
                d.m.game().endReason());
        assertTrue(d.m.take(0).over().startsWith("DRAW both players were late: player 1:"), "bots count players from 1");
        assertEquals("DRAW", d.m.state(1));
    }

    @Test
    void theSecondPickerInTimeMakesTheLateFirstLoseAndItsPickIsNeverPlayed() {
        Duel d = draftAtSecondPick(LocmClock.of(50, 1.0));
        assertEquals("OK", timed(d, 0, 140, "PICK 1"));
        assertEquals(List.of("YOUR_TURN", "WAITING"), List.of(d.m.state(1), d.m.state(0)));
        assertEquals("OK", timed(d, 1, 99, "PICK 2"));
        assertTrue(d.m.finished());
        assertEquals(1, d.m.game().winner());
        assertEquals(1, d.m.game().chosenCards(1).size(), "seat 1's judging pick is not taken into its deck");
        assertEquals("player 0: timeout: answered after 140 ms, over the limit of 100 ms", d.m.game().endReason());
    }

    @Test
    void theSecondPickerAloneLateLosesAtOnce() {
        Duel d = draftAtSecondPick(LocmClock.of(50, 1.0));
        assertEquals("OK", timed(d, 0, 60, "PICK 1"));
        assertEquals("OK", timed(d, 1, 160, "PICK 1"));
        assertTrue(d.m.finished());
        assertEquals(0, d.m.game().winner());
    }

    @Test
    void bothLateOnTheConstructedTurnIsADrawInEitherOrder() {
        for (int firstLate = 0; firstLate < 2; firstLate++) {
            Duel d = new Duel(LocmVariant.V1_5, 3, LocmClock.of(50, 1.0));
            assertEquals("OK", timeout(d, firstLate, 0, 4000));
            assertFalse(d.m.finished());
            assertEquals("OK", timeout(d, 1 - firstLate, 0, 4000));
            assertTrue(d.m.finished(), "first late: seat " + firstLate);
            assertEquals(-1, d.m.game().winner());
        }
    }

    @Test
    void oneLateOnTheConstructedTurnLosesOnceTheOtherAnswersInTime() {
        Duel d = new Duel(LocmVariant.V1_5, 3, LocmClock.of(50, 1.0));
        assertEquals("OK", timeout(d, 0, 0, 4000));
        assertNull(d.m.take(0), "nothing more is handed to a late seat");
        assertEquals("OK", timed(d, 1, 3999, "PASS"));
        assertTrue(d.m.finished());
        assertEquals(1, d.m.game().winner());
    }

    @Test
    void contestsMadeBeforeTheRuleKeepTheOldJudgement() {
        Duel d = draftAtSecondPick(new LocmClock(50, 1.0, 30_000, 1_800_000, false));
        assertEquals("OK", timeout(d, 0, 1, 100));
        assertTrue(d.m.finished(), "before RULINGS 9 the first seat judged late lost at once");
        assertEquals(1, d.m.game().winner());
    }

    @Test
    void aBothLateMatchReplaysToTheSameDraw() {
        List<String[]> log = new ArrayList<>();
        Duel a = draftAtSecondPick(LocmClock.of(50, 1.0));
        for (String[] step : List.of(new String[] {"0", LocmArenaMatch.timedCommand(101, "PICK 0")},
                new String[] {"1", LocmArenaMatch.timeoutCommand(1, 102, 1000)})) {
            assertTrue(a.m.apply(Integer.parseInt(step[0]), step[1]).changed());
            log.add(step);
        }
        assertTrue(a.m.finished());
        Duel b = draftAtSecondPick(LocmClock.of(50, 1.0));
        for (String[] step : log) b.m.apply(Integer.parseInt(step[0]), step[1]);
        assertEquals(a.m.summary(), b.m.summary());
        assertEquals(a.m.board(), b.m.board());
    }
}
