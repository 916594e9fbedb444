package arena.bench;

import arena.App;
import arena.contest.life.LiveContest;
import arena.contest.turns.LiveMatch;
import arena.contest.turns.TurnClock;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The harness of the round benchmarks: a real arena in this JVM (H2 store, turn clock, in-process house
 * bots speaking the protocol), one round of house-bot teams, and how late the clock's ticks were.
 */
public final class HouseBotRound {

    /** A finished round: its matches (engines still readable), how long it took, and the clock's lateness. */
    public record Result(List<LiveMatch> matches, double seconds, TurnClock.Lateness lateness) {
        public String latenessLine() {
            return String.format("tick lateness over %d ticks: p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms",
                    lateness.count(), lateness.quantileMillis(0.5), lateness.quantileMillis(0.9), lateness.quantileMillis(0.99),
                    lateness.quantileMillis(1.0));
        }
    }

    private HouseBotRound() {}

    /**
     * Plays one round of {@code game} with {@code teams} house-bot teams, the bots taken in turn from {@code bots},
     * over the given settings (one round, a fixed seed). {@code settleMillis} lets the bots log in (and register
     * entries) before the round starts.
     */
    public static Result play(String game, Map<String, Object> gameSettings, int teams, List<String> bots, long settleMillis) throws Exception {
        try (App app = App.start(arena.support.TestDatabases.configure(new App.Config(0, 0, Files.createTempDirectory(game + "-bench"), false, "bench-password-1", null, 600, 5)))) {
            var contests = app.contests();
            Map<String, Object> settings = new LinkedHashMap<>(gameSettings);
            settings.put("rounds", 1);
            settings.put("seed", 20240601L);
            contests.create("bench", game + " bench", game, settings);
            for (int i = 0; i < teams; i++) contests.enrollHouseBot("bench", bots.get(i % bots.size()));
            Thread.sleep(settleMillis);
            long start = System.nanoTime();
            contests.startRound("bench");
            LiveContest live = contests.live("bench").orElseThrow();
            List<LiveMatch> matches = live.matches();
            TurnClock.Lateness lateness = live.clockLateness();
            while (!live.finished()) Thread.sleep(100);
            return new Result(matches, (System.nanoTime() - start) / 1e9, lateness);
        }
    }
}
