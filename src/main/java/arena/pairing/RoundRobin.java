package arena.pairing;

import java.util.ArrayList;
import java.util.List;

/** The schedule of a round: every pair of teams meets; with two matches per pair the seats are swapped. */
public final class RoundRobin {
    private RoundRobin() {}

    public record Pairing(long seat0, long seat1) {}

    /** Pairings in a stable order: first every pair once, then, if asked, every pair again with seats swapped. */
    public static List<Pairing> schedule(List<Long> teams, int matchesPerPair) {
        if (matchesPerPair < 1 || matchesPerPair > 2) throw new IllegalArgumentException("matches per pair must be 1 or 2");
        List<Pairing> first = new ArrayList<>();
        for (int i = 0; i < teams.size(); i++) {
            for (int j = i + 1; j < teams.size(); j++) {
                first.add(new Pairing(teams.get(i), teams.get(j)));
            }
        }
        List<Pairing> all = new ArrayList<>(first);
        if (matchesPerPair == 2) {
            for (Pairing p : first) all.add(new Pairing(p.seat1(), p.seat0()));
        }
        return all;
    }
}
