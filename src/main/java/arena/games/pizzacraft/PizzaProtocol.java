package arena.games.pizzacraft;

import arena.game.Answer;
import arena.game.BotCalls;
import arena.game.BotContext;
import arena.game.BotView;
import arena.game.TeamEntries;
import arena.game.Command;
import arena.game.Parsed;
import arena.game.Protocol;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Pizzacraft's bot protocol. Parses the line with {@link PizzaCommand#TABLE} (103, 104). {@code WAIT},
 * {@code GET_MY_MATCHES} and {@code GET_MAP} without a match id are answered here; every other command checks the
 * match (401), then goes, without its match id, to the match engine under the match's lock, which answers 402 and
 * the command's own codes. Commands that changed the match are logged by the arena.
 */
public final class PizzaProtocol implements Protocol {

    @Override
    public Answer handle(BotContext bot, Command line) {
        return BotCalls.answer(PizzaCommand.TABLE, bot, line, Err.NOT_YOUR_MATCH, call -> teamCommand(bot, call));
    }

    /** WAIT, GET_MY_MATCHES and GET_MAP without a match id: the commands that name no match. */
    private static Answer teamCommand(BotContext bot, Parsed.Call<PizzaCommand> call) {
        return switch (call.command()) {
            case WAIT -> bot.waitForNextTurn(event -> List.of(event.newRound() ? "OK NEXT_ROUND" : "OK NEXT_TURN"));
            case GET_MY_MATCHES -> myMatches(bot);
            // GET_MAP without a match id; the table gives every other command its match id
            default -> roundMap(bot);
        };
    }

    private static Answer myMatches(BotView bot) {
        List<BotView.MatchRef> mine = bot.myMatches();
        List<String> lines = new ArrayList<>(mine.size() + 1);
        lines.add(String.valueOf(mine.size()));
        for (BotView.MatchRef m : mine) lines.add(String.valueOf(m.id()));
        return Answer.ok(lines);
    }

    /**
     * The round's map: while a round runs, the map of the team's matches in it; between rounds, the map of the
     * coming round.
     */
    private static <B extends BotView & TeamEntries> Answer roundMap(B bot) {
        if (!bot.roundRunning()) {
            return bot.comingRound(GameMap.class).map(map -> Answer.ok(map.answer())).orElseGet(Err.NOT_YOUR_MATCH::answer);
        }
        // The first of the team's matches answers: they all share the round's map.
        Optional<List<String>> map = bot.myMatches().stream().findFirst()
                .flatMap(m -> bot.read(m.id(), PizzaView.class, match -> match.map().answer()));
        return map.map(Answer::ok).orElseGet(() -> Err.NOT_YOUR_MATCH.answer("you play no match in this round"));
    }
}
