package arena.bench;

import arena.contest.life.LiveContest;
import arena.contest.turns.TurnClock;
import arena.hosted.Runner;
import arena.support.BotClient;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Hostile hosted bots beside a calm contest (issue 26, "none of them changes another match's result or timing"). One
 * arena; a calm contest of the tests' game (a TCP team and a house bot) plays a round while nothing else runs (the
 * quiet baseline), then a second calm contest with the same seed plays the same round while a third contest's round
 * runs the hostile uploads as hosted bots (a fork bomb, a 2 GB memory hog, an endless CPU loop, a stdout flood, a
 * stderr torrent: each ended and started again by the arena for the whole round). Reported side by side, from the same
 * run: the calm round's tick lateness, the TCP team's command latency (a {@code TURN} command, answered by the
 * contest core), and whether the calm matches' results are the same.
 *
 * <p>Run (from the project root; as root, with bubblewrap):
 * <pre>
 * mvn -q -o test-compile -DskipE2E
 * mvn -q -o dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/test-cp.txt
 * java -cp target/test-classes:target/classes:$(cat target/test-cp.txt) arena.bench.HostileNeighboursBench [turns=200] [turnMillis=100]
 * </pre>
 */
public final class HostileNeighboursBench {
    /** Team, language, file, the test resource. */
    private static final String[][] HOSTILE = {
            {"bomb", "c", "bot.c", "/sandbox/hostile/forkbomb.c"},
            {"hog", "c", "bot.c", "/sandbox/hostile/memhog.c"},
            {"spin", "cpp17", "bot.cpp", "/sandbox/hostile/spin.cpp"},
            {"flood", "python3", "bot.py", "/hosted/stdout_flood.py"},
            {"torrent", "python3", "bot.py", "/hosted/stderr_torrent.py"}};

    public static void main(String[] args) throws Exception {
        int turns = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        int turnMillis = args.length > 1 ? Integer.parseInt(args[1]) : 100;
        try (TestArena arena = TestArena.start()) {
            Files.setPosixFilePermissions(arena.dataDir, PosixFilePermissions.fromString("rwx--x--x"));
            arena.createTeam("probe", "password1");
            for (String slug : List.of("calm-a", "calm-b")) {
                arena.createContest(slug, Map.of("turnMillis", turnMillis, "turns", turns, "seed", 77, "practiceMatches", 0, "rounds", 1));
                arena.enroll(slug, "probe");
                TestArena.expect(201, arena.api("POST", "/api/contests/" + slug + "/enrollments", Map.of("houseBot", "steady")));
            }
            // the hostile contest's round outlasts the calm one
            arena.createContest("hostile", Map.of("turnMillis", turnMillis, "turns", turns * 3, "seed", 5, "practiceMatches", 0, "rounds", 1));
            TestArena.expect(201, arena.api("POST", "/api/contests/hostile/enrollments", Map.of("houseBot", "steady")));
            for (String[] h : HOSTILE) {
                arena.createTeam(h[0], "password1");
                arena.enroll("hostile", h[0]);
                TestArena.expect(201, arena.api("POST", "/api/teams/" + h[0] + "/bots",
                        Map.of("language", h[1], "files", Map.of(h[2], resource(h[3])))));
            }
            for (String[] h : HOSTILE) {
                while (true) { // built before the quiet baseline, so the builds disturb neither round
                    String status = arena.api("GET", "/api/teams/" + h[0] + "/bots/1", null).json().get("status").asText();
                    if (status.equals("failed")) throw new IllegalStateException(h[0] + " did not build");
                    if (status.equals("ready")) break;
                    Thread.sleep(100);
                }
                TestArena.expect(200, arena.api("PUT", "/api/contests/hostile/bots/" + h[0], Map.of("version", 1)));
            }

            Phase quiet = calmRound(arena, "calm-a");
            Runner runner = arena.app.hosting().runner().orElseThrow();
            arena.startRound("hostile");
            long until = System.currentTimeMillis() + 20_000;
            while (runner.kept().size() < HOSTILE.length && System.currentTimeMillis() < until) Thread.sleep(50);
            Thread.sleep(2000); // the hostile bots at work
            Phase hostile = calmRound(arena, "calm-b");
            int hostileStarts = 0;
            for (var k : runner.kept()) hostileStarts += runner.starts(k);

            System.out.printf("calm round of %d turns of %d ms, %d cores, same seed; hostile bots: fork bomb, 2 GB hog, CPU loop, stdout flood, stderr torrent%n",
                    turns, turnMillis, Runtime.getRuntime().availableProcessors());
            System.out.printf("%-26s %10s %10s %10s %12s %12s %12s %8s%n", "", "tick p50", "tick p99", "tick max", "TURN p50", "TURN p99", "TURN max", "load");
            quiet.print("quiet baseline");
            hostile.print("beside the hostile bots");
            System.out.printf("hostile processes started (and ended) during the calm round: %d; calm results the same: %s%n", hostileStarts,
                    quiet.results.equals(hostile.results) ? "yes " + quiet.results : "NO: " + quiet.results + " against " + hostile.results);
        }
    }

    /** One calm round's figures: the clock's lateness, the TCP team's command latencies, its matches' results. */
    private record Phase(TurnClock.Lateness lateness, List<Double> latencies, List<String> results, String load) {
        void print(String name) {
            List<Double> s = new ArrayList<>(latencies);
            Collections.sort(s);
            System.out.printf("%-26s %8.1f ms %7.1f ms %7.1f ms %9.2f ms %9.2f ms %9.2f ms %8s%n", name, lateness.quantileMillis(0.5),
                    lateness.quantileMillis(0.99), lateness.quantileMillis(1.0), q(s, 0.5), q(s, 0.99), q(s, 1.0), load);
        }
    }

    private static double q(List<Double> sorted, double q) {
        return sorted.isEmpty() ? 0 : sorted.get((int) Math.min(sorted.size() - 1, Math.round(q * (sorted.size() - 1))));
    }

    /** Plays a calm contest's round with the probe: each turn it adds 2 in each match, then asks TURN five times, timed. */
    private static Phase calmRound(TestArena arena, String slug) throws Exception {
        List<Double> latencies = new ArrayList<>();
        LiveContest live = arena.app.contests().live(slug).orElseThrow();
        try (BotClient probe = new BotClient(arena.app.botPort())) {
            probe.login("probe", "password1");
            expect("OK", probe.command("CONTEST " + slug));
            arena.startRound(slug);
            TurnClock.Lateness lateness = live.clockLateness();
            while (!live.finished()) {
                List<String> matches = probe.counted("MATCHES");
                for (String m : matches) {
                    if (probe.command("ADD " + m.split(" ")[0] + " 2").equals("OK")) probe.line(); // its tally
                }
                for (int i = 0; i < 5; i++) {
                    long t0 = System.nanoTime();
                    probe.command("TURN");
                    probe.line();
                    latencies.add((System.nanoTime() - t0) / 1e6);
                }
                if (!probe.command("WAIT").equals("OK")) break;
                if (probe.line().equals("END")) break;
            }
            String load = HostedRoundBench.load();
            JsonNode ms = TestArena.expect(200, arena.api("GET", "/api/contests/" + slug + "/rounds/1/matches", null)).json();
            List<String> results = new ArrayList<>();
            for (JsonNode m : ms) results.add(m.get("summary").asText());
            return new Phase(lateness, latencies, results, load);
        }
    }

    private static void expect(String want, String got) {
        if (!want.equals(got)) throw new IllegalStateException("expected " + want + ", got " + got);
    }

    private static String resource(String path) throws Exception {
        try (InputStream in = HostileNeighboursBench.class.getResourceAsStream(path)) {
            if (in == null) throw new IllegalArgumentException("no resource " + path);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
