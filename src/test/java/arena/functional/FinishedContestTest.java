package arena.functional;

import arena.support.TestDatabases;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.App;
import arena.support.BotClient;
import arena.support.TestArena;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * RULINGS 7: a finished contest can be selected, and a team in no open or running contest gets its most recently
 * finished one at login, so its bot reads the final scores of its last matches (GET_FINAL_SCORE), also after a restart.
 */
class FinishedContestTest {

    @Test
    void aBotReadsTheFinalScoresAfterTheLastRoundAndAfterARestart() throws Exception {
        TestArena arena = TestArena.start();
        String match;
        String finalScore;
        try {
            arena.createTeam("vt-a", "password1");
            arena.createTeam("vt-b", "password1");
            for (String slug : List.of("vt-old", "vt")) {
                TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", slug, "title", "Vestrock " + slug, "game", "vestrock",
                        "settings", Map.of("turnMillis", 20, "turnsPerMatch", 4, "rounds", 1))));
                arena.enroll(slug, "vt-a");
                arena.enroll(slug, "vt-b");
                arena.startRound(slug);
                arena.awaitContest(slug, "finished", 1, 20_000); // vt finishes after vt-old: it is the most recent
            }
            try (BotClient bot = arena.bot("vt-a", "password1")) {
                // selected at login: the most recently finished contest
                assertEquals("OK", bot.command("GET_MY_MATCHES"));
                assertEquals("2", bot.line());
                String[] ids = bot.line().split(" ");
                match = ids[0];
                assertEquals("OK", bot.command("GET_FINAL_SCORE " + match));
                finalScore = bot.line();
                assertEquals(finalScore.split(" ").length, 2);
                assertEquals("OK", bot.command("CONTEST vt-old"), "any finished contest of the team can be selected");
                assertEquals("OK", bot.command("GET_MY_MATCHES"));
                assertEquals("2", bot.line());
                assertTrue(!bot.line().contains(match), "vt-old's own matches");
                assertTrue(bot.command("CONTEST nowhere").startsWith("ERR 104 "));
            }
        } finally {
            arena.close();
        }
        // After a restart the finished contest is rebuilt from the store.
        try (App again = App.start(TestDatabases.configure(new App.Config(0, 0, arena.dataDir, false, TestArena.ADMIN_PASSWORD, TestArena.TOKEN, 600, 5)));
             BotClient bot = new BotClient(again.botPort())) {
            bot.login("vt-a", "password1");
            assertEquals("OK", bot.command("GET_FINAL_SCORE " + match));
            assertEquals(finalScore, bot.line(), "the same final score, replayed from the stored log");
            assertEquals("OK", bot.command("WAIT"), "WAIT in a finished contest answers at once");
            assertEquals("OK", bot.line());
        }
    }
}
