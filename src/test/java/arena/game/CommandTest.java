package arena.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
    void answersAreOkWithLinesOrOneErrorLine() {
        assertEquals(List.of("OK", "a", "b"), Answer.ok("a", "b").lines());
        Answer err = Answer.error(104, "invalid arguments");
        assertEquals(List.of("ERR 104 invalid arguments"), err.lines());
        assertEquals(104, err.errorCode());
        assertEquals(0, Answer.ok().errorCode());
    }
}
