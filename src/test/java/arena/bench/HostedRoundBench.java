package arena.bench;

import arena.contest.LiveContest;
import arena.contest.TurnClock;
import arena.hosted.BotToRun;
import arena.hosted.Runner;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A Vestrock round of hosted bots (issue 26): {@code teams} teams, each a hosted bot built and run in the sandbox
 * (the tests' small Python and C++ bots, in turn), every pair playing two matches at once. Reports how long the round's
 * first turn waited for the bots to run, the turn clock's tick lateness, and matches per minute.
 *
 * <p>Run (from the project root; as root, with bubblewrap):
 * <pre>
 * mvn -q -o test-compile -DskipE2E
 * mvn -q -o dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/test-cp.txt
 * java -cp target/test-classes:target/classes:$(cat target/test-cp.txt) arena.bench.HostedRoundBench [teams=20] [turnMillis=200] [turns=60]
 * </pre>
 */
public final class HostedRoundBench {

    public static void main(String[] args) throws Exception {
        int teams = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int turnMillis = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        int turns = args.length > 2 ? Integer.parseInt(args[2]) : 60;
        String[][] bots = {{"python3", "vestrock_bot.py"}, {"cpp17", "vestrock_bot.cpp"}};
        try (TestArena arena = TestArena.start()) {
            Files.setPosixFilePermissions(arena.dataDir, PosixFilePermissions.fromString("rwx--x--x")); // the boxes' uids reach the builds
            TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "bench", "title", "Hosted bench", "game", "vestrock",
                    "settings", Map.of("turnMillis", turnMillis, "turnsPerMatch", turns, "rounds", 1, "seed", 20240601L, "practiceMatches", 0))));
            long buildStart = System.nanoTime();
            List<String> names = new ArrayList<>();
            for (int i = 0; i < teams; i++) {
                String name = "hosted" + i;
                names.add(name);
                arena.createTeam(name, "password1");
                arena.enroll("bench", name);
                String[] bot = bots[i % bots.length];
                TestArena.expect(201, arena.api("POST", "/api/teams/" + name + "/bots",
                        Map.of("language", bot[0], "files", Map.of(bot[1], source(bot[1])))));
            }
            for (String name : names) {
                while (true) {
                    JsonNode v = arena.api("GET", "/api/teams/" + name + "/bots/1", null).json();
                    String status = v.get("status").asText();
                    if (status.equals("failed")) throw new IllegalStateException(name + "'s build failed: " + v);
                    if (status.equals("ready")) break;
                    Thread.sleep(50);
                }
                TestArena.expect(200, arena.api("PUT", "/api/contests/bench/bots/" + name, Map.of("version", 1)));
            }
            double buildSeconds = (System.nanoTime() - buildStart) / 1e9;

            Runner runner = arena.app.hosting().runner().orElseThrow();
            long start = System.nanoTime();
            arena.startRound("bench");
            LiveContest live = arena.app.contests().live("bench").orElseThrow();
            int matches = live.matches().size();
            TurnClock.Lateness lateness = live.clockLateness();
            double allRunning = -1;
            while (!live.finished()) {
                if (allRunning < 0) {
                    boolean all = true;
                    for (String name : names) {
                        long id = arena.app.contests().teamId(name).orElseThrow();
                        if (!runner.ready(new BotToRun.Key(id, "bench"))) all = false;
                    }
                    if (all) allRunning = (System.nanoTime() - start) / 1e9;
                }
                Thread.sleep(20);
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            System.out.printf("Hosted Vestrock round: %d hosted bots (Python and C++ in turn), %d matches, %d turns of %d ms, %d cores%n",
                    teams, matches, turns, turnMillis, Runtime.getRuntime().availableProcessors());
            System.out.printf("built in %.1f s; every bot running %.2f s after the round's start; round finished in %.1f s: %.0f matches per minute%n",
                    buildSeconds, allRunning, seconds, matches / seconds * 60);
            System.out.printf("tick lateness over %d ticks: p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms%n", lateness.count(),
                    lateness.quantileMillis(0.5), lateness.quantileMillis(0.9), lateness.quantileMillis(0.99), lateness.quantileMillis(1.0));
        }
    }

    private static String source(String resource) throws Exception {
        try (InputStream in = HostedRoundBench.class.getResourceAsStream("/hosted/" + resource)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
