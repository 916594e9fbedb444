package arena.game;

/**
 * What people call the two seats of a match: the teams' names. A new match gets them as data, like its seed and
 * entries, so that the text it writes for people (its summary, its log, its result) names the teams; the summary
 * stored with a finished match, the CSV and every page that shows it then read the same without a lookup. The
 * names change no rule: a match with other names plays exactly the same.
 */
public record SeatNames(String first, String second) {
    /** For matches with no teams behind them (rule tests, benchmarks). */
    public static final SeatNames NUMBERED = new SeatNames("player 1", "player 2");

    public SeatNames {
        if (first == null || second == null) throw new IllegalArgumentException("both seats need a name");
    }

    /** The name of seat 0 or 1. */
    public String of(int seat) {
        return seat == 0 ? first : second;
    }
}
