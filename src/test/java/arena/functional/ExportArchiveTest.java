package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import arena.support.WebSession;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** "Export everything": one zip of a contest over the API and from the console, with no password in it. */
class ExportArchiveTest {
    private static TestArena arena;

    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.start();
        arena.createContest("term", Map.of("turnMillis", 20, "turns", 2, "rounds", 2));
        arena.createTeam("owls", "owls-password-1");
        arena.enroll("term", "owls");
        arena.api("POST", "/api/contests/term/enrollments", Map.of("houseBot", "steady"));
        arena.startRound("term");
        arena.awaitContest("term", "open", 1, 20_000);
    }

    @AfterAll
    static void stop() {
        arena.close();
    }

    private static Map<String, String> unzip(byte[] zip) throws Exception {
        Map<String, String> files = new TreeMap<>();
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
            for (ZipEntry e; (e = in.getNextEntry()) != null; ) files.put(e.getName(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        return files;
    }

    @Test
    void theApiZipHoldsSettingsTeamsRoundsMatchesWithReplaysAndStandings() throws Exception {
        HttpResponse<byte[]> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(arena.base() + "/api/contests/term/export.zip"))
                .header("Authorization", "Bearer " + TestArena.TOKEN).build(), HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, r.statusCode());
        assertEquals("application/zip", r.headers().firstValue("Content-Type").orElseThrow());
        Map<String, String> files = unzip(r.body());
        assertTrue(files.keySet().containsAll(java.util.List.of("term/contest.json", "term/teams.csv", "term/rounds.csv",
                "term/matches.csv", "term/standings.csv")), files.keySet().toString());
        JsonNode contest = new ObjectMapper().readTree(files.get("term/contest.json"));
        assertEquals("tally", contest.get("game").asText());
        assertEquals(20, contest.get("settings").get("turnMillis").asInt());
        assertEquals("team,kind,disabled,enrolled_at", files.get("term/teams.csv").lines().findFirst().orElseThrow());
        assertTrue(files.get("term/teams.csv").contains("owls,students,false,"));
        assertTrue(files.get("term/rounds.csv").lines().skip(1).findFirst().orElseThrow().startsWith("1,"), files.get("term/rounds.csv"));
        // two teams, one round: two matches (seats swapped), each with its replay
        assertEquals(3, files.get("term/matches.csv").split("\r\n").length, files.get("term/matches.csv"));
        var replays = files.keySet().stream().filter(n -> n.startsWith("term/replays/round-1-match-")).toList();
        assertEquals(2, replays.size(), files.keySet().toString());
        JsonNode replay = new ObjectMapper().readTree(files.get(replays.get(0)));
        assertEquals("term", replay.get("contest").asText());
        assertTrue(replay.get("log").isArray());
        assertTrue(files.get("term/standings.csv").startsWith("rank,team,points"));
        for (String text : files.values()) {
            assertFalse(text.contains("owls-password-1"), "no password");
            assertFalse(text.contains("$2a$"), "no password hash");
        }
    }

    @Test
    void theConsoleOffersTheSameZipAndOnlyToTheInstructor() throws Exception {
        WebSession b = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
        assertTrue(b.get("/console/contests/term").body().contains("/console/contests/term/export.zip"), "a button on the contest's console page");
        HttpResponse<byte[]> r = b.http.send(HttpRequest.newBuilder(URI.create(arena.base() + "/console/contests/term/export.zip")).build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, r.statusCode());
        assertTrue(unzip(r.body()).containsKey("term/standings.csv"));
        assertEquals(401, arena.request("GET", "/api/contests/term/export.zip", null, null).status());
        assertEquals(302, new WebSession(arena).get("/console/contests/term/export.zip").statusCode(), "anonymous: sent to log in");
        assertEquals(404, arena.api("GET", "/api/contests/nothing/export.zip", null).status());
    }
}
