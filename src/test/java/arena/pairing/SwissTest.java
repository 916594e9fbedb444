package arena.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The worked examples of docs/formats.md, "Swiss rounds", one test each, then the rule's promises on larger fields. */
class SwissTest {
    private static final long A = 1, B = 2, C = 3, D = 4, E = 5, F = 6;

    private static PlannedPair pair(long seat0, long seat1, int swissPairing) {
        return new PlannedPair(seat0, seat1, 0, swissPairing);
    }

    /** Example 1: six teams, k = 3: each meets the nearest below it it has not met, the search stepping back where it must. */
    @Test
    void sixTeamsThreePairings() {
        Swiss.Pairings p = Swiss.pair(List.of(A, B, C, D, E, F), 3, 0);
        assertEquals(List.of(
                pair(A, B, 1), pair(C, D, 1), pair(E, F, 1),
                pair(C, A, 2), pair(E, B, 2), pair(F, D, 2),
                pair(A, D, 3), pair(B, F, 3), pair(C, E, 3)), p.pairs());
        assertEquals(List.of(), p.byes());
    }

    /** Example 2: five teams, k = 2: each pairing leaves out the lowest ranked team that has had no bye yet. */
    @Test
    void fiveTeamsTwoPairingsWithByes() {
        Swiss.Pairings p = Swiss.pair(List.of(A, B, C, D, E), 2, 0);
        assertEquals(List.of(pair(A, B, 1), pair(C, D, 1), pair(C, A, 2), pair(E, B, 2)), p.pairs());
        assertEquals(List.of(new Bye(E, 0, 1), new Bye(D, 0, 2)), p.byes());
    }

    /** Example 4: more pairings asked than opponents exist: every team meets every other once. */
    @Test
    void moreOpponentsThanThereAreIsEveryPairOnce() {
        Swiss.Pairings p = Swiss.pair(List.of(A, B, C, D), 5, 0);
        assertEquals(List.of(
                pair(A, B, 1), pair(C, D, 1),
                pair(C, A, 2), pair(D, B, 2),
                pair(A, D, 3), pair(B, C, 3)), p.pairs());
    }

    /** Three teams, k = 2: a bye in each pairing, never the same team twice. */
    @Test
    void threeTeams() {
        Swiss.Pairings p = Swiss.pair(List.of(A, B, C), 2, 0);
        assertEquals(List.of(pair(A, B, 1), pair(C, A, 2)), p.pairs());
        assertEquals(List.of(new Bye(C, 0, 1), new Bye(B, 0, 2)), p.byes());
    }

    /** 200 teams, k = 5 (the scale): 500 pairings, each team five different opponents, all near it in the ranking. */
    @Test
    void twoHundredTeamsFivePairings() {
        List<Long> ranked = new ArrayList<>();
        for (long t = 1; t <= 200; t++) ranked.add(t);
        Swiss.Pairings p = Swiss.pair(ranked, 5, 0);
        assertEquals(500, p.pairs().size());
        assertEveryTeamMeetsDistinct(p, ranked, 5, 0);
        for (PlannedPair pp : p.pairs()) {
            assertTrue(Math.abs(pp.seat0() - pp.seat1()) <= 9, "teams of similar rank meet: " + pp);
        }
    }

    /**
     * 24 teams, k = 8: after seven pairings the top-down rule has made three blocks of eight who have all met, and the
     * way to an eighth pairing lies too deep for the top-down search; the second search finds it.
     */
    @Test
    void blocksThatHaveAllMetAreStillPairedWithoutARepeat() {
        List<Long> ranked = new ArrayList<>();
        for (long t = 1; t <= 24; t++) ranked.add(t);
        Swiss.Pairings seven = Swiss.pair(ranked, 7, 0);
        Map<Long, Set<Long>> met = new HashMap<>();
        for (PlannedPair p : seven.pairs()) {
            met.computeIfAbsent(p.seat0(), t -> new HashSet<>()).add(p.seat1());
            met.computeIfAbsent(p.seat1(), t -> new HashSet<>()).add(p.seat0());
        }
        assertEquals(Set.of(2L, 3L, 4L, 5L, 6L, 7L, 8L), met.get(1L), "team 1 has met the rest of its block of eight");
        Swiss.Pairings eight = Swiss.pair(ranked, 8, 0);
        assertEquals(96, eight.pairs().size());
        assertEveryTeamMeetsDistinct(eight, ranked, 8, 0);
    }

    /** Odd counts of every size up to 41 and every k: nobody meets anyone twice, and byes fall on k different teams. */
    @Test
    void noPairTwiceAndOneByeATeam() {
        for (int n = 2; n <= 41; n++) {
            List<Long> ranked = new ArrayList<>();
            for (long t = 1; t <= n; t++) ranked.add(t);
            for (int k = 1; k <= Math.min(n - 1, 8); k++) {
                Swiss.Pairings p = Swiss.pair(ranked, k, 0);
                assertEquals(n % 2 == 1 ? k : 0, p.byes().size(), n + " teams, k " + k);
                assertEquals(p.byes().size(), new HashSet<>(p.byes().stream().map(Bye::team).toList()).size(), "a team has one bye at most");
                assertEveryTeamMeetsDistinct(p, ranked, k, n % 2 == 1 ? 1 : 0);
            }
        }
    }

    private static void assertEveryTeamMeetsDistinct(Swiss.Pairings p, List<Long> ranked, int k, int byesATeamMax) {
        Map<Long, Set<Long>> opponents = new HashMap<>();
        Map<Long, Integer> matches = new HashMap<>();
        for (PlannedPair pp : p.pairs()) {
            assertTrue(opponents.computeIfAbsent(pp.seat0(), t -> new HashSet<>()).add(pp.seat1()), "met twice: " + pp);
            assertTrue(opponents.computeIfAbsent(pp.seat1(), t -> new HashSet<>()).add(pp.seat0()), "met twice: " + pp);
            matches.merge(pp.seat0(), 1, Integer::sum);
            matches.merge(pp.seat1(), 1, Integer::sum);
        }
        for (long t : ranked) {
            int m = matches.getOrDefault(t, 0);
            assertTrue(m == k || (byesATeamMax == 1 && m == k - 1), "team " + t + " plays " + m + " of " + k);
        }
    }
}
