package arena.functional;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The README's snippet, the PIZZA games' Python starters and LOCM's client, for a team enrolled in two contests of its
 * game: without a slug they stop with a clear message (nothing is selected: ERR 105); with the slug of the contest
 * whose round runs they send {@code CONTEST <slug>} and play there.
 */
class SampleBotsInTwoContestsTest {
    private static TestArena arena;

    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.start();
    }

    @AfterAll
    static void stop() {
        arena.close();
    }

    /** A team in two contests of a game: "-idle" stays open, "-play" plays a round against a house bot. */
    private static String twoContests(String game, String houseBot, Map<String, Object> settings) {
        String team = "two-" + game;
        arena.createTeam(team, "password1");
        for (String suffix : List.of("-idle", "-play")) {
            TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", game + suffix, "title", game + suffix, "game", game,
                    "settings", settings)));
            arena.enroll(game + suffix, team);
        }
        TestArena.expect(201, arena.api("POST", "/api/contests/" + game + "-play/enrollments", Map.of("houseBot", houseBot)));
        return team;
    }

    private static Path resource(String path) throws Exception {
        Path script = Files.createTempFile("sample", ".py");
        try (InputStream in = SampleBotsInTwoContestsTest.class.getResourceAsStream(path)) {
            Files.copy(in, script, StandardCopyOption.REPLACE_EXISTING);
        }
        return script;
    }

    /** The README's first python block, as a reader would copy it. */
    private static Path readmeSnippet() throws Exception {
        String readme = Files.readString(Path.of("README.md"));
        int start = readme.indexOf("```python\n") + "```python\n".length();
        Path script = Files.createTempFile("readme", ".py");
        Files.writeString(script, readme.substring(start, readme.indexOf("```", start)));
        return script;
    }

    private record Run(int exit, List<String> out, String err) {}

    /** Runs a script until it exits, its output satisfies {@code enough}, or the time is up; then stops it. */
    private static Run run(Path script, List<String> args, Predicate<List<String>> enough, long millis) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("python3", script.toString(), "localhost", String.valueOf(arena.app.botPort())));
        cmd.addAll(args);
        Path out = Files.createTempFile("sample", ".out"), err = Files.createTempFile("sample", ".err");
        Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        long end = System.currentTimeMillis() + millis;
        try {
            while (p.isAlive() && System.currentTimeMillis() < end && !enough.test(Files.readAllLines(out, StandardCharsets.UTF_8))) Thread.sleep(50);
        } finally {
            p.destroy();
            p.waitFor(5, TimeUnit.SECONDS);
        }
        return new Run(p.exitValue(), Files.readAllLines(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }

    private static void check(Path script, String team, String game, Predicate<List<String>> played) throws Exception {
        Run lost = run(script, List.of(team, "password1"), out -> false, 20_000);
        assertNotEquals(0, lost.exit(), "without a slug the bot stops: " + lost);
        assertTrue(lost.err().contains("ERR 105"), "and says why: " + lost);
        arena.startRound(game + "-play");
        Run playing = run(script, List.of(team, "password1", game + "-play"), played, 60_000);
        assertTrue(played.test(playing.out()), "with the slug it plays: " + playing);
    }

    @Test
    void theReadmeSnippetNamesItsContest() throws Exception {
        String team = twoContests("tally", "steady", Map.of("turnMillis", 100, "turns", 1000));
        check(readmeSnippet(), team, "tally", out -> out.stream().filter(l -> l.startsWith("OK TURN ")).count() >= 3);
    }

    /**
     * A PIZZA game's Python starter ({@code python3 bot.py HOST PORT TEAM [CONTEST]}, the password in
     * {@code ARENA_PASSWORD}; it logs to stderr) until it exits, its log satisfies {@code enough}, or the time is up.
     */
    private static Run runStarter(String game, List<String> args, Predicate<List<String>> enough, long millis) throws Exception {
        Path script = resource("/samples/" + game + "/bot.py");
        List<String> cmd = new ArrayList<>(List.of("python3", script.toString(), "localhost", String.valueOf(arena.app.botPort())));
        cmd.addAll(args);
        Path out = Files.createTempFile("starter", ".out"), err = Files.createTempFile("starter", ".err");
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile());
        pb.environment().put("ARENA_PASSWORD", "password1");
        Process p = pb.start();
        long end = System.currentTimeMillis() + millis;
        try {
            while (p.isAlive() && System.currentTimeMillis() < end && !enough.test(Files.readAllLines(err, StandardCharsets.UTF_8))) Thread.sleep(50);
        } finally {
            p.destroy();
            p.waitFor(5, TimeUnit.SECONDS);
        }
        return new Run(p.exitValue(), Files.readAllLines(err, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }

    /** Without the slug the starter stops and says why; with it, it plays the contest whose round runs. */
    private static void checkStarter(String game, String team, Runnable startRound) throws Exception {
        Run lost = runStarter(game, List.of(team), out -> false, 20_000);
        assertNotEquals(0, lost.exit(), "without a slug the starter stops: " + lost);
        assertTrue(lost.err().contains("ERR 105"), "and says why: " + lost);
        startRound.run();
        // Kieszostwory: "match against rival 1 ended", or only "rematch against rival 1 ended" when the bot, a turn
        // late under load, read its WAIT after the rematch's first turn (WAIT tells a pairing's state, not its events)
        Predicate<List<String>> ended = out -> out.stream().anyMatch(l -> l.matches("(re)?match .*ended: .*"));
        Run playing = runStarter(game, List.of(team, game + "-play"), ended, 90_000);
        assertTrue(ended.test(playing.out()), "with the slug it plays a match to its end: " + playing);
    }

    @Test
    void theVestrockStarterNamesItsContest() throws Exception {
        String team = twoContests("vestrock", "random", Map.of("turnMillis", 300, "earlyTurns", true, "turnsPerMatch", 40));
        checkStarter("vestrock", team, () -> arena.startRound("vestrock-play"));
    }

    @Test
    void thePizzacraftStarterNamesItsContest() throws Exception {
        String team = twoContests("pizzacraft", "random", Map.of("turnMillis", 300, "earlyTurns", true, "turnsPerMatch", 60));
        checkStarter("pizzacraft", team, () -> arena.startRound("pizzacraft-play"));
    }

    @Test
    void theKieszostworyStarterNamesItsContest() throws Exception {
        String team = twoContests("kieszostwory", "random", Map.of("turnMillis", 300, "earlyTurns", true, "registrationMillis", 0));
        // the starter enrolls its creatures before the round when the team has none: start the round once they are in
        checkStarter("kieszostwory", team, () -> {
            Thread.ofPlatform().daemon().start(() -> {
                try {
                    long end = System.currentTimeMillis() + 30_000;
                    long id = arena.app.contests().teamId(team).orElseThrow();
                    while (arena.app.contests().entry("kieszostwory-play", id).isEmpty() && System.currentTimeMillis() < end) Thread.sleep(50);
                    arena.startRound("kieszostwory-play");
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
        });
    }

    @Test
    void theLocmClientNamesItsContest() throws Exception {
        String team = twoContests("locm12", "random", Map.of("turnMillis", 300, "earlyTurns", true));
        Path script = resource("/samples/locm_client.py");
        Run lost = run(script, List.of(team, "password1"), out -> false, 20_000);
        assertNotEquals(0, lost.exit(), "without a slug the client stops: " + lost);
        assertTrue(lost.err().contains("ERR 105"), "and says why: " + lost);
        arena.startRound("locm12-play");
        Run playing = run(script, List.of(team, "password1", "locm12-play"), o -> o.stream().anyMatch(l -> l.startsWith("match ")), 90_000);
        assertTrue(playing.out().stream().anyMatch(l -> l.startsWith("match ")), "it played its matches to their end: " + playing);
    }
}
