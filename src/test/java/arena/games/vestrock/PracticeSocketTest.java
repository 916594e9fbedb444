package arena.games.vestrock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.BotClient;
import arena.support.Practice;
import arena.support.TestArena;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A Vestrock practice match over a real socket: during registration, during a round, and refused when off. */
class PracticeSocketTest {

    static List<Long> myMatches(BotClient bot) {
        try {
            assertEquals("OK", bot.command("GET_MY_MATCHES"));
            int n = Integer.parseInt(bot.line());
            String ids = bot.line();
            List<Long> list = new ArrayList<>();
            if (n > 0) for (String id : ids.split(" ")) list.add(Long.parseLong(id));
            return list;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    static void waitTurn(BotClient bot, long id) throws Exception {
        assertEquals("OK", bot.command("WAIT"));
        assertEquals("OK", bot.line());
    }

    @Test
    void practiceAgainstAHouseBot() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("pa", "password1");
            arena.createTeam("pb", "password1");
            arena.createTeam("pc", "password1");
            Practice.createContest(arena, "vp", "vestrock", Practice.fast(Map.of("turnsPerMatch", 16)));
            Practice.createContest(arena, "vq", "vestrock", Practice.fast(Map.of("practiceMatches", 0)));
            arena.enroll("vp", "pa");
            arena.enroll("vp", "pb");
            arena.enroll("vq", "pc");
            try (BotClient a = arena.bot("pa", "password1"); BotClient c = arena.bot("pc", "password1")) {
                // during registration
                long first = Practice.playOne(arena, "vp", a, "pa", "pb", "greedy", PracticeSocketTest::myMatches, PracticeSocketTest::waitTurn);
                // during a round: the round's matches and the practice side by side; the round does not wait for it
                arena.startRound("vp");
                long second = Practice.start(a, "random");
                List<Long> mine = myMatches(a);
                assertTrue(mine.contains(second) && mine.size() == 3, mine.toString());
                Practice.playToEnd(arena, a, second, PracticeSocketTest::waitTurn, 90_000);
                assertTrue(second != first);
                String off = c.command("PRACTICE greedy");
                assertTrue(off.startsWith("ERR 107 ") && off.contains("off"), off);
            }
        }
    }
}
