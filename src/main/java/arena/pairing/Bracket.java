package arena.pairing;

import java.util.ArrayList;
import java.util.List;

/**
 * A single-elimination playoff (issue 43; docs/formats.md, "A final bracket"): the top {@code n} teams of the standings,
 * seeded by rank, each tie a series of {@code bestOf} matches. Pure: the seeds and the results of the series played so
 * far give every stage.
 *
 * <p>The bracket has {@code size} lines, the power of two at or above {@code n}, in the usual order (seed 1 and seed 2
 * meet in the final at the earliest, 1 and 4 in a semi-final, ...); a seed whose opponent would be above {@code n} goes
 * through without playing (a bye), so byes fall to the best seeds.
 *
 * @param seeds the teams, best seed first
 * @param bestOf matches in a series, odd
 */
public record Bracket(List<Long> seeds, int bestOf) {
    public static final int MIN_TEAMS = 4;
    public static final int MAX_TEAMS = 64;
    public static final int MAX_BEST_OF = 9;

    public Bracket {
        seeds = List.copyOf(seeds);
        if (seeds.size() < MIN_TEAMS || seeds.size() > MAX_TEAMS) throw new IllegalArgumentException("a playoff has 4 to 64 teams");
        if (bestOf < 1 || bestOf > MAX_BEST_OF || bestOf % 2 == 0) throw new IllegalArgumentException("a series is best of an odd number, 1 to 9");
    }

    /** Lines of the first stage: the power of two at or above the number of teams. */
    public int size() {
        return Integer.highestOneBit(seeds.size() - 1) << 1;
    }

    /** Stages to the final: 2 for 4 teams, 6 for 64. */
    public int stages() {
        return Integer.numberOfTrailingZeros(size());
    }

    /** The seeds (1-based) in the order of the bracket's lines: for 8, 1 8 4 5 2 7 3 6. */
    public static List<Integer> lineOrder(int size) {
        List<Integer> order = List.of(1);
        for (int lines = 2; lines <= size; lines *= 2) {
            List<Integer> next = new ArrayList<>();
            for (int s : order) {
                next.add(s);
                next.add(lines + 1 - s);
            }
            order = next;
        }
        return order;
    }

    /** One tie: the two seeds (1-based; the better first), or one and 0 for a bye; its winner once decided, else 0. */
    public record Tie(int higher, int lower, int winner) {
        public boolean bye() {
            return lower == 0;
        }
    }

    /** What a finished series came to, for its higher and lower seed: matches won and the sum of their match scores. */
    public record SeriesResult(int higherWins, int lowerWins, double higherScore, double lowerScore) {}

    /**
     * The series winner: more matches won; equal (draws), the higher sum of match scores over the series; equal again,
     * the higher seed (docs/formats.md).
     */
    public static boolean higherWins(SeriesResult r) {
        if (r.higherWins() != r.lowerWins()) return r.higherWins() > r.lowerWins();
        if (Math.abs(r.higherScore() - r.lowerScore()) > 1e-9) return r.higherScore() > r.lowerScore();
        return true;
    }

    /**
     * Every stage as far as the results go: stage 1 from the seeds; each later one from the winners of the one before,
     * once all its series are decided. {@code results.get(s)} holds the results of stage {@code s + 1}'s series that were
     * played, in the order of its ties (byes have none).
     */
    public List<List<Tie>> stagesSoFar(List<List<SeriesResult>> results) {
        List<List<Tie>> stages = new ArrayList<>();
        List<Integer> order = lineOrder(size());
        List<Tie> stage = new ArrayList<>();
        for (int i = 0; i < order.size(); i += 2) {
            int a = order.get(i);
            int b = order.get(i + 1);
            int higher = Math.min(a, b);
            int lower = Math.max(a, b);
            stage.add(lower > seeds.size() ? new Tie(higher, 0, higher) : new Tie(higher, lower, 0));
        }
        for (int s = 0; ; s++) {
            List<SeriesResult> played = s < results.size() ? results.get(s) : List.of();
            List<Tie> decided = new ArrayList<>();
            int next = 0;
            for (Tie t : stage) {
                if (t.bye()) decided.add(t);
                else if (next < played.size()) decided.add(new Tie(t.higher(), t.lower(), higherWins(played.get(next++)) ? t.higher() : t.lower()));
                else decided.add(t);
            }
            stages.add(List.copyOf(decided));
            if (decided.size() == 1 || decided.stream().anyMatch(t -> t.winner() == 0)) return List.copyOf(stages);
            stage = new ArrayList<>();
            for (int i = 0; i < decided.size(); i += 2) {
                int a = decided.get(i).winner();
                int b = decided.get(i + 1).winner();
                stage.add(new Tie(Math.min(a, b), Math.max(a, b), 0));
            }
        }
    }

    /** The champion's seed once the final is decided, else 0. */
    public int champion(List<List<SeriesResult>> results) {
        List<List<Tie>> stages = stagesSoFar(results);
        List<Tie> last = stages.get(stages.size() - 1);
        return stages.size() == stages() && last.size() == 1 ? last.get(0).winner() : 0;
    }

    /**
     * The matches of a series as seats (seeds, 1-based): the higher seed plays seat 0 in odd matches and seat 1 in even
     * ones, so with an odd {@code bestOf} it has seat 0 once more.
     */
    public List<int[]> seriesSeats(Tie t) {
        List<int[]> seats = new ArrayList<>();
        for (int m = 1; m <= bestOf; m++) seats.add(m % 2 == 1 ? new int[] {t.higher(), t.lower()} : new int[] {t.lower(), t.higher()});
        return seats;
    }
}
