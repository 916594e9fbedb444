package arena.bench;

import arena.contest.life.LiveContest;
import arena.contest.turns.TurnClock;
import arena.hosted.RunnerDesk;
import arena.hosted.RunnerTokens;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;

/**
 * Issue 30's figures: the same LOCM 1.2 round of hosted starters (Python, Java, C++, JavaScript in turn, one seed),
 * played twice on this machine: by the runner inside the arena alone, then by one outside runner (its own process,
 * {@code arena.Main runner}) with as many slots, the arena's own runner idle. Each: the slots, matches per minute, the
 * turn clock's tick lateness, matches lost on time, and where the bots ran.
 *
 * <p>Run (as root, with bubblewrap): {@code flock /work/bench.lock sh src/scripts/bench.sh arena.bench.RunnerRoundBench [teams=8] [slots=16]}
 */
public final class RunnerRoundBench {

    public static void main(String[] args) throws Exception {
        int teams = args.length > 0 ? Integer.parseInt(args[0]) : 8;
        int slots = args.length > 1 ? Integer.parseInt(args[1]) : 16;
        System.out.printf("%d cores; LOCM 1.2, %d hosted starters, one round, seed 20240602; load before: %s%n",
                Runtime.getRuntime().availableProcessors(), teams, HostedRoundBench.load());
        play(teams, slots, false);
        play(teams, slots, true);
        System.out.flush();
        System.exit(0); // the arenas' non-daemon threads are closed; nothing else to wait for
    }

    private static void play(int teams, int slots, boolean outside) throws Exception {
        Map<String, Object> settings = Map.of("turnMillis", 50, "rounds", 1, "seed", 20240602L, "practiceMatches", 0);
        try (TestArena arena = TestArena.start()) {
            Files.setPosixFilePermissions(arena.dataDir, PosixFilePermissions.fromString("rwx--x--x"));
            Files.writeString(arena.dataDir.resolve("hosting.properties"), "slots=" + slots + "\n");
            TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "bench", "title", "Runner LOCM", "game", "locm12", "settings", settings)));
            List<String> names = HostedRoundBench.enrollHosted(arena, "bench", "locm", teams);
            double built = HostedRoundBench.awaitBuilt(arena, "bench", names);
            Process runner = null;
            File runnerLog = File.createTempFile("bench-runner", ".log");
            try {
                if (outside) {
                    RunnerTokens.Made made = new RunnerTokens(arena.app.hosting().runnerStore()).create("bench");
                    Path dir = Files.createTempDirectory("bench-runner");
                    Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx--x--x"));
                    String java = ProcessHandle.current().info().command().orElse("java");
                    ProcessBuilder pb = new ProcessBuilder(List.of(java, "-cp", System.getProperty("java.class.path"), "arena.Main", "runner",
                            "--arena", arena.base(), "--slots", String.valueOf(slots), "--dir", dir.toString()))
                            .redirectErrorStream(true).redirectOutput(runnerLog);
                    pb.environment().put("ARENA_RUNNER_TOKEN", made.token());
                    runner = pb.start();
                    long end = System.currentTimeMillis() + 60_000;
                    var store = arena.app.hosting().runnerStore();
                    while (!store.byId(made.id()).orElseThrow().takesWork(RunnerDesk.LEASE_MILLIS)) {
                        if (System.currentTimeMillis() > end) throw new IllegalStateException("the runner did not start: " + Files.readString(runnerLog.toPath()));
                        Thread.sleep(100);
                    }
                }
                System.out.printf("%n%s: built in %.1f s, %d slots%n", outside ? "one outside runner (its own process)" : "the runner inside the arena alone",
                        built, slots);
                java.util.Set<String> where = playRound(arena);
                System.out.printf("  where the bots ran during the round: %s%n", where);
            } finally {
                if (runner != null) {
                    runner.destroy();
                    runner.waitFor();
                }
            }
        }
    }

    /** Plays the round; where its bots ran meanwhile (inside, or on runner N). */
    private static java.util.Set<String> playRound(TestArena arena) throws Exception {
        LiveContest live = arena.app.contests().live("bench").orElseThrow();
        RunnerDesk desk = arena.app.hosting().desk().orElseThrow();
        java.util.Set<String> where = new java.util.TreeSet<>();
        long start = System.nanoTime();
        arena.startRound("bench");
        TurnClock.Lateness lateness = live.clockLateness();
        while (!live.finished()) {
            for (long r : desk.placements().values()) where.add(r == 0 ? "inside the arena" : "outside runner " + r);
            Thread.sleep(50);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/bench/rounds/1/matches", null)).json();
        int lost = 0;
        for (JsonNode m : matches) if (m.get("summary").asText().contains("timeout")) lost++;
        System.out.printf("%d matches in %.1f s: %.0f matches per minute, %d lost on time; tick lateness p50 %.1f ms, p99 %.1f ms, max %.1f ms; load %s%n",
                matches.size(), seconds, matches.size() / seconds * 60, lost, lateness.quantileMillis(0.5), lateness.quantileMillis(0.99),
                lateness.quantileMillis(1.0), HostedRoundBench.load());
        return where;
    }
}
