package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.Machine;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The languages table's time factor scales a hosted bot's LOCM limits (issue 26): a Python bot (factor 2.0) in a
 * contest of factor 10 has 2000 ms for a later draft pick where the contest's limit is 1000 ms. The sample bot, made to
 * think 1400 ms over its second pick, plays on in time, and the match log keeps the factor with the time measured.
 */
@ResourceLock(Machine.WHOLE_CPU) // timed against the wall clock
class HostedTimeFactorTest {

    @Test
    void aPythonBotGetsItsLanguagesFactor() throws Exception {
        try (TestArena arena = HostedFixture.reachable(TestArena.start())) {
            arena.createTeam("slow", "password1");
            TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "tf", "title", "LOCM tf", "game", "locm12",
                    "settings", Map.of("turnMillis", 50, "timeFactor", 10, "seed", 3, "practiceMatches", 0))));
            arena.enroll("tf", "slow");
            TestArena.expect(201, arena.api("POST", "/api/contests/tf/enrollments", Map.of("houseBot", "greedy")));
            String sample = Files.readString(Path.of("src/main/resources/samples/locm/bot.py"));
            String slow = sample.replace("def send(answer):\n    print(answer, flush=True)",
                    "SENT = [0]\n\n\ndef send(answer):\n    SENT[0] += 1\n    if SENT[0] == 2:\n        import time\n        time.sleep(1.4)\n"
                            + "    print(answer, flush=True)");
            assertFalse(slow.equals(sample), "the sample's send() was found");
            int v = TestArena.expect(201, arena.api("POST", "/api/teams/slow/bots",
                    Map.of("language", "python3", "files", Map.of("bot.py", slow)))).json().get("version").asInt();
            assertEquals("ready", HostedFixture.awaitBuilt(arena, "slow", v, 60_000).get("status").asText());
            HostedFixture.choose(arena, "tf", "slow", v);

            arena.startRound("tf");
            arena.awaitContest("tf", "finished", 1, 240_000);
            JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/tf/rounds/1/matches", null)).json();
            for (JsonNode m : matches) {
                String summary = m.get("summary").asText();
                assertFalse(summary.contains("slow: timeout"), "within its language's limit: " + summary);
                JsonNode doc = TestArena.expect(200, arena.api("GET", "/api/matches/" + m.get("id").asLong() + "/replay", null)).json();
                boolean scaled = false;
                for (JsonNode e : doc.get("log")) if (e.get("command").asText().startsWith("SCALED 2000 ")) scaled = true;
                assertTrue(scaled, "the factor is logged with each answer's time: " + doc.get("log"));
            }
        }
    }
}
