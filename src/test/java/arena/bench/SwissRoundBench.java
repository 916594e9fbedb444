package arena.bench;

import arena.App;
import arena.contest.life.LiveContest;
import arena.pairing.Entrant;
import arena.pairing.RoundFormat;
import arena.pairing.RoundPlan;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The scale of a Swiss round (issue 43; docs/scaling.md): a real arena in this JVM (H2 file, turn clock, in-process house
 * bots standing in for teams) with TEAMS teams and k Swiss pairings: how long each round's start takes (pairing on the
 * standings, creating its matches in the store, building them in memory) and how long the round takes to play to its
 * end. Two rounds: the first pairs on the draw (no points yet), the second on the first's standings. Before that, the
 * pairing alone, in process, for the same field.
 *
 * <p>Run, after {@code mvn -o -q test-compile} and the class path as README's "Benchmarks" say:
 * <pre>
 * java -cp target/test-classes:target/classes:$(cat target/test-cp.txt) arena.bench.SwissRoundBench [TEAMS=200] [K=5] [GAME=vestrock] [TURN_MILLIS=200] [key=value ...]
 * </pre>
 * Extra {@code key=value} arguments are the game's settings (Vestrock's default here: {@code turnsPerMatch=20}).
 */
public final class SwissRoundBench {
    private SwissRoundBench() {}

    public static void main(String[] args) throws Exception {
        int teams = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        int k = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        String game = args.length > 2 ? args[2] : "vestrock";
        int turnMillis = args.length > 3 ? Integer.parseInt(args[3]) : 200;
        Map<String, Object> settings = new LinkedHashMap<>();
        if (game.equals("vestrock")) settings.put("turnsPerMatch", 20);
        for (int i = 4; i < args.length; i++) {
            String[] kv = args[i].split("=", 2);
            settings.put(kv[0], kv[1]);
        }
        pairingAlone(teams, k);
        settings.put("turnMillis", turnMillis);
        settings.put("earlyTurns", true);
        settings.put("swissPairings", k);
        settings.put("rounds", 2);
        settings.put("seed", 20261207L);
        try (App app = App.start(arena.support.TestDatabases.configure(new App.Config(0, 0, Files.createTempDirectory("swiss-bench"), false,
                "bench-password-1", null, 600, 5)))) {
            var contests = app.contests();
            contests.create("swiss", "Swiss bench", game, settings);
            List<String> bots = new ArrayList<>(app.contests().games().get(game).orElseThrow().houseBots().keySet());
            for (int i = 0; i < teams; i++) contests.enrollHouseBot("swiss", bots.get(i % bots.size()));
            Thread.sleep(3000); // the house bots log in
            System.out.printf("%s, %d house-bot teams, k = %d, %d ms turns (early turns), %s, %d cores%n", game, teams, k, turnMillis, settings,
                    Runtime.getRuntime().availableProcessors());
            for (int round = 1; round <= 2; round++) {
                long start = System.nanoTime();
                contests.startRound("swiss");
                double startMillis = (System.nanoTime() - start) / 1e6;
                LiveContest live = contests.live("swiss").orElseThrow();
                int matches = live.matches().size();
                while (live.roundRunning()) Thread.sleep(50);
                double played = (System.nanoTime() - start) / 1e9;
                System.out.printf("round %d: %d matches (all pairs: %d), started in %.0f ms (%s), played to the end in %.1f s%n", round, matches,
                        (long) teams * (teams - 1) * app.contests().games().get(game).orElseThrow().traits().matchesPerPair() / 2,
                        startMillis, startMillis < 1000 ? "under a second" : "OVER A SECOND", played);
            }
        }
    }

    /** The pairing alone, pure: the same field, points drawn at random, median of 20. */
    private static void pairingAlone(int teams, int k) {
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        List<Entrant> field = new ArrayList<>();
        for (int t = 1; t <= teams; t++) field.add(new Entrant(t, random.nextInt(40), 0));
        RoundFormat swiss = new RoundFormat(0, false, k);
        double[] micros = new double[20];
        RoundPlan plan = null;
        for (int i = 0; i < micros.length; i++) {
            long start = System.nanoTime();
            plan = swiss.plan(field, i);
            micros[i] = (System.nanoTime() - start) / 1e3;
        }
        java.util.Arrays.sort(micros);
        System.out.printf("pairing alone: %d teams, k = %d: %d pairs, median %.0f us (fastest %.0f us)%n", teams, k, plan.pairs().size(),
                micros[micros.length / 2], micros[0]);
    }
}
