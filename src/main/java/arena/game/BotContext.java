package arena.game;

/**
 * What a game's protocol is handed for one logged-in team in one contest, split by what it may do: read
 * ({@link BotView}: the contest, the team's matches, a match through its read-only {@link MatchView}), act in its
 * matches ({@link MatchPlay}), wait ({@link BotWaits}) and register an entry ({@link TeamEntries}). A protocol's helpers
 * take only the part they use.
 */
public interface BotContext extends BotView, MatchPlay, BotWaits, TeamEntries {}
