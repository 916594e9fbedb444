package arena.game;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A finished match as scoring sees it: the teams by seat and their match scores. */
public record MatchResult(long matchId, long[] teams, double[] scores) {

    public static Map<Long, Double> sumPerTeam(List<MatchResult> results) {
        Map<Long, Double> sums = new LinkedHashMap<>();
        for (MatchResult r : results) {
            for (int seat = 0; seat < r.teams().length; seat++) {
                sums.merge(r.teams()[seat], r.scores()[seat], Double::sum);
            }
        }
        return sums;
    }
}
