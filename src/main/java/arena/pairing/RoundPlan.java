package arena.pairing;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Who meets whom in a round: the pairs in the order their matches are numbered, each team's group (empty when the round
 * has none) and the Swiss byes; {@code series}: each pair is one match of a playoff's series, seats as given.
 */
public record RoundPlan(List<PlannedPair> pairs, Map<Long, Integer> groups, List<Bye> byes, boolean series) {

    public RoundPlan(List<PlannedPair> pairs, Map<Long, Integer> groups, List<Bye> byes) {
        this(pairs, groups, byes, false);
    }

    /** A playoff stage's matches, one for each pair given, in that order (its series' seats alternate already). */
    public static RoundPlan series(List<PlannedPair> matches) {
        return new RoundPlan(List.copyOf(matches), Map.of(), List.of(), true);
    }

    /**
     * The round's matches as seats: every pair once in plan order, then, for a game whose pairs play twice, every pair
     * again with seats swapped (the order a round robin of every pair has always had, so such rounds number their
     * matches as before).
     */
    public List<RoundRobin.Pairing> matches(int matchesPerPair) {
        if (matchesPerPair < 1 || matchesPerPair > 2) throw new IllegalArgumentException("matches per pair must be 1 or 2");
        List<RoundRobin.Pairing> all = new ArrayList<>();
        for (PlannedPair p : pairs) all.add(new RoundRobin.Pairing(p.seat0(), p.seat1()));
        if (matchesPerPair == 2 && !series) for (PlannedPair p : pairs) all.add(new RoundRobin.Pairing(p.seat1(), p.seat0()));
        return all;
    }
}
