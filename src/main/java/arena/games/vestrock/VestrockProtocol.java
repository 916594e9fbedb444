package arena.games.vestrock;

import arena.game.Answer;
import arena.game.BotContext;
import arena.game.Codes;
import arena.game.Command;
import arena.game.Protocol;
import java.util.List;
import java.util.Optional;

/**
 * Vestrock's bot protocol. Checks the arguments (104), the match (930), then hands the command, without
 * its match id, to the match engine under the match's lock, which answers 932, 913 and the command's own
 * codes. Commands that changed the match are logged by the arena.
 */
public final class VestrockProtocol implements Protocol {

    @Override
    public Answer handle(BotContext bot, Command c) {
        switch (c.name()) {
            case "WAIT":
                c.expect(0);
                return bot.waitForNextTurn(event -> List.of("OK"));
            case "GET_MY_MATCHES": {
                c.expect(0);
                List<BotContext.MatchRef> mine = bot.myMatches();
                StringBuilder ids = new StringBuilder();
                for (BotContext.MatchRef m : mine) {
                    if (!ids.isEmpty()) ids.append(' ');
                    ids.append(m.id());
                }
                return Answer.ok(String.valueOf(mine.size()), ids.toString());
            }
            case "GET_FINAL_SCORE", "GET_TURN_INFO", "GET_HP", "GET_CARD_LIMITS", "GET_CURRENT_MANA", "GET_DECK", "GET_HANDS",
                 "GET_BOARD", "GET_ATTACKERS", "DRAW_CARD", "BURN_CARD", "FINISH_BLOCK":
                return toMatch(bot, c.expect(1));
            case "DISCARD_CARD", "ADD_MANA", "ATTACK":
                return toMatch(bot, c.expect(2));
            case "PLAY_CARD", "BLOCK":
                return toMatch(bot, c.expect(3));
            default:
                return Codes.unknownCommand(c.name());
        }
    }

    private static Answer toMatch(BotContext bot, Command c) {
        long matchId = c.longArg(0);
        StringBuilder command = new StringBuilder(c.name());
        for (int i = 1; i < c.argCount(); i++) command.append(' ').append(c.intArg(i));
        Optional<BotContext.MatchRef> match = bot.match(matchId).filter(m -> m.mySeat() >= 0);
        if (match.isEmpty()) return Err.NOT_YOUR_MATCH.answer();
        try {
            return bot.play(matchId, match.get().mySeat(), command.toString());
        } catch (IllegalArgumentException roundJustEnded) {
            return Err.NOT_YOUR_MATCH.answer();
        }
    }
}
