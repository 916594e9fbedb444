package arena.games.kieszostwory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.App;
import arena.contest.life.LiveContest;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** The run command's demo has a Kieszostwory contest of house bots that enroll their teams and play within 15 seconds. */
class DemoTest {

    @Test
    void theDemoPlaysKieszostwory() throws Exception {
        long start = System.currentTimeMillis();
        try (App app = App.start(new App.Config(0, 0, Files.createTempDirectory("arena-demo"), true, "instructor-secret", null, 600, 5))) {
            app.awaitRecovery();
            LiveContest demo = app.contests().live("kieszostwory-demo").orElseThrow();
            while (demo.turn() < 3 && System.currentTimeMillis() - start < 15_000) Thread.sleep(100);
            assertTrue(demo.roundRunning() && demo.turn() >= 3, "a round is being played after " + (System.currentTimeMillis() - start) + " ms");
            assertEquals(6, demo.matches().size(), "four house bots: six pairings, a match and a rematch each");
            long withTeams = demo.matches().stream().filter(m -> m.read(e -> ((KieszMatch) e).hasTeam(0) && ((KieszMatch) e).hasTeam(1))).count();
            assertEquals(6, withTeams, "every house bot enrolled its creatures before the round");
        }
    }
}
