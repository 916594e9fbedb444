package arena.games.pizzacraft;

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

/** The rules page's sample bot (python3) connects, logs in and plays a round against a house bot. */
class SampleBotTest {

    @Test
    void theSamplePythonBotPlaysARound() throws Exception {
        Path script = Files.createTempFile("pizzacraft_bot", ".py");
        try (InputStream in = SampleBotTest.class.getResourceAsStream("/samples/pizzacraft_bot.py")) {
            Files.copy(in, script, StandardCopyOption.REPLACE_EXISTING);
        }
        assertTrue(Files.readAllLines(script).size() < 130, "the sample stays short");
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("pybot", "password1");
            SocketErrorCodes.createContest(arena, "pp", Map.of("turnMillis", 3000, "earlyTurns", true, "turnsPerMatch", 80, "seed", 3));
            arena.enroll("pp", "pybot");
            TestArena.expect(201, arena.api("POST", "/api/contests/pp/enrollments", Map.of("houseBot", "random")));
            Path out = Files.createTempFile("pizzacraft_bot", ".out");
            Path err = Files.createTempFile("pizzacraft_bot", ".err");
            Process bot = new ProcessBuilder("python3", script.toString(), "localhost", String.valueOf(arena.app.botPort()), "pybot", "password1")
                    .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            try {
                arena.startRound("pp");
                arena.awaitContest("pp", "finished", 1, 90_000);
            } finally {
                bot.destroy();
                bot.waitFor(5, TimeUnit.SECONDS);
            }
            List<String> played = Files.readAllLines(out, StandardCharsets.UTF_8);
            String errors = Files.readString(err, StandardCharsets.UTF_8);
            assertTrue(played.size() >= 40, "it played its turns in both matches: " + played + "\n" + errors);
            assertTrue(played.stream().anyMatch(l -> !l.contains(" 1 units")), "it trained units: " + String.join("\n", played));
            assertTrue(!errors.contains("Traceback"), errors);
            // 402 may come when the bot destroys the last enemy building and goes on with its turn
            for (String e : errors.lines().toList()) {
                assertTrue(!e.contains("ERR 103") && !e.contains("ERR 104") && !e.contains("ERR 401") && !e.contains("ERR 605"),
                        "only moves the sample cannot foresee are refused: " + e + "\n" + errors);
            }
            JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/pp/rounds/1/matches", null)).json();
            assertEquals(2, matches.size());
            for (JsonNode m : matches) assertEquals("finished", m.get("status").asText());
        }
    }
}
