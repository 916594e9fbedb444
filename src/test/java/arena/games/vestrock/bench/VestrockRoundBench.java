package arena.games.vestrock.bench;

import arena.bench.HouseBotRound;
import java.util.List;
import java.util.Map;

/**
 * A whole Vestrock round under load: a real arena (H2 store, turn clock, in-process house bots speaking
 * the protocol) with 20 house-bot teams, so 380 matches at once, at 200 ms turns; reports how late the
 * turn clock's ticks were (p50, p90, p99, max).
 *
 * <p>Run (from the project root):
 * <pre>
 * mvn -q -o test-compile -DskipE2E
 * mvn -q -o dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/test-cp.txt
 * java -cp target/test-classes:target/classes:$(cat target/test-cp.txt) arena.games.vestrock.bench.VestrockRoundBench [teams] [turnMillis] [turns]
 * </pre>
 */
public final class VestrockRoundBench {

    public static void main(String[] args) throws Exception {
        int teams = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int turnMillis = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        int turns = args.length > 2 ? Integer.parseInt(args[2]) : 60;
        HouseBotRound.Result r = HouseBotRound.play("vestrock", Map.of("turnMillis", turnMillis, "turnsPerMatch", turns),
                teams, List.of("greedy", "random"), 1000);
        System.out.printf("Vestrock round: %d teams, %d matches, %d turns of %d ms, %d cores, finished in %.1f s%n",
                teams, r.matches().size(), turns, turnMillis, Runtime.getRuntime().availableProcessors(), r.seconds());
        long knockouts = r.matches().stream().filter(m -> m.read(e -> e.turn() < turns)).count();
        System.out.printf("%d of %d matches ended by knockout; e.g. %s%n", knockouts, r.matches().size(), r.matches().get(0).read(e -> e.summary()));
        System.out.println(r.latenessLine());
    }
}
