package arena.contest.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.Contests;
import arena.contest.sessions.TeamConnection;
import arena.domain.ContestPhase;
import arena.game.Answer;
import arena.support.TestArena;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** BotContext.waitUntil: OK now, then the lines once the condition holds (checked at every turn or round event), or the timeout's lines. */
class WaitUntilTest {
    private static TestArena arena;
    private static Contests contests;

    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.start();
        contests = arena.app.contests();
        arena.createTeam("waiter", "password1");
    }

    @AfterAll
    static void stop() {
        arena.close();
    }

    private static TeamConnection connect(String slug) {
        long team = contests.teamId("waiter").orElseThrow();
        return contests.bots().select(team, "waiter", slug, contests.bots().openSlot(team));
    }

    @Test
    void aConditionThatHoldsAnswersAtOnce() throws Exception {
        contests.create("wu-now", "Now", "tally", Map.of("turnMillis", 60_000));
        arena.enroll("wu-now", "waiter");
        Answer a = connect("wu-now").waitUntil(() -> true, 60_000, () -> List.of("READY"), List.of("LATER"));
        assertEquals(List.of("OK"), a.lines());
        long start = System.nanoTime();
        assertEquals(List.of("READY"), a.later().await());
        assertTrue((System.nanoTime() - start) / 1_000_000 < 1_000);
    }

    @Test
    void aConditionThatNeverHoldsAnswersTheTimeoutLines() throws Exception {
        contests.create("wu-never", "Never", "tally", Map.of("turnMillis", 60_000));
        arena.enroll("wu-never", "waiter");
        // measured from before the call, where the 300 ms begin: measured after it, a busy machine's delay in between
        // made the wait look 186 ms short of them
        long start = System.nanoTime();
        Answer a = connect("wu-never").waitUntil(() -> false, 300, () -> List.of("READY"), List.of("LATER"));
        assertEquals(List.of("LATER"), a.later().await());
        long waited = (System.nanoTime() - start) / 1_000_000;
        assertTrue(waited >= 250 && waited < 3_000, "waited " + waited + " ms");
    }

    @Test
    void theConditionIsCheckedAgainAfterEveryEventUntilItHolds() throws Exception {
        contests.create("wu-round", "Round", "tally", Map.of("turnMillis", 50, "turns", 4, "rounds", 2));
        arena.enroll("wu-round", "waiter");
        contests.enrollHouseBot("wu-round", "steady");
        contests.enrollHouseBot("wu-round", "greedy");
        LiveContest live = contests.live("wu-round").orElseThrow();
        contests.startRound("wu-round");
        Answer a = connect("wu-round").waitUntil(() -> !live.roundRunning(), 20_000, () -> List.of("ROUND OVER " + live.roundNumber()),
                List.of("LATER"));
        assertEquals(List.of("ROUND OVER 1"), a.later().await(), "woken when the round ended, several turns later");
        assertEquals(ContestPhase.OPEN, live.phase());
    }
}
