package arena.games.locm;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Replays every recorded reference game: every input byte for byte and every winner must match. */
class LocmConformanceTest {
    /** The user's shared folder beside the project (or beside the folder of a git worktree of it). */
    static final Path DIR = Files.isDirectory(Path.of("..", "shared", "conformance", "locm"))
            ? Path.of("..", "shared", "conformance", "locm") : Path.of("..", "..", "shared", "conformance", "locm");

    static List<String> games(String version) throws IOException {
        List<String> out = new ArrayList<>();
        for (String l : Files.readAllLines(DIR.resolve("reference-games-" + version + ".txt"), StandardCharsets.UTF_8))
            if (!l.isBlank())
                out.add(l);
        return out;
    }

    static Stream<DynamicTest> replays(String version) throws IOException {
        List<String> lines = games(version);
        assertEquals(70, lines.size());
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            tests.add(DynamicTest.dynamicTest(version + " game " + (i + 1), () -> {
                RecordedGame g = RecordedGame.parse(line);
                assertEquals(version.equals("1.2") ? LocmVariant.V1_2 : LocmVariant.V1_5, g.variant());
                assertNull(g.replay());
            }));
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> games12() throws IOException {
        return replays("1.2");
    }

    @TestFactory
    Stream<DynamicTest> games15() throws IOException {
        return replays("1.5");
    }

    /** The 1.5 referee logs its generated pool: ours, from the same cardGenSeed, must be identical. */
    @Test
    void generatedPoolsMatchTheRecordedSummaries() throws IOException {
        Pattern seed = Pattern.compile("cardGenSeed=(-?\\d+)");
        for (String line : games("1.5")) {
            Matcher m = seed.matcher(line.substring(line.lastIndexOf('}')));
            m.find();
            int s = line.indexOf("Generated cards: ") + "Generated cards: ".length();
            String expected = line.substring(s, line.indexOf('"', s));
            if (expected.endsWith("\\n"))
                expected = expected.substring(0, expected.length() - 2);
            StringBuilder got = new StringBuilder();
            for (CardData c : CardGenerator.generate(Long.parseLong(m.group(1)))) {
                if (!got.isEmpty())
                    got.append(", ");
                got.append(c.summaryString());
            }
            assertEquals(expected.strip(), got.toString().strip());
        }
    }

    /** Frames are counted as the recordings number them (1.2 records one more frame at the end). */
    @Test
    void frameCountsFollowTheRecordings() throws IOException {
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        for (String v : List.of("1.2", "1.5")) {
            for (String line : games(v)) {
                RecordedGame g = RecordedGame.parse(line);
                int entries = json.readTree(line.substring(0, line.lastIndexOf('}') + 1)).get("errors").get("0").size();
                LocmMatch m = LocmMatch.create(g.variant(), g.seeds());
                int[] next = new int[2];
                while (!m.isOver())
                    for (int p : m.awaiting())
                        if (!m.isOver())
                            m.apply(p, g.outputs().get(p).get(next[p]++));
                assertEquals(entries - (v.equals("1.2") ? 1 : 0), m.frames());
            }
        }
    }

    @Test
    void locmCheckReportsAllPassed() {
        for (String v : List.of("1.2", "1.5")) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            int code = LocmCheck.run(DIR.resolve("reference-games-" + v + ".txt"), new PrintStream(bytes, true, StandardCharsets.UTF_8));
            assertEquals(0, code);
            assertEquals("70 passed, 0 failed\n", bytes.toString(StandardCharsets.UTF_8));
        }
    }

    @Test
    void locmCheckReportsTheFirstDifference(@org.junit.jupiter.api.io.TempDir Path tmp) throws IOException {
        String game = games("1.2").get(0).replace("\"30 0 1 25 0\\n30 0 1 25 0\\n", "\"30 0 1 25 0\\n30 0 9 25 0\\n");
        Path f = tmp.resolve("one.txt");
        Files.writeString(f, game + "\n");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code = LocmCheck.run(f, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertEquals(1, code);
        assertEquals("game on line 1: player 0 turn 1: line 2: expected \"30 0 9 25 0\" got \"30 0 1 25 0\"\n0 passed, 1 failed\n",
                bytes.toString(StandardCharsets.UTF_8));
    }
}
