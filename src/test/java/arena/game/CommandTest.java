package arena.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class CommandTest {
    @Test
    void anyRunOfSpacesOrTabsSeparatesWords() {
        Command c = Command.parse("  play_card\t 3   -1 ");
        assertEquals("PLAY_CARD", c.name());
        assertEquals(List.of("3", "-1"), c.args());
        assertEquals("PLAY_CARD 3 -1", c.canonical());
    }

    @Test
    void anEmptyLineHasNoName() {
        assertEquals("", Command.parse(" \t ").name());
    }

    @Test
    void badNumbersAndCountsAreInvalidArguments() {
        Command c = Command.parse("ADD x 2");
        assertThrows(Command.BadArguments.class, () -> c.longArg(0));
        assertThrows(Command.BadArguments.class, () -> c.longArg(5));
        assertThrows(Command.BadArguments.class, () -> c.expect(1));
        assertThrows(Command.BadArguments.class, () -> Command.parse("ADD 99999999999").intArg(0));
    }

    @Test
    void answersAreOkWithLinesOrOneErrorLine() {
        assertEquals(List.of("OK", "a", "b"), Answer.ok("a", "b").lines());
        Answer err = Answer.error(104, "invalid arguments");
        assertEquals(List.of("ERR 104 invalid arguments"), err.lines());
        assertEquals(104, err.errorCode());
        assertEquals(0, Answer.ok().errorCode());
    }
}
