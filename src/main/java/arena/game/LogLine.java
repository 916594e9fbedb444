package arena.game;

/**
 * A line of a board's "Last actions" (kept by {@link RecentLog}, drawn by {@link Html#lastActions}): the turn, the
 * seat that acted (-1 for the match itself) and what happened.
 */
public record LogLine(int turn, int seat, String text) {}
