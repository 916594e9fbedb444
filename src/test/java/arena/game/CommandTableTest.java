package arena.game;

import static arena.game.CommandSpec.anyTime;
import static arena.game.CommandSpec.onTurn;
import static arena.game.CommandSpec.team;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The one parser of a game's declared commands: 103, 104 and the typed call, in the order bots have always seen. */
class CommandTableTest {

    enum Demo implements CommandSpec.Declared {
        WAIT(team("WAIT")),
        GET_MAP(anyTime("GET_MAP").optionalArgs()),
        GET_HP(onTurn("GET_HP")),
        PLAY(onTurn("PLAY", "card id", "target"));

        final CommandSpec spec;

        Demo(CommandSpec spec) {
            this.spec = spec;
        }

        @Override
        public CommandSpec spec() {
            return spec;
        }
    }

    static final CommandTable<Demo> TABLE = new CommandTable<>(Demo.class);

    private static List<String> answer(Parsed<Demo> parsed) {
        return switch (parsed) {
            case Parsed.Refused<Demo> r -> r.answer().lines();
            case Parsed.Call<Demo> c -> List.of("CALL " + c.command() + " " + c.matchId() + " " + c.inMatch());
        };
    }

    private static List<String> line(String text) {
        return answer(TABLE.parse(Command.parse(text)));
    }

    @Test
    void unknownNamesFirst() {
        assertEquals(List.of("ERR 103 unknown command FLY"), line("fly x y"));
    }

    @Test
    void theCountCountsTheMatchId() {
        assertEquals(List.of("ERR 104 invalid arguments: WAIT takes 0 arguments"), line("WAIT 1"));
        assertEquals(List.of("ERR 104 invalid arguments: GET_HP takes 1 argument"), line("GET_HP"));
        assertEquals(List.of("ERR 104 invalid arguments: GET_HP takes 1 argument"), line("GET_HP 1 2"));
        assertEquals(List.of("ERR 104 invalid arguments: PLAY takes 3 arguments"), line("PLAY 1 x"), "the count before the types");
        assertEquals(List.of("ERR 104 invalid arguments: GET_MAP takes no argument (or a match id)"), line("GET_MAP 1 2"));
    }

    @Test
    void thenEachArgumentFromTheFirst() {
        assertEquals(List.of("ERR 104 invalid arguments: argument 1 must be an integer"), line("PLAY x y z"));
        assertEquals(List.of("ERR 104 invalid arguments: argument 2 must be an integer"), line("PLAY 1 y z"));
        assertEquals(List.of("ERR 104 invalid arguments: argument 3 is out of range"), line("PLAY 1 2 4294967296"));
        assertEquals(List.of("CALL PLAY OptionalLong[4294967296] PLAY 2 3"), line("PLAY 4294967296 2 3"), "a match id is a long");
        assertEquals(List.of("ERR 104 invalid arguments: argument 1 must be an integer"), line("GET_MAP x"));
    }

    @Test
    void aCallCarriesTheMatchAndPlainIntegers() {
        Parsed.Call<Demo> call = (Parsed.Call<Demo>) TABLE.parse(Command.parse("play\t+7  007 -1"));
        assertEquals(Demo.PLAY, call.command());
        assertEquals(OptionalLong.of(7), call.matchId());
        assertArrayEquals(new int[] {7, -1}, call.args());
        assertEquals("PLAY 7 -1", call.inMatch(), "what the engine receives and the log keeps");
        assertEquals(List.of("CALL GET_MAP OptionalLong.empty GET_MAP"), line("GET_MAP"));
        assertEquals(List.of("CALL WAIT OptionalLong.empty WAIT"), line("WAIT"));
    }

    @Test
    void inAMatchTheMatchIdIsLeftOutAndTeamCommandsAreUnknown() {
        assertEquals(List.of("CALL PLAY OptionalLong.empty PLAY 7 -1"), answer(TABLE.parseInMatch("PLAY 7 -1")));
        assertEquals(List.of("CALL GET_MAP OptionalLong.empty GET_MAP"), answer(TABLE.parseInMatch("GET_MAP")));
        assertEquals(List.of("ERR 103 unknown command WAIT"), answer(TABLE.parseInMatch("WAIT")));
        assertEquals(List.of("ERR 104 invalid arguments: PLAY takes 3 arguments"), answer(TABLE.parseInMatch("PLAY 7")));
        assertEquals(List.of("ERR 104 invalid arguments: argument 3 must be an integer"), answer(TABLE.parseInMatch("PLAY 7 x")),
                "positions as the bot's line had them");
    }

    @Test
    void aMatchCommandStartsWithItsMatchIdAndOnlyASoleArgumentIsOptional() {
        assertThrows(IllegalArgumentException.class, () -> new CommandSpec("X", CommandSpec.Sender.SEAT, true, List.of()));
        assertThrows(IllegalArgumentException.class, () -> onTurn("X", "card id").optionalArgs());
    }
}
