package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.turns.LiveMatch;
import arena.domain.MatchLogEntry;
import arena.contest.Replays;
import arena.game.SeatNames;
import arena.game.StarterLanguage;
import arena.games.locm.LocmMatch;
import arena.games.locm.TurnReport;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import arena.support.Machine;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * Issue 25: each LOCM starter, in each of its four languages and in both variants, plays 20 matches (ten rounds of
 * two, seats swapped) against the random house bot over real sockets, run as its page says: {@code bridge.jar}
 * downloaded from the arena, the starter compiled once where its language needs it, then {@code java -jar bridge.jar
 * --host ... --login TEAM --contest SLUG -- BOT} with the password in {@code ARENA_PASSWORD}. It fails when a starter
 * crashes or loses on time (the bridge says so), has more than a handful of actions skipped as illegal (read back from
 * the matches' replays), when the bridge does not end by itself with the contest, or when the starter does not win more
 * than half of its matches. The 8 run four at a time (2 cores). {@code -Dstarters.only=locm12/python,...} runs some of
 * them; {@code -Dstarters.houseBot=greedy} plays the greedy house bot instead, for information (then the wins are not
 * asserted). A missing {@code g++} or {@code node} fails the test saying so.
 */
@Execution(ExecutionMode.CONCURRENT)
@ResourceLock(Machine.WHOLE_CPU)
@Tag("slow")
class LocmStartersTest {
    static final int ROUNDS = 10;
    /** Actions skipped as illegal, or turns lost on time, that a starter's 20 matches may have in all. */
    static final int HANDFUL = 5;
    /**
     * Limits 10 times the reference's (1.2 draft picks 1 s, later battle turns 2 s): the build machine has 2 cores shared
     * with the other starters, the house bots, the arena and whatever else runs (at 5 times, under a load of 20, a C++
     * starter lost a draft pick on time once: the answer was there, the machine was not). A turn of 300 ms holds fewer
     * than four ticks in the shortest limit, so the house bot answers at once instead of once per tick (LocmHouseBot's
     * pace) and a match runs at the bots' speed.
     */
    static final Map<String, Object> SETTINGS = Map.of("turnMillis", 300, "timeFactor", 10, "earlyTurns", true, "rounds", ROUNDS,
            "registrationMillis", 0, "seed", 25);

    record Outcome(String game, StarterLanguage language, String houseBot, int wins, int losses, int draws, List<String> skipped,
                   int timeouts, int bridgeExit, String bridgeOutput) {
        String line() {
            return String.format("%-7s %-11s vs %-7s: %2d wins, %2d losses, %2d draws; %d actions skipped, %d turns lost on time%s",
                    game, language.key(), houseBot, wins, losses, draws, skipped.size(), timeouts, skipped.isEmpty() ? "" : " " + skipped);
        }
    }

    @Test
    void everyLocmStarterBeatsTheRandomHouseBotThroughTheBridge() throws Exception {
        String houseBot = System.getProperty("starters.houseBot", "random");
        String only = System.getProperty("starters.only", "");
        long started = System.currentTimeMillis();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try (TestArena arena = TestArena.start()) {
            Path bridgeJar = download(arena);
            List<Future<Outcome>> runs = new ArrayList<>();
            for (String game : List.of(Locm12.NAME, Locm15.NAME)) {
                for (StarterLanguage language : StarterLanguage.values()) {
                    if (!only.isEmpty() && !List.of(only.split(",")).contains(game + "/" + language.key())) continue;
                    runs.add(pool.submit(() -> play(arena, bridgeJar, game, language, houseBot)));
                }
            }
            List<Outcome> outcomes = new ArrayList<>();
            for (Future<Outcome> f : runs) outcomes.add(f.get());
            for (Outcome o : outcomes) System.out.println("[locm starters] " + o.line());
            System.out.println("[locm starters] " + outcomes.size() + " starters in " + (System.currentTimeMillis() - started) / 1000 + " s");
            for (Outcome o : outcomes) check(o, houseBot);
        } finally {
            pool.shutdownNow();
        }
    }

    private static void check(Outcome o, String houseBot) {
        String what = o.line() + "\nthe bridge said:\n" + o.bridgeOutput();
        assertEquals(0, o.bridgeExit(), "the bridge ended by itself with the contest: " + what);
        assertTrue(!o.bridgeOutput().contains("the bot crashed") && !o.bridgeOutput().contains("without answering"), "the starter never crashed: " + what);
        assertEquals(2 * ROUNDS, o.wins() + o.losses() + o.draws(), "every match was played and counted: " + what);
        assertTrue(o.skipped().size() + o.timeouts() <= HANDFUL, "at most a handful of actions skipped or turns lost on time: " + what);
        if (houseBot.equals("random")) assertTrue(o.wins() > ROUNDS, "it wins more than half of its matches: " + what);
    }

    /** {@code /bridge.jar} as a student downloads it: a jar of the bridge alone, compiled for Java 17. */
    static Path download(TestArena arena) throws IOException, InterruptedException {
        HttpResponse<byte[]> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(arena.base() + "/bridge.jar")).build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, r.statusCode(), "GET /bridge.jar: " + new String(r.body()));
        assertEquals("attachment; filename=\"bridge.jar\"", r.headers().firstValue("Content-Disposition").orElse(null));
        Path jar = Files.createTempDirectory("locm-bridge").resolve("bridge.jar");
        Files.write(jar, r.body());
        int classes = 0;
        try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(jar))) {
            for (var e = zip.getNextEntry(); e != null; e = zip.getNextEntry()) {
                if (!e.getName().endsWith(".class")) continue;
                assertTrue(e.getName().startsWith("arena/bridge/"), "the bridge alone: " + e.getName());
                byte[] head = zip.readNBytes(8);
                assertEquals(61, head[7], e.getName() + " runs on Java 17 (class file version 61)");
                classes++;
            }
        }
        assertTrue(classes > 0, "the jar holds the bridge");
        return jar;
    }

    /** One starter against the house bot: its contest, its bridge, its ten rounds, and what came of them. */
    static Outcome play(TestArena arena, Path bridgeJar, String game, StarterLanguage language, String houseBot) throws Exception {
        String slug = (game + "-" + language.key()).toLowerCase();
        String team = slug + "-t";
        arena.createTeam(team, "password1");
        SocketErrorCodes.createContest(arena, slug, game, SETTINGS);
        arena.enroll(slug, team);
        TestArena.expect(201, arena.api("POST", "/api/contests/" + slug + "/enrollments", Map.of("houseBot", houseBot)));
        Path dir = prepare(language);
        List<String> cmd = new ArrayList<>(List.of(program("java"), "-jar", bridgeJar.toString(), "--host", "localhost",
                "--port", String.valueOf(arena.app.botPort()), "--login", team, "--contest", slug, "--"));
        cmd.addAll(switch (language) {
            case PYTHON -> List.of(program("python3"), "bot.py");
            case JAVA -> List.of(program("java"), "Bot");
            case CPP -> List.of("./bot");
            case JAVASCRIPT -> List.of(program("node"), "bot.js");
        });
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("bridge.txt").toFile());
        pb.environment().put("ARENA_PASSWORD", "password1");
        Process bridge = pb.start();
        try {
            long teamId = arena.app.contests().teamId(team).orElseThrow();
            long contestId = arena.app.contests().find(slug).orElseThrow().id();
            long end = System.currentTimeMillis() + 60_000;
            while (!arena.app.contests().bots().presence(teamId, contestId).connected()) {
                if (!bridge.isAlive() || System.currentTimeMillis() > end) {
                    throw new AssertionError(slug + ": the bridge did not connect: " + Files.readString(dir.resolve("bridge.txt")));
                }
                Thread.sleep(50);
            }
            for (int r = 1; r <= ROUNDS; r++) {
                arena.startRound(slug);
                arena.awaitContest(slug, r == ROUNDS ? "finished" : "open", r, 120_000);
            }
            int exit = bridge.waitFor(30, TimeUnit.SECONDS) ? bridge.exitValue() : -1;
            int wins = 0, losses = 0, draws = 0, timeouts = 0;
            List<String> skipped = new ArrayList<>();
            for (int r = 1; r <= ROUNDS; r++) {
                for (JsonNode m : TestArena.expect(200, arena.api("GET", "/api/contests/" + slug + "/rounds/" + r + "/matches", null)).json()) {
                    int me = m.get("seats").get(0).asText().equals(team) ? 0 : 1;
                    double mine = m.get("scores").get(me).asDouble(), theirs = m.get("scores").get(1 - me).asDouble();
                    if (mine > theirs) wins++;
                    else if (mine < theirs) losses++;
                    else draws++;
                    timeouts += replayed(arena, m.get("id").asLong(), me, skipped);
                }
            }
            return new Outcome(game, language, houseBot, wins, losses, draws, skipped, timeouts, exit, Files.readString(dir.resolve("bridge.txt")));
        } finally {
            bridge.destroy();
            if (!bridge.waitFor(10, TimeUnit.SECONDS)) bridge.destroyForcibly();
        }
    }

    /**
     * The seat's turns lost on time in a stored match, and into {@code skipped} its actions skipped as illegal (and
     * invalid answers), with the reason: the match's log played again on the engine (each answer is logged as
     * {@code TIMED ms line}, a turn lost on time as {@code TIMEOUT ...}).
     */
    static int replayed(TestArena arena, long matchId, int seat, List<String> skipped) {
        Replays.Recording r = arena.app.contests().replays().recording(matchId).orElseThrow();
        LocmArenaMatch match = (LocmArenaMatch) r.game().prepareRound(r.round().roundDataSeed(), r.settings())
                .newMatch(r.match().seed(), r.settings(), r.entries(), SeatNames.NUMBERED);
        LocmMatch game = match.game();
        int timeouts = 0;
        for (MatchLogEntry e : r.events()) {
            if (e.seat() == LiveMatch.TICK_SEAT) continue;
            String[] t = e.command().split(" ", 3);
            if (t[0].equals(LocmArenaMatch.TIMEOUT)) {
                if (e.seat() == seat) timeouts++;
                game.forfeit(e.seat(), "timeout");
                continue;
            }
            String line = t[0].equals(LocmArenaMatch.TIMED) ? (t.length > 2 ? t[2] : "") : e.command().substring(LocmArenaMatch.ANSWER.length()).strip();
            TurnReport report = game.apply(e.seat(), line);
            if (e.seat() != seat) continue;
            for (TurnReport.Skipped k : report.skipped()) skipped.add("match " + matchId + ": " + k.action() + " (" + k.reason() + ")");
            if (report.invalid()) skipped.add("match " + matchId + ": invalid answer " + line + " (" + report.error() + ")");
        }
        return timeouts;
    }

    /** The starter's file saved in a folder of its own, compiled there once where its language needs it (C++, Java). */
    static Path prepare(StarterLanguage language) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("locm-starter-" + language.key());
        try (InputStream in = LocmStartersTest.class.getResourceAsStream(new LocmPages(Locm12.NAME).starterResource(language))) {
            if (in == null) throw new AssertionError("the build has no " + language.title() + " LOCM starter");
            Files.copy(in, dir.resolve(language.file()));
        }
        List<String> compile = switch (language) {
            case CPP -> List.of(program("g++"), "-O2", "-std=c++17", "-o", "bot", language.file());
            case JAVA -> List.of(program("javac"), language.file());
            default -> List.of();
        };
        if (!compile.isEmpty()) {
            if (!arena.support.StarterCompiler.compile(dir, language.file(), compile)) {
                throw new AssertionError("the LOCM " + language.file() + " does not compile: " + Files.readString(dir.resolve("compile.txt")));
            }
        }
        return dir;
    }

    /**
     * A program by name: the JDK's own for java and javac (a student's PATH has a JDK of 17 or newer; the build's is
     * the one sure to be there), else on the PATH; an error naming it when it is missing.
     */
    static String program(String name) {
        if (name.equals("java") || name.equals("javac")) {
            Path own = Path.of(System.getProperty("java.home"), "bin", name);
            if (Files.isExecutable(own)) return own.toString();
        }
        for (String p : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(p, name))) return Path.of(p, name).toString();
        }
        throw new AssertionError(name + " is not installed: the LOCM starters' test needs it (src/scripts/test.sh installs g++ and nodejs"
                + " from Debian's packages when run as root)");
    }
}
