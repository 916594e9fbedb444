package arena.games.vestrock;

import arena.game.Answer;
import arena.game.BotCalls;
import arena.game.BotContext;
import arena.game.BotView;
import arena.game.Command;
import arena.game.Parsed;
import arena.game.Protocol;
import java.util.List;

/**
 * Vestrock's bot protocol. Parses the line with {@link VestrockCommand#TABLE} (103, 104), checks the match (930),
 * then hands the command, without its match id, to the match engine under the match's lock, which answers 932, 913
 * and the command's own codes. Commands that changed the match are logged by the arena.
 */
public final class VestrockProtocol implements Protocol {

    @Override
    public Answer handle(BotContext bot, Command line) {
        return BotCalls.answer(VestrockCommand.TABLE, bot, line, Err.NOT_YOUR_MATCH, call -> teamCommand(bot, call));
    }

    /** WAIT and GET_MY_MATCHES, the commands that name no match. */
    private static Answer teamCommand(BotContext bot, Parsed.Call<VestrockCommand> call) {
        return call.command() == VestrockCommand.WAIT ? bot.waitForNextTurn(event -> List.of("OK")) : myMatches(bot);
    }

    private static Answer myMatches(BotView bot) {
        List<BotView.MatchRef> mine = bot.myMatches();
        return Answer.ok(String.valueOf(mine.size()), bot.idsOf(mine));
    }
}
