package arena.games.kieszostwory.bench;

import arena.bench.HouseBotRound;
import arena.games.kieszostwory.KieszMatch;
import java.util.List;
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
        // three seconds: the house bots enroll their creatures before the round
        HouseBotRound.Result r = HouseBotRound.play("kieszostwory", Map.of("turnMillis", turnMillis, "maxTurns", maxTurns),
                teams, List.of("greedy", "random"), 3000);
        var all = r.matches();
        long withTeams = all.stream().filter(m -> m.read(e -> ((KieszMatch) e).hasTeam(0) && ((KieszMatch) e).hasTeam(1))).count();
        System.out.printf("Kieszostwory round: %d teams, %d pairings (%d with both teams enrolled), max %d counted turns a duel, %d ms turns, %d cores, finished in %.1f s (%d turns)%n",
                teams, all.size(), withTeams, maxTurns, turnMillis, Runtime.getRuntime().availableProcessors(), r.seconds(),
                all.stream().mapToInt(m -> m.read(e -> e.turn())).max().orElse(0));
        System.out.println("e.g. " + all.get(0).read(e -> e.summary()));
        System.out.println(r.latenessLine());
    }
}
