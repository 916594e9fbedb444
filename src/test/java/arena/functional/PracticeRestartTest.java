package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.App;
import arena.support.BotClient;
import arena.support.Practice;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A practice match being played when the arena stops is voided after the restart, not resumed (the rules pages say so). */
class PracticeRestartTest {

    private static JsonNode match(App app, long id) throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://localhost:" + app.httpPort() + "/api/matches/" + id))
                .header("Authorization", "Bearer " + TestArena.TOKEN).build(), HttpResponse.BodyHandlers.ofString());
        return new com.fasterxml.jackson.databind.ObjectMapper().readTree(r.body());
    }

    @Test
    void aPracticeInProgressIsVoidedByARestart() throws Exception {
        Path dir = Files.createTempDirectory("arena-practice-restart");
        long id;
        try (TestArena arena = TestArena.at(dir)) {
            arena.createTeam("ra", "password1");
            Practice.createContest(arena, "rp", "vestrock", Map.of("turnMillis", 60_000));
            arena.enroll("rp", "ra");
            try (BotClient a = arena.bot("ra", "password1")) {
                id = Practice.start(a, "greedy");
            }
            assertEquals("running", Practice.match(arena, id).get("status").asText());
        }
        try (TestArena again = TestArena.at(dir)) {
            JsonNode m = Practice.match(again, id);
            assertEquals("voided", m.get("status").asText(), m.toString());
            assertTrue(m.get("practice").asBoolean());
            assertTrue(m.get("finished").asBoolean(), "its page stops polling");
            try (BotClient a = again.bot("ra", "password1")) {
                assertEquals("OK", a.command("PRACTICE greedy"), "a voided practice does not hold the team's place");
                a.line();
            }
        }
    }
}
