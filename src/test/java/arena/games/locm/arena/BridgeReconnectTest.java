package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.ServerProcess;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The arena killed hard (SIGKILL) while two bridged bots play, then started again on the same data: each bridge says it
 * lost the arena, reconnects with back-off, logs in again, and the resumed matches (RULINGS 7) are played to their
 * end by the same bot processes.
 */
class BridgeReconnectTest {

    static JsonNode contest(ServerProcess s) throws Exception {
        return TestArena.expect(200, s.api("GET", "/api/contests/rc", null)).json();
    }

    @Test
    void bridgesComeBackAfterARestartAndTheMatchesGoOn() throws Exception {
        Path data = Files.createTempDirectory("arena-bridge-restart");
        Path dir = Files.createTempDirectory("bridge-restart");
        int httpPort = ServerProcess.freePort(), botPort = ServerProcess.freePort();
        BridgeProcessTest.Run[] bridges = new BridgeProcessTest.Run[2];
        try (ServerProcess first = ServerProcess.start(data, httpPort, botPort)) {
            for (String t : List.of("rc1", "rc2")) TestArena.expect(201, first.api("POST", "/api/teams", Map.of("name", t, "password", "password1")));
            TestArena.expect(201, first.api("POST", "/api/contests", Map.of("slug", "rc", "title", "Restart", "game", "locm12",
                    "settings", Map.of("turnMillis", 50, "timeFactor", 20, "rounds", 1, "seed", 3))));
            for (String t : List.of("rc1", "rc2")) TestArena.expect(201, first.api("POST", "/api/contests/rc/enrollments", Map.of("team", t)));
            TestArena.expect(202, first.api("POST", "/api/contests/rc/rounds", Map.of()));
            for (int i = 0; i < 2; i++) {
                Path pids = dir.resolve("pids-" + i);
                // 100 ms an answer: the matches last some seconds
                bridges[i] = BridgeProcessTest.bridge(botPort, "rc" + (i + 1), 2, BridgeProcessTest.wrapped(Files.createDirectories(dir.resolve("b" + i)), pids, 100));
            }
            // both bridges in, then the kill: a bridge that cannot log in at its start stops (under load, the second one
            // was still starting its bot's check when the first had played 30 turns, and the test failed on that)
            long end = System.currentTimeMillis() + 60_000;
            while ((contest(first).get("turn").asInt() < 30 || !bridges[0].text().contains(" connected to ")
                    || !bridges[1].text().contains(" connected to ")) && System.currentTimeMillis() < end) Thread.sleep(50);
            first.killHard();
        }
        Thread.sleep(1500); // the test's pacing: the arena stays down, the bridges see it gone and retry meanwhile
        try (ServerProcess second = ServerProcess.start(data, httpPort, botPort)) {
            long end = System.currentTimeMillis() + 120_000;
            while (!contest(second).get("phase").asText().equals("finished") && System.currentTimeMillis() < end) Thread.sleep(100);
            assertEquals("finished", contest(second).get("phase").asText(), bridges[0].text() + bridges[1].text());
            for (BridgeProcessTest.Run b : bridges) {
                b.await(30_000);
                assertEquals(0, b.code()[0], b.text());
                // a process killed with unread bytes in its socket resets the connection instead of closing it: either way the bridge retries
                assertTrue(b.text().contains("the arena closed the connection; reconnecting in ") || b.text().contains("Connection reset; reconnecting in "), b.text());
                assertTrue(b.text().contains("is back: logged in again as rc"), b.text());
            }
            JsonNode matches = TestArena.expect(200, second.api("GET", "/api/contests/rc/rounds/1/matches", null)).json();
            assertEquals(2, matches.size());
            for (JsonNode m : matches) {
                assertEquals("finished", m.get("status").asText());
                assertFalse(m.get("summary").asText().contains("timeout"), "played to the end, not lost: " + m);
            }
        }
    }
}
