package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The entry builder page every game with entries gets: shown to enrolled teams, checked on the server. */
class EntryPagesTest {
    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");
    private final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();

    private HttpResponse<String> get(TestArena arena, String path) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(arena.base() + path)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> post(TestArena arena, String path, Map<String, String> form) throws Exception {
        String body = form.entrySet().stream().map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        return http.send(HttpRequest.newBuilder(URI.create(arena.base() + path)).header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private String csrf(TestArena arena, String path) throws Exception {
        Matcher m = CSRF.matcher(get(arena, path).body());
        assertTrue(m.find());
        return m.group(1);
    }

    @Test
    void anEnrolledTeamBuildsChecksAndSavesItsEntry() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("builder", "password1");
            arena.createTeam("outsider", "password1");
            arena.createContest("build", Map.of());
            arena.enroll("build", "builder");
            assertEquals(303, post(arena, "/login", Map.of("_csrf", csrf(arena, "/login"), "as", "team", "name", "builder", "password", "password1")).statusCode());
            assertTrue(get(arena, "/contests/build").body().contains("/contests/build/entry"), "the contest page links to the builder");
            HttpResponse<String> page = get(arena, "/contests/build/entry");
            assertEquals(200, page.statusCode());
            assertTrue(page.body().contains("<span class=\"saved\">none</span>"));
            String token = csrf(arena, "/contests/build/entry");

            HttpResponse<String> check = post(arena, "/contests/build/entry/check", Map.of("_csrf", token, "start", "5"));
            assertEquals(200, check.statusCode());
            assertTrue(check.body().contains("would start at 5"));
            assertTrue(!check.body().contains("<html"), "the check answers with the fragment only");

            HttpResponse<String> bad = post(arena, "/contests/build/entry", Map.of("_csrf", token, "start", "12"));
            assertEquals(400, bad.statusCode());
            assertTrue(bad.body().contains("An entry is: start K, with K from 0 to 9."), "the game's rule, said on the page");
            HttpResponse<String> notNumber = post(arena, "/contests/build/entry", Map.of("_csrf", token, "start", "x"));
            assertTrue(notNumber.body().contains("The head start is a number."));

            assertEquals(303, post(arena, "/contests/build/entry", Map.of("_csrf", token, "start", "6")).statusCode());
            assertTrue(get(arena, "/contests/build/entry").body().contains("<span class=\"saved\">start 6</span>"));
            assertEquals("start 6", arena.app.contests().entry("build", teamId(arena, "builder")).orElseThrow());

            HttpClient other = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
            String t2 = csrfWith(other, arena);
            other.send(HttpRequest.newBuilder(URI.create(arena.base() + "/login")).header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString("_csrf=" + t2 + "&as=team&name=outsider&password=password1")).build(), HttpResponse.BodyHandlers.ofString());
            HttpResponse<String> refused = other.send(HttpRequest.newBuilder(URI.create(arena.base() + "/contests/build/entry")).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(400, refused.statusCode());
            assertTrue(refused.body().contains("your team is not enrolled in this contest"));
        }
    }

    private static String csrfWith(HttpClient client, TestArena arena) throws Exception {
        Matcher m = CSRF.matcher(client.send(HttpRequest.newBuilder(URI.create(arena.base() + "/login")).build(), HttpResponse.BodyHandlers.ofString()).body());
        assertTrue(m.find());
        return m.group(1);
    }

    private static long teamId(TestArena arena, String name) {
        return arena.app.contests().teamId(name).orElseThrow();
    }
}
