package arena.games.vestrock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The match page renders Vestrock's board while the match runs, and the final score once it ends (HTMX stops with 286). */
class BoardPageTest {

    @Test
    void theBoardShowsTheMatchAndThenItsFinalScore() throws Exception {
        try (TestArena arena = TestArena.start()) {
            SocketErrorCodesTest.createContest(arena, "vb", Map.of("turnMillis", 150, "turnsPerMatch", 16, "seed", 5));
            TestArena.expect(201, arena.api("POST", "/api/contests/vb/enrollments", Map.of("houseBot", "greedy")));
            TestArena.expect(201, arena.api("POST", "/api/contests/vb/enrollments", Map.of("houseBot", "random")));
            arena.startRound("vb");
            long id = TestArena.expect(200, arena.api("GET", "/api/contests/vb/rounds/1/matches", null)).json().get(0).get("id").asLong();
            Thread.sleep(700);
            TestArena.Response page = arena.request("GET", "/matches/" + id, null, null);
            assertEquals(200, page.status(), page.body());
            for (String part : new String[] {"vr-board", "/static/vestrock.css", "turns left", "vestrock-greedy", "vestrock-random", "Deck", "Hand (", "Board (", "Last actions"}) {
                assertTrue(page.body().contains(part), "the page shows " + part + ":\n" + page.body());
            }
            arena.awaitContest("vb", "finished", 1, 20_000);
            TestArena.Response board = arena.request("GET", "/matches/" + id + "/board", null, null);
            assertEquals(286, board.status(), "a finished match stops the polling");
            assertTrue(board.body().contains("Final score"), board.body());
            assertEquals(200, arena.request("GET", "/games/vestrock?contest=vb", null, null).status());
        }
    }
}
