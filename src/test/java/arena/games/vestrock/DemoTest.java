package arena.games.vestrock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.App;
import arena.contest.life.LiveContest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** The run command's demo has a Vestrock contest of house bots, playing on the home page within seconds (15 s on a loaded machine). */
class DemoTest {

    @Test
    void theDemoPlaysVestrockWithinSeconds() throws Exception {
        long start = System.currentTimeMillis();
        try (App app = App.start(new App.Config(0, 0, Files.createTempDirectory("arena-demo"), true, "instructor-secret", null, 600, 5))) {
            app.awaitRecovery();
            LiveContest demo = app.contests().live("vestrock-demo").orElseThrow();
            while (demo.turn() < 1 && System.currentTimeMillis() - start < 15_000) Thread.sleep(100);
            assertTrue(demo.roundRunning() && demo.turn() >= 1, "a round is being played after " + (System.currentTimeMillis() - start) + " ms");
            String home = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://localhost:" + app.httpPort() + "/")).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            assertTrue(home.contains("vestrock-demo"), home);
            assertEquals(12, demo.matches().size(), "four house bots: six pairs, two matches each");
        }
    }
}
