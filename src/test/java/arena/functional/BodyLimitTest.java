package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import arena.support.WebSession;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A body over the limit (1 MB) answers 413 Content Too Large, on the API and on the console's forms alike. */
class BodyLimitTest {
    private static TestArena arena;
    private static final String TWO_MB = "x".repeat(2_000_000);

    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.start();
        arena.createContest("limits", Map.of());
    }

    @AfterAll
    static void stop() {
        arena.close();
    }

    @Test
    void aTwoMegabyteJsonBodyIs413() {
        TestArena.Response r = arena.api("POST", "/api/teams", "{\"name\":\"" + TWO_MB + "\",\"password\":\"password1\"}");
        assertEquals(413, r.status(), r.body());
        assertTrue(r.body().contains("the request body has 20000"), r.body());
    }

    @Test
    void aTwoMegabyteRosterIs413() {
        assertEquals(413, arena.request("POST", "/api/contests/limits/roster", "name,password\n" + TWO_MB, TestArena.TOKEN).status());
        assertEquals(413, arena.request("POST", "/api/contests/limits/game-data", TWO_MB, TestArena.TOKEN).status());
    }

    @Test
    void aSmallBadBodyIsStill400() {
        assertEquals(400, arena.api("POST", "/api/teams", "{not json").status());
    }

    @Test
    void aTwoMegabyteConsoleFormIs413() throws Exception {
        WebSession b = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
        var r = b.post("/console/teams", Map.of("_csrf", b.csrf("/console"), "name", TWO_MB, "password", "password1"));
        assertEquals(413, r.statusCode(), r.body().substring(0, Math.min(300, r.body().length())));
    }

    @Test
    void aTwoMegabyteUploadIs413() throws Exception {
        WebSession b = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
        String csrf = b.csrf("/console/contests/limits");
        String boundary = "----arena-test-boundary";
        String body = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n" + csrf + "\r\n"
                + "--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"roster.csv\"\r\nContent-Type: text/csv\r\n\r\n"
                + "name,password\n" + TWO_MB + "\r\n--" + boundary + "--\r\n";
        HttpResponse<String> r = b.http.send(HttpRequest.newBuilder(URI.create(arena.base() + "/console/contests/limits/roster"))
                .header("Content-Type", "multipart/form-data; boundary=" + boundary).header("X-CSRF-Token", csrf)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(413, r.statusCode(), r.body().substring(r.body().indexOf("<main")));
    }
}
