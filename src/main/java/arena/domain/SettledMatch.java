package arena.domain;

import java.util.List;

/**
 * A finished match to settle into the store (the contest core's {@code MatchSettler}): its result and its seats'
 * private logs (encoded; empty ones are left out). A log is its seat's, not only its team's: in a team's practice of
 * one version against another both seats are the team (issue 44).
 */
public record SettledMatch(MatchUpdate result, List<SeatLog> teamLogs) {

    /** The private log of the team in one seat. */
    public record SeatLog(int seat, long teamId, String lines) {}
}
