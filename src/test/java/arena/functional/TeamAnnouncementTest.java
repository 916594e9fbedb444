package arena.functional;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import arena.support.WebSession;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The contest's announcement on the team page of every enrolled team, marked new until the team has seen it (issue 29). */
class TeamAnnouncementTest {
    private static TestArena arena;

    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.start();
    }

    @AfterAll
    static void stop() {
        if (arena != null) arena.close();
    }

    private static String card(WebSession team, String slug) throws Exception {
        String page = team.get("/team").body();
        int at = page.indexOf("id=\"hub-" + slug + "\"");
        assertTrue(at >= 0, page);
        return page.substring(at, page.indexOf("</article>", at));
    }

    @Test
    void everyEnrolledTeamSeesItNewOnceAndAChangedTextIsNewAgain() throws Exception {
        arena.createContest("news", Map.of());
        arena.createContest("other-news", Map.of());
        arena.createTeam("reader-a", "reader-password");
        arena.createTeam("reader-b", "reader-password");
        arena.enroll("news", "reader-a");
        arena.enroll("news", "reader-b");
        arena.enroll("other-news", "reader-b");
        TestArena.expect(200, arena.api("POST", "/api/contests/news/announcement", Map.of("text", "Round 2 starts Monday at 10:00")));
        WebSession a = new WebSession(arena).login("team", "reader-a", "reader-password");
        WebSession b = new WebSession(arena).login("team", "reader-b", "reader-password");

        String first = card(a, "news");
        assertTrue(first.contains("Round 2 starts Monday at 10:00"), first);
        assertTrue(first.contains("class=\"badge new\""), "new the first time");
        String again = card(a, "news");
        assertTrue(again.contains("Round 2 starts Monday at 10:00") && !again.contains("class=\"badge new\""), "seen: shown without the mark");
        assertTrue(card(b, "news").contains("class=\"badge new\""), "another team has not seen it yet");
        assertFalse(card(b, "other-news").contains("Round 2 starts"), "only on its own contest's card");

        TestArena.expect(200, arena.api("POST", "/api/contests/news/announcement", Map.of("text", "Round 2 moves to Tuesday")));
        String changed = card(a, "news");
        assertTrue(changed.contains("Round 2 moves to Tuesday") && changed.contains("class=\"badge new\""), "a changed text is new again");
        TestArena.expect(200, arena.api("POST", "/api/contests/news/announcement", Map.of("text", "")));
        assertFalse(card(a, "news").contains("From the instructor"), "removed");
    }
}
