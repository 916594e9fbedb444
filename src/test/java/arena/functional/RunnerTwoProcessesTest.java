package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.hosted.RunnerTokens;
import arena.store.Database;
import arena.store.RunnerStore;
import arena.store.StoredLease;
import arena.support.Machine;
import arena.support.ServerProcess;
import arena.support.TestArena;
import arena.support.TestDatabases;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Issue 30 on PostgreSQL: two arena processes share the database and one runner (talking to the first process's web
 * only). Each process hands out the hosted bots of the contest it runs, and each lease names that process's bot port:
 * the runner plays the bots of both contests, each through the bot port of the process that runs it.
 */
@ResourceLock(Machine.WHOLE_CPU)
class RunnerTwoProcessesTest {

    @Test
    void eachProcessHandsOutItsOwnContestsBotsToTheSharedRunner() throws Exception {
        Assumptions.assumeTrue(TestDatabases.postgres(), "runs in the PostgreSQL run of the tests");
        Path first = Files.createTempDirectory("arena-one"), second = Files.createTempDirectory("arena-two");
        for (Path p : List.of(first, second)) Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwx--x--x"));
        TestDatabases.share(second, first);
        try (ServerProcess one = ServerProcess.start(first, ServerProcess.freePort(), ServerProcess.freePort());
             ServerProcess two = ServerProcess.start(second, ServerProcess.freePort(), ServerProcess.freePort())) {
            int v1 = setUp(one, "p1", "tp1");
            int v2 = setUp(two, "p2", "tp2");
            RunnerTokens.Made made;
            try (Database db = Database.open(TestDatabases.forFolder(first))) {
                made = new RunnerTokens(new RunnerStore(db)).create("shared");
            }
            Path dir = RunnerFixture.runnerDir("shared");
            String java = ProcessHandle.current().info().command().orElse("java");
            File log = File.createTempFile("arena-runner", ".log");
            ProcessBuilder pb = new ProcessBuilder(List.of(java, "-cp", System.getProperty("java.class.path"), "arena.Main", "runner",
                    "--arena", "http://localhost:" + one.httpPort, "--slots", "4", "--dir", dir.toString()))
                    .redirectErrorStream(true).redirectOutput(log);
            pb.environment().put("ARENA_RUNNER_TOKEN", made.token());
            Process runner = pb.start();
            try (Database db = Database.open(TestDatabases.forFolder(first))) {
                RunnerStore store = new RunnerStore(db);
                RunnerFixture.await(() -> store.byId(made.id()).orElseThrow().takesWork(arena.hosted.RunnerDesk.LEASE_MILLIS), 60_000,
                        () -> "the runner said hello: " + read(log));
                ok(one.api("PUT", "/api/contests/p1/bots/tp1", Map.of("version", v1)));
                ok(two.api("PUT", "/api/contests/p2/bots/tp2", Map.of("version", v2)));
                ok(one.api("POST", "/api/contests/p1/rounds", Map.of()));
                ok(two.api("POST", "/api/contests/p2/rounds", Map.of()));
                RunnerFixture.await(() -> {
                    List<StoredLease> held = store.leasesOf(made.id());
                    return held.size() == 2 && held.stream().allMatch(l -> l.runningSince() != null);
                }, 60_000, () -> "both contests' bots run on the runner: " + store.leases() + "\n" + read(log));
                List<StoredLease> held = new ArrayList<>(store.leasesOf(made.id()));
                for (StoredLease l : held) {
                    int port = l.contest().equals("p1") ? one.botPort : two.botPort;
                    assertEquals(port, l.botPort(), "the bot of " + l.contest() + " connects to the bot port of the process that runs it");
                }
                for (ServerProcess p : List.of(one, two)) {
                    String slug = p == one ? "p1" : "p2";
                    long end = System.currentTimeMillis() + 120_000;
                    JsonNode c;
                    do {
                        c = p.api("GET", "/api/contests/" + slug, null).json();
                        if (c.get("phase").asText().equals("finished")) break;
                        Thread.sleep(200);
                    } while (System.currentTimeMillis() < end);
                    assertEquals("finished", c.get("phase").asText(), c.toString());
                }
            } finally {
                runner.destroy();
                runner.waitFor();
            }
        }
    }

    /** A Vestrock contest created on this process, a hosted Python team and a house bot; the built version. */
    private static int setUp(ServerProcess p, String slug, String team) throws Exception {
        ok(p.api("POST", "/api/teams", Map.of("name", team, "password", "password1")));
        ok(p.api("POST", "/api/contests", Map.of("slug", slug, "title", slug, "game", "vestrock",
                "settings", Map.of("turnMillis", 100, "turnsPerMatch", 60, "practiceMatches", 0))));
        ok(p.api("POST", "/api/contests/" + slug + "/enrollments", Map.of("team", team)));
        ok(p.api("POST", "/api/contests/" + slug + "/enrollments", Map.of("houseBot", "greedy")));
        TestArena.Response r = p.api("POST", "/api/teams/" + team + "/bots",
                Map.of("language", "python3", "files", Map.of("bot.py", RunnerFixture.source("vestrock_bot.py"))));
        ok(r);
        int version = r.json().get("version").asInt();
        long end = System.currentTimeMillis() + 60_000;
        while (!p.api("GET", "/api/teams/" + team + "/bots/" + version, null).json().get("status").asText().equals("ready")) {
            if (System.currentTimeMillis() > end) throw new AssertionError("not built: " + p.api("GET", "/api/teams/" + team + "/bots/" + version, null).body());
            Thread.sleep(100);
        }
        return version;
    }

    private static void ok(TestArena.Response r) {
        assertTrue(r.status() < 300, r.status() + " " + r.body());
    }

    private static String read(File f) {
        try {
            return Files.readString(f.toPath());
        } catch (java.io.IOException e) {
            return "no output: " + e;
        }
    }
}
