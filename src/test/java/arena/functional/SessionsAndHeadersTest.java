package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.App;
import arena.support.TestArena;
import arena.support.TestDatabases;
import arena.support.WebSession;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 27: no session for a visitor (its forms' CSRF token is a signed cookie), a session only from a login; the
 * security headers on every answer; {@code Secure} cookies when the arena is told it is behind TLS.
 */
class SessionsAndHeadersTest {
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private static HttpResponse<String> get(String base, String path) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(base + path)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static List<String> cookies(HttpResponse<?> r) {
        return r.headers().allValues("Set-Cookie");
    }

    @Test
    void aVisitorGetsNoSessionAndItsFormsStillWork() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("alpha", "alpha-password");
            for (String path : List.of("/", "/bots", "/login", "/signup", "/games/tally")) {
                HttpResponse<String> r = get(arena.base(), path);
                assertEquals(200, r.statusCode(), path);
                assertTrue(cookies(r).stream().noneMatch(c -> c.startsWith("JSESSIONID")), path + " made a session: " + cookies(r));
            }
            WebSession visitor = new WebSession(arena);
            String token = visitor.csrf("/login");
            var forged = HTTP.send(HttpRequest.newBuilder(URI.create(arena.base() + "/login"))
                    .header("Content-Type", "application/x-www-form-urlencoded").header("Cookie", "arena_csrf=abc.def")
                    .POST(HttpRequest.BodyPublishers.ofString("_csrf=abc.def&as=team&name=alpha&password=alpha-password")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(403, forged.statusCode(), "a cookie the server did not sign is no token");
            var wrong = visitor.post("/login", Map.of("_csrf", token + "x", "as", "team", "name", "alpha", "password", "alpha-password"));
            assertEquals(403, wrong.statusCode(), "the form's token must be the cookie's");
            var in = visitor.post("/login", Map.of("_csrf", token, "as", "team", "name", "alpha", "password", "alpha-password"));
            assertEquals(303, in.statusCode());
            assertTrue(cookies(in).stream().anyMatch(c -> c.startsWith("JSESSIONID") && c.contains("HttpOnly")), "a login makes a session: " + cookies(in));
            assertEquals(200, visitor.get("/team").statusCode(), "logged in");
        }
    }

    @Test
    void everyAnswerCarriesTheSecurityHeaders() throws Exception {
        try (TestArena arena = TestArena.start()) {
            for (String path : List.of("/", "/static/arena.css", "/static/vendor/htmx.min.js", "/no-such-page", "/matches/999999")) {
                HttpResponse<String> r = get(arena.base(), path);
                String csp = r.headers().firstValue("Content-Security-Policy").orElse("");
                assertTrue(csp.contains("script-src 'self'") && !csp.contains("unsafe-eval") && csp.contains("frame-ancestors 'none'"), path + ": " + csp);
                assertEquals("DENY", r.headers().firstValue("X-Frame-Options").orElse(""), path);
                assertEquals("nosniff", r.headers().firstValue("X-Content-Type-Options").orElse(""), path);
                assertEquals("same-origin", r.headers().firstValue("Referrer-Policy").orElse(""), path);
            }
            String page = get(arena.base(), "/").body();
            assertFalse(page.matches("(?s).*<script>.*") || page.matches("(?s).*\\son[a-z]+=\".*"), "no inline script and no handler attribute");
        }
    }

    @Test
    void behindTlsTheCookiesAreSecure() throws Exception {
        App app = App.start(TestDatabases.configure(new App.Config(0, 0, Files.createTempDirectory("arena-tls"), false,
                TestArena.ADMIN_PASSWORD, TestArena.TOKEN, 600, 5)).withBehindTls(true));
        try {
            String base = "http://localhost:" + app.httpPort();
            HttpResponse<String> r = get(base, "/login");
            assertTrue(cookies(r).stream().anyMatch(c -> c.startsWith("arena_csrf=") && c.contains("Secure")), cookies(r).toString());
        } finally {
            app.close();
        }
    }
}
