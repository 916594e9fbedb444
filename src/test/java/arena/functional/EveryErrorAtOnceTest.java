package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import arena.support.WebSession;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every form reports every error at once, each beside its field (issue 29): a new contest with a bad slug, no title and
 * a turn of 5 ms answers all three in one round trip (console and API); the sign-up form names a bad name, a short
 * password and a repeat that differs together.
 */
class EveryErrorAtOnceTest {
    private static TestArena arena;

    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.start();
    }

    @AfterAll
    static void stop() {
        if (arena != null) arena.close();
    }

    @Test
    void aNewContestNamesEveryBadFieldInOneAnswer() throws Exception {
        WebSession console = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
        Map<String, String> form = new LinkedHashMap<>();
        form.put("_csrf", console.csrf("/console"));
        form.put("slug", "Bad Slug!");
        form.put("title", " ");
        form.put("game", "tally");
        form.put("s.turnMillis", "5");
        form.put("s.turns", "9");
        HttpResponse<String> r = console.post("/console/contests", form);
        assertEquals(400, r.statusCode());
        String page = r.body();
        assertTrue(page.contains("id=\"slug-error\" class=\"field-error\">A slug has 2 to 40 characters"), page);
        assertTrue(page.contains("class=\"field-error\">A contest needs a title.</small>"), page);
        assertTrue(page.contains("class=\"field-error\">Setting turnMillis must be between 10 and 600000.</small>"), page);
        assertFalse(page.contains("Setting turns"), "a good setting has no error");

        Map<String, Object> settings = Map.of("turnMillis", 5);
        TestArena.Response api = arena.api("POST", "/api/contests", Map.of("slug", "Bad Slug!", "title", "", "game", "tally", "settings", settings));
        assertEquals(400, api.status(), api.body());
        JsonNode fields = api.json().get("fields");
        assertEquals(3, fields.size(), api.body());
        assertTrue(fields.has("slug") && fields.has("title") && fields.has("turnMillis"), api.body());
        assertTrue(api.json().get("error").asText().contains("a contest needs a title"), api.body());
    }

    @Test
    void theSignUpFormNamesEveryBadFieldInOneAnswer() throws Exception {
        WebSession visitor = new WebSession(arena);
        Map<String, String> form = new LinkedHashMap<>();
        form.put("_csrf", visitor.csrf("/signup"));
        form.put("name", "x");
        form.put("password", "short");
        form.put("password2", "shorter");
        HttpResponse<String> r = visitor.post("/signup", form);
        assertEquals(400, r.statusCode());
        String page = r.body();
        assertTrue(page.contains("id=\"name-error\""), page);
        assertTrue(page.contains("id=\"pw-error\" class=\"field-error\">A password has at least 8 characters.</small>"), page);
        assertTrue(page.contains("id=\"pw2-error\" class=\"field-error\">The two passwords differ.</small>"), page);
        assertTrue(page.contains("value=\"x\""), "the name as typed");
    }

    /** An instructor who leaves the choice on "a team" is told to choose "an instructor", and it is chosen for the next try. */
    @Test
    void anInstructorLoggingInAsATeamIsToldToChooseInstructor() throws Exception {
        WebSession b = new WebSession(arena);
        HttpResponse<String> r = b.post("/login", Map.of("_csrf", b.csrf("/login"), "as", "team", "name", "admin", "password", TestArena.ADMIN_PASSWORD));
        assertEquals(401, r.statusCode());
        assertTrue(r.body().contains("admin is an instructor&#39;s login. Instructors choose \u201can instructor\u201d"), r.body());
        assertTrue(r.body().matches("(?s).*value=\"instructor\"\s+checked.*|(?s).*checked[^>]*value=\"instructor\".*"), "the choice is made for the next try");
        r = b.post("/login", Map.of("_csrf", b.csrf("/login"), "as", "team", "name", "nobody-here", "password", "whatever-1"));
        assertTrue(r.body().contains("Wrong name or password.") && !r.body().contains("instructor&#39;s login"), "a team's wrong login says only that");
    }
}
