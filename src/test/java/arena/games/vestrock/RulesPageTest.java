package arena.games.vestrock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The rules page explains the game with the contest's own settings and shows the sample bot. */
class RulesPageTest {

    @Test
    void theRulesShowTheDefaultsOrTheContestsSettingsAndTheSampleBot() throws Exception {
        try (TestArena arena = TestArena.start()) {
            TestArena.Response defaults = arena.request("GET", "/games/vestrock", null, null);
            assertEquals(200, defaults.status(), defaults.body());
            String page = defaults.body();
            for (String part : new String[] {"blocking phase", "GET_ATTACKERS m", "NotYourMatch", "R(S)", "def play_turn(m):",
                    "python3 vestrock_bot.py HOST " + arena.app.botPort(), "<strong>20</strong> health points", "vestrock.css"}) {
                assertTrue(page.contains(part), "the rules page shows " + part);
            }
            SocketErrorCodesTest.createContest(arena, "vrules", Map.of("initHp", 7, "turnsPerMatch", 24, "turnMillis", 450));
            String contest = arena.request("GET", "/games/vestrock?contest=vrules", null, null).body();
            assertTrue(contest.contains("<strong>7</strong> health points"), contest);
            assertTrue(contest.contains("<strong>24</strong> turns in all"));
            assertTrue(contest.contains("450 ms"));
        }
    }
}
