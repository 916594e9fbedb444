package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import arena.support.Machine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Hosted LOCM bots and the machine's process slots (issue 26): with two slots and two hosted bots, each bot can run one
 * match's program at a time, yet a round plays both matches to their end by the rules: a match's first turn waits in
 * the arena until its bot has a program started for it, so no bot loses a match on time to the queue. Before, the
 * program took its slot at the match's first turn, and the second match's first turn timed out waiting for it. The
 * queued match's untaken turns are not counted while its bot holds it ({@code HOLD}); a contest allowing no holds is
 * the control, and loses that match on time.
 */
@ResourceLock(Machine.WHOLE_CPU) // real processes under time limits: never beside a starter matrix
class HostedLocmSlotsTest {

    @Test
    void matchesQueuedForASlotLoseNoTime() throws Exception {
        try (TestArena arena = HostedFixture.reachable(TestArena.start())) {
            HostedFixture.slots(arena, 2);
            // the starter, thinking 40 ms a turn: a match lasts several seconds, while untaken turns lose after 3 s (1 s
            // times the factor), so the match queued behind the other waits longer than that for its slots
            String sample = Files.readString(Path.of("src/main/resources/samples/locm/bot.py"))
                    .replace("def send(answer):\n", "def send(answer):\n    import time; time.sleep(0.04)\n");
            assertTrue(sample.contains("time.sleep(0.04)"), "the starter still answers through send()");
            for (String slug : new String[] {"hq", "hz"}) {
                TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", slug, "title", "LOCM " + slug, "game", "locm12",
                        "settings", Map.of("turnMillis", 50, "timeFactor", 3, "seed", 5, "practiceMatches", 0, "untakenSeconds", 1,
                                "holdMinutes", slug.equals("hq") ? 30 : 0))));
            }
            for (String team : new String[] {"qa", "qb"}) {
                arena.createTeam(team, "password1");
                int v = TestArena.expect(201, arena.api("POST", "/api/teams/" + team + "/bots",
                        Map.of("language", "python3", "files", Map.of("bot.py", sample)))).json().get("version").asInt();
                assertEquals("ready", HostedFixture.awaitBuilt(arena, team, v, 60_000).get("status").asText());
                for (String slug : new String[] {"hq", "hz"}) {
                    arena.enroll(slug, team);
                    HostedFixture.choose(arena, slug, team, v);
                }
            }
            assertEquals(2, arena.app.hosting().runner().orElseThrow().permits().count(), "the slots of hosting.properties");

            arena.startRound("hq");
            arena.awaitContest("hq", "finished", 1, 240_000);
            for (String summary : summaries(arena, "hq")) {
                assertFalse(summary.contains("timeout"), "no match is lost on time: " + summary);
                assertTrue(summary.contains("has no health left") || summary.contains("step limit"), "ended by the rules: " + summary);
            }

            // the control: a contest that allows no holds loses the queued match on its untaken turns
            arena.startRound("hz");
            arena.awaitContest("hz", "finished", 1, 240_000);
            List<String> lost = summaries(arena, "hz").stream().filter(s -> s.contains("no connection of the team took the turn")).toList();
            assertEquals(1, lost.size(), "without holds, the match queued behind the other loses on time: " + summaries(arena, "hz"));
        }
    }

    private static List<String> summaries(TestArena arena, String slug) throws Exception {
        JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/" + slug + "/rounds/1/matches", null)).json();
        assertEquals(2, matches.size());
        List<String> out = new ArrayList<>();
        for (JsonNode m : matches) out.add(m.get("summary").asText());
        return out;
    }
}
