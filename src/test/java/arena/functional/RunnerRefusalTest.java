package arena.functional;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.hosted.RunnerDesk;
import arena.hosted.RunnerTokens;
import arena.store.StoredRunner;
import arena.support.Practice;
import arena.support.TestArena;
import arena.support.WebSession;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 30: the sandbox's self-test runs at each runner's start; a runner whose sandbox cannot be had (here: its folder
 * out of the boxes' reach, behind a folder that lets no other user through) refuses work and says why, on its own
 * output and on the arena's console, and the arena gives it no bot: they run inside the arena.
 */
class RunnerRefusalTest {

    @Test
    void aRunnerWithoutASandboxRefusesWorkAndSaysWhy() throws Exception {
        try (TestArena arena = RunnerFixture.reachable(TestArena.start())) {
            arena.createTeam("rr1", "password1");
            Practice.createContest(arena, "rr", "vestrock", Map.of("turnMillis", 100, "earlyTurns", false, "turnsPerMatch", 100, "practiceMatches", 0));
            arena.enroll("rr", "rr1");
            TestArena.expect(201, arena.api("POST", "/api/contests/rr/enrollments", Map.of("houseBot", "greedy")));
            int v = RunnerFixture.submitBuilt(arena, "rr1", "python3", "vestrock_bot.py");
            RunnerFixture.choose(arena, "rr", "rr1", v);

            RunnerTokens.Made made = RunnerFixture.token(arena, "closed-box");
            Path closed = Files.createTempDirectory("runner-closed"); // 0700: no box's user gets through
            Files.setPosixFilePermissions(closed, PosixFilePermissions.fromString("rwx------"));
            try (RunnerFixture.RunnerProcess runner = RunnerFixture.start(arena, made.token(), 4, closed.resolve("data"))) {
                var store = arena.app.hosting().runnerStore();
                RunnerFixture.await(() -> store.byId(made.id()).orElseThrow().alive(RunnerDesk.LEASE_MILLIS), 60_000,
                        () -> "the runner said hello: " + output(runner));
                StoredRunner r = store.byId(made.id()).orElseThrow();
                assertFalse(r.sandboxOk(), r.toString());
                assertTrue(r.sandboxNote().contains("out of the sandbox's reach"), r.sandboxNote());
                RunnerFixture.await(() -> output(runner).contains("refuses work"), 10_000, () -> "the runner says why: " + output(runner));

                String table = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD).get("/console/runners/table").body();
                assertTrue(table.contains("refuses work: its sandbox cannot be had") && table.contains("out of the sandbox&#39;s reach")
                        || table.contains("out of the sandbox's reach"), table);

                arena.startRound("rr");
                RunnerFixture.await(() -> arena.app.hosting().runner().orElseThrow().kept().size() == 1, 10_000,
                        () -> "the bot runs inside the arena: " + arena.app.hosting().desk().orElseThrow().placements());
                assertTrue(store.leasesOf(made.id()).isEmpty(), "no bot is given to the refusing runner");
            }
        }
    }

    private static String output(RunnerFixture.RunnerProcess p) {
        try {
            return p.log();
        } catch (java.io.IOException e) {
            return "no output: " + e;
        }
    }
}
