package arena.games.locm.arena.bench;

import arena.App;
import arena.contest.Contests;
import arena.contest.life.LiveContest;
import arena.contest.turns.TurnClock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A whole LOCM round under load: a real arena (H2 store, turn clock, in-process house bots speaking the protocol)
 * with N house-bot teams (20: 380 matches at once) at 50 ms clock turns. Reports the round's length, how many
 * matches ended by a timeout (house bots must never time out), the answers handled per second and how late the
 * clock's ticks were.
 *
 * <p>Run (from the project root):
 * <pre>
 * mvn -q -o test-compile -DskipE2E
 * mvn -q -o dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/test-cp.txt
 * java -cp target/test-classes:target/classes:$(cat target/test-cp.txt) arena.games.locm.arena.bench.LocmRoundBench [teams] [turnMillis] [locm12|locm15] [timeFactor]
 * </pre>
 */
public final class LocmRoundBench {

    public static void main(String[] args) throws Exception {
        int teams = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int turnMillis = args.length > 1 ? Integer.parseInt(args[1]) : 50;
        String game = args.length > 2 ? args[2] : "locm12";
        double factor = args.length > 3 ? Double.parseDouble(args[3]) : 1;
        Path dir = Files.createTempDirectory("locm-bench");
        try (App app = App.start(arena.support.TestDatabases.configure(new App.Config(0, 0, dir, false, "bench-password-1", null, 600, 5)))) {
            Contests contests = app.contests();
            Map<String, Object> settings = new LinkedHashMap<>();
            settings.put("turnMillis", turnMillis);
            settings.put("rounds", 1);
            settings.put("seed", 20240601L);
            settings.put("commandsPerTurn", 100_000);
            settings.put("timeFactor", factor);
            contests.create("bench", "LOCM bench", game, settings);
            for (int i = 0; i < teams; i++) contests.enrollHouseBot("bench", i % 2 == 0 ? "greedy" : "random");
            Thread.sleep(1000);
            long start = System.nanoTime();
            contests.startRound("bench");
            LiveContest live = contests.live("bench").orElseThrow();
            var all = live.matches();
            TurnClock.Lateness lateness = live.clockLateness();
            int turns = 0;
            while (!live.finished()) {
                turns = Math.max(turns, live.turn());
                Thread.sleep(20);
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            int timeouts = 0;
            Map<String, Integer> kinds = new java.util.TreeMap<>();
            long answers = 0;
            for (var m : all) {
                String summary = m.read(e -> e.summary());
                if (summary.contains("timeout")) {
                    timeouts++;
                    kinds.merge(summary.replaceAll(".*within ", "within "), 1, Integer::sum);
                }
                answers += m.version();
            }
            System.out.printf("%s round: %d teams, %d matches, clock turns of %d ms, timeFactor %s, %d cores, finished in %.1f s after %d clock turns%n",
                    game, teams, all.size(), turnMillis, factor, Runtime.getRuntime().availableProcessors(), seconds, turns);
            System.out.printf("%d matches ended by a timeout; %d log entries (answers and ticks), %.0f per second; e.g. %s%n",
                    timeouts, answers, answers / seconds, all.get(0).read(e -> e.summary()));
            if (timeouts > 0) System.out.println("timeouts by limit: " + kinds);
            System.out.printf("tick lateness over %d ticks: p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                    lateness.count(), lateness.quantileMillis(0.5), lateness.quantileMillis(0.9), lateness.quantileMillis(0.99),
                    lateness.quantileMillis(1.0));
        }
    }
}
