package arena.game;

import java.util.Optional;
import java.util.function.Function;

/**
 * The one answer every protocol gives a team that names a match it has no seat in: the game's own not-your-match code;
 * and the one way the games whose commands name their match (Vestrock, Pizzacraft) answer a line.
 */
public final class BotCalls {
    private BotCalls() {}

    /** The team's seat in the current round's match with this id; empty if it has none there. */
    public static Optional<BotView.MatchRef> ownMatch(BotView bot, long matchId) {
        return bot.match(matchId).filter(m -> m.mySeat() >= 0);
    }

    /**
     * Plays a command in a match as this team's seat there, or answers the game's not-your-match error if the team has
     * no seat in a running match with that id; a round that ends between the look-up and the play answers the same.
     */
    public static <B extends BotView & MatchPlay> Answer playInOwnMatch(B bot, long matchId, String command, SpecError notYours) {
        return ownMatch(bot, matchId)
                .flatMap(match -> bot.play(matchId, match.mySeat(), command))
                .orElseGet(notYours::answer);
    }

    /**
     * A bot's line answered as a game whose commands name their match does: the table's 103 and 104; a command with a
     * match id played as the team's seat in that match (else {@code notYours}); a command of the team's own (no match
     * id) handed to {@code teamCommands}.
     */
    public static <C extends Enum<C> & CommandSpec.Declared> Answer answer(CommandTable<C> table, BotContext bot, Command line,
                                                                           SpecError notYours, Function<Parsed.Call<C>, Answer> teamCommands) {
        return table.answer(line, call -> call.matchId().isPresent()
                ? playInOwnMatch(bot, call.matchId().getAsLong(), call.inMatch(), notYours)
                : teamCommands.apply(call));
    }
}
