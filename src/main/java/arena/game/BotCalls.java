package arena.game;

import java.util.Optional;
import java.util.function.Function;

/**
 * The calls of {@link BotContext} whose "no" is an exception of the arena's, turned into an empty {@link Optional} or
 * the game's own error answer in this one place, so a game's protocol answers its not-your-match code without catching
 * anything.
 */
public final class BotCalls {
    private BotCalls() {}

    /** The team's seat in the current round's match with this id; empty if it has none there. */
    public static Optional<BotContext.MatchRef> ownMatch(BotContext bot, long matchId) {
        return bot.match(matchId).filter(m -> m.mySeat() >= 0);
    }

    /**
     * Plays a command in a match as this team's seat there, or answers the game's not-your-match error if the team has
     * no seat in a running match with that id. The round may end between the look-up and the call: the arena then
     * throws {@link IllegalArgumentException}, and the answer is the same error.
     */
    public static Answer playInOwnMatch(BotContext bot, long matchId, String command, SpecError notYours) {
        Optional<BotContext.MatchRef> match = ownMatch(bot, matchId);
        if (match.isEmpty()) return notYours.answer();
        try {
            return bot.play(matchId, match.get().mySeat(), command);
        } catch (IllegalArgumentException roundJustEnded) {
            return notYours.answer();
        }
    }

    /** Reads a running match under its lock; empty if its round has just ended (the arena throws then). */
    public static <T> Optional<T> read(BotContext bot, long matchId, Function<MatchEngine, Optional<T>> reader) {
        try {
            return bot.read(matchId, reader);
        } catch (IllegalArgumentException roundJustEnded) {
            return Optional.empty();
        }
    }

    /**
     * The coming round's data if it is of this type; empty where there is none (a context without contests throws
     * {@link UnsupportedOperationException}, {@link BotContext#nextRoundData}'s default).
     */
    public static <R extends RoundData> Optional<R> comingRound(BotContext bot, Class<R> type) {
        try {
            return Optional.ofNullable(bot.nextRoundData()).filter(type::isInstance).map(type::cast);
        } catch (UnsupportedOperationException none) {
            return Optional.empty();
        }
    }
}
