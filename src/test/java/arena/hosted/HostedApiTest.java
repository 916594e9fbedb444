package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import arena.support.WebSession;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The hosted bots' API: a version submitted answers 201 and is listed with its status and compiler output; every bad
 * upload answers 400 with the reason and stores nothing; a team's own session may submit and choose, another team's
 * may not; the languages say what this arena offers and why not.
 */
class HostedApiTest {
    private static final String BOT = "import sys\nfor line in sys.stdin:\n    pass\n";

    private static TestArena.Response submit(TestArena arena, String team, Object language, Map<String, ?> files) {
        Map<String, Object> body = new HashMap<>();
        body.put("language", language);
        body.put("files", files);
        return arena.api("POST", "/api/teams/" + team + "/bots", body);
    }

    private static void refused(TestArena arena, String because, TestArena.Response r) {
        assertEquals(400, r.status(), r.body());
        assertTrue(r.json().get("error").asText().contains(because), r.body());
        assertEquals(1, arena.api("GET", "/api/teams/alpha/bots", null).json().size(), "nothing stored after: " + r.body());
    }

    @Test
    void submittingListingChoosingAndRefusing() throws Exception {
        try (TestArena arena = TestArena.start()) {
            HostedFixture.reachable(arena);
            // an administrator's language whose toolchain this machine does not have: listed, not offered
            Files.writeString(arena.dataDir.resolve("languages.tsv"),
                    "cobol\tCOBOL\tbot.cob\tcobc -x bot.cob\texec ./bot\t1.0\tcobc --version\n");
            arena.createTeam("alpha", "password1");
            arena.createTeam("beta", "password1");
            arena.createContest("ha", Map.of("turnMillis", 100));
            arena.enroll("ha", "alpha");

            JsonNode languages = TestArena.expect(200, arena.request("GET", "/api/languages", null, null)).json();
            assertTrue(languages.get("sandbox").get("usable").asBoolean(), languages.toString());
            JsonNode python = null, cobol = null;
            for (JsonNode l : languages.get("languages")) {
                if (l.get("id").asText().equals("python3")) python = l;
                if (l.get("id").asText().equals("cobol")) cobol = l;
            }
            assertNotNull(python, languages.toString());
            assertTrue(python.get("available").asBoolean());
            assertEquals("bot.py", python.get("fileName").asText());
            assertTrue(python.get("version").asText().startsWith("Python 3"), python.toString());
            assertNotNull(cobol, languages.toString());
            assertFalse(cobol.get("available").asBoolean());
            assertFalse(cobol.get("reason").asText().isBlank(), cobol.toString());
            // issue 40: a visitor sees languages and whether they are offered, nothing of the sandbox's workings
            assertTrue(languages.get("sandbox").get("details").isNull(), languages.toString());
            assertFalse(languages.toString().matches("(?s).*(uid|/sys/|/usr/|cgroup).*"), languages.toString());
            var instructor = new arena.support.WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
            JsonNode all = new com.fasterxml.jackson.databind.ObjectMapper().readTree(instructor.get("/api/languages").body());
            assertFalse(all.get("sandbox").get("details").asText().isBlank(), "the instructor still sees them: " + all);
            // by the API too: the instructor's token tells the instructor's view (issue 39: why the sandbox is off, what to do)
            JsonNode byToken = TestArena.expect(200, arena.api("GET", "/api/languages", null)).json();
            assertFalse(byToken.get("sandbox").get("details").asText().isBlank(), "the token is the instructor's: " + byToken);
            assertTrue(byToken.get("sandbox").has("cpuShareRemedy") && !byToken.get("sandbox").get("cpuShare").isNull(), byToken.toString());
            assertEquals(401, arena.request("GET", "/api/languages", null, "not-a-token").status(), "a token that is none is refused");

            TestArena.Response created = TestArena.expect(201, submit(arena, "alpha", "python3", Map.of("main.py", BOT)));
            assertEquals(1, created.json().get("version").asInt());
            assertEquals("compiling", created.json().get("status").asText());
            assertTrue(created.json().has("log"));
            JsonNode built = HostedFixture.awaitBuilt(arena, "alpha", 1, 60_000);
            assertEquals("ready", built.get("status").asText(), built.toString());
            JsonNode list = arena.api("GET", "/api/teams/alpha/bots", null).json();
            assertEquals(1, list.size());
            assertEquals("python3", list.get(0).get("language").asText());

            refused(arena, "unknown language", submit(arena, "alpha", "brainfuck", Map.of("bot.bf", "+")));
            refused(arena, "not available here", submit(arena, "alpha", "cobol", Map.of("bot.cob", "x")));
            refused(arena, "say which language", submit(arena, "alpha", null, Map.of("bot.py", BOT)));
            refused(arena, "over the limit", submit(arena, "alpha", "python3", Map.of("bot.py", "#".repeat(200_000))));
            Map<String, String> big = new LinkedHashMap<>();
            for (int i = 0; i < 3; i++) big.put("part" + i + ".py", "#".repeat(100_000));
            big.put("bot.py", BOT);
            refused(arena, "together", submit(arena, "alpha", "python3", big));
            refused(arena, "NUL bytes", submit(arena, "alpha", "python3", Map.of("bot.py", "\u007fELF\u0000\u0001")));
            refused(arena, "out of the bot's folder", submit(arena, "alpha", "python3", Map.of("../../data/arena.mv.db", BOT)));
            refused(arena, "entry file bot.py", submit(arena, "alpha", "python3", Map.of("a.py", BOT, "b.py", BOT)));
            refused(arena, "must be given as text", submit(arena, "alpha", "python3", Map.of("bot.py", 42)));
            refused(arena, "JSON object", arena.api("POST", "/api/teams/alpha/bots", "[1, 2]"));

            // choosing: a version, then the TCP bot again; a version the team does not have is refused
            HostedFixture.choose(arena, "ha", "alpha", 1);
            assertEquals(1, arena.app.hosting().bots().orElseThrow().chosen(arena.app.contests().find("ha").orElseThrow().id(),
                    arena.app.contests().teamId("alpha").orElseThrow()).orElseThrow());
            assertEquals(400, arena.api("PUT", "/api/contests/ha/bots/alpha", Map.of("version", 7)).status());
            assertEquals(400, arena.api("PUT", "/api/contests/ha/bots/beta", Map.of("version", 1)).status(), "beta is not enrolled");
            HostedFixture.choose(arena, "ha", "alpha", null);

            // a team's own session may submit; another team's may not; nobody at all gets 401
            assertEquals(401, arena.request("GET", "/api/teams/alpha/bots", null, null).status());
            WebSession alpha = new WebSession(arena).login("team", "alpha", "password1");
            String csrf = alpha.csrf("/team/hosted/ha");
            HttpResponse<String> own = alpha.http.send(HttpRequest.newBuilder(URI.create(arena.base() + "/api/teams/alpha/bots"))
                    .header("Content-Type", "application/json").header("X-CSRF-Token", csrf)
                    .POST(HttpRequest.BodyPublishers.ofString("{\"language\":\"python3\",\"files\":{\"bot.py\":\"print(2)\"}}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(201, own.statusCode(), own.body());
            assertEquals(200, alpha.get("/api/teams/alpha/bots/2").statusCode());
            WebSession beta = new WebSession(arena).login("team", "beta", "password1");
            assertEquals(403, beta.get("/api/teams/alpha/bots").statusCode());

            // the team page: a zip with a path out of its folder is refused, and nothing is stored
            int before = arena.api("GET", "/api/teams/alpha/bots", null).json().size();
            HttpResponse<String> zip = multipart(alpha, arena, "/team/hosted/ha/versions", csrf, "python3", "bot.zip",
                    Zips.of(Map.of("../escape.py", BOT)));
            assertEquals(303, zip.statusCode(), zip.body());
            assertTrue(alpha.get("/team").body().contains("out of its folder"), "the card says why");
            assertEquals(before, arena.api("GET", "/api/teams/alpha/bots", null).json().size());
            HttpResponse<String> good = multipart(alpha, arena, "/team/hosted/ha/versions", csrf, "python3", "bot.zip",
                    Zips.of(Map.of("mybot/bot.py", BOT, "mybot/lib.py", "x = 1\n")));
            assertEquals(303, good.statusCode(), good.body());
            assertEquals(before + 1, arena.api("GET", "/api/teams/alpha/bots", null).json().size());
            String panel = alpha.get("/team/hosted/ha").body();
            assertTrue(panel.contains("version 3") || panel.contains(">3<"), panel);
        }
    }

    /** A multipart form as the team page's upload sends it: the CSRF field, the language and one file. */
    static HttpResponse<String> multipart(WebSession session, TestArena arena, String path, String csrf, String language,
                                          String fileName, byte[] content) throws Exception {
        String boundary = "----hostedtest" + System.nanoTime();
        java.io.ByteArrayOutputStream body = new java.io.ByteArrayOutputStream();
        for (String[] field : new String[][] {{"_csrf", csrf}, {"language", language}}) {
            body.write(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + field[0] + "\"\r\n\r\n" + field[1] + "\r\n")
                    .getBytes(StandardCharsets.UTF_8));
        }
        body.write(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"files\"; filename=\"" + fileName
                + "\"\r\nContent-Type: application/zip\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        body.write(content);
        body.write(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        return session.http.send(HttpRequest.newBuilder(URI.create(arena.base() + path))
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())).build(), HttpResponse.BodyHandlers.ofString());
    }
}
