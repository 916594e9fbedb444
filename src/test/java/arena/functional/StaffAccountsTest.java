package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import arena.support.WebSession;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Instructors and assistants (issue 42, RULINGS 9 "People"), over HTTP: the first instructor adds an assistant in the
 * console; the assistant sees the console and may pause, resume, announce and enroll, on the web and with a token of its
 * own, but may not void, re-run, change settings or manage accounts; the record names who did what (filtered by contest
 * and person, and as CSV); a removed or reset account's sessions and token end at once.
 */
class StaffAccountsTest {
    private static final Pattern PASSWORD = Pattern.compile("Its password \\(shown once\\): ([A-Za-z0-9]+)");
    private static final Pattern NEW_PASSWORD = Pattern.compile("New password \\(shown once\\): ([A-Za-z0-9]+)");
    private static final Pattern TOKEN = Pattern.compile("no longer works\\): ([A-Za-z0-9]+)");
    private static TestArena arena;
    private static WebSession admin;

    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.start();
        arena.createContest("people", Map.of("turnMillis", 1000, "turns", 1000));
        arena.api("POST", "/api/contests/people/enrollments", Map.of("houseBot", "steady"));
        arena.api("POST", "/api/contests/people/enrollments", Map.of("houseBot", "greedy"));
        arena.startRound("people");
        admin = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
    }

    @AfterAll
    static void stop() {
        arena.close();
    }

    /** Adds an account in the console as the first instructor, and returns its password (shown once). */
    private static String addAccount(String login, String role) throws Exception {
        var r = admin.post("/console/accounts", Map.of("_csrf", admin.csrf("/console/accounts"), "login", login, "role", role));
        assertEquals(303, r.statusCode());
        return shown(PASSWORD, admin.get("/console/accounts").body());
    }

    private static String shown(Pattern p, String page) {
        Matcher m = p.matcher(page);
        assertTrue(m.find(), "the page shows the secret once: " + page);
        return m.group(1);
    }

    private static String csrf(WebSession s) throws Exception {
        return s.csrf("/console/contests/people");
    }

    @Test
    void anAssistantPausesButMayNotVoidAndTheRecordSaysWhoDidWhat() throws Exception {
        String password = addAccount("ta-maria", "assistant");
        WebSession ta = new WebSession(arena).login("instructor", "ta-maria", password);
        String console = ta.get("/console/contests/people").body();
        assertTrue(console.contains("id=\"readiness\"") || console.contains("id=\"progress\""), "an assistant sees the contest's console");
        assertFalse(console.contains("id=\"settings-form\""), "but no settings form");
        assertFalse(console.contains("/rounds/1/void"), "and no void button");

        assertEquals(303, ta.post("/console/contests/people/pause", Map.of("_csrf", csrf(ta))).statusCode());
        assertTrue(arena.contest("people").get("paused").asBoolean(), "the assistant paused the contest");
        var voiding = ta.post("/console/contests/people/rounds/1/void", Map.of("_csrf", csrf(ta)));
        assertEquals(403, voiding.statusCode());
        assertTrue(voiding.body().contains("an assistant may not do this"), voiding.body());
        assertEquals(403, ta.post("/console/contests/people/settings", Map.of("_csrf", csrf(ta), "turnMillis", "300")).statusCode());
        assertEquals(403, ta.post("/console/accounts", Map.of("_csrf", csrf(ta), "login", "sneaky", "role", "instructor")).statusCode());
        assertEquals(403, ta.get("/console/accounts").statusCode());
        assertEquals(303, ta.post("/console/contests/people/announcement", Map.of("_csrf", csrf(ta), "text", "Lab closes at six")).statusCode());
        assertEquals(303, admin.post("/console/contests/people/resume", Map.of("_csrf", csrf(admin))).statusCode());

        String record = ta.get("/console/record?contest=people").body();
        assertTrue(record.matches("(?s).*ta-maria</span> <small class=\"muted\">assistant</small></td>\\s*<td>people</td>\\s*<td>paused the contest</td>.*"), record);
        assertTrue(record.contains("text=Lab closes at six"), record);
        assertTrue(record.matches("(?s).*admin</span> <small class=\"muted\">instructor</small></td>\\s*<td>people</td>\\s*<td>resumed the contest</td>.*"), record);
        assertFalse(record.contains("round 1"), "a refused void changed nothing and is not recorded");
        String onlyTa = admin.get("/console/record?person=ta-maria").body();
        assertTrue(onlyTa.contains("paused the contest") && !onlyTa.contains("resumed the contest"), onlyTa);
        var csv = admin.get("/console/record.csv?contest=people&person=ta-maria");
        assertEquals(200, csv.statusCode());
        assertTrue(csv.headers().firstValue("Content-Type").orElse("").startsWith("text/csv"));
        assertTrue(csv.body().startsWith("time,kind,person,contest,action,detail"), csv.body());
        assertTrue(csv.body().contains(",assistant,ta-maria,people,paused the contest,"), csv.body());
        assertTrue(csv.body().contains(",assistant,ta-maria,people,announced,text=Lab closes at six"), csv.body());
        assertFalse(csv.body().contains("resumed"), csv.body());
    }

    @Test
    void anAssistantsTokenReachesWhatAnAssistantMayAndNoMore() throws Exception {
        addAccount("ta-tom", "assistant");
        assertEquals(303, admin.post("/console/accounts/ta-tom/token", Map.of("_csrf", admin.csrf("/console/accounts"))).statusCode());
        String token = shown(TOKEN, admin.get("/console/accounts").body());
        assertEquals(200, arena.request("GET", "/api/contests/people", null, token).status());
        assertEquals(200, arena.request("GET", "/api/contests/people/standings", null, token).status());
        assertEquals(403, arena.request("POST", "/api/contests/people/rounds/1/void", null, token).status());
        assertEquals(403, arena.request("PATCH", "/api/contests/people", Map.of("turnMillis", 300), token).status());
        assertEquals(403, arena.request("POST", "/api/contests", Map.of("slug", "x", "title", "X", "game", "tally"), token).status());
        assertEquals(200, arena.request("POST", "/api/contests/people/pause", null, token).status());
        assertEquals(200, arena.request("POST", "/api/contests/people/resume", null, token).status());
        assertEquals(200, arena.api("GET", "/api/contests/people", null).status(), "ARENA_ADMIN_TOKEN stays the first instructor's");
        String csv = admin.get("/console/record.csv?person=ta-tom").body();
        assertTrue(csv.contains(",assistant,ta-tom,people,paused the contest,") && csv.contains(",assistant,ta-tom,people,resumed the contest,"), csv);
        assertFalse(csv.contains("void"), csv);

        assertEquals(303, admin.post("/console/accounts/ta-tom/token/revoke", Map.of("_csrf", admin.csrf("/console/accounts"))).statusCode());
        assertEquals(401, arena.request("GET", "/api/contests/people", null, token).status(), "a revoked token is refused at once");
        String record = admin.get("/console/record?person=admin").body();
        assertTrue(record.contains("made a new API token for ta-tom") && record.contains("revoked the API token of ta-tom"), record);
        assertFalse(record.contains(token), "the record never holds a token");
    }

    @Test
    void aRemovedOrResetAccountsSessionEndsAtOnce() throws Exception {
        String password = addAccount("ta-ana", "assistant");
        WebSession ta = new WebSession(arena).login("instructor", "ta-ana", password);
        assertEquals(200, ta.get("/console").statusCode());
        assertEquals(303, admin.post("/console/accounts/ta-ana/password", Map.of("_csrf", admin.csrf("/console/accounts"))).statusCode());
        String fresh = shown(NEW_PASSWORD, admin.get("/console/accounts").body());
        assertEquals(302, ta.get("/console").statusCode(), "a reset ends the session made with the old password");
        WebSession again = new WebSession(arena).login("instructor", "ta-ana", fresh);
        assertEquals(200, again.get("/console").statusCode());
        assertEquals(303, admin.post("/console/accounts/ta-ana/remove", Map.of("_csrf", admin.csrf("/console/accounts"))).statusCode());
        assertEquals(302, again.get("/console").statusCode(), "a removed account's session ends at once");
        var r = new WebSession(arena).post("/login", Map.of("_csrf", new WebSession(arena).csrf("/login"), "as", "instructor", "name", "ta-ana", "password", fresh));
        assertTrue(r.statusCode() == 401 || r.statusCode() == 403, "a removed account no longer logs in: " + r.statusCode());
        assertEquals(303, admin.post("/console/accounts/admin/remove", Map.of("_csrf", admin.csrf("/console/accounts"))).statusCode());
        assertTrue(admin.get("/console/accounts").body().contains("The first instructor (the account the start makes) cannot be removed."));
    }

    @Test
    void anInstructorAddedInTheConsoleMayDoWhatTheFirstMay() throws Exception {
        String password = addAccount("prof-lee", "instructor");
        WebSession lee = new WebSession(arena).login("instructor", "prof-lee", password);
        assertEquals(200, lee.get("/console/accounts").statusCode());
        assertTrue(lee.get("/console/contests/people").body().contains("id=\"settings-form\""));
        assertEquals(303, lee.post("/console/contests", Map.of("_csrf", lee.csrf("/console"), "slug", "lee", "title", "Lee's", "game", "tally")).statusCode());
        String record = admin.get("/console/record?contest=lee").body();
        assertTrue(record.matches("(?s).*prof-lee</span> <small class=\"muted\">instructor</small></td>\\s*<td>lee</td>\\s*<td>created the contest</td>.*"), record);
    }
}
