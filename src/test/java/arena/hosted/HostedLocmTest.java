package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.Machine;
import org.junit.jupiter.api.parallel.ResourceLock;
import arena.contest.turns.TeamLog;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A hosted LOCM bot is an unchanged CodinGame bot (the arena's sample, in Python), run as the bridge runs one
 * (RULINGS 6, 8): a process in the sandbox for each match, its stderr in the team's log of that match. It plays a
 * round against a house bot to the end, by the rules.
 */
@ResourceLock(Machine.WHOLE_CPU) // real bots in boxes under time limits: the boxes' CPU share is small beside a matrix
class HostedLocmTest {

    @Test
    void aHostedCodinGameBotPlaysARound() throws Exception {
        try (TestArena arena = HostedFixture.reachable(TestArena.start())) {
            arena.createTeam("cg", "password1");
            // a generous factor: the build machine is small and shared
            TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "hl", "title", "LOCM hl", "game", "locm12",
                    "settings", Map.of("turnMillis", 50, "timeFactor", 5, "seed", 8, "practiceMatches", 0))));
            arena.enroll("hl", "cg");
            TestArena.expect(201, arena.api("POST", "/api/contests/hl/enrollments", Map.of("houseBot", "greedy")));
            String sample = Files.readString(Path.of("src/main/resources/samples/locm/bot.py"));
            int v = TestArena.expect(201, arena.api("POST", "/api/teams/cg/bots",
                    Map.of("language", "python3", "files", Map.of("bot.py", sample)))).json().get("version").asInt();
            assertEquals("ready", HostedFixture.awaitBuilt(arena, "cg", v, 60_000).get("status").asText());
            HostedFixture.choose(arena, "hl", "cg", v);

            arena.startRound("hl");
            arena.awaitContest("hl", "finished", 1, 180_000);

            JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/hl/rounds/1/matches", null)).json();
            assertEquals(2, matches.size(), "one pair: two matches, seats swapped");
            long teamId = arena.app.contests().teamId("cg").orElseThrow();
            for (JsonNode m : matches) {
                assertEquals("finished", m.get("status").asText());
                String summary = m.get("summary").asText();
                assertTrue(summary.contains("has no health left") || summary.contains("step limit"), "ended by the rules: " + summary);
                List<TeamLog.Line> log = arena.app.contests().teamLog(m.get("id").asLong(), teamId);
                assertTrue(log.stream().anyMatch(l -> l.kind().equals("stderr") && l.text().contains("health 30")), "its stderr: " + log);
                assertTrue(log.stream().anyMatch(l -> l.text().startsWith("ANSWER ")), "it answered its turns: " + log);
            }
        }
    }
}
