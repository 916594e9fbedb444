package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The match page renders the LOCM board while the match runs, and the final score once it ends (HTMX stops with 286). */
class BoardPageTest {

    @Test
    void theBoardShowsTheMatchAndThenItsFinalScore() throws Exception {
        try (TestArena arena = TestArena.start()) {
            SocketErrorCodesTest.createContest(arena, "bp", "locm12", Map.of("turnMillis", 40, "timeFactor", 5, "seed", 5));
            TestArena.expect(201, arena.api("POST", "/api/contests/bp/enrollments", Map.of("houseBot", "greedy")));
            TestArena.expect(201, arena.api("POST", "/api/contests/bp/enrollments", Map.of("houseBot", "random")));
            arena.startRound("bp");
            long id = TestArena.expect(200, arena.api("GET", "/api/contests/bp/rounds/1/matches", null)).json().get(0).get("id").asLong();
            TestArena.Response page = arena.request("GET", "/matches/" + id, null, null);
            assertEquals(200, page.status(), page.body());
            for (String part : new String[] {"lc-board", "/static/locm.css", "LOCM 1.2", "locm12-greedy", "locm12-random", "health", "mana",
                    "deck", "next rune", "Lane 1", "Lane 2", "Last actions"}) {
                assertTrue(page.body().contains(part), "the page shows " + part + ":\n" + page.body());
            }
            boolean sawBattle = false;
            long end = System.currentTimeMillis() + 60_000;
            while (System.currentTimeMillis() < end) {
                TestArena.Response board = arena.request("GET", "/matches/" + id + "/board", null, null);
                if (board.body().contains("Battle turn")) sawBattle = true;
                if (board.status() == 286) {
                    assertTrue(board.body().contains("Final score"), board.body());
                    assertTrue(board.body().contains(" wins"), board.body());
                    break;
                }
                Thread.sleep(100);
            }
            assertTrue(sawBattle, "the board showed the battle while it ran");
            arena.awaitContest("bp", "finished", 1, 30_000);
        }
    }

    @Test
    void theConstructedBoardShowsTheChosenCards() {
        Duel d = new Duel(arena.games.locm.LocmVariant.V1_5, 3);
        assertEquals("constructed", d.m.board().phase());
        d.answer(1, "PASS");
        assertTrue(d.m.board().sides().get(1).answered());
        d.answer(0, "PASS");
        LocmBoard b = d.m.board();
        assertEquals("battle", b.phase());
        assertEquals(5, b.sides().get(0).handSize(), "four cards and the draw of its first turn");
        assertEquals(5, b.sides().get(1).handSize(), "the second player's bonus card");
        assertTrue(b.sides().get(0).toMove());
        assertEquals("both decks are built: the battle begins", b.log().get(0).text());
    }
}
