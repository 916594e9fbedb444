package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.bridge.Bridge;
import arena.contest.turns.TeamLog;
import arena.support.ServerProcess;
import arena.support.BotClient;
import arena.support.TeamLogs;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The bridge with real processes: bots run through a shell script that does not {@code exec} (and leaves a
 * {@code sleep} child of its own) leave nothing behind at match end or when the bridge is stopped by a signal; crashes,
 * silence, a mistyped command and an unreachable arena are said plainly; stderr lines stay with their turn; the bridge
 * works with {@code --parallel} equal to {@code maxConnections}.
 */
class BridgeProcessTest {

    /** Runs the bridge in this JVM; its output and exit code. */
    record Run(Thread thread, ByteArrayOutputStream out, int[] code) {
        String text() {
            return out.toString(StandardCharsets.UTF_8);
        }

        void await(long millis) throws InterruptedException {
            thread.join(millis);
            assertFalse(thread.isAlive(), "the bridge has stopped: " + text());
        }
    }

    static Run bridge(int port, String team, int parallel, List<String> command) {
        return bridge(port, team, List.of("--parallel", String.valueOf(parallel)), command);
    }

    /** The bridge with these options besides its arena and login (as {@code --parallel 2}, {@code --programs 1}). */
    static Run bridge(int port, String team, List<String> options, List<String> command) {
        List<String> args = new ArrayList<>(List.of("--host", "localhost", "--port", String.valueOf(port), "--login", team,
                "--password", "password1"));
        args.addAll(options);
        args.add("--");
        args.addAll(command);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int[] code = {-1};
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        Thread t = Thread.ofPlatform().start(() -> code[0] = Bridge.run(args.toArray(String[]::new), print, print));
        return new Run(t, out, code);
    }

    /**
     * A wrapper that does not exec: it notes its pid, starts a {@code sleep} of its own, and runs the sample bot as a
     * child (which notes its pid too). Every pid it notes must be gone once the bridge is done with the match.
     */
    static List<String> wrapped(Path dir, Path pids) throws IOException {
        return wrapped(dir, pids, 0);
    }

    /** With {@code delayMillis}, each answer of the sample bot waits that long (a slower bot, so its matches last). */
    static List<String> wrapped(Path dir, Path pids, int delayMillis) throws IOException {
        Path script = dir.resolve("bot.sh");
        Files.writeString(script, """
                #!/bin/sh
                echo $$ >> "$1"
                sleep 600 &
                echo $! >> "$1"
                sh -c 'echo $$ >> "$0"; exec python3 "$1" "$2" "$3"' "$1" "$2" "$3" "$4"
                """);
        Path slow = dir.resolve("slow.py");
        Files.writeString(slow, """
                import builtins, sys, time
                _print = builtins.print
                def slow(*a, **k):
                    if k.get('file') is None:
                        time.sleep(int(sys.argv[2]) / 1000)
                    _print(*a, **k)
                builtins.print = slow
                exec(compile(open(sys.argv[1]).read(), sys.argv[1], 'exec'))
                """);
        return List.of("sh", script.toString(), pids.toString(), slow.toString(), BridgeTest.SAMPLE.toAbsolutePath().toString(),
                String.valueOf(delayMillis));
    }

    static List<Long> pids(Path file) throws IOException {
        if (!Files.exists(file)) return List.of();
        List<Long> pids = new ArrayList<>();
        for (String l : Files.readAllLines(file)) if (!l.isBlank()) pids.add(Long.parseLong(l.strip()));
        return pids;
    }

    static void assertAllGone(List<Long> pids) throws InterruptedException {
        long end = System.currentTimeMillis() + 5000;
        List<Long> alive;
        do {
            alive = pids.stream().filter(p -> ProcessHandle.of(p).map(ProcessHandle::isAlive).orElse(false)).toList();
            if (alive.isEmpty()) return;
            Thread.sleep(50);
        } while (System.currentTimeMillis() < end);
        throw new AssertionError("bot processes outlived the bridge: " + alive + " of " + pids);
    }

    static void contest(TestArena arena, String slug, Map<String, Object> extra, String... teams) {
        Map<String, Object> settings = new LinkedHashMap<>(Map.of("turnMillis", 50, "timeFactor", 5, "seed", 8, "rounds", 1));
        settings.putAll(extra);
        SocketErrorCodes.createContest(arena, slug, "locm12", settings);
        for (String t : teams) {
            arena.createTeam(t, "password1");
            arena.enroll(slug, t);
        }
    }

    /**
     * Two teams of the sample bot, one through the wrapper that does not exec; maxConnections 2 and --parallel 2. The
     * round ends by the rules, no bot process is left, and every battle answer in the team log comes after the stderr
     * line the bot wrote before it ("health N against M, ..."), in the same turn.
     */
    @Test
    void aWrappedBotLeavesNothingBehindAndItsStderrStaysWithItsTurn() throws Exception {
        try (TestArena arena = TestArena.start()) {
            // a generous factor, as the other tests here have: in a whole run's first phase the wrapped bot (sh, then python,
            // started cold when both matches came at once) once gave no answer to its first turn within 5 s
            contest(arena, "wr", Map.of("maxConnections", 2, "timeFactor", 20), "wrapped", "plain");
            Path dir = Files.createTempDirectory("bridge-wrapped");
            Path pids = dir.resolve("pids");
            arena.startRound("wr");
            Run wrapped = bridge(arena.app.botPort(), "wrapped", 2, wrapped(dir, pids));
            Run plain = bridge(arena.app.botPort(), "plain", 2, List.of("python3", BridgeTest.SAMPLE.toString()));
            arena.awaitContest("wr", "finished", 1, 120_000);
            wrapped.await(20_000);
            plain.await(20_000);
            assertEquals(0, wrapped.code()[0], wrapped.text());
            assertEquals(0, plain.code()[0], plain.text());
            assertTrue(wrapped.text().contains("with 2 connection(s)"), wrapped.text());
            assertFalse(wrapped.text().contains("exit code"), "the bridge's own stops are no crash: " + wrapped.text());
            // three pids a program: the check's run, the program started ahead of the first match, one started at each of
            // the two hand-overs (the last left waiting for a third match), and one more when both matches came at once
            // (each hand-over then starts a spare and one of them is stopped at once: BridgePrograms)
            int started = pids(pids).size();
            assertTrue(started % 3 == 0 && started >= 4 * 3 && started <= 5 * 3, "the check's run, two matches and their spares: " + pids(pids));
            assertAllGone(pids(pids));

            JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/wr/rounds/1/matches", null)).json();
            long team = arena.app.contests().teamId("wrapped").orElseThrow();
            for (JsonNode m : matches) {
                assertFalse(m.get("summary").asText().contains("timeout"), m.toString());
                List<TeamLog.Line> log = arena.app.contests().teamLog(m.get("id").asLong(), team);
                int picks = 0, battle = 0;
                for (int i = 0; i < log.size(); i++) {
                    TeamLog.Line l = log.get(i);
                    if (!l.kind().equals("command") || !l.text().startsWith("ANSWER ")) continue;
                    if (l.text().contains(" PICK ")) {
                        picks++;
                        continue;
                    }
                    battle++;
                    TeamLog.Line before = log.get(i - 1);
                    assertEquals("stderr", before.kind(), "the line before battle answer " + battle + ": " + before);
                    assertTrue(before.text().startsWith("health "), before.toString());
                }
                assertEquals(30, picks, log.toString());
                assertTrue(battle > 0, log.toString());
            }
        }
    }

    /** A bot that crashes and a bot that never answers: each bridge says so, with the crash's last stderr line. */
    @Test
    void aCrashAndASilenceAreSaidPlainly() throws Exception {
        try (TestArena arena = TestArena.start()) {
            contest(arena, "cs", Map.of("timeFactor", 1), "crasher", "silent");
            arena.startRound("cs");
            Run crasher = bridge(arena.app.botPort(), "crasher", 1, List.of("sh", "-c", "read a; echo 'about to fail' >&2; exit 3"));
            Run silent = bridge(arena.app.botPort(), "silent", 1, List.of("sh", "-c", "while read a; do :; done"));
            arena.awaitContest("cs", "finished", 1, 60_000);
            crasher.await(20_000);
            silent.await(20_000);
            assertTrue(crasher.text().contains("the bot crashed (exit code 3); its last stderr lines: about to fail"), crasher.text());
            assertTrue(silent.text().contains("the bot did not answer within 1000 ms"), silent.text());
            assertFalse(silent.text().contains("exit code 143"), silent.text());
            assertTrue(crasher.text().contains(": DRAW both players were late: player "),
                    "both late on the same draft pick: a draw (RULINGS 9), players counted from 1: " + crasher.text());
        }
    }

    /**
     * LOCM 1.5: the bridge tells each match's program whether the match plays the deck the team saved
     * ({@code ARENA_SAVED_DECK=1}, asked with {@code SAVED_DECK}; issue 39), so that the starters play it.
     */
    @Test
    void aProgramIsToldWhetherItsMatchPlaysTheSavedDeck() throws Exception {
        try (TestArena arena = TestArena.start()) {
            SocketErrorCodes.createContest(arena, "sd", "locm15", Map.of("turnMillis", 50, "timeFactor", 5, "seed", 8, "rounds", 1));
            for (String t : List.of("saver", "chooser")) {
                arena.createTeam(t, "password1");
                arena.enroll("sd", t);
            }
            try (BotClient c = arena.bot("saver", "password1")) {
                StringBuilder deck = new StringBuilder("DECK");
                for (int i = 0; i < 15; i++) deck.append(' ').append(i).append(' ').append(i);
                assertEquals("OK", c.command(deck.toString()));
            }
            arena.startRound("sd");
            List<String> told = List.of("python3", java.nio.file.Path.of("src/main/resources/samples/locm/bot.py").toAbsolutePath().toString());
            Run saver = bridge(arena.app.botPort(), "saver", 1, told);
            Run chooser = bridge(arena.app.botPort(), "chooser", 1, told);
            arena.awaitContest("sd", "finished", 1, 60_000);
            saver.await(20_000);
            chooser.await(20_000);
            String saverLog = TeamLogs.ofRound(arena, "sd", 1, "saver"), chooserLog = TeamLogs.ofRound(arena, "sd", 1, "chooser");
            assertTrue(saverLog.contains("playing the deck saved in the browser"), "the Python starter plays it: " + saverLog);
            assertFalse(saverLog.contains("no deck saved"), saverLog);
            assertTrue(chooserLog.contains("no deck saved for this match: choosing 30 cards"), chooserLog);
            assertFalse(chooserLog.contains("playing the deck saved"), chooserLog);
        }
    }

    @Test
    void aMistypedCommandIsRefusedBeforeConnecting() throws Exception {
        Run r = bridge(ServerProcess.freePort(), "nobody", 1, List.of("pythn3", "bot.py"));
        r.await(20_000);
        assertEquals(2, r.code()[0]);
        assertTrue(r.text().contains("cannot start the bot: "), r.text());
        assertTrue(r.text().contains("pythn3"), r.text());
        assertFalse(r.text().contains("connected"), r.text());
    }

    @Test
    void anUnreachableArenaIsNamed() throws Exception {
        int port = ServerProcess.freePort();
        Run r = bridge(port, "nobody", 1, List.of("sh", "-c", "while read a; do :; done"));
        r.await(20_000);
        assertEquals(1, r.code()[0]);
        assertTrue(r.text().contains("cannot reach localhost:" + port + " ("), r.text());
    }

    /**
     * The bridge as its own process, stopped by a signal mid-match: every process of every bot's group ends with it.
     */
    @ParameterizedTest
    @ValueSource(strings = {"TERM", "INT"})
    void aSignalToTheBridgeEndsEveryBotProcess(String signal) throws Exception {
        try (TestArena arena = TestArena.start()) {
            contest(arena, "sg", Map.of("timeFactor", 20), "sig");
            TestArena.expect(201, arena.api("POST", "/api/contests/sg/enrollments", Map.of("houseBot", "greedy")));
            Path dir = Files.createTempDirectory("bridge-signal");
            Path pids = dir.resolve("pids");
            arena.startRound("sg");
            List<String> cmd = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"), "-cp",
                    System.getProperty("java.class.path"), "arena.bridge.Bridge", "--host", "localhost", "--port",
                    String.valueOf(arena.app.botPort()), "--login", "sig", "--password", "password1", "--parallel", "2", "--"));
            // 400 ms an answer: the matches last while the signal comes, though the bots' start is slow on a loaded machine
            // (at 150 ms, in the whole run, both matches had ended before their third program was seen)
            cmd.addAll(wrapped(dir, pids, 400));
            Path out = dir.resolve("out");
            Process bridge = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile()).start();
            long end = System.currentTimeMillis() + 30_000;
            // the check's program, the one started ahead and the spare started when a match took it (three processes
            // each): the signal comes while a match is played (waiting for both matches' programs, the signal came after
            // both had ended in the whole run, twice)
            while (pids(pids).size() < 9 && System.currentTimeMillis() < end) Thread.sleep(50);
            assertTrue(pids(pids).size() >= 9, "the check, a match's bot and the next spare started: " + Files.readString(out));
            new ProcessBuilder("kill", "-" + signal, String.valueOf(bridge.pid())).start().waitFor();
            assertTrue(bridge.waitFor(20, TimeUnit.SECONDS), "the bridge stops");
            assertTrue(Files.readString(out).matches("(?s).*bridge: stopping: ending [12] bot process(es)?\\R.*"), Files.readString(out));
            assertAllGone(pids(pids));
        }
    }
}
