package arena.game;

import java.util.Optional;

/** The one answer every protocol gives a team that names a match it has no seat in: the game's own not-your-match code. */
public final class BotCalls {
    private BotCalls() {}

    /** The team's seat in the current round's match with this id; empty if it has none there. */
    public static Optional<BotContext.MatchRef> ownMatch(BotContext bot, long matchId) {
        return bot.match(matchId).filter(m -> m.mySeat() >= 0);
    }

    /**
     * Plays a command in a match as this team's seat there, or answers the game's not-your-match error if the team has
     * no seat in a running match with that id; a round that ends between the look-up and the play answers the same.
     */
    public static Answer playInOwnMatch(BotContext bot, long matchId, String command, SpecError notYours) {
        return ownMatch(bot, matchId)
                .flatMap(match -> bot.play(matchId, match.mySeat(), command))
                .orElseGet(notYours::answer);
    }
}
