package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.App;
import arena.contest.life.LiveContest;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** The run command's demo has a contest of house bots for each LOCM variant, paced for people, playing within 10 seconds. */
class DemoTest {

    @Test
    void theDemoPlaysBothVariants() throws Exception {
        long start = System.currentTimeMillis();
        try (App app = App.start(new App.Config(0, 0, Files.createTempDirectory("arena-demo"), true, "instructor-secret", null, 600, 5))) {
            app.awaitRecovery();
            LiveContest[] demos = {app.contests().live("locm12-demo").orElseThrow(), app.contests().live("locm15-demo").orElseThrow()};
            boolean[] playing = new boolean[2];
            while (!(playing[0] && playing[1]) && System.currentTimeMillis() - start < 15_000) {
                for (int i = 0; i < 2; i++) {
                    LiveContest demo = demos[i];
                    if (demo.roundRunning() && demo.turn() >= 1) {
                        assertEquals(12, demo.matches().size(), "four house bots: six pairs, two matches each");
                        playing[i] = true;
                    }
                }
                Thread.sleep(20);
            }
            for (int i = 0; i < 2; i++) {
                assertTrue(4 * demos[i].settings().getLong("turnMillis") <= 100 * demos[i].settings().getDouble("timeFactor"),
                        "four ticks fit in the shortest limit: the house bots answer once per tick, at a pace people can follow");
                assertTrue(playing[i], demos[i].slug() + " played within 15 s");
            }
        }
    }
}
