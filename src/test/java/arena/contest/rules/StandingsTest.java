package arena.contest.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

class StandingsTest {

    @Test
    void tiedTeamsShareARankAndTheNextTakesItsPosition() {
        // 9, 9, 7, 7, 7, 2: two teams share 1st, so the next is 3rd; three share 3rd, so the last is 6th.
        assertArrayEquals(new int[] {1, 1, 3, 3, 3, 6}, Standings.ranks(new double[] {9, 9, 7, 7, 7, 2}));
    }

    @Test
    void everyoneOnZeroPointsIsFirst() {
        // After a void every team has 0 points: all share rank 1 (the issue saw 1..5).
        assertArrayEquals(new int[] {1, 1, 1, 1, 1}, Standings.ranks(new double[] {0, 0, 0, 0, 0}));
    }

    @Test
    void sumsThatDifferOnlyByRoundingAreTied() {
        // 0.1 + 0.2 is 0.30000000000000004 in binary floating point; a reader sees 0.3 and 0.3.
        assertArrayEquals(new int[] {1, 1, 3}, Standings.ranks(new double[] {0.1 + 0.2, 0.3, 0.29}));
    }

    @Test
    void distinctTotalsRankInOrder() {
        assertArrayEquals(new int[] {1, 2, 3}, Standings.ranks(new double[] {3, 2.5, 2.49}));
    }
}
