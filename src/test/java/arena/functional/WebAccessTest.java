package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import arena.support.WebSession;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Sessions, CSRF and route roles on the web pages, checked over HTTP. */
class WebAccessTest {
        private static TestArena arena;

    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.start();
        arena.createTeam("webteam", "password1");
    }

    @AfterAll
    static void stop() {
        arena.close();
    }

    @Test
    void aFormWithoutItsCsrfTokenIsRefused() throws Exception {
        WebSession b = new WebSession(arena);
        b.get("/login");
        var r = b.post("/login", Map.of("as", "team", "name", "webteam", "password", "password1"));
        assertEquals(403, r.statusCode());
        assertTrue(r.body().contains("reload the page"));
        var forged = b.post("/login", Map.of("_csrf", "forged", "as", "team", "name", "webteam", "password", "password1"));
        assertEquals(403, forged.statusCode());
    }

    @Test
    void afterLoginNextGoesOnlyToAPathOfThisSite() throws Exception {
        // The finding: /login?next=/%09/example.com answered Location: /<tab>/example.com.
        for (String next : new String[] {"/\t/example.com", "//example.com", "/\\example.com", "/%2F/example.com", "https://example.com"}) {
            WebSession b = new WebSession(arena);
            String form = b.get("/login?next=" + java.net.URLEncoder.encode(next, java.nio.charset.StandardCharsets.UTF_8)).body();
            assertFalse(form.contains("example.com"), "the form carries no foreign next: " + next);
            var r = b.post("/login", Map.of("_csrf", b.csrf("/login"), "as", "team", "name", "webteam", "password", "password1", "next", next));
            assertEquals(303, r.statusCode());
            assertEquals("/team", r.headers().firstValue("Location").orElseThrow(), "next " + next);
        }
        WebSession b = new WebSession(arena);
        var r = b.post("/login", Map.of("_csrf", b.csrf("/login"), "as", "team", "name", "webteam", "password", "password1", "next", "/contests/x"));
        assertEquals("/contests/x", r.headers().firstValue("Location").orElseThrow());
    }

    @Test
    void aWrongPasswordKeepsTheFormWithAMessage() throws Exception {
        WebSession b = new WebSession(arena);
        var r = b.post("/login", Map.of("_csrf", b.csrf("/login"), "as", "team", "name", "webteam", "password", "nope-nope"));
        assertEquals(401, r.statusCode());
        assertTrue(r.body().contains("Wrong name or password."));
        assertTrue(r.body().contains("value=\"webteam\""));
    }

    @Test
    void anonymousVisitorsOfTheConsoleAreSentToLogIn() throws Exception {
        var r = new WebSession(arena).get("/console");
        assertEquals(302, r.statusCode());
        assertEquals("/login?next=%2Fconsole&as=instructor", r.headers().firstValue("Location").orElseThrow());
        assertEquals(302, new WebSession(arena).get("/team").statusCode());
    }

    @Test
    void aTeamSeesItsOwnPageButNotTheConsole() throws Exception {
        WebSession b = new WebSession(arena);
        b.login("team", "webteam", "password1");
        var team = b.get("/team");
        assertEquals(200, team.statusCode());
        assertTrue(team.body().contains("Team webteam"));
        assertEquals(403, b.get("/console").statusCode());
        assertEquals(403, b.post("/console/teams", Map.of("_csrf", b.csrf("/team"), "name", "sneaky", "password", "password1")).statusCode());
    }

    @Test
    void anInstructorReachesTheConsoleButNotATeamsPage() throws Exception {
        WebSession b = new WebSession(arena);
        b.login("instructor", "admin", TestArena.ADMIN_PASSWORD);
        assertEquals(200, b.get("/console").statusCode());
        assertEquals(403, b.get("/team").statusCode());
    }

    @Test
    void loggingInStartsAFreshSession() throws Exception {
        WebSession b = new WebSession(arena);
        b.get("/login");
        String before = cookie(b);
        b.login("team", "webteam", "password1");
        assertFalse(before.equals(cookie(b)), "the session id changes at login");
    }

    private static String cookie(WebSession b) {
        return ((CookieManager) b.http.cookieHandler().orElseThrow()).getCookieStore().getCookies().toString();
    }

    @Test
    void htmxRequestsCarryTheTokenInAHeader() throws Exception {
        WebSession b = new WebSession(arena);
        b.login("instructor", "admin", TestArena.ADMIN_PASSWORD);
        String token = b.csrf("/console");
        var withHeader = b.http.send(HttpRequest.newBuilder(URI.create(arena.base() + "/console/teams"))
                .header("Content-Type", "application/x-www-form-urlencoded").header("HX-Request", "true").header("X-CSRF-Token", token)
                .POST(HttpRequest.BodyPublishers.ofString("name=htmx-team&password=password1")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(303, withHeader.statusCode());
        var without = b.http.send(HttpRequest.newBuilder(URI.create(arena.base() + "/console/teams"))
                .header("Content-Type", "application/x-www-form-urlencoded").header("HX-Request", "true")
                .POST(HttpRequest.BodyPublishers.ofString("name=htmx-team2&password=password1")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(403, without.statusCode());
    }

    @Test
    void whatPeopleTypeIsEscapedOnThePage() throws Exception {
        arena.api("POST", "/api/contests", Map.of("slug", "xss", "title", "<script>alert(1)</script> & co", "game", "tally"));
        String page = new WebSession(arena).get("/contests/xss").body();
        assertFalse(page.contains("<script>alert(1)</script>"));
        assertTrue(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; co"));
    }

    @Test
    void unknownPagesAnswer404WithAPage() throws Exception {
        var r = new WebSession(arena).get("/contests/nowhere");
        assertEquals(404, r.statusCode());
        assertTrue(r.body().contains("Not found"));
        assertEquals(404, new WebSession(arena).get("/matches/999999").statusCode());
        assertEquals(404, new WebSession(arena).get("/no/such/page").statusCode());
    }

    @Test
    void everyPublicPageRenders() throws Exception {
        arena.createContest("pages", Map.of("turnMillis", 60_000));
        arena.enroll("pages", "webteam");
        arena.api("POST", "/api/contests/pages/enrollments", Map.of("houseBot", "steady"));
        arena.startRound("pages");
        long match = arena.api("GET", "/api/contests/pages/rounds/1/matches", null).json().get(0).get("id").asLong();
        WebSession b = new WebSession(arena);
        for (String path : new String[] {"/", "/contests/pages", "/contests/pages/live", "/matches/" + match, "/matches/" + match + "/board",
                "/games/tally", "/games/tally?contest=pages", "/bots", "/login", "/signup", "/teams/webteam", "/teams/webteam?contest=pages",
                "/teams/webteam?contest=pages&round=1&opponent=tally-steady", "/contests/pages/standings.csv", "/contests/pages/matches.csv"}) {
            assertEquals(200, b.get(path).statusCode(), path);
        }
        b.login("instructor", "admin", TestArena.ADMIN_PASSWORD);
        for (String path : new String[] {"/console", "/console/contests/pages", "/console/settings-form?game=tally"}) {
            assertEquals(200, b.get(path).statusCode(), path);
        }
    }
}
