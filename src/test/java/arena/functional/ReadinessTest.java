package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.BotClient;
import arena.support.TestArena;
import arena.support.WebSession;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Readiness before a round (issue 29): the API, the console (its summary, the Start button's confirmation, the team
 * table's "Plays" column), the team page and the round's start agree on who plays, from one computation
 * (contest.Readiness). A Kieszostwory contest, where a team with no creature team sits out (RULINGS 7): one team with
 * a team saved and its bot connected, one with a team saved and no bot, one with nothing saved, one disabled, and a
 * house bot.
 */
class ReadinessTest {
    private static final String PASSWORD = "ready-password";
    private static TestArena arena;
    private static WebSession console;

    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.start();
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "ready", "title", "Ready cup", "game", "kieszostwory",
                "settings", Map.of("registrationMillis", 0))));
        for (String t : List.of("r-connected", "r-nobot", "r-noentry", "r-off")) {
            arena.createTeam(t, PASSWORD);
            arena.enroll("ready", t);
        }
        TestArena.expect(201, arena.api("POST", "/api/contests/ready/enrollments", Map.of("houseBot", "random")));
        for (String t : List.of("r-connected", "r-nobot", "r-off")) {
            arena.app.contests().saveEntry("ready", arena.app.contests().teamId(t).orElseThrow(), "22 0 0 0 0 0");
        }
        TestArena.expect(200, arena.api("POST", "/api/teams/r-off/disable", null));
        console = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
    }

    @AfterAll
    static void stop() {
        if (arena != null) arena.close();
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    private static String squeezed(String html) {
        return html.replaceAll("<[^>]+>", "").replace("&#39;", "'").replace("&quot;", "\"").replaceAll("\\s+", " ");
    }

    @Test
    void theApiTheConsoleTheTeamPageAndTheRoundAgreeOnWhoPlays() throws Exception {
        try (BotClient bot = arena.bot("r-connected", PASSWORD)) {
            JsonNode r = TestArena.expect(200, arena.api("GET", "/api/contests/ready/readiness", null)).json();
            assertEquals(5, r.get("teams").asInt());
            assertEquals(1, r.get("round").asInt());
            assertEquals(List.of("r-connected", "r-nobot", "kieszostwory-random"), texts(r.get("willPlay")), r.toString());
            assertEquals(2, r.get("sitOut").size(), r.toString());
            assertEquals("r-noentry", r.get("sitOut").get(0).get("team").asText());
            assertEquals("it has no Kieszostwory team saved", r.get("sitOut").get(0).get("why").asText());
            assertEquals("r-off", r.get("sitOut").get(1).get("team").asText());
            assertEquals("it is disabled", r.get("sitOut").get(1).get("why").asText());
            assertEquals(List.of("r-nobot"), texts(r.get("noBot")), "a house bot plays in-process; a connected bot is ready");

            String page = console.get("/console/contests/ready").body();
            String summary = squeezed(page);
            assertTrue(summary.contains("Round 1: 3 of 5 teams will play; 2 will not play; 1 has no bot ready."), summary);
            assertTrue(summary.contains("r-noentry will not play: it has no Kieszostwory team saved"), summary);
            assertTrue(page.contains("data-confirm=\"Start round 1 now? 3 of 5 teams will play; 2 will not play; 1 has no bot ready.\""), page);
            assertTrue(page.contains("hx-get=\"/console/contests/ready/readiness\""), "polled while registration is open");
            String polled = console.get("/console/contests/ready/readiness").body();
            assertTrue(squeezed(polled).contains("3 of 5 teams will play"), polled);

            String table = console.get("/console/contests/ready/teams").body();
            assertEquals("will not play round 1: it has no Kieszostwory team saved", plays(table, "r-noentry"));
            assertEquals("yes, but no bot is ready: none connected, no built hosted version chosen", plays(table, "r-nobot"));
            assertEquals("yes", plays(table, "r-connected"));
            assertEquals("yes", plays(table, "kieszostwory-random"));

            WebSession noEntry = new WebSession(arena).login("team", "r-noentry", PASSWORD);
            assertTrue(squeezed(noEntry.get("/team").body()).contains("Your team will not play round 1: it has no Kieszostwory team saved."));

            arena.startRound("ready");
            JsonNode matches = arena.api("GET", "/api/contests/ready/rounds/1/matches", null).json();
            List<String> seated = new ArrayList<>();
            matches.forEach(m -> m.get("seats").forEach(s -> { if (!seated.contains(s.asText())) seated.add(s.asText()); }));
            seated.sort(null);
            assertEquals(List.of("kieszostwory-random", "r-connected", "r-nobot"), seated, "the round pairs exactly the teams that will play");
            assertFalse(console.get("/console/contests/ready").body().contains("hx-get=\"/console/contests/ready/readiness\""),
                    "no poll while the round runs");
        }
    }

    @Test
    void noConfirmationWhenEveryoneIsReady() throws Exception {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "ready-all", "title", "All ready", "game", "tally",
                "settings", Map.of("registrationMillis", 0))));
        for (String bot : List.of("steady", "greedy")) TestArena.expect(201, arena.api("POST", "/api/contests/ready-all/enrollments", Map.of("houseBot", bot)));
        JsonNode r = arena.api("GET", "/api/contests/ready-all/readiness", null).json();
        assertEquals(2, r.get("willPlay").size());
        assertEquals(0, r.get("sitOut").size());
        assertEquals(0, r.get("noBot").size());
        String page = console.get("/console/contests/ready-all").body();
        Matcher start = Pattern.compile("<form[^>]*id=\"start-round\"[^>]*>").matcher(page);
        assertTrue(start.find(), page);
        assertFalse(start.group().contains("data-confirm"), start.group());
        assertTrue(squeezed(page).contains("Round 1: 2 of 2 teams will play."), squeezed(page));
        assertEquals(404, arena.api("GET", "/api/contests/nowhere/readiness", null).status());
    }

    /** The "Plays" cell of a team's row in the console's team table. */
    private static String plays(String table, String team) {
        Matcher row = Pattern.compile("data-team=\"" + Pattern.quote(team) + "\".*?<td class=\"disabled-flag plays\">(.*?)</td>", Pattern.DOTALL).matcher(table);
        assertTrue(row.find(), team + " in " + table);
        String cell = squeezed(row.group(1)).strip();
        return cell;
    }
}
