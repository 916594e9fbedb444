package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.BotClient;
import arena.support.Practice;
import arena.support.TestArena;
import arena.support.WebSession;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 25: a bot blocked in {@code WAIT} between rounds (where every starter spends its time) is woken by the turns of
 * its team's practice started from the team page, as by any round's, and plays it to its end. Before a practice was a
 * round of the contest core, its turns were told only to a WAIT sent after it existed: this bot never woke.
 */
class PracticeWakesWaitTest {

    @Test
    void aBotWaitingBetweenRoundsIsWokenByItsPracticeStartedFromThePage() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("ww", "password1");
            arena.createTeam("wx", "password1");
            Practice.createContest(arena, "pw", "vestrock", Practice.fast(Map.of("turnsPerMatch", 12)));
            arena.enroll("pw", "ww");
            arena.enroll("pw", "wx");
            try (BotClient bot = arena.bot("ww", "password1")) {
                assertEquals("OK", bot.command("WAIT"), "WAIT answers OK at once; no round runs, so its second line waits");
                WebSession web = new WebSession(arena).login("team", "ww", "password1");
                var started = web.post("/contests/pw/practice", Map.of("_csrf", web.csrf("/team"), "bot", "greedy"));
                assertEquals(303, started.statusCode(), started.body());
                String location = started.headers().firstValue("Location").orElseThrow();
                assertTrue(location.matches("/matches/\\d+"), location);
                long id = Long.parseLong(location.substring("/matches/".length()));

                long waitedFrom = System.nanoTime();
                assertEquals("OK", bot.line(), "the waiting bot is woken by its practice"); // BotClient fails after 10 s
                assertTrue(System.nanoTime() - waitedFrom < 5_000_000_000L, "woken within 5 s");
                assertTrue(myMatches(bot).contains(id), "the practice is the bot's match");
                JsonNode m = Practice.playToEnd(arena, bot, id, (b, match) -> {
                    assertEquals("OK", b.command("WAIT"));
                    assertEquals("OK", b.line());
                }, 60_000);
                assertEquals("finished", m.get("status").asText(), m.toString());
                assertTrue(m.get("practice").asBoolean());
            }
        }
    }

    /** GET_MY_MATCHES over the socket, as Vestrock answers it. */
    private static java.util.List<Long> myMatches(BotClient bot) throws Exception {
        assertEquals("OK", bot.command("GET_MY_MATCHES"));
        int n = Integer.parseInt(bot.line());
        String ids = bot.line();
        java.util.List<Long> list = new java.util.ArrayList<>();
        if (n > 0) for (String s : ids.split(" ")) list.add(Long.parseLong(s));
        return list;
    }
}
