package arena.domain;

import java.util.Map;

/**
 * A finished match to settle into the store (the contest core's {@code MatchSettler}): its result and its teams' private logs (encoded, by
 * team; empty ones are left out).
 */
public record SettledMatch(MatchUpdate result, Map<Long, String> teamLogs) {}
