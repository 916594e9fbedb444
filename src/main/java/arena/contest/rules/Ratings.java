package arena.contest.rules;

import arena.store.PlayQueries;
import com.pocketcombats.openskill.Adjudicator;
import com.pocketcombats.openskill.RatingModelConfig;
import com.pocketcombats.openskill.data.RatingAdjustment;
import com.pocketcombats.openskill.data.SimplePlayerResult;
import com.pocketcombats.openskill.data.SimpleTeamResult;
import com.pocketcombats.openskill.data.TeamResult;
import com.pocketcombats.openskill.model.PlackettLuce;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Skill ratings (OpenSkill's Weng-Lin Plackett-Luce model) recomputed from a contest's stored results, match
 * after match in the order they were played. The score decides the order of the two teams; equal scores tie.
 */
public final class Ratings {
    public static final double START_MU = 25.0;
    public static final double START_SIGMA = 25.0 / 3;

    /** A rating: the estimate {@code mu}, its uncertainty {@code sigma}, and the cautious value mu - 3 sigma. */
    public record Rating(double mu, double sigma) {
        public double conservative() {
            return mu - 3 * sigma;
        }
    }

    private Ratings() {}

    public static Map<Long, Rating> compute(List<PlayQueries.Result> results) {
        RatingModelConfig config = RatingModelConfig.builder().build();
        Adjudicator<Long> adjudicator = new Adjudicator<>(config, new PlackettLuce(config));
        Map<Long, Rating> ratings = new HashMap<>();
        for (PlayQueries.Result r : results) {
            Rating a = ratings.getOrDefault(r.seat0(), new Rating(START_MU, START_SIGMA));
            Rating b = ratings.getOrDefault(r.seat1(), new Rating(START_MU, START_SIGMA));
            int rankA = r.score0() >= r.score1() ? 1 : 2;
            int rankB = r.score1() >= r.score0() ? 1 : 2;
            List<TeamResult<Long>> teams = List.of(team(r.seat0(), a, rankA), team(r.seat1(), b, rankB));
            for (RatingAdjustment<Long> adj : adjudicator.rate(teams)) {
                ratings.put(adj.playerId(), new Rating(adj.mu(), adj.sigma()));
            }
        }
        return ratings;
    }

    private static TeamResult<Long> team(long id, Rating rating, int rank) {
        return new SimpleTeamResult<>(rating.mu(), rating.sigma(), rank, List.of(new SimplePlayerResult<>(id, rating.mu(), rating.sigma())));
    }
}
