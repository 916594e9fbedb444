package arena.games.pizzacraft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The rules page explains the game with the contest's own settings, the unit and building table, the protocol and the sample bot. */
class RulesPageTest {

    @Test
    void theRulesShowTheDefaultsOrTheContestsSettingsAndTheSampleBot() throws Exception {
        try (TestArena arena = TestArena.start()) {
            TestArena.Response defaults = arena.request("GET", "/games/pizzacraft", null, null);
            assertEquals(200, defaults.status(), defaults.body());
            String page = defaults.body();
            for (String part : new String[] {"cubic coordinates", "GET_ENEMY_BUILDINGS m", "OK NEXT_ROUND", "Mine too far from any of your headquarters",
                    "<td>Archer</td>", "<td>Headquarters</td>", "floor(50 × 1.2", "def play_turn(m, mines, blocked):",
                    "python3 pizzacraft_bot.py HOST " + arena.app.botPort(), "radius <strong>8</strong>", "<strong>200</strong> turns", "pizzacraft.css"}) {
                assertTrue(page.contains(part), "the rules page shows " + part);
            }
            BoardPageTest.createContest(arena, "prules", Map.of("mapRadius", 6, "turnsPerMatch", 24, "startGold", 333, "turnMillis", 450));
            String contest = arena.request("GET", "/games/pizzacraft?contest=prules", null, null).body();
            assertTrue(contest.contains("radius <strong>6</strong>"), contest);
            assertTrue(contest.contains("<strong>24</strong> turns"));
            assertTrue(contest.contains("<strong>333</strong> gold"));
            assertTrue(contest.contains("450 ms"));
        }
    }
}
