package arena.bench;

import arena.support.ServerProcess;
import arena.support.TestArena;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Issue 46's first seconds after a start: an arena in a process of its own plays {@link HardCaseBench}'s round (a
 * 20-team Vestrock round of house bots, 380 matches at 1 s turns); it is killed (SIGKILL) and started again on the
 * same data, and as soon as its web answers {@code wrk} asks for random whole boards of the round for 10 s (the first
 * 10 s after the start), then, in the same run, for the static file {@code /static/arena.js} (the anchor, measured
 * after). Wanted: the boards' p99 in those first 10 s at most 2x the static file's. Each kill and start is one run.
 *
 * <pre>
 * sh src/scripts/bench.sh arena.bench.WarmStartBench [--runs 3] [--seconds 10] [--connections 100] [--teams 20] [--server-classpath CP] [--slices]
 * </pre>
 * {@code --slices}: instead, the boards of the first seconds one second at a time (where the tail comes from).
 * {@code --server-classpath}: another build's classes (with the test classes' server support), for a before-and-after.
 * Needs {@code wrk} on the PATH.
 */
public final class WarmStartBench {

    public static void main(String[] args) throws Exception {
        int runs = 3, seconds = 10, connections = 100, teams = 20, wrkThreads = 2;
        boolean slices = false;
        String classPath = System.getProperty("java.class.path");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--seconds" -> seconds = Integer.parseInt(args[++i]);
                case "--connections" -> connections = Integer.parseInt(args[++i]);
                case "--teams" -> teams = Integer.parseInt(args[++i]);
                case "--server-classpath" -> classPath = args[++i];
                case "--slices" -> slices = true;
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Path lua = Path.of("src/scripts/random-boards.lua").toAbsolutePath();
        if (!Files.exists(lua)) throw new IllegalStateException("run from the project's root: no " + lua);
        Path data = Files.createTempDirectory("arena-warm-start");
        int httpPort = ServerProcess.freePort(), botPort = ServerProcess.freePort();
        String base = "http://localhost:" + httpPort;
        ServerProcess server = ServerProcess.start(data, httpPort, botPort, classPath);
        List<String> lines = new ArrayList<>();
        try {
            Path ids = startRound(server, teams);
            Thread.sleep(3000);
            for (int run = 1; run <= runs; run++) {
                server.killHard();
                server = ServerProcess.start(data, httpPort, botPort, classPath);
                long up = server.upMillis();
                String loadAtStart = HardCaseBench.load();
                if (slices) { // where in the first seconds the time goes: one wrk a second (a wrk's start between them)
                    for (int second = 1; second <= seconds; second++) {
                        HardCaseBench.Wrk slice = HardCaseBench.wrk(wrkThreads, connections, 1, base, lua, ids);
                        System.out.printf("  run %d second %d: boards %,.0f/s p50 %.1f ms p99 %.1f ms max %.1f ms %s%n", run, second,
                                slice.perSecond(), slice.p50(), slice.p99(), slice.max(), slice.errors());
                    }
                    for (String l : server.log().split("\n")) if (l.contains("follow-ups")) System.out.println("  server: " + l.strip());
                    continue;
                }
                HardCaseBench.Wrk boards = HardCaseBench.wrk(wrkThreads, connections, seconds, base, lua, ids);
                HardCaseBench.wrk(wrkThreads, connections, 1, base + "/static/arena.js", null, null);
                HardCaseBench.Wrk statics = HardCaseBench.wrk(wrkThreads, connections, seconds, base + "/static/arena.js", null, null);
                String line = String.format("run %d: web up %d ms after the kill; first %d s: boards %,.0f/s p50 %.1f ms p99 %.1f ms max %.1f ms %s| "
                                + "then arena.js %,.0f/s p50 %.1f ms p99 %.1f ms | boards' p99 %.2fx the static file's (wanted: 2x or less) | load %s at the start, %s after",
                        run, up, seconds, boards.perSecond(), boards.p50(), boards.p99(), boards.max(), boards.errors().isEmpty() ? "" : boards.errors() + " ",
                        statics.perSecond(), statics.p50(), statics.p99(), boards.p99() / statics.p99(), loadAtStart, HardCaseBench.load());
                System.out.println(line);
                lines.add(line);
                String log = server.log();
                for (String l : log.split("\n")) if (l.contains("warm-up") || l.contains("follow-ups")) System.out.println("  server: " + l.strip()); // its recovery's time too
            }
        } finally {
            server.close();
        }
        System.out.printf("%d runs, %d connections, %d cores%n", runs, connections, Runtime.getRuntime().availableProcessors());
        lines.forEach(System.out::println);
    }

    /** HardCaseBench's round, through the API: a Vestrock contest of house bots and its first round; the matches' ids in a file for wrk. */
    private static Path startRound(ServerProcess server, int teams) throws Exception {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("rounds", 1);
        settings.put("seed", 20240601L);
        settings.put("turnMillis", 1000);
        settings.put("turnsPerMatch", 100);
        expect(201, server.api("POST", "/api/contests", Map.of("slug", "warm", "title", "Vestrock, a warm start", "game", "vestrock", "settings", settings)));
        List<String> bots = new ArrayList<>(arena.contest.base.Games.discover().get("vestrock").orElseThrow().houseBots().keySet());
        for (int i = 0; i < teams; i++) expect(201, server.api("POST", "/api/contests/warm/enrollments", Map.of("houseBot", bots.get(i % bots.size()))));
        Thread.sleep(2000);
        expect(202, server.api("POST", "/api/contests/warm/rounds", Map.of()));
        TestArena.Response matches = expect(200, server.api("GET", "/api/contests/warm/rounds/1/matches", null));
        List<String> ids = new ArrayList<>();
        matches.json().forEach(m -> ids.add(m.get("id").asText()));
        Path file = Files.createTempFile("arena-warm-start", ".ids");
        Files.write(file, ids);
        System.out.printf("%d matches at 1000 ms turns, %d teams%n", ids.size(), teams);
        return file;
    }

    private static TestArena.Response expect(int status, TestArena.Response r) {
        if (r.status() != status) throw new IllegalStateException("expected " + status + ", got " + r.status() + ": " + r.body());
        return r;
    }
}
