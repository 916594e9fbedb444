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
 * house bot. Before a playoff's stage (issue 43), the stage's seeds, their bots and the series waiting on a team.
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

    /**
     * Issue 43: before a playoff's stage the readiness is the stage's. Tally, two turns a match: po-a and po-b start each
     * match at 9 (their saved entry) and never move, so with no bot they beat the house bots (greedy reaches 6) and draw
     * each other; po-c has no entry and scores 0. A bracket of four, best of one: po-a and po-b are seeds 1 and 2 and
     * win stage 1, so the final waits on their bots; the fifth of the standings is not seeded.
     */
    @Test
    void beforeAPlayoffStageItsSeedsTheirBotsAndTheSeriesWaitingOnATeamAreShown() throws Exception {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "ready-po", "title", "Ready playoff", "game", "tally",
                "settings", Map.of("registrationMillis", 0, "turnMillis", 15, "turns", 2, "rounds", 0))));
        for (String bot : List.of("greedy", "steady")) TestArena.expect(201, arena.api("POST", "/api/contests/ready-po/enrollments", Map.of("houseBot", bot)));
        for (String t : List.of("po-a", "po-b", "po-c")) {
            arena.createTeam(t, PASSWORD);
            arena.enroll("ready-po", t);
        }
        for (String t : List.of("po-a", "po-b")) arena.app.contests().saveEntry("ready-po", arena.app.contests().teamId(t).orElseThrow(), "start 9");
        JsonNode league = arena.api("GET", "/api/contests/ready-po/readiness", null).json();
        assertTrue(league.get("stage").isNull(), "a league round is no stage: " + league);
        arena.startRound("ready-po");
        arena.awaitContest("ready-po", "open", 1, 30_000);
        // before the playoff: who it would seed now, and their bots
        JsonNode seeding = TestArena.expect(200, arena.api("GET", "/api/contests/ready-po/playoff", null)).json().get("seeds");
        assertEquals(5, seeding.size(), seeding.toString());
        assertEquals(java.util.Set.of("po-a", "po-b"), java.util.Set.of(seeding.get(0).get("team").asText(), seeding.get(1).get("team").asText()));
        // the house bots' points depend on how much they played on a loaded machine: who is fifth is read, not assumed
        String fifth = seeding.get(4).get("team").asText();
        assertEquals("seeded in a playoff of 5 teams or more", seeding.get(4).get("status").asText());
        for (JsonNode x : seeding) {
            assertEquals(x.get("team").asText().startsWith("tally-"), x.get("bot").asBoolean(), "a house bot is ready, a team with nothing connected not: " + x);
        }
        assertTrue(squeezed(console.get("/console/contests/ready-po").body()).contains("5 " + fifth + " seeded in a playoff of 5 teams or more "
                + (fifth.startsWith("tally-") ? "ready" : "none ready")), "the console shows it under the playoff's form");

        // paused, the first stage starts and stands still: the next stage is not drawn until it ends
        TestArena.expect(200, arena.api("POST", "/api/contests/ready-po/pause", null));
        TestArena.expect(202, arena.api("POST", "/api/contests/ready-po/playoff", Map.of("teams", 4, "bestOf", 1)));
        JsonNode undrawn = TestArena.expect(200, arena.api("GET", "/api/contests/ready-po/readiness", null)).json();
        assertFalse(undrawn.get("stage").get("drawn").asBoolean(), undrawn.toString());
        assertEquals(0, undrawn.get("stage").get("series").size(), undrawn.toString());
        assertEquals("waits for stage 1 to end", undrawn.get("stage").get("seeds").get(0).get("status").asText(), undrawn.toString());
        assertTrue(squeezed(console.get("/console/contests/ready-po/readiness").body())
                .contains("Round 3, playoff stage 2 of 2: its series are drawn when stage 1 ends."));
        TestArena.expect(200, arena.api("POST", "/api/contests/ready-po/resume", null));
        arena.awaitContest("ready-po", "open", 2, 30_000);
        assertEquals(409, arena.api("GET", "/api/contests/ready-po/playoff", null).status(), "the playoff has started");

        JsonNode r = TestArena.expect(200, arena.api("GET", "/api/contests/ready-po/readiness", null)).json();
        assertEquals(3, r.get("round").asInt(), r.toString());
        JsonNode stage = r.get("stage");
        assertEquals(2, stage.get("stage").asInt(), r.toString());
        assertEquals(2, stage.get("stages").asInt());
        assertTrue(stage.get("drawn").asBoolean());
        assertEquals(4, r.get("teams").asInt(), "the bracket's seeds");
        List<String> seeded = new ArrayList<>();
        stage.get("seeds").forEach(x -> seeded.add(x.get("team").asText()));
        String first = seeded.get(0), second = seeded.get(1), third = seeded.get(2);
        assertEquals(java.util.Set.of("po-a", "po-b"), java.util.Set.of(first, second), r.toString());
        assertFalse(seeded.contains(fifth), r.toString());
        assertEquals(List.of(first, second), texts(r.get("willPlay")));
        assertEquals(0, r.get("sitOut").size(), "no seed sits a stage out; teams outside the bracket are not listed");
        assertEquals(List.of(first, second), texts(r.get("noBot")));
        for (int i = 0; i < 4; i++) {
            JsonNode seed = stage.get("seeds").get(i);
            assertEquals(i + 1, seed.get("seed").asInt());
            assertEquals(i < 2 ? "plays stage 2" : "out: lost in stage 1", seed.get("status").asText(), seed.toString());
            assertEquals(seed.get("team").asText().startsWith("tally-"), seed.get("bot").asBoolean(), "a house bot is ready; a team with nothing connected is not: " + seed);
        }
        assertEquals(1, stage.get("series").size());
        JsonNode fin = stage.get("series").get(0);
        assertEquals("[1,2]", fin.get("seeds").toString());
        assertEquals(List.of(first, second), texts(fin.get("teams")));
        assertEquals(List.of(first, second), texts(fin.get("waitingOn")));

        String waiting = "2 of the 4 seeded teams will play; 2 have no bot ready; the series " + first + " (1) against " + second
                + " (2) waits on " + first + " and " + second + ".";
        String page = console.get("/console/contests/ready-po").body();
        assertTrue(squeezed(page).contains("Round 3, playoff stage 2 of 2: " + waiting), squeezed(page));
        assertTrue(page.contains("data-confirm=\"Start round 3 (playoff stage 2 of 2) now? " + waiting + "\""), page);
        assertTrue(squeezed(page).contains("3 " + third + " out: lost in stage 1 " + (third.startsWith("tally-") ? "ready" : "none ready")),
                "the bracket's table: " + squeezed(page));
        String table = console.get("/console/contests/ready-po/teams").body();
        assertEquals("will not play round 3: it is not in the playoff", plays(table, fifth));
        assertEquals("will not play round 3: seed 3 of the playoff, out: lost in stage 1", plays(table, third));
        assertEquals("yes, but no bot is ready: none connected, no built hosted version chosen", plays(table, first));

        try (BotClient bot = arena.bot(first, PASSWORD)) {
            JsonNode now = arena.api("GET", "/api/contests/ready-po/readiness", null).json();
            assertEquals(List.of(second), texts(now.get("noBot")), now.toString());
            assertEquals(List.of(second), texts(now.get("stage").get("series").get(0).get("waitingOn")), now.toString());
            assertTrue(now.get("stage").get("seeds").get(0).get("bot").asBoolean(), "a connected TCP bot is ready");
            assertTrue(squeezed(console.get("/console/contests/ready-po/readiness").body())
                    .contains("The series " + first + " (1) against " + second + " (2) waits on " + second + ": no bot ready"));

            arena.startRound("ready-po");
            List<String> seated = new ArrayList<>();
            arena.api("GET", "/api/contests/ready-po/rounds/3/matches", null).json()
                    .forEach(m -> m.get("seats").forEach(x -> { if (!seated.contains(x.asText())) seated.add(x.asText()); }));
            seated.sort(null);
            assertEquals(List.of("po-a", "po-b"), seated, "the stage pairs exactly the teams the readiness said");
        }
    }

    /** The "Plays" cell of a team's row in the console's team table. */
    private static String plays(String table, String team) {
        Matcher row = Pattern.compile("data-team=\"" + Pattern.quote(team) + "\".*?<td class=\"disabled-flag plays\">(.*?)</td>", Pattern.DOTALL).matcher(table);
        assertTrue(row.find(), team + " in " + table);
        String cell = squeezed(row.group(1)).strip();
        return cell;
    }
}
