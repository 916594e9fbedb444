package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import arena.support.WebSession;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 27: a malformed body or content type gets a 4xx on any route, never a 5xx and never a stack trace in the log.
 * Every route listed in {@code WebServer} is sent broken content types and bodies: by a visitor with no CSRF token (the
 * check reads the body), and past the check by the instructor (CSRF header) or the API's token.
 */
class MalformedRequestsTest {
    private static final Pattern ROUTE = Pattern.compile("r\\.(get|post)\\(\"([^\"]+)\"");
    private static final List<String> TYPES = List.of("multipart/form-data; boundary=x", "multipart/form-data", "multipart/mixed; boundary=",
            "application/x-www-form-urlencoded", "application/x-www-form-urlencoded; charset=nonsense", "application/json",
            "text/csv", "text/plain; charset=utf-99", ";;=", "image/png");
    private static final List<byte[]> BODIES = List.of("garbage\r\n--x\r\nContent-Disposition: form-data\r\n\r\n".getBytes(StandardCharsets.UTF_8),
            "%zz=%&&=%".getBytes(StandardCharsets.UTF_8), "{\"name\": [1, {\"\": null}".getBytes(StandardCharsets.UTF_8),
            new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, 2, (byte) 0xc3}, new byte[0]);

    /** Every route of WebServer, its path parameters filled with things that exist. */
    static List<String[]> routes(String slug, long matchId, String team) throws Exception {
        String source = Files.readString(Path.of("src/main/java/arena/web/WebServer.java"));
        List<String[]> routes = new ArrayList<>();
        Matcher m = ROUTE.matcher(source);
        while (m.find()) {
            String path = m.group(2).replace("{slug}", slug).replace("{n}", "1").replace("{id}", Long.toString(matchId)).replace("{hash}", "0".repeat(64)).replace("{login}", "assistant1").replace("{team}", team);
            path = path.startsWith("/games/") ? path.replace("{name}", "tally") : path.replace("{name}", team);
            routes.add(new String[] {m.group(1).toUpperCase(), path});
        }
        assertTrue(routes.size() > 60, "the routes were read: " + routes.size());
        return routes;
    }

    @Test
    void noRouteAnswersAMalformedRequestWithA5xxOrAStackTrace() throws Exception {
        PrintStream err = System.err;
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        List<String> failures = new ArrayList<>();
        try (TestArena arena = TestArena.start()) {
            arena.createContest("fz", Map.of("turnMillis", 30, "turns", 2, "rounds", 3, "selfSignup", true));
            arena.createTeam("fuzzer", "fuzzer-password");
            arena.createTeam("other", "other-password");
            arena.enroll("fz", "fuzzer");
            arena.enroll("fz", "other");
            arena.startRound("fz");
            arena.awaitContest("fz", "open", 1, 30_000);
            long matchId = arena.api("GET", "/api/contests/fz/rounds/1/matches", null).json().get(0).get("id").asLong();
            WebSession instructor = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
            String csrf = instructor.csrf("/console");
            WebSession visitor = new WebSession(arena);
            System.setErr(new PrintStream(log, true, StandardCharsets.UTF_8));
            for (String[] route : routes("fz", matchId, "fuzzer")) {
                boolean api = route[1].startsWith("/api/");
                for (String type : TYPES) {
                    for (byte[] body : route[0].equals("GET") ? List.of(BODIES.get(0)) : BODIES) {
                        for (WebSession who : api ? new WebSession[] {visitor} : new WebSession[] {visitor, instructor}) {
                            HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(arena.base() + route[1])).header("Content-Type", type)
                                    .method(route[0], HttpRequest.BodyPublishers.ofByteArray(body));
                            if (api) b.header("Authorization", "Bearer " + TestArena.TOKEN);
                            else if (who == instructor) b.header("X-CSRF-Token", csrf);
                            HttpResponse<String> r;
                            try {
                                r = who.http.send(b.build(), HttpResponse.BodyHandlers.ofString());
                            } catch (java.io.IOException closed) {
                                // Jetty closes a connection whose body it could not read to its end, after its answer: a
                                // request sent on it meanwhile is lost in transit, not refused. Once more, on a new connection.
                                try {
                                    r = who.http.send(b.build(), HttpResponse.BodyHandlers.ofString());
                                } catch (java.io.IOException e) {
                                    failures.add(route[0] + " " + route[1] + " [" + type + "] no answer: " + e.getMessage());
                                    continue;
                                }
                            }
                            if (r.statusCode() >= 500) {
                                failures.add(route[0] + " " + route[1] + " [" + type + "] " + r.statusCode() + " " + r.body().lines().filter(l -> l.contains("<p")).findFirst().orElse(""));
                            }
                        }
                    }
                }
            }
        } finally {
            System.setErr(err);
        }
        String logged = log.toString(StandardCharsets.UTF_8);
        Files.writeString(Path.of("target/malformed-requests.log"), logged); // what the server said, to read after a failure
        assertEquals(List.of(), failures.stream().distinct().limit(30).toList(), "no 5xx");
        assertTrue(!logged.contains("\tat ") && !logged.contains("Exception"), "no stack trace in the log:\n" + logged.lines().limit(40).reduce("", (a, l) -> a + l + "\n"));
    }
}
