package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.turns.TeamLog;
import arena.support.Machine;
import arena.support.TestArena;
import arena.support.WebSession;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * A hosted staff bot (issue 43), end to end: the instructor makes a staff team at level "medium" in the console, uploads
 * a Python version there (built in the sandbox like a team's, {@link HostedBots}), chooses it, sets a marking rule, and a
 * marking round is played against it with the arena running it as it runs a team's hosted bot. Tally, four turns (each
 * ends once every bot has waited, so a loaded machine slows the round and changes no result): the
 * staff bot adds 2 a turn, so the house bot greedy (3 a turn) wins against it and steady (1 a turn) loses; had the staff
 * bot not run, it would add nothing and both would win.
 */
@ResourceLock(Machine.WHOLE_CPU)
class HostedStaffBotTest {

    @Test
    void aStaffBotUploadedInTheConsoleIsBuiltInTheSandboxAndMarksTheTeamsThatPlayIt() throws Exception {
        try (TestArena arena = HostedFixture.reachable(TestArena.start())) {
            TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "staffed", "title", "Staffed", "game", "tally",
                    "settings", Map.of("turnMillis", 2000, "earlyTurns", true, "turns", 4, "rounds", 0, "registrationMillis", 0,
                    "markingRounds", true, "markingMatches", 1))));
            for (String bot : List.of("greedy", "steady")) TestArena.expect(201, arena.api("POST", "/api/contests/staffed/enrollments", Map.of("houseBot", bot)));

            WebSession console = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
            String csrf = console.csrf("/console/contests/staffed/marking");
            assertEquals(303, console.post("/console/contests/staffed/staff-bots", Map.of("_csrf", csrf, "name", "staff-medium", "level", "medium",
                    "shown", "yes")).statusCode());
            assertEquals(303, console.post("/console/contests/staffed/staff-bots/staff-medium/versions", Map.of("_csrf", csrf, "language", "python3",
                    "source", HostedFixture.source("tally_staff.py"))).statusCode());
            JsonNode built = HostedFixture.awaitBuilt(arena, "staff-medium", 1, 60_000);
            assertEquals("ready", built.get("status").asText(), built.toString());
            assertEquals("tally", built.get("game").asText(), "made for the contest's game: " + built);
            assertEquals(303, console.post("/console/contests/staffed/staff-bots/staff-medium/choice", Map.of("_csrf", csrf, "version", "1")).statusCode());
            assertTrue(console.get("/console/contests/staffed/marking").body().contains("hosted version 1"), "the console shows the version that plays");
            JsonNode ready = TestArena.expect(200, arena.api("GET", "/api/contests/staffed/readiness", null)).json();
            assertFalse(ready.get("noBot").toString().contains("staff-medium"), "a built hosted version chosen is a bot ready: " + ready);

            TestArena.expect(200, arena.api("PUT", "/api/contests/staffed/marking", Map.of("rules", List.of(
                    Map.of("level", "medium", "atLeastPercent", 50, "points", 6)))));
            arena.startRound("staffed");
            arena.awaitContest("staffed", "open", 1, 120_000);

            JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/staffed/rounds/1/matches", null)).json();
            assertEquals(4, matches.size(), "2 teams x 1 staff bot x 1 deal x 2 seats: " + matches);
            long staffId = arena.app.contests().teamId("staff-medium").orElseThrow();
            for (JsonNode m : matches) {
                assertTrue(m.get("seats").toString().contains("\"staff-medium\""), "every match is against the staff bot: " + m);
                assertEquals("finished", m.get("status").asText(), m.toString());
                List<TeamLog.Line> log = arena.app.contests().teamLog(m.get("id").asLong(), staffId);
                assertTrue(log.stream().anyMatch(l -> l.kind().equals("stderr") && l.text().contains("staff bot added 2")),
                        "the staff bot ran in the sandbox and played match " + m.get("id") + ": " + log);
            }

            Map<String, Double> marks = new HashMap<>();
            Map<String, String> medium = new HashMap<>();
            for (JsonNode m : TestArena.expect(200, arena.api("GET", "/api/contests/staffed/marks", null)).json()) {
                marks.put(m.get("team").asText(), m.get("mark").asDouble());
                JsonNode level = m.get("levels").get(0);
                medium.put(m.get("team").asText(), level.get("level").asText() + " " + level.get("wins").asInt() + "/" + level.get("matches").asInt());
            }
            assertEquals(Map.of("tally-greedy", 6.0, "tally-steady", 0.0), marks, "greedy beats the staff bot, steady does not: " + matches);
            assertEquals(Map.of("tally-greedy", "medium 2/2", "tally-steady", "medium 0/2"), medium);
        }
    }
}
