package arena.games.vestrock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The rules page's sample bot (python3) connects, logs in and plays a round against a house bot with legal moves only. */
class SampleBotTest {

    @Test
    void theSamplePythonBotPlaysARound() throws Exception {
        Path script = Files.createTempFile("vestrock_bot", ".py");
        try (InputStream in = SampleBotTest.class.getResourceAsStream("/samples/vestrock_bot.py")) {
            Files.copy(in, script, StandardCopyOption.REPLACE_EXISTING);
        }
        assertTrue(Files.readAllLines(script).size() < 100, "the sample stays under 100 lines");
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("pybot", "password1");
            SocketErrorCodes.createContest(arena, "vp", Map.of("turnMillis", 3000, "earlyTurns", true, "turnsPerMatch", 40, "seed", 3));
            arena.enroll("vp", "pybot");
            TestArena.expect(201, arena.api("POST", "/api/contests/vp/enrollments", Map.of("houseBot", "random")));
            Path out = Files.createTempFile("vestrock_bot", ".out");
            Path err = Files.createTempFile("vestrock_bot", ".err");
            Process bot = new ProcessBuilder("python3", script.toString(), "localhost", String.valueOf(arena.app.botPort()), "pybot", "password1")
                    .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            try {
                arena.startRound("vp");
                arena.awaitContest("vp", "finished", 1, 60_000);
            } finally {
                bot.destroy();
                bot.waitFor(5, TimeUnit.SECONDS);
            }
            List<String> played = Files.readAllLines(out, StandardCharsets.UTF_8);
            String errors = Files.readString(err, StandardCharsets.UTF_8);
            assertTrue(played.size() >= 6, "it played turns in its two matches: " + played);
            assertTrue(played.stream().anyMatch(l -> !l.endsWith("played 0 actions")), String.join("\n", played));
            for (String e : errors.lines().toList()) {
                assertTrue(e.isBlank() || e.contains("ERR 918") || e.contains("ERR 919") || e.contains("ERR 911"),
                        "only an empty deck or a full hand may refuse the sample's moves: " + e + "\n" + errors);
            }
            JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/vp/rounds/1/matches", null)).json();
            assertEquals(2, matches.size());
            for (JsonNode m : matches) assertEquals("finished", m.get("status").asText());
        }
    }
}
