package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import arena.support.WebSession;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Counts read right in the singular, and the roster page says "shown this once" only of passwords it generated (issue 29). */
class WordingTest {
    private static TestArena arena;
    private static WebSession console;

    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.start();
        console = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
    }

    @AfterAll
    static void stop() {
        if (arena != null) arena.close();
    }

    private static String squeezed(String html) {
        return html.replaceAll("<[^>]+>", " ").replace("&middot;", "·").replaceAll("\\s+", " ");
    }

    @Test
    void oneTeamAndOneRoundAreSingular() throws Exception {
        arena.createContest("one", Map.of("turnMillis", 20, "turns", 1, "rounds", 0));
        TestArena.expect(201, arena.api("POST", "/api/contests/one/enrollments", Map.of("houseBot", "steady")));
        String contest = squeezed(new WebSession(arena).get("/contests/one").body());
        assertTrue(contest.contains("1 team enrolled."), contest);
        assertFalse(contest.contains("1 teams"), contest);
        String home = squeezed(new WebSession(arena).get("/").body());
        assertFalse(home.contains(" 1 teams"), home);

        TestArena.expect(201, arena.api("POST", "/api/contests/one/enrollments", Map.of("houseBot", "greedy")));
        arena.startRound("one");
        arena.awaitContest("one", "open", 1, 20_000);
        String page = squeezed(console.get("/console/contests/one").body());
        assertTrue(page.contains("1 round played."), page);
        assertFalse(page.contains("1 rounds"), page);
    }

    @Test
    void aRosterOfGivenPasswordsShowsNoneAndSaysSo() throws Exception {
        arena.createContest("given", Map.of());
        for (var roster : List.of(Map.entry("name,password\nowl-a,owl-a-password\n", false), Map.entry("name,password\nowl-b,\n", true))) {
            HttpResponse<String> r = console.post("/console/contests/given/roster",
                    Map.of("_csrf", console.csrf("/console/contests/given"), "csv", roster.getKey()));
            assertEquals(200, r.statusCode(), r.body());
            String page = squeezed(r.body());
            assertTrue(page.contains("1 team enrolled"), page);
            assertEquals(roster.getValue(), page.contains("shown this once"), page);
            assertEquals(!roster.getValue(), page.contains("none was generated"), page);
        }
    }
}
