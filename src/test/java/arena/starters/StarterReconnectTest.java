package arena.starters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.StarterLanguage;
import arena.support.ServerProcess;
import arena.support.StarterRun;
import arena.support.TestArena;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Issue 25: the arena (a real process) is killed with SIGKILL in the middle of a Vestrock round that a starter bot
 * plays, and started again on the same data. The starter says the arena went away, connects again with its back-off,
 * and plays on: the recovered round waits for it (RULINGS 7, {@code resumeGraceMillis}) and both its matches end with
 * the starter's result lines. One run per language would only repeat the same few lines of each file: Python's is
 * run here, the four are run against the house bots by {@link StartersPlayTest}.
 */
class StarterReconnectTest {

    @Test
    void aStarterReconnectsAfterTheArenaIsKilledAndPlaysOn() throws Exception {
        Path data = Files.createTempDirectory("arena-starter-kill");
        int httpPort = ServerProcess.freePort(), botPort = ServerProcess.freePort();
        ServerProcess server = ServerProcess.start(data, httpPort, botPort);
        Path dir = StarterRun.prepare("vestrock", StarterLanguage.PYTHON);
        TestArena.expect(201, server.api("POST", "/api/teams", Map.of("name", "phoenix", "password", "password1")));
        TestArena.expect(201, server.api("POST", "/api/contests", Map.of("slug", "vk", "title", "Kill", "game", "vestrock",
                "settings", Map.of("turnMillis", 250, "turnsPerMatch", 60, "rounds", 1))));
        TestArena.expect(201, server.api("POST", "/api/contests/vk/enrollments", Map.of("team", "phoenix")));
        TestArena.expect(201, server.api("POST", "/api/contests/vk/enrollments", Map.of("houseBot", "random")));
        try (StarterRun bot = StarterRun.start(dir, StarterLanguage.PYTHON, botPort, "phoenix", "password1", "vk")) {
            await(bot, log -> log.stream().anyMatch(l -> l.startsWith("connected to ")), 60_000, "the starter connects");
            TestArena.expect(202, server.api("POST", "/api/contests/vk/rounds", null));
            await(bot, log -> log.stream().anyMatch(l -> l.startsWith("a round or practice started")), 30_000, "the round starts");
            Thread.sleep(3_000); // some 12 of its 60 turns
            assertEquals("running", server.api("GET", "/api/contests/vk", null).json().get("phase").asText(), "killed mid-round");
            server.killHard();
            Thread.sleep(1_000);
            server = ServerProcess.start(data, httpPort, botPort);
            await(bot, log -> log.stream().filter(l -> l.startsWith("connected to ")).count() >= 2
                    && log.stream().filter(l -> l.matches("match \\d+ ended: .*")).count() == 2, 120_000,
                    "the starter says the arena went away, connects again and plays both matches to their end");
            List<String> log = bot.log();
            assertTrue(log.stream().anyMatch(l -> l.startsWith("the arena is not there")), "it said the arena went away: " + log);
            assertTrue(bot.alive(), "and it lives on: " + log);
            long end = System.currentTimeMillis() + 20_000; // the round closes once its last match is settled
            String phase;
            while (!(phase = server.api("GET", "/api/contests/vk", null).json().get("phase").asText()).equals("finished")
                    && System.currentTimeMillis() < end) Thread.sleep(100);
            assertEquals("finished", phase, "the round played on to its end");
        } finally {
            server.close();
        }
    }

    private static void await(StarterRun bot, Predicate<List<String>> done, long millis, String what) throws Exception {
        long end = System.currentTimeMillis() + millis;
        while (!done.test(bot.log())) {
            if (System.currentTimeMillis() > end || !bot.alive()) throw new AssertionError(what + ": " + bot.log());
            Thread.sleep(100);
        }
    }
}
