package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Seeds;
import arena.support.TestArena;
import arena.support.WebSession;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 43, staff bots and marking rounds, over HTTP: staff bots named with levels, rules set with every error at once,
 * a marking round in which teams meet only staff bots, in both seats, on the same deals in every marking round, the
 * marks computed from it (API, CSV per team and per student, the console, the team's own page), and staff bots shown as staff or hidden in the
 * standings. Tally's house bots stand in for everyone: greedy adds 3 a turn, steady 1, so greedy beats steady and a
 * bot draws against itself.
 */
class MarkingRoundTest {
    private static final long MASTER = 4_242_424_242L;
    private TestArena arena;

    @BeforeEach
    void start() throws Exception {
        arena = TestArena.start();
        // 150 ms turns: the marks depend on every house bot answering each turn (at 15 ms the hard staff bot missed turns
        // under a whole run's load once, and greedy's mark was 9 instead of 4); three turns a round, 0.9 s in all
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "mark", "title", "Marked", "game", "tally",
                "settings", Map.of("turnMillis", 150, "turns", 3, "rounds", 0, "seed", MASTER, "markingRounds", true, "markingMatches", 2))));
        for (String bot : List.of("greedy", "steady")) TestArena.expect(201, arena.api("POST", "/api/contests/mark/enrollments", Map.of("houseBot", bot)));
        arena.createTeam("idle", "password1");
        arena.enroll("mark", "idle");
    }

    @AfterEach
    void stop() {
        arena.close();
    }

    private void staffAndRules() {
        JsonNode easy = TestArena.expect(201, arena.api("POST", "/api/contests/mark/staff-bots", Map.of("houseBot", "steady", "level", "easy"))).json();
        assertEquals("tally-steady-2", easy.get("team").asText());
        assertEquals("easy", easy.get("level").asText());
        TestArena.expect(201, arena.api("POST", "/api/contests/mark/staff-bots", Map.of("houseBot", "greedy", "level", "hard", "shown", false)));
        TestArena.expect(200, arena.api("PUT", "/api/contests/mark/marking", Map.of("rules", List.of(
                Map.of("level", "easy", "atLeastPercent", 50, "points", 4), Map.of("level", "hard", "atLeastPercent", 50, "points", 9)))));
    }

    private Set<String> staffNames() {
        Set<String> names = new HashSet<>();
        for (JsonNode b : arena.api("GET", "/api/contests/mark/staff-bots", null).json()) names.add(b.get("team").asText());
        return names;
    }

    @Test
    void aStaffBotAndTheRulesRefuseEveryBadFieldAtOnce() {
        JsonNode bad = TestArena.expect(400, arena.api("POST", "/api/contests/mark/staff-bots", Map.of("name", "x y", "houseBot", "nobody", "level", ""))).json();
        assertEquals(Set.of("level", "name", "houseBot"), fields(bad), bad.toString());
        TestArena.expect(400, arena.api("POST", "/api/contests/mark/staff-bots", Map.of("name", "idle", "level", "easy"))); // a student team is not staff
        staffAndRules();
        JsonNode rules = TestArena.expect(400, arena.api("PUT", "/api/contests/mark/marking", Map.of("rules", List.of(
                Map.of("level", "easy", "atLeastPercent", 50, "points", 4), Map.of("level", "medium", "atLeastPercent", 50, "points", 9),
                Map.of("level", "hard", "atLeastPercent", 101, "points", -1))))).json();
        assertEquals(Set.of("rules[2]", "rules[3]"), fields(rules), rules.toString());
        assertEquals(2, arena.api("GET", "/api/contests/mark/marking", null).json().get("rules").size(), "a refused change keeps the rules as they were");
    }

    private static Set<String> fields(JsonNode refusal) {
        Set<String> names = new HashSet<>();
        refusal.get("fields").fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void teamsMeetOnlyStaffBotsOnTheSameDealsEveryMarkingRoundAndAreMarkedByTheRules() throws Exception {
        staffAndRules();
        Set<String> staff = staffNames();
        arena.startRound("mark");
        arena.awaitContest("mark", "open", 1, 30_000);
        arena.startRound("mark");
        arena.awaitContest("mark", "open", 2, 30_000);

        Map<String, Long> firstSeeds = new HashMap<>();
        for (int round = 1; round <= 2; round++) {
            JsonNode matches = arena.api("GET", "/api/contests/mark/rounds/" + round + "/matches", null).json();
            assertEquals(3 * 2 * 2 * 2, matches.size(), "3 teams x 2 staff bots x 2 deals x 2 seats");
            long roundSeed = Seeds.derive(MASTER, round);
            Map<String, Integer> seats = new HashMap<>();
            for (JsonNode m : matches) {
                String seat0 = m.get("seats").get(0).asText(), seat1 = m.get("seats").get(1).asText();
                assertTrue(staff.contains(seat0) != staff.contains(seat1), "a team against a staff bot only: " + m);
                seats.merge(seat0 + ">" + seat1, 1, Integer::sum);
                JsonNode full = arena.api("GET", "/api/matches/" + m.get("id").asLong(), null).json();
                long seed = full.get("matchSeed").asLong();
                for (int i = 1; i <= matches.size(); i++) assertFalse(seed == Seeds.derive(roundSeed, i), "not the round seed's deals");
                String key = seat0 + ">" + seat1 + "#" + seats.get(seat0 + ">" + seat1);
                if (round == 1) firstSeeds.put(key, seed);
                else assertEquals(firstSeeds.get(key), seed, "the same deal in week 9 as in week 3: " + key);
            }
            for (String team : List.of("tally-greedy", "tally-steady", "idle")) {
                for (String s : staff) {
                    assertEquals(2, seats.get(team + ">" + s), team + " first against " + s);
                    assertEquals(2, seats.get(s + ">" + team), team + " second against " + s);
                }
            }
        }

        Map<String, Double> marks = new HashMap<>();
        for (JsonNode m : arena.api("GET", "/api/contests/mark/marks", null).json()) {
            if (m.get("round").asInt() == 2) marks.put(m.get("team").asText(), m.get("mark").asDouble());
            assertEquals(8, m.get("matches").size(), "each match behind the mark");
        }
        assertEquals(Map.of("tally-greedy", 4.0, "tally-steady", 0.0, "idle", 0.0), marks, "greedy beats easy (steady) always, draws with hard");

        String csv = arena.api("GET", "/api/contests/mark/marks.csv", null).body();
        assertEquals("team,round,mark,rule,easy_won,easy_played,hard_won,hard_played", csv.lines().findFirst().orElseThrow());
        assertTrue(csv.contains("tally-greedy,2,4,wins easy in at least 50%: 4,4,4,0,4"), csv);

        // per student (issue 42's students): each member of a team with the team's mark and the results behind it
        TestArena.expect(200, arena.api("POST", "/api/contests/mark/roster", "student,team\nsam,idle\nzoe,idle\n"));
        String perStudent = TestArena.expect(200, arena.api("GET", "/api/contests/mark/student-marks.csv", null)).body();
        assertEquals(List.of("student,student_id,team,round,mark,rule,easy_won,easy_played,hard_won,hard_played",
                "sam,,idle,1,0,,0,4,0,4", "zoe,,idle,1,0,,0,4,0,4", "sam,,idle,2,0,,0,4,0,4", "zoe,,idle,2,0,,0,4,0,4"),
                perStudent.lines().toList(), "only idle has members; a house bot's team has none");
        JsonNode students = TestArena.expect(200, arena.api("GET", "/api/contests/mark/student-marks", null)).json();
        assertEquals(4, students.size(), students.toString());
        JsonNode sam = students.get(0);
        assertEquals("sam", sam.get("student").asText());
        assertEquals("idle", sam.get("team").asText());
        assertEquals(1, sam.get("round").asInt());
        assertEquals(0.0, sam.get("mark").asDouble());
        assertEquals("easy", sam.get("levels").get(0).get("level").asText());
        assertEquals(4, sam.get("levels").get(0).get("matches").asInt());
        assertEquals(0, sam.get("levels").get(0).get("wins").asInt());
        assertEquals(401, arena.request("GET", "/api/contests/mark/student-marks.csv", null, null).status(), "a class list is the staff's");
        WebSession instructor = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
        assertTrue(instructor.get("/console/contests/mark/marking").body().contains("href=\"/console/contests/mark/student-marks.csv\""),
                "the console links it beside the per-team file");
        var download = instructor.get("/console/contests/mark/student-marks.csv");
        assertEquals(200, download.statusCode());
        assertEquals(perStudent, download.body());
        assertTrue(download.headers().firstValue("Content-Disposition").orElse("").contains("mark-student-marks.csv"));

        // a staff bot hidden is left out of the standings; one shown is marked as staff
        Set<String> inStandings = new HashSet<>();
        for (JsonNode s : arena.api("GET", "/api/contests/mark/standings", null).json()) inStandings.add(s.get("team").asText());
        assertTrue(inStandings.contains("tally-steady-2") && !inStandings.contains("tally-greedy-2"), inStandings.toString());
        String page = arena.request("GET", "/contests/mark/standings", null, null).body();
        assertTrue(page.contains("staff: easy") && !page.contains("tally-greedy-2"), "the standings page marks staff");

        // the marking rounds stay marking rounds when the setting is turned off for the rounds to come
        TestArena.expect(200, arena.api("PATCH", "/api/contests/mark", Map.of("settings", Map.of("markingRounds", false))));
        assertEquals(6, arena.api("GET", "/api/contests/mark/marks", null).json().size(), "3 teams x 2 marking rounds");
        assertEquals(4, arena.api("GET", "/api/contests/mark/student-marks", null).json().size(), "2 students x 2 marking rounds");

        // the team sees its mark on its page, with each match behind it
        WebSession idle = new WebSession(arena).login("team", "idle", "password1");
        assertTrue(idle.get("/team").body().contains("Your mark: 0 (marking round 2)."));
        String mine = idle.get("/team/marks/mark").body();
        assertTrue(mine.contains("mark-round-2") && mine.contains("mark-round-1"), mine);
        assertTrue(mine.contains("Win at least 50% of your matches against the staff bots of level easy: 4 points"), mine);
        assertTrue(mine.contains("The 8 matches behind it") && mine.contains("/matches/"), mine);
        assertEquals(404, idle.get("/team/marks/nothing").statusCode());
    }

    @Test
    void theConsoleAddsStaffBotsAndRulesAndShowsEveryErrorAtOnce() throws Exception {
        WebSession console = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
        String csrf = console.csrf("/console/contests/mark/marking");
        HttpResponse<String> refused = console.post("/console/contests/mark/staff-bots", Map.of("_csrf", csrf, "name", "", "level", "no way"));
        assertEquals(400, refused.statusCode());
        assertTrue(refused.body().contains("Give either a name for a new staff team or a house bot") && refused.body().contains("The level is a word"),
                "both reasons beside their fields");
        assertTrue(refused.body().contains("value=\"no way\""), "the form is kept as typed");
        assertEquals(303, console.post("/console/contests/mark/staff-bots", Map.of("_csrf", csrf, "name", "staff-medium", "level", "medium",
                "shown", "yes")).statusCode());
        HttpResponse<String> rules = console.post("/console/contests/mark/marking-rules", Map.of("_csrf", csrf, "rules", "medium 60 7\nhard 50 9\nmedium x 3"));
        assertEquals(400, rules.statusCode());
        assertTrue(rules.body().contains("line 2: no staff bot has level hard") && rules.body().contains("line 3: the percent must be a whole number"),
                rules.body());
        assertTrue(rules.body().contains("medium x 3"), "the rules kept as typed");
        assertEquals(303, console.post("/console/contests/mark/marking-rules", Map.of("_csrf", csrf, "rules", "medium 60 7")).statusCode());
        String page = console.get("/console/contests/mark/marking").body();
        assertTrue(page.contains("staff-medium") && page.contains("medium 60 7"), page);
        assertTrue(console.get("/console/record").body().contains("changed the marking rules"), "who did it is recorded");
    }
}
