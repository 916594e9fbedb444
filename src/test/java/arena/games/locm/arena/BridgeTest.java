package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.bridge.Bridge;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Two unchanged CodinGame bots written in Python (the Python starter) play a whole round through the bridge: one
 * process per match, stderr in a log file per match; the matches end by the rules, not by a timeout.
 */
class BridgeTest {
    static final Path SAMPLE = Path.of("src/main/resources/samples/locm/bot.py");

    @ParameterizedTest
    @ValueSource(strings = {"locm12", "locm15"})
    void twoBridgedPythonBotsPlayARound(String game) throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("py1", "password1");
            arena.createTeam("py2", "password1");
            // a generous factor: the build machine is small and shared
            SocketErrorCodes.createContest(arena, "br", game, Map.of("turnMillis", 50, "timeFactor", 5, "seed", 8));
            arena.enroll("br", "py1");
            arena.enroll("br", "py2");
            arena.startRound("br");
            List<Path> logs = new ArrayList<>();
            List<Thread> bridges = new ArrayList<>();
            AtomicInteger exits = new AtomicInteger();
            List<ByteArrayOutputStream> outs = new ArrayList<>();
            for (String team : List.of("py1", "py2")) {
                Path dir = Files.createTempDirectory("bridge-" + team);
                logs.add(dir);
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                outs.add(out);
                String[] args = {"--host", "localhost", "--port", String.valueOf(arena.app.botPort()), "--login", team,
                        "--password", "password1", "--parallel", "2", "--logs", dir.toString(), "--", "python3", SAMPLE.toString()};
                bridges.add(Thread.ofPlatform().start(() -> exits.addAndGet(
                        Bridge.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(out, true, StandardCharsets.UTF_8)))));
            }
            arena.awaitContest("br", "finished", 1, 120_000);
            for (Thread t : bridges) t.join(20_000);
            for (Thread t : bridges) assertFalse(t.isAlive(), "the bridge stops when the contest ends");
            assertEquals(0, exits.get(), outs.toString());

            JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/br/rounds/1/matches", null)).json();
            assertEquals(2, matches.size(), "one pair: two matches, seats swapped");
            for (JsonNode m : matches) {
                assertEquals("finished", m.get("status").asText());
                String summary = m.get("summary").asText();
                assertTrue(summary.contains("has no health left") || summary.contains("step limit"), "ended by the rules: " + summary);
                assertEquals(1.0, m.get("scores").get(0).asDouble() + m.get("scores").get(1).asDouble(), 1e-9, summary);
            }
            for (Path dir : logs) {
                List<Path> files;
                try (Stream<Path> s = Files.list(dir)) {
                    files = s.toList();
                }
                assertEquals(2, files.size(), "a log per match: " + files);
                for (Path f : files) {
                    String text = Files.readString(f);
                    // its battle turns, as the sample prints them (the health of a turn depends on the round's pool, RULINGS 9)
                    assertTrue(java.util.regex.Pattern.compile("(?m)^health \\d+ against \\d+, mana \\d+: \\d+ actions$").matcher(text).find(),
                            "the bot's stderr: " + text);
                    assertTrue(text.contains("is over: WIN") || text.contains("is over: LOSS"), text);
                    // its stdin closed at the match's end, the starter says goodbye before the bridge ends it
                    assertTrue(text.contains("a new match of LOCM") && text.contains("the match is over after"), text);
                }
            }
            String out = outs.get(0).toString(StandardCharsets.UTF_8);
            assertTrue(out.contains("the contest is over"), out);
        }
    }
}
