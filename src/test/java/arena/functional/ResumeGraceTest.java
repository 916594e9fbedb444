package arena.functional;

import arena.support.TestDatabases;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.App;
import arena.support.BotClient;
import arena.support.TestArena;
import arena.support.Await;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * RULINGS 7: after a restart, a recovered round's clock waits until every team with a running match has a bot connected
 * again, or for {@code resumeGraceMillis}, whichever comes first; then it plays the interrupted turn in full.
 */
class ResumeGraceTest {

    private static App restart(Path data) throws Exception {
        App app = App.start(TestDatabases.configure(new App.Config(0, 0, data, false, TestArena.ADMIN_PASSWORD, TestArena.TOKEN, 600, 5)));
        app.awaitRecovery(); // the web answers at once; the recovered contests are in memory only after this
        return app;
    }

    private static int turn(App app, String slug) {
        return app.contests().live(slug).orElseThrow().turn();
    }

    @Test
    void theClockWaitsForEveryBotThenRuns() throws Exception {
        Path data;
        int stoppedAt;
        try (TestArena arena = TestArena.start()) {
            data = arena.dataDir;
            arena.createTeam("back-a", "password1");
            arena.createTeam("back-b", "password1");
            arena.createContest("grace", Map.of("turnMillis", 100, "turns", 1000, "resumeGraceMillis", 60_000));
            arena.enroll("grace", "back-a");
            arena.enroll("grace", "back-b");
            arena.startRound("grace");
            Await.until("a few turns of the round played", 30_000, () -> turn(arena.app, "grace") >= 3);
            stoppedAt = turn(arena.app, "grace");
        }
        try (App app = restart(data)) {
            int resumed = turn(app, "grace");
            // a clean stop stores the turn in progress: the round goes on from there, not from its start
            assertTrue(resumed >= stoppedAt, "the round resumes where it stopped: turn " + resumed + ", seen " + stoppedAt);
            Thread.sleep(600); // a negative check over six turns' time: none is played while the bots are away
            assertEquals(resumed, turn(app, "grace"), "the clock waits for the bots");
            try (BotClient a = new BotClient(app.botPort())) {
                a.login("back-a", "password1");
                Thread.sleep(400); // a negative check: no turn may pass in this time
                assertEquals(resumed, turn(app, "grace"), "one team is back, the other not yet: still waiting");
                try (BotClient b = new BotClient(app.botPort())) {
                    b.login("back-b", "password1");
                    long start = System.nanoTime();
                    assertEquals("OK", b.command("WAIT"));
                    assertEquals("TURN " + (resumed + 1), b.line(), "every bot is back: the interrupted turn is played");
                    long millis = (System.nanoTime() - start) / 1_000_000;
                    assertTrue(millis >= 60, "in full (a turn of 100 ms), not cut short: " + millis + " ms");
                }
            }
        }
    }

    @Test
    void theClockRunsWhenTheGraceIsOverEvenIfABotStaysAway() throws Exception {
        Path data;
        try (TestArena arena = TestArena.start()) {
            data = arena.dataDir;
            arena.createTeam("gone-a", "password1");
            arena.createTeam("gone-b", "password1");
            arena.createContest("grace-end", Map.of("turnMillis", 100, "turns", 1000, "resumeGraceMillis", 800));
            arena.enroll("grace-end", "gone-a");
            arena.enroll("grace-end", "gone-b");
            arena.startRound("grace-end");
            Await.until("a few turns of the round played", 30_000, () -> turn(arena.app, "grace-end") >= 2);
        }
        try (App app = restart(data)) {
            int resumed = turn(app, "grace-end");
            long start = System.nanoTime();
            while (turn(app, "grace-end") == resumed) {
                assertTrue((System.nanoTime() - start) / 1_000_000 < 10_000, "the clock ran again after the grace");
                Thread.sleep(10);
            }
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertTrue(millis >= 800, "not before the grace (800 ms) and the turn (100 ms): " + millis + " ms");
        }
    }
}
