package arena.games.pizzacraft;

import static org.junit.jupiter.api.Assertions.assertEquals;

import arena.game.CommandSpec;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every declared command with a wrong argument count, or a word where an integer belongs, answers 104 with the
 * same text as before the commands were declared in {@link PizzaCommand}; the engine refuses the team's own
 * commands.
 */
class CommandArgumentsTest {

    private static String line(String name, int count, String value) {
        StringBuilder text = new StringBuilder(name);
        for (int i = 0; i < count; i++) text.append(' ').append(i == 0 ? "1" : value);
        return text.toString();
    }

    @Test
    void everyCommandWithOneArgumentTooMany() {
        for (PizzaCommand c : PizzaCommand.values()) {
            int n = c.spec().args().size();
            String rule = c == PizzaCommand.GET_MAP ? "GET_MAP takes no argument (or a match id)"
                    : c.name() + " takes " + n + " argument" + (n == 1 ? "" : "s");
            assertEquals(List.of("ERR 104 invalid arguments: " + rule), Pos.empty().send(0, line(c.name(), n + 1, "1")), c.name());
        }
    }

    @Test
    void everyMatchCommandWithOneArgumentTooFew() {
        for (PizzaCommand c : PizzaCommand.values()) {
            CommandSpec spec = c.spec();
            if (spec.required() == 0) continue;
            assertEquals(104, Pos.empty().code(0, line(c.name(), spec.required() - 1, "1")), c.name());
        }
    }

    @Test
    void everyIntegerArgumentMustBeOne() {
        for (PizzaCommand c : PizzaCommand.values()) {
            List<CommandSpec.Arg> args = c.spec().args();
            for (int i = 0; i < args.size(); i++) {
                StringBuilder text = new StringBuilder(c.name());
                for (int k = 0; k < args.size(); k++) text.append(' ').append(k == i ? "x" : "1");
                assertEquals(List.of("ERR 104 invalid arguments: argument " + (i + 1) + " must be an integer"), Pos.empty().send(0, text.toString()),
                        text.toString());
            }
        }
    }

    @Test
    void theWireTextsAsBotsKnowThem() {
        Pos p = Pos.empty();
        assertEquals(List.of("ERR 104 invalid arguments: GET_GOLD takes 1 argument"), p.send(0, "GET_GOLD"));
        assertEquals(List.of("ERR 104 invalid arguments: MOVE takes 5 arguments"), p.send(0, "MOVE 1 3"));
        assertEquals(List.of("ERR 104 invalid arguments: GET_MY_MATCHES takes 0 arguments"), p.send(0, "GET_MY_MATCHES 1"));
        assertEquals(List.of("ERR 104 invalid arguments: argument 2 is out of range"), p.send(0, "MINE 1 99999999999 0"));
        assertEquals(List.of("ERR 103 unknown command FLY"), p.send(0, "FLY 1"));
    }

    @Test
    void theEngineAnswersOnlyMatchCommands() {
        PizzaMatch m = Pos.empty().m;
        assertEquals(List.of("ERR 103 unknown command WAIT"), m.apply(0, "WAIT").lines());
        assertEquals(List.of("ERR 103 unknown command GET_MY_MATCHES"), m.apply(0, "GET_MY_MATCHES").lines());
        assertEquals(List.of("OK", "1000"), m.apply(0, "GET_GOLD").lines());
    }
}
