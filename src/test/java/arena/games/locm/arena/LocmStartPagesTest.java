package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.StarterLanguage;
import arena.support.TestArena;
import arena.support.WebSession;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 25, the way in for a LOCM student: each variant serves its four starters by {@code ?lang=}, each saying how the
 * bridge runs it; the rules page and the team page of a LOCM contest link {@code /bridge.jar} with the bridge's command
 * filled in (host, bot port, team, contest, the password read into {@code ARENA_PASSWORD}), and never the command of a
 * bot-port client, which a LOCM starter is not.
 */
class LocmStartPagesTest {
    private static TestArena arena;
    private static WebSession team;

    @BeforeAll
    static void aTeamInALocmContest() throws Exception {
        arena = TestArena.start();
        arena.createTeam("owls", "password1");
        SocketErrorCodes.createContest(arena, "deck-cup", Locm15.NAME, Map.of("seed", 3));
        arena.enroll("deck-cup", "owls");
        team = new WebSession(arena).login("team", "owls", "password1");
    }

    @AfterAll
    static void stop() {
        if (arena != null) arena.close();
    }

    /** The text a person reads: no tags, entities as their characters, white space as single spaces. */
    private static String squeezed(String html) {
        return html.replaceAll("<[^>]+>", "").replace("&quot;", "\"").replace("&#39;", "'").replace("&amp;", "&").replaceAll("\\s+", " ");
    }

    @Test
    void bothVariantsServeTheFourStartersEachSayingHowTheBridgeRunsIt() throws Exception {
        for (String game : new String[] {Locm12.NAME, Locm15.NAME}) {
            for (StarterLanguage l : StarterLanguage.values()) {
                HttpResponse<String> r = team.get("/games/" + game + "/starter?lang=" + l.key());
                assertEquals(200, r.statusCode(), game + " " + l.key());
                assertEquals("attachment; filename=\"" + l.file() + "\"", r.headers().firstValue("Content-Disposition").orElse(null));
                assertTrue(r.body().contains("java -jar bridge.jar --host HOST --port PORT --login TEAM --contest CONTEST -- "), r.body());
                assertTrue(r.body().contains("ARENA_PASSWORD") && r.body().contains("Where to start changing it"), r.body());
            }
            assertTrue(team.get("/games/" + game + "/starter").body().contains("-- python3 bot.py"), "no lang: the Python one");
        }
        assertEquals(400, team.get("/games/locm12/starter?lang=cobol").statusCode());
    }

    @Test
    void theTeamPageOfALocmContestRunsEachStarterThroughTheBridge() throws Exception {
        String page = team.get("/team").body();
        int at = page.indexOf("id=\"hub-deck-cup\"");
        String card = squeezed(page.substring(at, page.indexOf("</article>", at)));
        String bridge = "java -jar bridge.jar --host localhost --port " + arena.app.botPort() + " --login owls --contest deck-cup -- ";
        assertTrue(card.contains("read -rs ARENA_PASSWORD && export ARENA_PASSWORD && " + bridge + "python3 bot.py"), card);
        assertTrue(card.contains("javac Bot.java && " + bridge + "java Bot"), card);
        assertTrue(card.contains("g++ -O2 -std=c++17 -o bot bot.cpp && " + bridge + "./bot"), card);
        assertTrue(card.contains(bridge + "node bot.js"), card);
        assertTrue(card.contains("Read-Host 'Password' -AsSecureString")
                && card.contains("g++ -O2 -std=c++17 -o bot.exe bot.cpp; if ($?) { " + bridge + ".\\bot.exe }"), card);
        assertTrue(card.contains(bridge + "python3 my_bot.py"), "a CodinGame bot of one's own: " + card);
        assertTrue(page.contains("href=\"/bridge.jar\""), "the bridge to download");
        assertFalse(card.contains("bot.py localhost"), "no bot-port client's command: " + card);
    }

    @Test
    void theRulesPageFillsInWhatItKnows() throws Exception {
        String anyone = squeezed(new WebSession(arena).get("/games/locm12").body());
        assertTrue(anyone.contains("--port " + arena.app.botPort() + " --login TEAM -- python3 my_bot.py"), "nobody logged in: " + anyone);
        assertTrue(anyone.contains("Download bridge.jar"), anyone);
        String mine = squeezed(team.get("/games/locm15?contest=deck-cup").body());
        assertTrue(mine.contains("--login owls --contest deck-cup -- node bot.js"), mine);
    }

    @Test
    void theBridgeIsADownloadOfItsOwn() throws Exception {
        HttpResponse<String> r = team.get("/bridge.jar");
        assertEquals(200, r.statusCode());
        assertEquals("application/java-archive", r.headers().firstValue("Content-Type").orElse(null));
    }
}
