package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The instructors' JSON API, endpoint by endpoint. */
class ApiTest {
    private static TestArena arena;

    /** On the manual clock: the rounds' turns (of teams with no bot) pass by hand, not by waiting them out. */
    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.startWithManualClock();
    }

    @AfterAll
    static void stop() {
        arena.close();
    }

    @Test
    void aWholeNumberSettingWithAnExponentIsRefusedWithTheReason() {
        // Sent as JSON numbers: 1e300 is parsed as a double, 9223372036854775808 (2^63) as a big integer.
        var r = arena.api("POST", "/api/contests", "{\"slug\":\"exp\",\"title\":\"E\",\"game\":\"tally\",\"settings\":{\"seed\":1e300}}");
        assertEquals(400, r.status());
        assertEquals("setting seed must be a whole number, written without a fraction or an exponent (not 1.0E300)", r.json().get("error").asText());
        r = arena.api("POST", "/api/contests", "{\"slug\":\"exp\",\"title\":\"E\",\"game\":\"tally\",\"settings\":{\"seed\":9223372036854775808}}");
        assertEquals(400, r.status());
        assertEquals("setting seed must be between 0 and 9223372036854775807", r.json().get("error").asText());
    }

    @Test
    void withoutAValidTokenEveryEndpointAnswers401() {
        assertEquals(401, arena.request("GET", "/api/games", null, null).status());
        assertEquals(401, arena.request("GET", "/api/games", null, "wrong-token").status());
        assertEquals(401, arena.request("POST", "/api/teams", Map.of("name", "x1", "password", "password1"), null).status());
        assertEquals(401, arena.request("POST", "/api/contests/any/rounds", null, null).status());
    }

    @Test
    void teamsAreCreatedOnceAndBadOnesAreExplained() {
        TestArena.Response created = arena.api("POST", "/api/teams", Map.of("name", "api-team", "password", "password1"));
        assertEquals(201, created.status());
        assertEquals("api-team", created.json().get("name").asText());
        assertEquals(409, arena.api("POST", "/api/teams", Map.of("name", "API-team", "password", "password1")).status());
        TestArena.Response shortPassword = arena.api("POST", "/api/teams", Map.of("name", "short-pw", "password", "1234"));
        assertEquals(400, shortPassword.status());
        assertEquals("a password has at least 8 characters", shortPassword.json().get("error").asText());
        assertEquals(400, arena.api("POST", "/api/teams", Map.of("name", "bad name", "password", "password1")).status());
        assertEquals(400, arena.api("POST", "/api/teams", "not json").status());
        assertEquals(400, arena.api("POST", "/api/teams", Map.of("name", "nopw")).status());
    }

    @Test
    void contestsNameTheirBadSettings() {
        TestArena.Response unknown = arena.api("POST", "/api/contests", Map.of("slug", "bad-1", "title", "T", "game", "tally", "settings", Map.of("speed", 3)));
        assertEquals(400, unknown.status());
        assertEquals("unknown setting speed", unknown.json().get("error").asText());
        TestArena.Response range = arena.api("POST", "/api/contests", Map.of("slug", "bad-2", "title", "T", "game", "tally", "settings", Map.of("turnMillis", 5)));
        assertEquals(400, range.status());
        assertTrue(range.json().get("error").asText().startsWith("setting turnMillis must be between"));
        TestArena.Response game = arena.api("POST", "/api/contests", Map.of("slug", "bad-3", "title", "T", "game", "chess"));
        assertEquals(400, game.status());
        assertTrue(game.json().get("error").asText().contains("unknown game chess"));
        assertEquals(400, arena.api("POST", "/api/contests", Map.of("slug", "Bad Slug", "title", "T", "game", "tally")).status());
    }

    @Test
    void aContestIsCreatedWithItsSettingsAndASeed() {
        TestArena.Response r = arena.api("POST", "/api/contests", Map.of("slug", "made", "title", "Made", "game", "tally",
                "settings", Map.of("turnMillis", 250, "rounds", 3, "earlyTurns", true, "turns", 7)));
        assertEquals(201, r.status());
        JsonNode c = arena.contest("made");
        assertEquals("made", c.get("slug").asText());
        assertEquals("tally", c.get("game").asText());
        assertEquals("open", c.get("phase").asText());
        assertEquals(0, c.get("round").asInt());
        assertEquals(250, c.get("settings").get("turnMillis").asInt());
        assertEquals(7, c.get("settings").get("turns").asInt());
        assertTrue(c.get("settings").get("seed").asLong() != 0, "a seed is drawn when none is given");
        assertEquals(409, arena.api("POST", "/api/contests", Map.of("slug", "made", "title", "Again", "game", "tally")).status());
        assertEquals(404, arena.api("GET", "/api/contests/unmade", null).status());
    }

    @Test
    void gamesListTheirSettingsAndHouseBots() {
        JsonNode games = arena.api("GET", "/api/games", null).json();
        JsonNode tally = null;
        for (JsonNode g : games) if (g.get("name").asText().equals("tally")) tally = g;
        assertTrue(tally != null, "the test game is listed: " + games);
        assertEquals(List.of("steady", "greedy"), List.of(tally.get("houseBots").get(0).asText(), tally.get("houseBots").get(1).asText()));
        boolean hasTurns = false, hasTurnMillis = false;
        for (JsonNode s : tally.get("settings")) {
            if (s.get("name").asText().equals("turns")) {
                hasTurns = true;
                assertEquals(5, s.get("default").asInt());
                assertEquals(1, s.get("min").asInt());
                assertEquals(1000, s.get("max").asInt());
            }
            hasTurnMillis |= s.get("name").asText().equals("turnMillis");
        }
        assertTrue(hasTurns && hasTurnMillis);
    }

    @Test
    void houseBotsAreEnrolledAsTeamsNamedAfterThemAndNumbered() {
        arena.createContest("bots", Map.of("turnMillis", 60_000));
        TestArena.Response first = arena.api("POST", "/api/contests/bots/enrollments", Map.of("houseBot", "greedy"));
        assertEquals(201, first.status());
        assertEquals("tally-greedy", first.json().get("team").asText());
        assertEquals("tally-greedy-2", arena.api("POST", "/api/contests/bots/enrollments", Map.of("houseBot", "greedy")).json().get("team").asText());
        TestArena.Response unknown = arena.api("POST", "/api/contests/bots/enrollments", Map.of("houseBot", "genius"));
        assertEquals(400, unknown.status());
        assertTrue(unknown.json().get("error").asText().contains("no house bot genius"));
        assertEquals(404, arena.api("POST", "/api/contests/bots/enrollments", Map.of("team", "ghosts")).status());
        assertEquals(400, arena.api("POST", "/api/contests/bots/enrollments", Map.of()).status());
    }

    @Test
    void aRoundIsStartedListedAndScored() throws Exception {
        arena.createTeam("r-one", "password1");
        arena.createTeam("r-two", "password1");
        arena.createContest("rounds", Map.of("turnMillis", 50, "turns", 3, "rounds", 2));
        assertEquals(400, arena.api("POST", "/api/contests/rounds/rounds", null).status(), "a round needs two teams");
        arena.enroll("rounds", "r-one");
        arena.enroll("rounds", "r-two");
        String greedy = arena.api("POST", "/api/contests/rounds/enrollments", Map.of("houseBot", "greedy")).json().get("team").asText();
        TestArena.Response started = arena.api("POST", "/api/contests/rounds/rounds", null);
        assertEquals(202, started.status());
        assertEquals(1, started.json().get("round").asInt());
        JsonNode matches = arena.api("GET", "/api/contests/rounds/rounds/1/matches", null).json();
        assertEquals(6, matches.size(), "three teams, two matches per pair");
        JsonNode m = matches.get(0);
        assertEquals(2, m.get("seats").size());
        assertTrue(m.get("status").asText().equals("running") || m.get("status").asText().equals("finished"));
        assertEquals(400, arena.api("POST", "/api/contests/rounds/rounds", null).status(), "one round at a time");
        arena.advanceTurns("rounds", 3);
        arena.awaitContest("rounds", "open", 1, 5000);
        for (JsonNode done : arena.api("GET", "/api/contests/rounds/rounds/1/matches", null).json()) {
            assertEquals("finished", done.get("status").asText());
            assertEquals(2, done.get("scores").size());
        }
        JsonNode standings = arena.api("GET", "/api/contests/rounds/standings", null).json();
        assertEquals(greedy, standings.get(0).get("team").asText());
        assertEquals(12.0, standings.get(0).get("points").asDouble(), "the greedy bot won all four of its matches");
        assertEquals(1, standings.get(0).get("rounds").size());
        assertEquals(2, arena.startRound("rounds"));
        arena.advanceTurns("rounds", 3);
        arena.awaitContest("rounds", "finished", 2, 5000);
        assertEquals(400, arena.api("POST", "/api/contests/rounds/rounds", null).status(), "a finished contest runs no more rounds");
        assertEquals(404, arena.api("GET", "/api/contests/rounds/rounds/3/matches", null).status());
        assertEquals(2, arena.api("GET", "/api/contests/rounds/standings", null).json().get(0).get("rounds").size());
    }
}
