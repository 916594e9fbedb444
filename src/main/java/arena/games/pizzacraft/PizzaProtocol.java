package arena.games.pizzacraft;

import arena.game.Answer;
import arena.game.BotContext;
import arena.game.Codes;
import arena.game.Command;
import arena.game.Protocol;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Pizzacraft's bot protocol. {@code WAIT}, {@code GET_MY_MATCHES} and {@code GET_MAP} are answered here; every
 * other command checks its arguments (104) and the match (401), then goes, without its match id, to the match
 * engine under the match's lock, which answers 402 and the command's own codes. Commands that changed the
 * match are logged by the arena.
 */
public final class PizzaProtocol implements Protocol {

    @Override
    public Answer handle(BotContext bot, Command c) {
        switch (c.name()) {
            case "WAIT":
                c.expect(0);
                return bot.waitForNextTurn(event -> List.of(event.newRound() ? "OK NEXT_ROUND" : "OK NEXT_TURN"));
            case "GET_MY_MATCHES": {
                c.expect(0);
                List<BotContext.MatchRef> mine = bot.myMatches();
                List<String> lines = new ArrayList<>(mine.size() + 1);
                lines.add(String.valueOf(mine.size()));
                for (BotContext.MatchRef m : mine) lines.add(String.valueOf(m.id()));
                return Answer.ok(lines);
            }
            case "GET_MAP":
                return map(bot, c);
            case "IS_MY_TURN", "GET_TURNS_LEFT", "GET_GOLD", "GET_SCORE", "GET_MINES", "GET_MY_UNITS", "GET_ENEMY_UNITS",
                 "GET_MY_BUILDINGS", "GET_ENEMY_BUILDINGS", "GET_UPGRADES":
                return toMatch(bot, c.expect(1));
            case "MINE", "ATTACK", "UPGRADE":
                return toMatch(bot, c.expect(3));
            case "MOVE":
                return toMatch(bot, c.expect(5));
            case "TRAIN", "BUILD":
                return toMatch(bot, c.expect(6));
            default:
                return Codes.unknownCommand(c.name());
        }
    }

    /**
     * The round's map: while a round runs, the map of the team's matches in it (with a match id: that match's);
     * between rounds, the map of the coming round.
     */
    private static Answer map(BotContext bot, Command c) {
        if (c.argCount() > 1) throw new Command.BadArguments("GET_MAP takes no argument (or a match id)");
        if (c.argCount() == 1) return toMatch(bot, c);
        if (!bot.roundRunning()) {
            try {
                return Answer.ok(((GameMap) bot.nextRoundData()).answer());
            } catch (UnsupportedOperationException | ClassCastException e) {
                return Err.NOT_YOUR_MATCH.answer();
            }
        }
        for (BotContext.MatchRef m : bot.myMatches()) {
            try {
                List<String> lines = bot.read(m.id(), e -> ((PizzaMatch) e).map().answer());
                return Answer.ok(lines);
            } catch (IllegalArgumentException roundJustEnded) {
                break;
            }
        }
        return Answer.error(Err.NOT_YOUR_MATCH.code, "Not your match: you play no match in this round");
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
