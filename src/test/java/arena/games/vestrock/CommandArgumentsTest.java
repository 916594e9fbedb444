package arena.games.vestrock;

import static org.junit.jupiter.api.Assertions.assertEquals;

import arena.game.CommandSpec;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every declared command with a wrong argument count, or a word where an integer belongs, answers 104 with the
 * same text as before the commands were declared in {@link VestrockCommand}; the engine refuses the team's own
 * commands.
 */
class CommandArgumentsTest {

    private static Pos position() {
        return Pos.of(Pos.creature(1, 1, 1)).hand(0, 1);
    }

    private static String line(String name, int count, String value) {
        StringBuilder text = new StringBuilder(name);
        for (int i = 0; i < count; i++) text.append(' ').append(i == 0 ? "1" : value);
        return text.toString();
    }

    @Test
    void everyCommandWithOneArgumentTooMany() {
        for (VestrockCommand c : VestrockCommand.values()) {
            int n = c.spec().args().size();
            String expected = "ERR 104 invalid arguments: " + c.name() + " takes " + n + " argument" + (n == 1 ? "" : "s");
            assertEquals(List.of(expected), position().send(0, line(c.name(), n + 1, "1")), c.name());
        }
    }

    @Test
    void everyMatchCommandWithOneArgumentTooFew() {
        for (VestrockCommand c : VestrockCommand.values()) {
            int n = c.spec().args().size();
            if (n == 0) continue;
            assertEquals(104, position().code(0, line(c.name(), n - 1, "1")), c.name());
        }
    }

    @Test
    void everyIntegerArgumentMustBeOne() {
        for (VestrockCommand c : VestrockCommand.values()) {
            List<CommandSpec.Arg> args = c.spec().args();
            for (int i = 0; i < args.size(); i++) {
                StringBuilder text = new StringBuilder(c.name());
                for (int k = 0; k < args.size(); k++) text.append(' ').append(k == i ? "x" : "1");
                assertEquals(List.of("ERR 104 invalid arguments: argument " + (i + 1) + " must be an integer"), position().send(0, text.toString()),
                        text.toString());
            }
        }
    }

    @Test
    void theWireTextsAsBotsKnowThem() {
        Pos p = position();
        assertEquals(List.of("ERR 104 invalid arguments: GET_HP takes 1 argument"), p.send(0, "GET_HP"));
        assertEquals(List.of("ERR 104 invalid arguments: PLAY_CARD takes 3 arguments"), p.send(0, "PLAY_CARD 1 1"));
        assertEquals(List.of("ERR 104 invalid arguments: WAIT takes 0 arguments"), p.send(0, "WAIT 1"));
        assertEquals(List.of("ERR 104 invalid arguments: argument 3 is out of range"), p.send(0, "PLAY_CARD 1 1 99999999999"));
        assertEquals(List.of("ERR 103 unknown command FLY"), p.send(0, "FLY 1"));
    }

    @Test
    void theEngineAnswersOnlyMatchCommands() {
        VestrockMatch m = position().m;
        assertEquals(List.of("ERR 103 unknown command WAIT"), m.apply(0, "WAIT").lines());
        assertEquals(List.of("ERR 103 unknown command GET_MY_MATCHES"), m.apply(0, "GET_MY_MATCHES").lines());
        assertEquals(List.of("OK", "20 20 20"), m.apply(0, "GET_HP").lines());
    }
}
