package arena.games.kieszostwory;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Settings;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Up to six different creatures, at least one, within the budget; the same rules for bots and for the builder. */
class TeamRulesTest {
    static final Dex DEX = Dex.standard();

    private static int code(long budget, int... ids) {
        return Team.check(DEX, budget, Team.slots(Team.entry(ids))).map(p -> p.error().code()).orElse(0);
    }

    @Test
    void theRulesInTheirOrder() {
        assertEquals(0, code(10_000, 1, 2, 4));
        assertEquals(668, code(10_000, 1, 52));
        assertEquals(668, code(10_000, -3));
        assertEquals(668, code(10_000, 2, 2, 99), "an unknown id is reported before a duplicate");
        assertEquals(667, code(10_000, 2, 0, 2));
        assertEquals(669, code(10_000));
        assertEquals(670, code(10_000, 51, 30, 27, 37));
        assertEquals(0, code(10_600, 51, 30, 27, 37 - 35), "51, 30, 27 and 2 cost 9600");
        assertEquals(670, code(1_000, 2));
    }

    @Test
    void theBuilderSaysWhatIsWrongInWords() {
        Kieszostwory game = new Kieszostwory();
        Settings s = Settings.of(game.settings(), Map.of());
        assertEquals("Bulwazaur is picked twice; a team has six different creatures", new KieszRound(DEX).entryProblem(s, "2 2 0 0 0 0").orElseThrow());
        assertEquals("the team costs 10600 kieszodolary, over the budget of 10000 by 600", new KieszRound(DEX).entryProblem(s, "51 30 27 37 0 0").orElseThrow());
        assertEquals("pick at least one creature", new KieszRound(DEX).entryProblem(s, "0 0 0 0 0 0").orElseThrow());
        assertEquals("there is no creature 60 (ids go from 1 to 51; 0 is an empty slot)", new KieszRound(DEX).entryProblem(s, "60 0 0 0 0 0").orElseThrow());
        assertTrue(new KieszRound(DEX).entryProblem(s, "1 2 3 0 0 0").isEmpty());
        assertEquals("1 0 5 0 0 0", game.pages().entryFromForm(Map.of("slot1", java.util.List.of("1"), "slot3", java.util.List.of("5"), "slot2", java.util.List.of(""))));
    }

    @Test
    void aRoundPlaysWhatItCanOfAnEntry() {
        assertArrayEquals(new int[] {1, 0, 3, 0, 0, 0}, Team.lenient("1 99 3 0 0 0", DEX));
        assertArrayEquals(new int[6], Team.lenient(null, DEX));
        assertArrayEquals(new int[6], Team.lenient("garbage", DEX));
    }
}
