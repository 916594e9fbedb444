package arena.games.pizzacraft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** House bots play a round in a real arena; the match page draws the SVG map while it runs and the final score once it ends (HTMX stops with 286). */
class BoardPageTest {

    static void createContest(TestArena arena, String slug, Map<String, Object> settings) {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", slug, "title", "Pizzacraft " + slug, "game", "pizzacraft", "settings", settings)));
    }

    @Test
    void theBoardShowsTheMatchAndThenItsFinalScore() throws Exception {
        try (TestArena arena = TestArena.start()) {
            createContest(arena, "pb", Map.of("turnMillis", 60, "turnsPerMatch", 40, "seed", 5, "earlyTurns", true));
            TestArena.expect(201, arena.api("POST", "/api/contests/pb/enrollments", Map.of("houseBot", "economy")));
            TestArena.expect(201, arena.api("POST", "/api/contests/pb/enrollments", Map.of("houseBot", "random")));
            arena.startRound("pb");
            long id = TestArena.expect(200, arena.api("GET", "/api/contests/pb/rounds/1/matches", null)).json().get(0).get("id").asLong();
            TestArena.Response page = arena.request("GET", "/matches/" + id, null, null);
            assertEquals(200, page.status(), page.body());
            for (String part : new String[] {"pz-board", "/static/pizzacraft.css", "<svg", "class=\"water", "class=\"mine", "pz-building", "pz-unit",
                    "supplies", "gold", "upgrades", "turns left", "pz-eye-0", "pz-eye-1", "pizzacraft-economy", "pizzacraft-random"}) {
                assertTrue(page.body().contains(part), "the page shows " + part + ":\n" + page.body());
            }
            arena.awaitContest("pb", "finished", 1, 30_000);
            TestArena.Response board = arena.request("GET", "/matches/" + id + "/board", null, null);
            assertEquals(286, board.status(), "a finished match stops the polling");
            assertTrue(board.body().contains("Final score"), board.body());
            JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/pb/rounds/1/matches", null)).json();
            assertEquals(2, matches.size());
            for (JsonNode m : matches) {
                assertEquals("finished", m.get("status").asText());
                assertEquals(1000, m.get("scores").get(0).asDouble() + m.get("scores").get(1).asDouble(), 1e-9, "a match hands out 1000 points: " + m);
            }
            assertEquals(200, arena.request("GET", "/games/pizzacraft?contest=pb", null, null).status());
        }
    }
}
