package arena.pairing;

import java.util.ArrayList;
import java.util.List;

/**
 * A round's teams split into groups (issue 43; docs/formats.md): by the draw of the round's pairing seed, or by rating
 * (the strongest together), dealt in that order into groups whose sizes differ by one at most, the first groups taking
 * the extra teams. A group needs two teams: with fewer teams than twice the groups asked for, fewer groups are made.
 */
final class Groups {
    private Groups() {}

    /** How many groups {@code teams} teams make when {@code asked} are asked for (0 and 1: one). */
    static int count(int asked, int teams) {
        return Math.max(1, Math.min(asked, teams / 2));
    }

    static List<List<Entrant>> split(List<Entrant> entrants, int asked, boolean byRating, long pairingSeed) {
        int groups = count(asked, entrants.size());
        List<Entrant> dealt = new ArrayList<>(entrants);
        dealt.sort(byRating ? DrawOrder.byRating(pairingSeed) : DrawOrder.drawn(pairingSeed));
        List<List<Entrant>> split = new ArrayList<>();
        int size = entrants.size() / groups;
        int extra = entrants.size() % groups;
        int next = 0;
        for (int g = 0; g < groups; g++) {
            int take = size + (g < extra ? 1 : 0);
            split.add(List.copyOf(dealt.subList(next, next + take)));
            next += take;
        }
        return split;
    }
}
