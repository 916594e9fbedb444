package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import arena.support.WebSession;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.ArrayList;
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
        assertTrue(page.contains("id=\"slug-error\" class=\"field-error\">A short name has 2 to 40 characters"), page);
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

    /**
     * Every refused login says the same words whatever the reason (issue 40): an instructor's name tried as a team's
     * is not named as an instructor's, nor is a name with no account told apart from a wrong password.
     */
    @Test
    void aRefusedLoginSaysTheSameWordsWhateverTheReason() throws Exception {
        arena.createTeam("known-team", "known-password");
        WebSession b = new WebSession(arena);
        List<String> answers = new ArrayList<>();
        for (Map<String, String> tried : List.of(Map.of("as", "team", "name", "admin", "password", TestArena.ADMIN_PASSWORD),
                Map.of("as", "team", "name", "nobody-here", "password", "whatever-1"),
                Map.of("as", "team", "name", "known-team", "password", "whatever-1"),
                Map.of("as", "instructor", "name", "nobody-here", "password", "whatever-1"))) {
            Map<String, String> form = new java.util.HashMap<>(tried);
            form.put("_csrf", b.csrf("/login"));
            HttpResponse<String> r = b.post("/login", form);
            assertEquals(401, r.statusCode());
            String body = r.body().replace(b.csrf("/login"), "");
            assertTrue(body.contains("Wrong name or password.") && !body.contains("instructor&#39;s login"), body);
            java.util.regex.Matcher alert = java.util.regex.Pattern.compile("role=\"alert\"[^>]*>([^<]*)<").matcher(body);
            assertTrue(alert.find(), body);
            answers.add(alert.group(1));
        }
        assertEquals(1, new java.util.HashSet<>(answers).size(), "one answer for every reason");
    }
}
