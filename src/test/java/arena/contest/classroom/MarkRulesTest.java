package arena.contest.classroom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.base.RefusedFields;
import arena.contest.classroom.Marks.MarkedMatch;
import arena.store.StaffStore.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Issue 43: the marking rules as typed in the console, every bad line named at once, and the marks they give. */
class MarkRulesTest {
    private static final Set<String> LEVELS = Set.of("easy", "medium", "hard");

    @Test
    void goodLinesBecomeRulesInTheirOrder() {
        List<Rule> rules = MarkRules.check(MarkRules.lines("easy 50 4\r\n# a comment\n\nmedium, 60, 7\nhard;80;9.5\n"), LEVELS, "line %d");
        assertEquals(List.of(new Rule("easy", 50, 4), new Rule("medium", 60, 7), new Rule("hard", 80, 9.5)), rules);
        assertEquals("easy 50 4\nmedium 60 7\nhard 80 9.50\n", MarkRules.text(rules));
    }

    @Test
    void everyBadLineIsNamedAtOnceWithItsOwnNumber() {
        RefusedFields e = assertThrows(RefusedFields.class, () -> MarkRules.check(
                MarkRules.lines("easy 50 4\nmeduim 60 7\n\nhard 120 x\nhard 60\n"), LEVELS, "line %d"));
        assertEquals(List.of("line 2", "line 4", "line 5"), new ArrayList<>(e.reasons().keySet()));
        assertTrue(e.reasons().get("line 2").contains("no staff bot has level meduim; levels: easy, hard, medium"), e.reasons().toString());
        assertTrue(e.reasons().get("line 4").contains("percent must be 0 to 100, not 120"), e.reasons().toString());
        assertTrue(e.reasons().get("line 4").contains("points must be a number, not \"x\""), e.reasons().toString());
        assertTrue(e.reasons().get("line 5").contains("LEVEL PERCENT POINTS"), e.reasons().toString());
    }

    private static List<MarkedMatch> results(String level, int won, int lost, int drawn) {
        List<MarkedMatch> list = new ArrayList<>();
        for (int i = 0; i < won + lost + drawn; i++) list.add(new MarkedMatch(i, "staff-" + level, level, i % 2, i < won ? "won" : i < won + lost ? "lost" : "draw"));
        return list;
    }

    @Test
    void theMarkIsTheBestRuleMetAndAThresholdIsMetExactly() {
        List<Rule> rules = List.of(new Rule("easy", 50, 4), new Rule("medium", 60, 7), new Rule("hard", 60, 10));
        List<MarkedMatch> matches = new ArrayList<>(results("easy", 4, 0, 0));
        matches.addAll(results("medium", 3, 2, 0)); // exactly 60%
        matches.addAll(results("hard", 2, 1, 2)); // 40%: draws are no wins
        Marks.Mark mark = Marks.markOf("t", 3, matches, rules);
        assertEquals(7, mark.points());
        assertTrue(mark.rule().startsWith("wins medium in at least 60%"), mark.rule());
        assertEquals(List.of(new Marks.LevelResult("easy", 4, 4, 100), new Marks.LevelResult("medium", 5, 3, 60),
                new Marks.LevelResult("hard", 5, 2, 40)), mark.levels());
        assertEquals(14, mark.matches().size(), "each match stands behind the mark");
    }

    @Test
    void justBelowAThresholdMeetsNoRuleAndAMarkIsThenZero() {
        // 2 of 3 is 66.6...%: meets 66, not 67 (no rounding up)
        assertEquals(5, Marks.markOf("t", 1, results("easy", 2, 1, 0), List.of(new Rule("easy", 66, 5))).points());
        Marks.Mark none = Marks.markOf("t", 1, results("easy", 2, 1, 0), List.of(new Rule("easy", 67, 5), new Rule("hard", 0, 3)));
        assertEquals(0, none.points(), "no match against hard was played: a rule of it is not met, even at 0%");
        assertNull(none.rule());
    }
}
