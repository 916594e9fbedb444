package arena.game;

import java.util.Optional;
import java.util.function.Function;

/**
 * The calls of {@link BotContext} whose "no" is an exception of the arena's, turned into an empty {@link Optional} in
 * this one place, so a game's protocol answers its own not-your-match code without catching anything.
 */
public final class BotCalls {
    private BotCalls() {}

    /**
     * Plays a command in a match as this team's seat there; empty if the team has no seat in a running match with that
     * id. The round may end between the look-up and the call: the arena then throws {@link IllegalArgumentException}.
     */
    public static Optional<Answer> playSeated(BotContext bot, long matchId, String command) {
        Optional<BotContext.MatchRef> match = bot.match(matchId).filter(m -> m.mySeat() >= 0);
        if (match.isEmpty()) return Optional.empty();
        try {
            return Optional.of(bot.play(matchId, match.get().mySeat(), command));
        } catch (IllegalArgumentException roundJustEnded) {
            return Optional.empty();
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
    public static <T> Optional<T> comingRound(BotContext bot, Class<T> type) {
        try {
            return Optional.ofNullable(bot.nextRoundData()).filter(type::isInstance).map(type::cast);
        } catch (UnsupportedOperationException none) {
            return Optional.empty();
        }
    }
}
