package arena.contest.sessions;

import arena.contest.life.Round;
import arena.contest.turns.LiveMatch;

/**
 * Which seat a connection plays in a match: its team's seat, or, for a connection to one seat of one practice (a house
 * bot's; issue 44, each version of a team playing itself), that seat of that practice's match and nothing else. A
 * match seat is a team everywhere but there, where both seats are one team and the team alone no longer says which.
 */
record Seating(long teamId, Round scope, int seat) {
    /** A team's ordinary connection: its seat in each match. */
    static Seating team(long teamId) {
        return new Seating(teamId, null, -1);
    }

    /** The connection's seat in {@code m}, or -1 when it plays none there. */
    int in(LiveMatch m) {
        if (scope != null) return m == scope.match() ? seat : -1;
        return m.seatOf(teamId);
    }
}
