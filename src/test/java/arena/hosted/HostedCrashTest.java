package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.Machine;
import org.junit.jupiter.api.parallel.ResourceLock;
import arena.contest.turns.TeamLog;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A hosted bot that crashes is started again, with a growing pause, and its team's log of the match says so in plain
 * words, with what the bot wrote to stderr before it crashed (RULINGS 8: it loses only the turns it missed).
 */
@ResourceLock(Machine.WHOLE_CPU) // real bots in boxes under time limits: the boxes' CPU share is small beside a matrix
class HostedCrashTest {

    @Test
    void aCrashingBotIsStartedAgainAndTheLogSaysSo() throws Exception {
        try (TestArena arena = HostedFixture.reachable(TestArena.start())) {
            arena.createTeam("crash", "password1");
            // Tally (the tests' game): its matches last their turns whatever the bots do, so the crashes go on long enough
            arena.createContest("hc", Map.of("turnMillis", 100, "turns", 150, "practiceMatches", 0));
            arena.enroll("hc", "crash");
            TestArena.expect(201, arena.api("POST", "/api/contests/hc/enrollments", Map.of("houseBot", "steady")));
            int v = HostedFixture.submit(arena, "crash", "python3", "crashing_bot.py");
            assertEquals("ready", HostedFixture.awaitBuilt(arena, "crash", v, 60_000).get("status").asText());
            HostedFixture.choose(arena, "hc", "crash", v);

            arena.startRound("hc");
            Runner runner = arena.app.hosting().runner().orElseThrow();
            BotToRun.Key key = new BotToRun.Key(arena.app.contests().teamId("crash").orElseThrow(), "hc");
            long deadline = System.currentTimeMillis() + 20_000;
            int starts = 0;
            while (System.currentTimeMillis() < deadline && (starts = Math.max(starts, runner.starts(key))) < 3) Thread.sleep(20);
            JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/hc/rounds/1/matches", null)).json();
            long teamId = key.teamId();
            List<TeamLog.Line> log = arena.app.contests().teamLog(matches.get(0).get("id").asLong(), teamId);
            assertTrue(starts >= 3, "started again after each crash: " + starts + " starts; " + log);
            assertTrue(log.stream().anyMatch(l -> l.text().contains("about to crash")), "its stderr: " + log);
            assertTrue(log.stream().anyMatch(l -> l.text().contains("ended: exited with code 3")
                    && l.text().contains("starts it again")), "why it ended: " + log);
            assertTrue(log.stream().anyMatch(l -> l.text().contains("started again")), "its restart: " + log);
        }
    }
}
