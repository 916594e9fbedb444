package arena.contest.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.store.PlayQueries.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RatingsTest {
    private static Result match(long a, long b, double sa, double sb) {
        return new Result(0, 1, 1, a, b, sa, sb);
    }

    @Test
    void aTeamThatKeepsWinningRisesAboveTheOnesItBeats() {
        List<Result> results = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            results.add(match(1, 2, 3, 0));
            results.add(match(3, 1, 0, 3));
            results.add(match(2, 3, 1, 1));
        }
        Map<Long, Ratings.Rating> r = Ratings.compute(results);
        assertTrue(r.get(1L).mu() > r.get(2L).mu());
        assertTrue(r.get(1L).mu() > r.get(3L).mu());
        assertTrue(r.get(1L).mu() > Ratings.START_MU && r.get(2L).mu() < Ratings.START_MU);
    }

    @Test
    void uncertaintyShrinksAsMatchesArePlayed() {
        Map<Long, Ratings.Rating> one = Ratings.compute(List.of(match(1, 2, 1, 0)));
        Map<Long, Ratings.Rating> many = Ratings.compute(java.util.Collections.nCopies(10, match(1, 2, 1, 0)));
        assertTrue(one.get(1L).sigma() < Ratings.START_SIGMA);
        assertTrue(many.get(1L).sigma() < one.get(1L).sigma());
    }

    @Test
    void aDrawBetweenEqualsChangesNoEstimate() {
        Map<Long, Ratings.Rating> r = Ratings.compute(List.of(match(1, 2, 5, 5)));
        assertEquals(r.get(1L).mu(), r.get(2L).mu(), 1e-9);
        assertEquals(Ratings.START_MU, r.get(1L).mu(), 1e-6);
    }

    @Test
    void itIsRecomputedFromTheResultsAlone() {
        List<Result> results = List.of(match(1, 2, 3, 0), match(2, 1, 3, 0), match(1, 2, 1, 1));
        assertEquals(Ratings.compute(results), Ratings.compute(results));
    }
}
