package arena.games.pizzacraft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.BotClient;
import arena.support.Practice;
import arena.support.TestArena;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A Pizzacraft practice match over a real socket, its commands limited per match on its own turns. */
class PracticeSocketTest {

    @Test
    void practiceAgainstAHouseBot() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("za", "password1");
            arena.createTeam("zb", "password1");
            Practice.createContest(arena, "zp", "pizzacraft", Practice.fast(Map.of("turnsPerMatch", 12)));
            arena.enroll("zp", "za");
            arena.enroll("zp", "zb");
            try (BotClient a = arena.bot("za", "password1")) {
                long id = Practice.playOne(arena, "zp", a, "za", "zb", "economy", bot -> Practice.countedIds(bot, "GET_MY_MATCHES"),
                        (bot, match) -> {
                            assertTrue(bot.command("GET_GOLD " + match).startsWith("OK"), "the team reads its practice match");
                            bot.line();
                            assertEquals("OK", bot.command("WAIT"));
                            assertTrue(bot.line().startsWith("OK NEXT_"));
                        });
                assertTrue(Practice.countedIds(a, "GET_MY_MATCHES").contains(id));
                List<Long> mine = Practice.countedIds(a, "GET_MY_MATCHES");
                assertEquals(1, mine.size(), mine.toString());
            }
        }
    }
}
