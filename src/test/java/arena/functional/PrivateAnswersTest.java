package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import arena.support.WebSession;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 40: an answer that depends on who asks is kept by no cache; every answer, Jetty's own to a malformed request
 * included, carries the security headers.
 */
class PrivateAnswersTest {
    private static TestArena arena;

    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.start();
        arena.createContest("class", Map.of("turnMillis", 50, "turns", 3, "selfSignup", false));
        arena.createTeam("alpha", "alpha-password");
        arena.enroll("class", "alpha");
    }

    @AfterAll
    static void stop() {
        arena.close();
    }

    @Test
    void aTeamsPagesAreKeptByNoCache() throws Exception {
        WebSession team = new WebSession(arena).login("team", "alpha", "alpha-password");
        for (String path : new String[] {"/team", "/contests/class/entry", "/contests/class", "/"}) {
            HttpResponse<String> r = team.get(path);
            assertEquals("private, no-store", r.headers().firstValue("Cache-Control").orElse(""), path + " answered " + r.statusCode());
        }
        HttpResponse<String> login = new WebSession(arena).get("/login");
        assertEquals("private, no-store", login.headers().firstValue("Cache-Control").orElse(""), "a form with the visitor's token");
    }

    private static String raw(String request) throws Exception {
        try (Socket s = new Socket("localhost", Integer.parseInt(arena.base().replaceAll(".*:", "")))) {
            s.setSoTimeout(10_000);
            OutputStream out = s.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = s.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    @Test
    void jettysOwnErrorsCarryTheSecurityHeaders() throws Exception {
        String huge = "GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: " + "a".repeat(64 * 1024) + "\r\nConnection: close\r\n\r\n";
        String badVersion = "GET / HTTP/7.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";
        String badHeader = "GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\nConnection: close\r\n\r\n";
        for (String request : new String[] {huge, badVersion, badHeader}) {
            String answer = raw(request);
            String status = answer.lines().findFirst().orElse("");
            assertTrue(status.matches("HTTP/1\\.1 (400|431|505).*"), status);
            for (String header : new String[] {"Content-Security-Policy: default-src 'self'", "X-Frame-Options: DENY",
                    "X-Content-Type-Options: nosniff", "Referrer-Policy: same-origin"})
                assertTrue(answer.contains(header), status + " lacks " + header + ":\n" + answer);
        }
    }
}
