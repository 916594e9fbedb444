package arena.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The arena's own commands in their table, and the codes every game shares (issue 32). */
class ArenaCommandTest {

    @Test
    void aLineIsReadOnceAsAnArenaCommandByItsFirstWordInAnyCaseAfterBlanks() {
        assertEquals(ArenaCommand.CONTEST, BotLine.read("CONTEST spring", 0).arena());
        assertEquals(ArenaCommand.CONTEST, BotLine.read(" \tcontest spring", 0).arena());
        assertEquals(ArenaCommand.CONTEST, BotLine.read("Contest", 0).arena());
        assertEquals(ArenaCommand.PRACTICE, BotLine.read("PRACTICE\trandom", 0).arena());
        assertNull(BotLine.read("CONTESTS spring", 0).arena());
        assertNull(BotLine.read("CONTES spring", 0).arena());
        assertNull(BotLine.read("GET_MY_MATCHES", 0).arena());
        assertNull(BotLine.read("WAIT CONTEST", 0).arena());
        assertNull(BotLine.read("", 0).arena());
        assertNull(BotLine.read("   ", 0).arena());
    }

    @Test
    void contestTakesOneSlugAndAnyOtherCountIsRefusedWithTheTextBotsHaveAlwaysRead() {
        for (String line : List.of("CONTEST", "CONTEST a b")) {
            Parsed<ArenaCommand> parsed = ArenaCommand.TABLE.parse(Command.parse(line));
            Parsed.Refused<ArenaCommand> refused = assertInstanceOf(Parsed.Refused.class, parsed);
            assertEquals(List.of("ERR 104 invalid arguments: CONTEST takes a contest's slug"), refused.answer().lines(), line);
        }
        Parsed.Call<ArenaCommand> call = assertInstanceOf(Parsed.Call.class, ArenaCommand.TABLE.parse(Command.parse("contest  Spring-2026")));
        assertEquals(ArenaCommand.CONTEST, call.command());
        assertEquals(List.of("Spring-2026"), call.words(), "the slug as given, its case kept");
    }

    @Test
    void practiceTakesOneHouseBot() {
        Parsed.Call<ArenaCommand> call = assertInstanceOf(Parsed.Call.class, ArenaCommand.TABLE.parse(Command.parse("PRACTICE greedy")));
        assertEquals(List.of("greedy"), call.words());
        assertInstanceOf(Parsed.Refused.class, ArenaCommand.TABLE.parse(Command.parse("PRACTICE")));
        assertInstanceOf(Parsed.Refused.class, ArenaCommand.TABLE.parse(Command.parse("PRACTICE greedy random")));
    }

    @Test
    void aWordArgumentComesLast() {
        var twoWords = List.of(CommandSpec.word("a"), new CommandSpec.Arg("b", CommandSpec.Type.INT, false));
        assertTrue(assertThrowsIllegal(() -> new CommandSpec("X", CommandSpec.Sender.TEAM, false, twoWords)));
    }

    @Test
    void theSharedCodesAreTheRulingsAndTheirTextsWhatBotsRead() {
        assertEquals(List.of(1, 102, 103, 104, 105, 106, 107), Arrays.stream(ArenaError.values()).map(ArenaError::code).toList());
        assertEquals(List.of("ERR 105 no contest selected"), ArenaError.NO_CONTEST.answer().lines());
        assertEquals(List.of("ERR 103 unknown command FOO"), Codes.unknownCommand("FOO").lines());
        assertEquals(List.of("ERR 104 invalid arguments: why"), Codes.invalidArguments("why").lines());
        assertEquals(List.of("ERR 107 practice refused: practice is off"), ArenaError.PRACTICE_REFUSED.answer("practice is off").lines());
        assertEquals(List.of("ERR 1 too many failed logins, try again in 2 s"), ArenaError.BAD_LOGIN.saying("too many failed logins, try again in 2 s").lines());
        assertEquals(ArenaError.TOO_MANY_CONNECTIONS.code(), Codes.TOO_MANY_CONNECTIONS);
    }

    @Test
    void thePageForBotWritersListsEverySharedCode() throws Exception {
        String page = Files.readString(Path.of("templates/bots.html"));
        for (ArenaError e : ArenaError.values()) {
            assertTrue(page.contains("<tr><td><code>" + e.code() + "</code></td>"), "templates/bots.html lists code " + e.code());
        }
    }

    private static boolean assertThrowsIllegal(Runnable r) {
        try {
            r.run();
            return false;
        } catch (IllegalArgumentException expected) {
            return true;
        }
    }
}
