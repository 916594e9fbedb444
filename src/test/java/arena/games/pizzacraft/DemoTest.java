package arena.games.pizzacraft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.App;
import arena.contest.life.LiveContest;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** The run command's demo has a Pizzacraft contest of house bots (economy and random), playing within 10 seconds. */
class DemoTest {

    @Test
    void theDemoPlaysPizzacraftWithinTenSeconds() throws Exception {
        long start = System.currentTimeMillis();
        try (App app = App.start(new App.Config(0, 0, Files.createTempDirectory("arena-demo"), true, "instructor-secret", null, 600, 5))) {
            app.awaitRecovery();
            LiveContest demo = app.contests().live("pizzacraft-demo").orElseThrow();
            while (demo.turn() < 2 && System.currentTimeMillis() - start < 10_000) Thread.sleep(100);
            assertTrue(demo.roundRunning() && demo.turn() >= 2, "a round is being played after " + (System.currentTimeMillis() - start) + " ms");
            assertEquals(12, demo.matches().size(), "four house bots: six pairs, two matches each");
        }
    }
}
