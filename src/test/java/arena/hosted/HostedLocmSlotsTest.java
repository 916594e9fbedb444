package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import arena.support.Machine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Hosted LOCM bots and the machine's process slots (issue 26): with two slots and two hosted bots, each bot can run one
 * match's program at a time, yet a round plays both matches to their end by the rules: a match's first turn waits in
 * the arena until its bot has a program started for it, so no bot loses a match on time to the queue. Before, the
 * program took its slot at the match's first turn, and the second match's first turn timed out waiting for it.
 */
@ResourceLock(Machine.WHOLE_CPU) // real processes under time limits: never beside a starter matrix
class HostedLocmSlotsTest {

    @Test
    void matchesQueuedForASlotLoseNoTime() throws Exception {
        try (TestArena arena = HostedFixture.reachable(TestArena.start())) {
            HostedFixture.slots(arena, 2);
            TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "hq", "title", "LOCM hq", "game", "locm12",
                    "settings", Map.of("turnMillis", 50, "timeFactor", 3, "seed", 5, "practiceMatches", 0))));
            String sample = Files.readString(Path.of("src/main/resources/samples/locm/bot.py"));
            for (String team : new String[] {"qa", "qb"}) {
                arena.createTeam(team, "password1");
                arena.enroll("hq", team);
                int v = TestArena.expect(201, arena.api("POST", "/api/teams/" + team + "/bots",
                        Map.of("language", "python3", "files", Map.of("bot.py", sample)))).json().get("version").asInt();
                assertEquals("ready", HostedFixture.awaitBuilt(arena, team, v, 60_000).get("status").asText());
                HostedFixture.choose(arena, "hq", team, v);
            }
            assertEquals(2, arena.app.hosting().runner().orElseThrow().permits().count(), "the slots of hosting.properties");

            arena.startRound("hq");
            arena.awaitContest("hq", "finished", 1, 240_000);

            JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/hq/rounds/1/matches", null)).json();
            assertEquals(2, matches.size());
            for (JsonNode m : matches) {
                String summary = m.get("summary").asText();
                assertFalse(summary.contains("timeout"), "no match is lost on time: " + summary);
                assertTrue(summary.contains("has no health left") || summary.contains("step limit"), "ended by the rules: " + summary);
            }
        }
    }
}
