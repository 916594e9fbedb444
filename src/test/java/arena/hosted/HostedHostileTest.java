package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import java.util.LinkedHashMap;
import java.util.Map;
import arena.support.Machine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Hostile bots uploaded as a student would, run by the arena in a round: each is contained, and its team's log of its
 * matches says why in plain words (issue 26: kill reasons and output caps reach the team, not only the server's log).
 */
@ResourceLock(Machine.WHOLE_CPU) // real processes under time limits: never beside a starter matrix
class HostedHostileTest {

    /** Team, language, source (under test resources), and what its team's log must say. */
    private record Hostile(String team, String language, String source, String says) {}

    @Test
    void hostileBotsAreEndedAndTheirTeamsToldWhy() throws Exception {
        Map<String, Hostile> bots = new LinkedHashMap<>();
        for (Hostile h : new Hostile[] {
                new Hostile("hog", "c", "memhog.c", "memory limit of 256 MB reached"),
                new Hostile("bomb", "c", "forkbomb.c", "process limit of 64 reached"),
                new Hostile("flood", "python3", "stdout_flood.py", "KiB of commands without waiting for a turn"),
                new Hostile("deaf", "python3", "deaf.py", "did not read the arena's answers on its stdin"),
                new Hostile("chatter", "python3", "stderr_flood.py", "more lines your bot wrote to stderr in a turn were dropped"),
                new Hostile("torrent", "python3", "stderr_torrent.py", "KiB to stderr in one turn")}) {
            bots.put(h.team(), h);
        }
        try (TestArena arena = HostedFixture.reachable(TestArena.start())) {
            // Tally (the tests' game): its matches last their turns whatever the bots do
            arena.createContest("hh", Map.of("turnMillis", 100, "turns", 600, "practiceMatches", 0));
            for (Hostile h : bots.values()) {
                arena.createTeam(h.team(), "password1");
                arena.enroll("hh", h.team());
            }
            TestArena.expect(201, arena.api("POST", "/api/contests/hh/enrollments", Map.of("houseBot", "steady")));
            Map<String, Integer> versions = new LinkedHashMap<>();
            for (Hostile h : bots.values()) versions.put(h.team(), HostedFixture.submit(arena, h.team(), h.language(), h.source()));
            for (Hostile h : bots.values()) {
                int v = versions.get(h.team());
                assertEquals("ready", HostedFixture.awaitBuilt(arena, h.team(), v, 120_000).get("status").asText(), h.team());
                HostedFixture.choose(arena, "hh", h.team(), v);
            }

            arena.startRound("hh");
            long deadline = System.currentTimeMillis() + 50_000;
            Map<String, String> missing = new LinkedHashMap<>();
            do {
                missing.clear();
                for (Hostile h : bots.values()) {
                    String log = HostedFixture.roundLog(arena, "hh", 1, h.team());
                    if (!log.contains(h.says())) missing.put(h.team(), log.length() > 600 ? log.substring(0, 600) + "…" : log);
                }
                if (!missing.isEmpty()) Thread.sleep(250);
            } while (!missing.isEmpty() && System.currentTimeMillis() < deadline);
            assertTrue(missing.isEmpty(), "teams not told why their bot was ended: " + missing);
            Runtime rt = Runtime.getRuntime();
            System.gc(); // what the floods left held, not the garbage they made (the suite's JVM holds other tests' garbage too)
            long held = rt.totalMemory() - rt.freeMemory();
            assertTrue(held < 512L << 20, "the arena's heap stays bounded under the floods: " + (held >> 20) + " MB held");
        }
    }
}
