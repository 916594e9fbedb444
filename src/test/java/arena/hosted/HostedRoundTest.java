package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.turns.TeamLog;
import arena.support.Await;
import arena.support.Practice;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import arena.support.Machine;

/**
 * Hosted bots playing a Vestrock round against a house bot, through the bot port's handling like any bot (RULINGS 8):
 * a Python one and a C++ one, each submitted over the API, built in the sandbox, chosen for the contest, started by
 * the arena when the round starts and ended after it; what they write to stderr is in their team's log of each match.
 */
@ResourceLock(Machine.WHOLE_CPU)
class HostedRoundTest {

    @Test
    void aPythonAndACppBotPlayARoundAgainstAHouseBot() throws Exception {
        try (TestArena arena = HostedFixture.reachable(TestArena.start())) {
            arena.createTeam("py", "password1");
            arena.createTeam("cpp", "password1");
            Practice.createContest(arena, "hv", "vestrock", Practice.fast(Map.of("turnsPerMatch", 12, "practiceMatches", 0)));
            arena.enroll("hv", "py");
            arena.enroll("hv", "cpp");
            TestArena.expect(201, arena.api("POST", "/api/contests/hv/enrollments", Map.of("houseBot", "greedy")));

            long t0 = System.nanoTime();
            int py = HostedFixture.submit(arena, "py", "python3", "vestrock_bot.py");
            int cpp = HostedFixture.submit(arena, "cpp", "cpp17", "vestrock_bot.cpp");
            JsonNode builtPy = HostedFixture.awaitBuilt(arena, "py", py, 60_000);
            JsonNode builtCpp = HostedFixture.awaitBuilt(arena, "cpp", cpp, 120_000);
            assertEquals("ready", builtPy.get("status").asText(), builtPy.toString());
            assertEquals("ready", builtCpp.get("status").asText(), builtCpp.toString());
            long t1 = System.nanoTime();
            HostedFixture.choose(arena, "hv", "py", py);
            HostedFixture.choose(arena, "hv", "cpp", cpp);

            arena.startRound("hv");
            arena.awaitContest("hv", "finished", 1, 120_000);
            System.out.printf("HostedRoundTest: built in %d ms, round played in %d ms%n", (t1 - t0) / 1_000_000, (System.nanoTime() - t1) / 1_000_000);

            Runner runner = arena.app.hosting().runner().orElseThrow();
            Await.until("the hosted bots ended after the round", 20_000, () -> runner.kept().isEmpty());
            assertTrue(runner.kept().isEmpty(), "the hosted bots are ended after the round: " + runner.kept());

            JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/hv/rounds/1/matches", null)).json();
            assertEquals(6, matches.size(), matches.toString());
            for (String team : List.of("py", "cpp")) {
                long teamId = arena.app.contests().teamId(team).orElseThrow();
                String word = team.equals("py") ? "python drew a card" : "cpp drew a card";
                int played = 0;
                for (JsonNode m : matches) {
                    if (!m.get("seats").toString().contains("\"" + team + "\"")) continue;
                    assertEquals("finished", m.get("status").asText(), m.toString());
                    List<TeamLog.Line> log = arena.app.contests().teamLog(m.get("id").asLong(), teamId);
                    assertTrue(log.stream().anyMatch(l -> l.kind().equals("stderr") && l.text().contains(word)),
                            team + "'s log of match " + m.get("id") + " holds its stderr lines: " + log);
                    assertTrue(log.stream().anyMatch(l -> l.text().startsWith("DRAW_CARD")), team + " played: " + log);
                    // RULINGS 8: the round's first turn waited for the hosted bots, so each was running in turn 1
                    assertTrue(log.stream().anyMatch(l -> l.text().startsWith("arena: your bot version") && l.turn() <= 1),
                            team + "'s bot ran from the first turn: " + log);
                    played++;
                }
                assertEquals(4, played, team + " plays two matches against each of the two others");
            }
        }
    }
}
