package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;

import arena.support.TestArena;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * "Try this version in practice" keeps the version tried in the store (V14), not only in memory: after a restart (which
 * voids the practice being played), the team's next practice plays the version it was trying, not its chosen one.
 */
class HostedTrialRestartTest {

    @Test
    void aVersionTriedInPracticeSurvivesARestart() throws Exception {
        Path dir = Files.createTempDirectory("arena-hosted-trial");
        long team;
        int chosen;
        int tried;
        try (TestArena arena = HostedFixture.reachable(TestArena.at(dir))) {
            arena.createTeam("tt", "password1");
            arena.createContest("ht", Map.of("turnMillis", 100, "turns", 1000));
            arena.enroll("ht", "tt");
            team = arena.app.contests().teamId("tt").orElseThrow();
            String source = HostedFixture.source("waiting_bot.py");
            chosen = TestArena.expect(201, arena.api("POST", "/api/teams/tt/bots",
                    Map.of("language", "python3", "files", Map.of("bot.py", source)))).json().get("version").asInt();
            // built before the next upload: one still waiting would be replaced by it (issue 38)
            assertEquals("ready", HostedFixture.awaitBuilt(arena, "tt", chosen, 60_000).get("status").asText());
            tried = TestArena.expect(201, arena.api("POST", "/api/teams/tt/bots",
                    Map.of("language", "python3", "files", Map.of("bot.py", source.replace("\"first\"", "\"second\""))))).json().get("version").asInt();
            assertEquals("ready", HostedFixture.awaitBuilt(arena, "tt", tried, 60_000).get("status").asText());
            HostedFixture.choose(arena, "ht", "tt", chosen);

            arena.app.hosting().play().orElseThrow().tryInPractice(team, "ht", tried);
            arena.app.contests().startPractice("ht", team, "steady");
            assertEquals(OptionalInt.of(tried), awaitRunning(arena, team, 30_000), "the practice plays the version tried");
        }
        try (TestArena again = TestArena.at(dir)) {
            again.app.hosting().play().orElseThrow(); // the hosted parts, made now (the runner reads the store from here)
            again.app.contests().startPractice("ht", team, "steady");
            assertEquals(OptionalInt.of(tried), awaitRunning(again, team, 30_000), "after the restart, the practice plays the version tried still");
        }
    }

    private static OptionalInt awaitRunning(TestArena arena, long team, long millis) throws InterruptedException {
        Runner runner = arena.app.hosting().runner().orElseThrow();
        BotToRun.Key key = new BotToRun.Key(team, "ht");
        long end = System.currentTimeMillis() + millis;
        OptionalInt v;
        while ((v = runner.version(key)).isEmpty() && System.currentTimeMillis() < end) Thread.sleep(50);
        return v;
    }
}
