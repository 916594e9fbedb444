package arena.pairing;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The Swiss pairings of one group of a round (issue 43; the rule and its worked examples are docs/formats.md): teams
 * ranked best first meet {@code k} opponents, one in each of {@code k} pairings, each the nearest below it in the
 * ranking that it has not met in this round, so that teams of similar points meet and no pair meets twice while
 * another way remains. With an odd number of teams each pairing leaves one team out (a bye): the lowest ranked that has
 * had none in this round.
 */
final class Swiss {
    /**
     * Steps of the search for one pairing without a repeat before it gives up (a few milliseconds). Far above what a
     * field of a class needs with a small k (200 teams, k = 5: a few hundred steps); it bounds the time of a pairing
     * that has no way round a repeat, or whose way round lies too deep (24 teams with k = 8: docs/formats.md).
     */
    static final int SEARCH_STEPS = 20_000;

    /**
     * Pairs looked at by the second search (each of its steps looks at every pair left) before it gives up: about 100 ms,
     * enough to go straight down a field of 200 teams three times over.
     */
    static final long SEARCH_LOOKS = 5_000_000;

    private Swiss() {}

    /** What the pairings of a group came to: the pairs in order (pairing 1 first, each top-down) and the byes. */
    record Pairings(List<PlannedPair> pairs, List<Bye> byes) {}

    /**
     * The pairings of teams ranked best first. {@code k} above {@code n - 1} (more opponents than there are) plays
     * {@code n - 1}: every team then meets every other once.
     */
    static Pairings pair(List<Long> ranked, int k, int group) {
        int n = ranked.size();
        int pairings = Math.min(k, n - 1);
        Set<Long> met = new HashSet<>();
        boolean[] hadBye = new boolean[n];
        List<PlannedPair> pairs = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        for (int r = 1; r <= pairings; r++) {
            int bye = -1;
            if (n % 2 == 1) {
                for (int i = n - 1; i >= 0 && bye < 0; i--) if (!hadBye[i]) bye = i;
                hadBye[bye] = true;
                byes.add(new Bye(ranked.get(bye), group, r));
            }
            int[] partner = new int[n];
            java.util.Arrays.fill(partner, -1);
            if (bye >= 0) partner[bye] = bye;
            if (!new Search(n, met).fill(partner, 0)) {
                clear(partner, bye);
                if (!new Search(n, met).fillMostConstrainedFirst(partner)) {
                    clear(partner, bye);
                    greedy(partner, met); // no way round a repeat found: as few as the greedy rule makes
                }
            }
            for (int i = 0; i < n; i++) {
                int j = partner[i];
                if (j <= i) continue; // the bye, or a pair already listed from its higher-placed team
                met.add(key(i, j));
                // the higher placed plays seat 0 in odd pairings and seat 1 in even ones, so seats alternate over a round
                long higher = ranked.get(i);
                long lower = ranked.get(j);
                pairs.add(r % 2 == 1 ? new PlannedPair(higher, lower, group, r) : new PlannedPair(lower, higher, group, r));
            }
        }
        return new Pairings(List.copyOf(pairs), List.copyOf(byes));
    }

    private static void clear(int[] partner, int bye) {
        java.util.Arrays.fill(partner, -1);
        if (bye >= 0) partner[bye] = bye;
    }

    /**
     * The pairing when the searches find none without a repeat: top-down, each team takes the nearest below it that it
     * has not met, or, when it has met all that are left, the nearest.
     */
    private static void greedy(int[] partner, Set<Long> met) {
        int n = partner.length;
        for (int i = 0; i < n; i++) {
            if (partner[i] >= 0) continue;
            int nearest = -1;
            int fresh = -1;
            for (int j = i + 1; j < n && fresh < 0; j++) {
                if (partner[j] >= 0) continue;
                if (nearest < 0) nearest = j;
                if (!met.contains(key(i, j))) fresh = j;
            }
            int j = fresh >= 0 ? fresh : nearest;
            partner[i] = j;
            partner[j] = i;
        }
    }

    private static long key(int i, int j) {
        return ((long) Math.min(i, j) << 32) | Math.max(i, j);
    }

    /**
     * A depth-first search of one pairing without a repeat: the highest-placed team left takes the nearest team below it
     * not met; or, when that finds nothing within its steps, the team left with the fewest teams it may still meet takes
     * the nearest of them (which finds a way where the top-down order would search too deep).
     */
    private static final class Search {
        private final int n;
        private final Set<Long> met;
        private int steps;
        private long looks;

        Search(int n, Set<Long> met) {
            this.n = n;
            this.met = met;
        }

        /**
         * Pairs every team without a partner yet, the most constrained first (fewest teams left it has not met; ties:
         * the higher placed), each with the nearest in rank of those (ties: the higher placed); false if no way exists
         * (or the steps ran out).
         */
        boolean fillMostConstrainedFirst(int[] partner) {
            int chosen = -1;
            int fewest = Integer.MAX_VALUE;
            for (int i = 0; i < n; i++) {
                if (partner[i] >= 0) continue;
                int options = 0;
                for (int j = 0; j < n; j++) {
                    if (j == i || partner[j] >= 0) continue;
                    looks++;
                    if (!met.contains(key(i, j))) options++;
                }
                if (options < fewest) {
                    fewest = options;
                    chosen = i;
                }
            }
            if (chosen < 0) return true;
            if (fewest == 0) return false;
            for (int d = 1; d < n; d++) {
                for (int j : new int[] {chosen - d, chosen + d}) {
                    if (j < 0 || j >= n || partner[j] >= 0 || met.contains(key(chosen, j))) continue;
                    if (looks > SEARCH_LOOKS) return false;
                    partner[chosen] = j;
                    partner[j] = chosen;
                    if (fillMostConstrainedFirst(partner)) return true;
                    partner[chosen] = -1;
                    partner[j] = -1;
                }
            }
            return false;
        }

        /** Pairs every team from {@code from} on that has no partner yet; false if no way exists (or the steps ran out). */
        boolean fill(int[] partner, int from) {
            int i = from;
            while (i < n && partner[i] >= 0) i++;
            if (i == n) return true;
            for (int j = i + 1; j < n; j++) {
                if (partner[j] >= 0 || met.contains(key(i, j))) continue;
                if (++steps > SEARCH_STEPS) return false;
                partner[i] = j;
                partner[j] = i;
                if (fill(partner, i + 1)) return true;
                partner[i] = -1;
                partner[j] = -1;
            }
            return false;
        }
    }
}
