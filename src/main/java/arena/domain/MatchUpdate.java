package arena.domain;

/**
 * A match's state to store at a turn boundary, from the contest core's {@code LiveMatch}: its turn, status and, once it finished, its
 * scores and summary (null while it runs).
 */
public record MatchUpdate(long matchId, int turn, MatchStatus status, Double score0, Double score1, String summary) {}
