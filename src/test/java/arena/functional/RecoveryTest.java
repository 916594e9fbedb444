package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.BotClient;
import arena.support.ServerProcess;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Nothing accepted is lost: a server killed hard mid-round comes back with everything, and play goes on. */
class RecoveryTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void aServerKilledMidRoundResumesEveryMatchFromItsLastStoredTurn() throws Exception {
        Path data = Files.createTempDirectory("arena-recovery");
        int httpPort = ServerProcess.freePort(), botPort = ServerProcess.freePort();
        String state;
        int turnBefore;
        try (ServerProcess server = ServerProcess.start(data, httpPort, botPort)) {
            post(httpPort, "/api/teams", Map.of("name", "keeper", "password", "password1"));
            post(httpPort, "/api/teams", Map.of("name", "rival", "password", "password1"));
            // a contest whose round finishes before the crash
            post(httpPort, "/api/contests", Map.of("slug", "done", "title", "Done", "game", "tally", "settings", Map.of("turnMillis", 20, "turns", 2)));
            post(httpPort, "/api/contests/done/enrollments", Map.of("team", "keeper"));
            post(httpPort, "/api/contests/done/enrollments", Map.of("houseBot", "greedy"));
            post(httpPort, "/api/contests/done/rounds", Map.of());
            // a contest whose round is running at the crash
            post(httpPort, "/api/contests", Map.of("slug", "live", "title", "Live", "game", "tally",
                    // only keeper's bot comes back: the resumed round waits 1 s for rival's (RULINGS 7), then plays on
                    "settings", Map.of("turnMillis", 150, "turns", 1000, "resumeGraceMillis", 1000)));
            post(httpPort, "/api/contests/live/enrollments", Map.of("team", "keeper"));
            post(httpPort, "/api/contests/live/enrollments", Map.of("team", "rival"));
            post(httpPort, "/api/contests/live/rounds", Map.of());
            awaitPhase(httpPort, "done", "finished");
            try (BotClient bot = new BotClient(botPort)) {
                bot.login("keeper", "password1");
                assertEquals("OK", bot.command("CONTEST live"));
                String match = bot.counted("MATCHES").get(0).split(" ")[0];
                for (int turn = 0; turn < 3; turn++) {
                    assertEquals("OK", bot.command("ADD " + match + " " + (turn + 1)));
                    bot.line();
                    assertEquals("OK", bot.command("WAIT"));
                    bot.line(); // the turn boundary has passed: what was sent before it is stored
                }
                assertEquals("OK", bot.command("STATE " + match));
                state = match + ":" + bot.line();
                turnBefore = Integer.parseInt(state.split(":")[1].split(" ")[0]);
            }
            server.killHard();
        }

        try (ServerProcess server = ServerProcess.start(data, httpPort, botPort)) {
            JsonNode live = get(httpPort, "/api/contests/live");
            assertEquals("running", live.get("phase").asText());
            assertEquals(1, live.get("round").asInt());
            assertEquals(2, live.get("teams").size(), "enrollments are kept");
            JsonNode done = get(httpPort, "/api/contests/done");
            assertEquals("finished", done.get("phase").asText());
            JsonNode standings = get(httpPort, "/api/contests/done/standings");
            assertEquals(2, standings.size());
            assertEquals(6.0, standings.get(0).get("points").asDouble() + standings.get(1).get("points").asDouble(), "two decided matches, 3 points each");
            for (JsonNode m : get(httpPort, "/api/contests/done/rounds/1/matches")) assertEquals("finished", m.get("status").asText());

            String match = state.split(":")[0];
            String[] before = state.split(":")[1].split(" ");
            try (BotClient bot = new BotClient(botPort)) {
                bot.login("keeper", "password1");
                assertEquals("OK", bot.command("CONTEST live"));
                assertEquals("OK", bot.command("STATE " + match));
                String[] after = bot.line().split(" ");
                assertEquals(before[1], after[1], "the team's tally, rebuilt from its stored commands: 1 + 2 + 3");
                assertEquals("6", after[1]);
                assertEquals(before[2], after[2]);
                assertTrue(Integer.parseInt(after[0]) >= turnBefore, "the match resumed at or after its last stored turn");
                assertEquals("OK", bot.command("ADD " + match + " 3"));
                assertEquals("9", bot.line(), "and play goes on");
                assertEquals("OK", bot.command("WAIT"));
                assertTrue(bot.line().startsWith("TURN "), "the clock runs again");
            }
        }
    }

    private void awaitPhase(int port, String slug, String phase) throws Exception {
        long end = System.currentTimeMillis() + 10_000;
        while (System.currentTimeMillis() < end) {
            if (get(port, "/api/contests/" + slug).get("phase").asText().equals(phase)) return;
            Thread.sleep(50);
        }
        throw new AssertionError(slug + " did not become " + phase);
    }

    private JsonNode get(int port, String path) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .header("Authorization", "Bearer " + TestArena.TOKEN).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        return JSON.readTree(r.body());
    }

    private void post(int port, String path, Object body) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .header("Authorization", "Bearer " + TestArena.TOKEN).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))).build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(r.statusCode() / 100 == 2, path + " answered " + r.statusCode() + ": " + r.body());
    }
}
