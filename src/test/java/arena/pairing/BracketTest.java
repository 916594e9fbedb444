package arena.pairing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.pairing.Bracket.SeriesResult;
import arena.pairing.Bracket.Tie;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The worked examples of docs/formats.md, "A final bracket". */
class BracketTest {
    private static Bracket of(int teams, int bestOf) {
        List<Long> seeds = new java.util.ArrayList<>();
        for (long t = 1; t <= teams; t++) seeds.add(100 + t);
        return new Bracket(seeds, bestOf);
    }

    @Test
    void linesInTheUsualOrder() {
        assertEquals(List.of(1, 4, 2, 3), Bracket.lineOrder(4));
        assertEquals(List.of(1, 8, 4, 5, 2, 7, 3, 6), Bracket.lineOrder(8));
        assertEquals(List.of(1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11), Bracket.lineOrder(16));
    }

    /** Example 7: six teams, best of three: seeds 1 and 2 have byes; 4-5 and 3-6 play first. */
    @Test
    void sixTeamsByesToTheBestSeeds() {
        Bracket b = of(6, 3);
        assertEquals(8, b.size());
        assertEquals(3, b.stages());
        List<List<Tie>> stages = b.stagesSoFar(List.of());
        assertEquals(List.of(List.of(new Tie(1, 0, 1), new Tie(4, 5, 0), new Tie(2, 0, 2), new Tie(3, 6, 0))), stages);
        // 5 beats 4 (2-1), 3 beats 6 (2-0): the semi-finals are 1-5 and 2-3
        stages = b.stagesSoFar(List.of(List.of(new SeriesResult(1, 2, 10, 12), new SeriesResult(2, 0, 9, 1))));
        assertEquals(List.of(new Tie(1, 5, 0), new Tie(2, 3, 0)), stages.get(1));
        // 5 upsets 1, 2 beats 3; then 2 wins the final
        List<List<SeriesResult>> all = List.of(List.of(new SeriesResult(1, 2, 10, 12), new SeriesResult(2, 0, 9, 1)),
                List.of(new SeriesResult(0, 2, 0, 2), new SeriesResult(2, 1, 5, 4)), List.of(new SeriesResult(2, 1, 3, 2)));
        stages = b.stagesSoFar(all);
        assertEquals(List.of(new Tie(2, 5, 2)), stages.get(2));
        assertEquals(2, b.champion(all));
        assertEquals(0, b.champion(all.subList(0, 2)));
    }

    /** Example 8: the series' tie-break: wins, then the sum of match scores, then the higher seed. */
    @Test
    void seriesTieBreak() {
        assertTrue(Bracket.higherWins(new SeriesResult(2, 1, 0, 100)), "more wins first");
        assertFalse(Bracket.higherWins(new SeriesResult(1, 1, 4, 5)), "equal wins (a draw): the higher sum of scores");
        assertTrue(Bracket.higherWins(new SeriesResult(1, 1, 5, 5)), "equal again: the higher seed");
        assertTrue(Bracket.higherWins(new SeriesResult(0, 0, 0, 0)), "three draws: the higher seed");
    }

    @Test
    void seatsAlternateInASeries() {
        List<int[]> seats = of(4, 3).seriesSeats(new Tie(1, 4, 0));
        assertEquals(3, seats.size());
        assertArrayEquals(new int[] {1, 4}, seats.get(0));
        assertArrayEquals(new int[] {4, 1}, seats.get(1));
        assertArrayEquals(new int[] {1, 4}, seats.get(2));
    }

    @Test
    void limits() {
        assertThrows(IllegalArgumentException.class, () -> of(3, 3));
        assertThrows(IllegalArgumentException.class, () -> of(65, 3));
        assertThrows(IllegalArgumentException.class, () -> of(8, 2));
        assertThrows(IllegalArgumentException.class, () -> of(8, 11));
        assertEquals(6, of(64, 1).stages());
        assertEquals(64, of(33, 1).size());
        assertEquals(2, of(4, 1).stages());
    }
}
