package arena.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A contest's format as a whole: every pair as before, groups of round robins, Swiss on points with ties drawn. */
class RoundFormatTest {
    private static List<Entrant> teams(double... points) {
        List<Entrant> list = new ArrayList<>();
        for (int i = 0; i < points.length; i++) list.add(new Entrant(i + 1, points[i], 0));
        return list;
    }

    /** The default format numbers a round's matches exactly as the round robin of every pair always did. */
    @Test
    void everyPairAsBefore() {
        List<Entrant> five = teams(0, 0, 0, 0, 0);
        RoundPlan plan = new RoundFormat(0, false, 0).plan(five, 99);
        List<Long> ids = five.stream().map(Entrant::team).toList();
        assertEquals(RoundRobin.schedule(ids, 2), plan.matches(2));
        assertEquals(RoundRobin.schedule(ids, 1), plan.matches(1));
        assertEquals(Map.of(), plan.groups());
    }

    /** Example 5 again, whole: group 1 plays its six pairs, then group 2 its three; each pair twice with seats swapped. */
    @Test
    void groupsPlayTheirOwnRoundRobins() {
        List<Entrant> seven = new ArrayList<>();
        for (long t = 1; t <= 7; t++) seven.add(new Entrant(t, 0, 8 - t));
        RoundPlan plan = new RoundFormat(2, true, 0).plan(seven, 42);
        assertEquals(9, plan.pairs().size());
        assertEquals(18, plan.matches(2).size());
        assertEquals(Map.of(1L, 1, 2L, 1, 3L, 1, 4L, 1, 5L, 2, 6L, 2, 7L, 2), plan.groups());
        for (PlannedPair p : plan.pairs()) assertEquals(plan.groups().get(p.seat0()), plan.groups().get(p.seat1()), "within a group: " + p);
        assertEquals(new PlannedPair(5, 6, 2, 0), plan.pairs().get(6));
    }

    /** Example 3: ties on points are ranked by the draw: seed 42 puts B before C, seed 43 C before B. */
    @Test
    void tiesAreRankedByTheDraw() {
        List<Entrant> four = teams(6, 3, 3, 0);
        assertTrue(DrawOrder.key(42, 2) == -8669618687474489105L && DrawOrder.key(42, 3) == 3663181783534248268L, "the keys the example gives");
        assertEquals(List.of(new PlannedPair(1, 2, 0, 1), new PlannedPair(3, 4, 0, 1)), new RoundFormat(0, false, 1).plan(four, 42).pairs());
        assertEquals(List.of(new PlannedPair(1, 3, 0, 1), new PlannedPair(2, 4, 0, 1)), new RoundFormat(0, false, 1).plan(four, 43).pairs());
        List<Entrant> reversed = new ArrayList<>(four);
        java.util.Collections.reverse(reversed);
        assertEquals(new RoundFormat(0, false, 1).plan(four, 43).pairs(), new RoundFormat(0, false, 1).plan(reversed, 43).pairs(),
                "the order teams are read in changes nothing");
    }

    /** Swiss inside groups: each group pairs on its own, and its byes name it. */
    @Test
    void swissWithinGroups() {
        List<Entrant> ten = teams(9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
        RoundPlan plan = new RoundFormat(2, false, 2).plan(ten, 7);
        assertEquals(4, plan.byes().size(), "two groups of five: a bye in each of their two pairings");
        for (PlannedPair p : plan.pairs()) assertEquals(p.group(), plan.groups().get(p.seat0()));
        for (Bye b : plan.byes()) assertEquals(b.group(), plan.groups().get(b.team()));
        assertTrue(plan.pairs().stream().allMatch(p -> p.swissPairing() >= 1 && p.swissPairing() <= 2));
    }
}
