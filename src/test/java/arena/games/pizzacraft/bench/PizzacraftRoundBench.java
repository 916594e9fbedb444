package arena.games.pizzacraft.bench;

import arena.App;
import arena.contest.Contests;
import arena.contest.LiveContest;
import arena.contest.TurnClock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A whole Pizzacraft round under load: a real arena (H2 store, turn clock, in-process house bots speaking
 * the protocol) with 20 house-bot teams, so 380 matches at once, at 200 ms turns; reports how late the
 * turn clock's ticks were (p50, p90, p99, max).
 *
 * <p>Run (from the project root):
 * <pre>
 * mvn -q -o test-compile -DskipE2E
 * mvn -q -o dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/test-cp.txt
 * java -cp target/test-classes:target/classes:$(cat target/test-cp.txt) arena.games.pizzacraft.bench.PizzacraftRoundBench [teams] [turnMillis] [turns]
 * </pre>
 */
public final class PizzacraftRoundBench {

    public static void main(String[] args) throws Exception {
        int teams = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int turnMillis = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        int turns = args.length > 2 ? Integer.parseInt(args[2]) : 200;
        Path dir = Files.createTempDirectory("pizzacraft-bench");
        try (App app = App.start(new App.Config(0, 0, dir, false, "bench-password-1", null, 600, 5))) {
            Contests contests = app.contests();
            Map<String, Object> settings = new LinkedHashMap<>();
            settings.put("turnMillis", turnMillis);
            settings.put("turnsPerMatch", turns);
            settings.put("rounds", 1);
            settings.put("seed", 20240601L);
            contests.create("bench", "Pizzacraft bench", "pizzacraft", settings);
            for (int i = 0; i < teams; i++) contests.enrollHouseBot("bench", i % 2 == 0 ? "economy" : "random");
            Thread.sleep(1000);
            long start = System.nanoTime();
            contests.startRound("bench");
            LiveContest live = contests.live("bench").orElseThrow();
            var all = live.matches();
            int matches = all.size();
            TurnClock.Lateness lateness = live.clockLateness();
            while (!live.finished()) Thread.sleep(100);
            double seconds = (System.nanoTime() - start) / 1e9;
            System.out.printf("Pizzacraft round: %d teams, %d matches, %d turns of %d ms, %d cores, finished in %.1f s%n",
                    teams, matches, turns, turnMillis, Runtime.getRuntime().availableProcessors(), seconds);
            int knockouts = 0;
            for (var m : all) if (m.read(e -> ((arena.games.pizzacraft.PizzaMatch) e).winner() >= 0)) knockouts++;
            System.out.printf("%d of %d matches ended by destroying every enemy building; e.g. %s%n", knockouts, matches, all.get(0).read(e -> e.summary()));
            System.out.printf("tick lateness over %d ticks: p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                    lateness.count(), lateness.quantileMillis(0.5), lateness.quantileMillis(0.9), lateness.quantileMillis(0.99),
                    lateness.quantileMillis(1.0));
        }
    }
}
