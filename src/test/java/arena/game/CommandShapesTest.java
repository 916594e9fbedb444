package arena.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The argument shapes Kieszostwory and LOCM declare beside the plain ones: a match named by its number, up to N ids
 * with a count text of its own, the rest of the line as words, a keyword, and the arena's own commands.
 */
class CommandShapesTest {

    enum Shapes implements CommandSpec.Declared {
        FIGHT(CommandSpec.inNumberedMatch("FIGHT", "rival", "move")),
        ENROLL(CommandSpec.teamUpTo("ENROLL", 3, "id", "ENROLL takes up to three ids")),
        ANSWER(new CommandSpec("ANSWER", CommandSpec.Sender.SEAT, true,
                List.of(new CommandSpec.Arg("match id", CommandSpec.Type.MATCH_ID, false), CommandSpec.words("line")), "ANSWER takes a match id and a line")),
        NEXT(new CommandSpec("NEXT", CommandSpec.Sender.TEAM, false, List.of(new CommandSpec.Arg("NOW", CommandSpec.Type.KEYWORD, true)),
                "NEXT takes 0 arguments")),
        TIMED(new CommandSpec("TIMED", CommandSpec.Sender.ARENA, true,
                List.of(new CommandSpec.Arg("ms", CommandSpec.Type.INT, false), CommandSpec.words("line")), "TIMED takes the ms and a line"));

        final CommandSpec spec;

        Shapes(CommandSpec spec) {
            this.spec = spec;
        }

        @Override
        public CommandSpec spec() {
            return spec;
        }
    }

    static final CommandTable<Shapes> TABLE = new CommandTable<>(Shapes.class);

    private static String answer(Parsed<Shapes> parsed) {
        return switch (parsed) {
            case Parsed.Refused<Shapes> r -> r.answer().lines().get(0);
            case Parsed.Call<Shapes> c -> "CALL " + c.matchId() + " " + c.inMatch() + " [" + c.text() + "]";
        };
    }

    private static String line(String text) {
        return answer(TABLE.parse(Command.parse(text)));
    }

    @Test
    void aMatchNumberIsAnIntThatNamesTheMatch() {
        assertEquals("CALL OptionalLong[2] FIGHT 3 []", line("FIGHT 2 3"));
        assertEquals("ERR 104 invalid arguments: argument 1 is out of range", line("FIGHT 4294967296 1"));
        assertEquals("ERR 104 invalid arguments: FIGHT takes 2 arguments", line("FIGHT 1"));
        assertEquals("CALL OptionalLong.empty FIGHT 3 []", answer(TABLE.parseInMatch("FIGHT 3")));
    }

    @Test
    void upToNIdsWithTheirOwnCountText() {
        assertEquals("CALL OptionalLong.empty ENROLL []", line("ENROLL"));
        assertEquals("CALL OptionalLong.empty ENROLL 1 2 3 []", line("ENROLL 1 2 3"));
        assertEquals("ERR 104 invalid arguments: ENROLL takes up to three ids", line("ENROLL 1 2 3 4"));
        assertEquals("ERR 104 invalid arguments: argument 2 must be an integer", line("ENROLL 1 x"));
    }

    @Test
    void wordsTakeTheRestOfTheLineWithSingleSpaces() {
        assertEquals("CALL OptionalLong[5] ANSWER SUMMON 1 0;ATTACK 2 -1 [SUMMON 1 0;ATTACK 2 -1]", line("ANSWER 5 SUMMON 1\t 0;ATTACK 2 -1"));
        assertEquals("CALL OptionalLong[5] ANSWER []", line("ANSWER 5"));
        assertEquals("ERR 104 invalid arguments: ANSWER takes a match id and a line", line("ANSWER"));
        assertEquals("ERR 104 invalid arguments: argument 1 must be an integer", line("ANSWER x PASS"));
    }

    @Test
    void aKeywordInAnyCaseAndNothingElse() {
        assertEquals("CALL OptionalLong.empty NEXT []", line("NEXT"));
        assertEquals("CALL OptionalLong.empty NEXT now [now]", line("NEXT now"));
        assertEquals("ERR 104 invalid arguments: NEXT takes 0 arguments", line("NEXT later"));
        assertEquals("ERR 104 invalid arguments: NEXT takes 0 arguments", line("NEXT NOW NOW"));
    }

    @Test
    void theArenasOwnCommandsAreUnknownToBotsAndReadInAMatch() {
        assertEquals("ERR 103 unknown command TIMED", line("TIMED 5 PASS"));
        assertEquals("CALL OptionalLong.empty TIMED 5 PASS [PASS]", answer(TABLE.parseInMatch("TIMED 5 PASS")));
        assertEquals("ERR 104 invalid arguments: TIMED takes the ms and a line", answer(TABLE.parseInMatch("TIMED")));
    }
}
