package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.BotClient;
import arena.support.Practice;
import arena.support.TestArena;
import arena.support.WebSession;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * RULINGS 8, issue 27 point 1: a practice shows the entry its team saved for the coming round, so until that round has
 * started it is seen only by its team and the instructor: listed on the team's page, its page, its live board, its
 * replay and replay file. Anyone else (anonymous, the rival team) gets 404, as for a match that does not exist. Once the
 * round has started it is public like any match.
 */
class PracticeSecrecyTest {

    private static List<String> pages(long id) {
        return List.of("/matches/" + id, "/matches/" + id + "/board", "/matches/" + id + "/replay", "/matches/" + id + "/replay.json",
                "/matches/" + id + "/replay/step?step=1");
    }

    private static void expect(WebSession who, String as, long id, boolean sees) throws Exception {
        for (String page : pages(id)) {
            int status = who.get(page).statusCode();
            if (sees) assertTrue(status == 200 || status == 286, as + " " + page + " answered " + status);
            else assertEquals(404, status, as + " " + page);
        }
        String listing = who.get("/teams/sa?contest=sp").body();
        assertEquals(sees, listing.contains("/matches/" + id + "\""), as + ": the team page lists the practice");
    }

    @Test
    void aPracticeIsSeenByItsTeamAndTheInstructorUntilTheNextRoundStarts() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("sa", "password1");
            arena.createTeam("sb", "password1");
            Practice.createContest(arena, "sp", "vestrock", Practice.fast(Map.of("turnsPerMatch", 8)));
            arena.enroll("sp", "sa");
            arena.enroll("sp", "sb");
            long id;
            try (BotClient a = arena.bot("sa", "password1")) {
                id = Practice.start(a, "greedy");
                Practice.playToEnd(arena, a, id, (b, m) -> {
                    assertEquals("OK", b.command("WAIT"));
                    assertEquals("OK", b.line());
                }, 60_000);
            }
            WebSession anonymous = new WebSession(arena);
            WebSession rival = new WebSession(arena).login("team", "sb", "password1");
            WebSession team = new WebSession(arena).login("team", "sa", "password1");
            WebSession instructor = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
            expect(anonymous, "anonymous", id, false);
            expect(rival, "the rival team", id, false);
            expect(team, "its team", id, true);
            expect(instructor, "the instructor", id, true);
            assertFalse(anonymous.get("/").body().contains("/matches/" + id + "\""), "not on the home page");

            arena.startRound("sp"); // the round whose entry it played has started: public like any match
            expect(anonymous, "anonymous, once the round started", id, true);
            expect(rival, "the rival team, once the round started", id, true);
        }
    }
}
