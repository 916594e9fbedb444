package arena.games.kieszostwory.bench;

import arena.App;
import arena.contest.Contests;
import arena.contest.LiveContest;
import arena.contest.TurnClock;
import arena.games.kieszostwory.KieszMatch;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A whole Kieszostwory round under load: a real arena (H2 store, turn clock, in-process house bots speaking the
 * protocol, which enroll their teams through ENROLL_TEAM) with 20 house-bot teams, so 190 pairings (380 duels) at
 * once, at 200 ms turns; reports how late the turn clock's ticks were (p50, p90, p99, max).
 *
 * <p>Run (from the project root):
 * <pre>
 * mvn -q -o test-compile -DskipE2E
 * mvn -q -o dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/test-cp.txt
 * java -cp target/test-classes:target/classes:$(cat target/test-cp.txt) arena.games.kieszostwory.bench.KieszRoundBench [teams] [turnMillis] [maxTurns]
 * </pre>
 */
public final class KieszRoundBench {

    public static void main(String[] args) throws Exception {
        int teams = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int turnMillis = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        int maxTurns = args.length > 2 ? Integer.parseInt(args[2]) : 90;
        Path dir = Files.createTempDirectory("kiesz-bench");
        try (App app = App.start(new App.Config(0, 0, dir, false, "bench-password-1", null, 600, 5))) {
            Contests contests = app.contests();
            Map<String, Object> settings = new LinkedHashMap<>();
            settings.put("turnMillis", turnMillis);
            settings.put("maxTurns", maxTurns);
            settings.put("rounds", 1);
            settings.put("seed", 20240601L);
            contests.create("bench", "Kieszostwory bench", "kieszostwory", settings);
            for (int i = 0; i < teams; i++) contests.enrollHouseBot("bench", i % 2 == 0 ? "greedy" : "random");
            Thread.sleep(3000); // the house bots enroll their creatures
            long start = System.nanoTime();
            contests.startRound("bench");
            LiveContest live = contests.live("bench").orElseThrow();
            var all = live.matches();
            TurnClock.Lateness lateness = live.clockLateness();
            while (!live.finished()) Thread.sleep(100);
            double seconds = (System.nanoTime() - start) / 1e9;
            long withTeams = all.stream().filter(m -> m.read(e -> ((KieszMatch) e).hasTeam(0) && ((KieszMatch) e).hasTeam(1))).count();
            System.out.printf("Kieszostwory round: %d teams, %d pairings (%d with both teams enrolled), max %d counted turns a duel, %d ms turns, %d cores, finished in %.1f s (%d turns)%n",
                    teams, all.size(), withTeams, maxTurns, turnMillis, Runtime.getRuntime().availableProcessors(), seconds, all.stream().mapToInt(m -> m.read(e -> e.turn())).max().orElse(0));
            String example = all.get(0).read(e -> e.summary());
            System.out.println("e.g. " + example);
            System.out.printf("tick lateness over %d ticks: p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                    lateness.count(), lateness.quantileMillis(0.5), lateness.quantileMillis(0.9), lateness.quantileMillis(0.99),
                    lateness.quantileMillis(1.0));
        }
    }
}
