package arena.pairing;

import arena.game.Seeds;
import java.util.Comparator;

/**
 * The draw that breaks ties and makes random groups: each team's key is {@code Seeds.derive(pairingSeed, teamId)}, so the
 * draw depends on the round's seed and the team alone, never on the order teams enrolled in or were read (RULINGS 9).
 */
final class DrawOrder {
    private DrawOrder() {}

    static long key(long pairingSeed, long team) {
        return Seeds.derive(pairingSeed, team);
    }

    /** Teams by their draw key, lowest first (the key's sign included); each key is hashed once per comparator. */
    static Comparator<Entrant> drawn(long pairingSeed) {
        java.util.Map<Long, Long> keys = new java.util.HashMap<>();
        return Comparator.comparingLong(e -> keys.computeIfAbsent(e.team(), t -> key(pairingSeed, t)));
    }

    /**
     * Most points first; equal points in the order of the draw. Points are sums of fractional round scores (Vestrock's
     * R(S)^1.5), so they are compared to six decimals, as the standings tie them ({@code Standings.ranks}).
     */
    static Comparator<Entrant> byPoints(long pairingSeed) {
        return Comparator.comparingLong((Entrant e) -> Math.round(e.points() * 1e6)).reversed().thenComparing(drawn(pairingSeed));
    }

    /** Highest rating first; equal ratings in the order of the draw. */
    static Comparator<Entrant> byRating(long pairingSeed) {
        return Comparator.comparingDouble(Entrant::rating).reversed().thenComparing(drawn(pairingSeed));
    }
}
