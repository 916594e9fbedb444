package arena.games.vestrock;

import arena.game.BasicGame;
import arena.game.BoardPages;
import arena.game.GamePages;
import arena.game.GameTraits;
import arena.game.MatchResult;
import arena.game.Settings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Vestrock: a two-player card game over one shared, open deck (specs/vestrock.md, RULINGS section 3). */
public final class Vestrock extends BasicGame {
    public static final String NAME = "vestrock";
    /** Its pages: the board, the rules template under {@code games/vestrock/}, the starter bot as the sample. */
    private static final GamePages PAGES = new BoardPages(NAME, new VestrockBoardHtml(), Map.of(VestrockSettings.TURNS, 60));

    public Vestrock() {
        super(NAME, "Vestrock",
                "A card game with one shared, open deck: play creatures, tap them for mana, cast spells, attack and block until one side is at 0 HP.",
                VestrockSettings.SETTINGS, new VestrockProtocol(), bots("greedy", GreedyBot::new, "random", RandomBot::new), GameTraits.USUAL);
    }

    @Override
    public Deck prepareRound(long roundSeed, Settings settings) {
        return Deck.deal(roundSeed, settings.getInt(VestrockSettings.DECK_SIZE));
    }

    /**
     * The specification's tournament score: each match score S counts R(S)^1.5, where R(S) is the number
     * of scores of the round (every seat of every match) strictly smaller than S.
     */
    @Override
    public Map<Long, Double> roundScores(List<MatchResult> results) {
        List<Double> all = new ArrayList<>();
        for (MatchResult r : results) for (double s : r.scores()) all.add(s);
        double[] sorted = all.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        Map<Long, Double> points = new LinkedHashMap<>();
        for (MatchResult r : results) {
            for (int seat = 0; seat < r.teams().length; seat++) {
                int rank = lowerBound(sorted, r.scores()[seat]);
                points.merge(r.teams()[seat], Math.pow(rank, 1.5), Double::sum);
            }
        }
        return points;
    }

    /** The number of values strictly smaller than {@code v} in a sorted array. */
    private static int lowerBound(double[] sorted, double v) {
        int lo = 0, hi = sorted.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] < v) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

    @Override
    public GamePages pages() {
        return PAGES;
    }

    @Override
    public int turnLimit(Settings settings) {
        return settings.getInt(VestrockSettings.TURNS);
    }
}
