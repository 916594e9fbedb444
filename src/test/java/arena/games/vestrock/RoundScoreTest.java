package arena.games.vestrock;

import static org.junit.jupiter.api.Assertions.assertEquals;

import arena.game.MatchResult;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A team's round score is the sum of R(S)^1.5 over its match scores S, R counted over every score of the round. */
class RoundScoreTest {

    @Test
    void aWorkedExample() {
        // A beat B (80 : -20); B and A ended on HP, 35 : 25; A and C drew, 30 : 30.
        // All six scores sorted: -20, 25, 30, 30, 35, 80, so R(-20)=0, R(25)=1, R(30)=2, R(35)=4, R(80)=5.
        List<MatchResult> results = List.of(
                new MatchResult(1, new long[] {1, 2}, new double[] {80, -20}),
                new MatchResult(2, new long[] {2, 1}, new double[] {35, 25}),
                new MatchResult(3, new long[] {1, 3}, new double[] {30, 30}));
        Map<Long, Double> points = new Vestrock().roundScores(results);
        assertEquals(Math.pow(5, 1.5) + 1 + Math.pow(2, 1.5), points.get(1L), 1e-9, "A: 11.18 + 1 + 2.83");
        assertEquals(15.0087, points.get(1L), 1e-4);
        assertEquals(8.0, points.get(2L), 1e-9, "B: 0 + 4^1.5");
        assertEquals(Math.pow(2, 1.5), points.get(3L), 1e-9, "C: 2^1.5");
    }

    @Test
    void theMatchScore() {
        Pos p = Pos.of(Pos.creature(1, 1, 1)).hp(0, 12).hp(1, 7);
        assertEquals(12 - 7 + 1.5 * 20, p.m.score(0));
        assertEquals(7 - 12 + 1.5 * 20, p.m.score(1));
        p.hp(1, 0);
        assertEquals(12 + 3 * 20, p.m.score(0));
        assertEquals(-12, p.m.score(1));
    }
}
