package arena;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.life.LiveContest;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every demo contest is paced for people: turns of 500 to 1000 ms, none ended early however fast the house bots are. */
class DemoPaceTest {

    @Test
    void everyDemoIsPacedForSpectators() throws Exception {
        try (App app = App.start(new App.Config(0, 0, Files.createTempDirectory("arena-demo-pace"), true, "instructor-secret", null, 600, 5))) {
            app.awaitRecovery(); // the demo is created once recovery is over
            List<String> demos = app.contests().all().stream().map(c -> c.slug()).filter(s -> s.endsWith("-demo")).toList();
            assertTrue(demos.size() >= 5, "a demo per game with house bots: " + demos);
            for (String slug : demos) {
                LiveContest demo = app.contests().live(slug).orElseThrow();
                long turn = demo.settings().getLong("turnMillis");
                assertTrue(turn >= 500 && turn <= 1000, slug + " turns last " + turn + " ms");
                assertFalse(demo.settings().getBool("earlyTurns"), slug + " ends no turn early");
            }
        }
    }
}
