package arena.bench;

import arena.bridge.Bridge;
import arena.contest.life.LiveContest;
import arena.contest.turns.TurnClock;
import arena.hosted.BotToRun;
import arena.hosted.Runner;
import arena.sandbox.BubblewrapSandbox;
import arena.sandbox.BuildResult;
import arena.sandbox.HostedProcess;
import arena.sandbox.Language;
import arena.sandbox.LanguageStatus;
import arena.sandbox.Languages;
import arena.sandbox.RunLimits;
import arena.sandbox.Sandbox;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Rounds of hosted starter bots (issue 26), each in an arena of its own on this machine:
 * <ul>
 *   <li>for each bot-port game (Vestrock, Pizzacraft, Kieszostwory): {@code teams} hosted teams, the game's starters
 *   in Python, Java, C++ and JavaScript in turn ({@code src/main/resources/samples/<game>/}), one round: how long
 *   after the round's start every bot ran, the turn clock's tick lateness, matches per minute; and each starter's
 *   start in the sandbox against the same build started bare (time to its first line, median of 5: the ratio);</li>
 *   <li>LOCM 1.2: a round of {@code locmTeams} hosted starters (the four languages in turn), then the same bots, the
 *   same seed, each team's through the bridge (bare processes on this machine): matches per minute, tick lateness,
 *   matches lost on time.</li>
 * </ul>
 *
 * <p>Run (from the project root; as root, with bubblewrap):
 * <pre>
 * mvn -q -o test-compile -DskipE2E
 * mvn -q -o dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/test-cp.txt
 * java -cp target/test-classes:target/classes:$(cat target/test-cp.txt) arena.bench.HostedRoundBench [teams=20] [turnMillis=200] [locmTeams=12] [games=vestrock,pizzacraft,kieszostwory,locm]
 * </pre>
 */
public final class HostedRoundBench {
    /** The starters' languages, in turn: the arena's language id and the sample's file. */
    static final String[][] LANGUAGES = {{"python3", "bot.py"}, {"java", "Bot.java"}, {"cpp17", "bot.cpp"}, {"javascript", "bot.js"}};

    public static void main(String[] args) throws Exception {
        int teams = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int turnMillis = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        int locmTeams = args.length > 2 ? Integer.parseInt(args[2]) : 12;
        List<String> games = List.of((args.length > 3 ? args[3] : "vestrock,pizzacraft,kieszostwory,locm").split(","));
        System.out.printf("%d cores; load before: %s%n", Runtime.getRuntime().availableProcessors(), load());
        for (String game : games) {
            if (game.equals("locm")) locm(locmTeams);
            else botPortGame(game, teams, turnMillis);
        }
    }

    /** A round of a bot-port game's hosted starters, and their start cost. */
    private static void botPortGame(String game, int teams, int turnMillis) throws Exception {
        Map<String, Object> settings = new LinkedHashMap<>(Map.of("turnMillis", turnMillis, "rounds", 1, "seed", 20240601L, "practiceMatches", 0));
        switch (game) {
            case "vestrock", "pizzacraft" -> settings.put("turnsPerMatch", 60);
            // Kieszostwory's starters enroll their team in the registration window (a hosted bot runs there, as a TCP bot)
            case "kieszostwory" -> settings.put("registrationMillis", 600_000);
            default -> throw new IllegalArgumentException("not a bot-port game: " + game);
        }
        try (TestArena arena = TestArena.start()) {
            Files.setPosixFilePermissions(arena.dataDir, PosixFilePermissions.fromString("rwx--x--x")); // the boxes' uids reach the builds
            TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "bench", "title", "Hosted bench", "game", game, "settings", settings)));
            List<String> names = enrollHosted(arena, "bench", game, teams);
            double buildSeconds = awaitBuilt(arena, "bench", names);
            Runner runner = arena.app.hosting().runner().orElseThrow();
            LiveContest live = arena.app.contests().live("bench").orElseThrow();
            if (game.equals("kieszostwory")) { // every bot up in the window (its team enrolled), then the round
                while (!allReady(arena, runner, names)) Thread.sleep(50);
                Thread.sleep(3000);
            }
            long start = System.nanoTime();
            arena.startRound("bench");
            TurnClock.Lateness lateness = live.clockLateness();
            double allRunning = -1;
            while (!live.finished()) {
                if (allRunning < 0 && allReady(arena, runner, names)) allRunning = (System.nanoTime() - start) / 1e9;
                Thread.sleep(20);
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            int matches = TestArena.expect(200, arena.api("GET", "/api/contests/bench/rounds/1/matches", null)).json().size();
            System.out.printf("%n%s: %d hosted starters (Python, Java, C++, JavaScript in turn), %d matches, turns of %d ms; load %s%n",
                    game, teams, matches, turnMillis, load());
            System.out.printf("  built in %.1f s; every bot running %.2f s after the round's start; round finished in %.1f s: %.0f matches per minute%n",
                    buildSeconds, allRunning, seconds, matches / seconds * 60);
            System.out.printf("  tick lateness over %d ticks: p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms%n", lateness.count(),
                    lateness.quantileMillis(0.5), lateness.quantileMillis(0.9), lateness.quantileMillis(0.99), lateness.quantileMillis(1.0));
        }
        startCost(game);
    }

    /** Teams hosted0..n-1 enrolled in the contest, each with the game's starter in its language submitted. */
    static List<String> enrollHosted(TestArena arena, String slug, String game, int teams) throws Exception {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < teams; i++) {
            String name = "hosted" + i;
            names.add(name);
            arena.createTeam(name, "password1");
            arena.enroll(slug, name);
            String[] lang = LANGUAGES[i % LANGUAGES.length];
            TestArena.expect(201, arena.api("POST", "/api/teams/" + name + "/bots",
                    Map.of("language", lang[0], "files", Map.of(lang[1], sample(game, lang[1])))));
        }
        return names;
    }

    static double awaitBuilt(TestArena arena, String slug, List<String> names) throws Exception {
        long t0 = System.nanoTime();
        for (String name : names) {
            while (true) {
                JsonNode v = arena.api("GET", "/api/teams/" + name + "/bots/1", null).json();
                String status = v.get("status").asText();
                if (status.equals("failed")) throw new IllegalStateException(name + "'s build failed: " + v);
                if (status.equals("ready")) break;
                Thread.sleep(50);
            }
            TestArena.expect(200, arena.api("PUT", "/api/contests/" + slug + "/bots/" + name, Map.of("version", 1)));
        }
        return (System.nanoTime() - t0) / 1e9;
    }

    private static boolean allReady(TestArena arena, Runner runner, List<String> names) {
        for (String name : names) {
            long id = arena.app.contests().teamId(name).orElseThrow();
            if (!runner.ready(new BotToRun.Key(id, "bench"))) return false;
        }
        return true;
    }

    /**
     * Each language's starter of the game, built once in the sandbox, then started 5 times in it and 5 times bare (the
     * same run command in the same build folder), alternately: the time to its first line (its first command), medians.
     */
    private static void startCost(String game) throws Exception {
        Path root = Files.createDirectories(Path.of("target", "hosted-bench-" + ProcessHandle.current().pid() + "-" + game).toAbsolutePath());
        Sandbox sandbox = BubblewrapSandbox.create(root.resolve("work"));
        Map<String, Language> offered = new LinkedHashMap<>();
        for (LanguageStatus s : Languages.load(root, sandbox).statuses()) if (s.available()) offered.put(s.language().id(), s.language());
        System.out.printf("  start to first command, median of 5 (load %s):", load());
        for (String[] l : LANGUAGES) {
            Language lang = offered.get(l[0]);
            if (lang == null) continue;
            Path dir = root.resolve("build-" + lang.id());
            BuildResult b = sandbox.build(lang, Map.of(l[1], sample(game, l[1])), dir);
            if (!b.ok()) throw new IllegalStateException(game + " " + lang.id() + " did not build: " + b.log());
            List<Double> bare = new ArrayList<>(), boxed = new ArrayList<>();
            for (int i = 0; i < 6; i++) { // the first of each warms the page cache, not counted
                double tb = bare(lang, dir), ts = boxed(sandbox, lang, dir);
                if (i > 0) {
                    bare.add(tb);
                    boxed.add(ts);
                }
            }
            System.out.printf(" %s %.0f→%.0f ms (%.2f×);", lang.id(), median(bare), median(boxed), median(boxed) / median(bare));
        }
        System.out.println();
    }

    private static double bare(Language lang, Path dir) throws Exception {
        List<String> cmd = lang.run().stream().map(c -> c.replace("{memoryMb}", Integer.toString(RunLimits.bot().memoryMb()))).toList();
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
        pb.environment().clear();
        pb.environment().put("PATH", "/usr/local/bin:/usr/bin:/bin");
        long t0 = System.nanoTime();
        Process p = pb.start();
        try {
            String line = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)).readLine();
            if (line == null) throw new IllegalStateException(lang.id() + " bare wrote nothing");
            return (System.nanoTime() - t0) / 1e6;
        } finally {
            p.destroyForcibly();
            p.waitFor(5, TimeUnit.SECONDS);
        }
    }

    private static double boxed(Sandbox sandbox, Language lang, Path dir) throws Exception {
        long t0 = System.nanoTime();
        try (HostedProcess p = sandbox.start(lang, dir, RunLimits.bot())) {
            String line = new BufferedReader(new InputStreamReader(p.stdout(), StandardCharsets.UTF_8)).readLine();
            if (line == null) throw new IllegalStateException(lang.id() + " in the sandbox wrote nothing");
            return (System.nanoTime() - t0) / 1e6;
        }
    }

    /** A LOCM 1.2 round of hosted starters, then the same starters through the bridge, same seed. */
    private static void locm(int teams) throws Exception {
        Map<String, Object> settings = Map.of("turnMillis", 50, "rounds", 1, "seed", 20240602L, "practiceMatches", 0);
        System.out.printf("%nLOCM 1.2: %d starters (Python, Java, C++, JavaScript in turn), one round, seed 20240602, load %s%n", teams, load());
        try (TestArena arena = TestArena.start()) {
            Files.setPosixFilePermissions(arena.dataDir, PosixFilePermissions.fromString("rwx--x--x"));
            TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "bench", "title", "Hosted LOCM", "game", "locm12", "settings", settings)));
            List<String> names = enrollHosted(arena, "bench", "locm", teams);
            double built = awaitBuilt(arena, "bench", names);
            System.out.printf("  hosted: built in %.1f s, %d process slots; ", built, arena.app.hosting().runner().orElseThrow().permits().count());
            playLocm(arena);
        }
        Path bots = Files.createTempDirectory("locm-bridge-bench");
        try (TestArena arena = TestArena.start()) {
            TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "bench", "title", "Bridged LOCM", "game", "locm12", "settings", settings)));
            List<Thread> bridges = new ArrayList<>();
            for (int i = 0; i < teams; i++) {
                String name = "hosted" + i;
                arena.createTeam(name, "password1");
                arena.enroll("bench", name);
                String[] lang = LANGUAGES[i % LANGUAGES.length];
                List<String> command = bareCommand(bots.resolve(name), lang);
                List<String> a = new ArrayList<>(List.of("--host", "localhost", "--port", Integer.toString(arena.app.botPort()), "--login", name,
                        "--password", "password1", "--contest", "bench", "--"));
                a.addAll(command);
                bridges.add(Thread.ofPlatform().daemon().name("bridge-" + name)
                        .start(() -> Bridge.run(a.toArray(String[]::new), new PrintStream(java.io.OutputStream.nullOutputStream()), System.err)));
            }
            Thread.sleep(2000); // every bridge connected before the round
            System.out.print("  bridge: ");
            playLocm(arena);
            for (Thread t : bridges) t.join(10_000);
        }
    }

    /** The starter of a language compiled (if it needs it) in a folder of its own, and the command that runs it bare. */
    private static List<String> bareCommand(Path dir, String[] lang) throws Exception {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(lang[1]), sample("locm", lang[1]));
        String d = dir.toString();
        return switch (lang[0]) {
            case "python3" -> List.of("python3", "-u", d + "/bot.py");
            case "javascript" -> List.of("node", d + "/bot.js");
            case "java" -> {
                run(List.of("javac", "-d", d, d + "/Bot.java"));
                yield List.of("java", "-XX:+UseSerialGC", "-cp", d, "Bot");
            }
            case "cpp17" -> {
                run(List.of("g++", "-std=c++17", "-O2", "-o", d + "/bot", d + "/bot.cpp"));
                yield List.of(d + "/bot");
            }
            default -> throw new IllegalArgumentException(lang[0]);
        };
    }

    private static void run(List<String> command) throws Exception {
        Process p = new ProcessBuilder(command).inheritIO().start();
        if (p.waitFor() != 0) throw new IllegalStateException("failed: " + command);
    }

    private static void playLocm(TestArena arena) throws Exception {
        LiveContest live = arena.app.contests().live("bench").orElseThrow();
        long start = System.nanoTime();
        arena.startRound("bench");
        TurnClock.Lateness lateness = live.clockLateness();
        while (!live.finished()) Thread.sleep(50);
        double seconds = (System.nanoTime() - start) / 1e9;
        JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/bench/rounds/1/matches", null)).json();
        int onTime = 0;
        Map<String, Integer> why = new java.util.TreeMap<>();
        for (JsonNode m : matches) {
            String summary = m.get("summary").asText();
            if (!summary.contains("timeout")) continue;
            onTime++;
            String kind = summary.contains("no connection") ? "turn not taken" : summary.contains("answered after") ? "answered late"
                    : summary.contains("no answer within") ? "no answer" : "other";
            why.merge(kind, 1, Integer::sum);
        }
        System.out.printf("%d matches in %.1f s: %.0f matches per minute, %d lost on time %s; tick lateness p50 %.1f ms, p99 %.1f ms, max %.1f ms; load %s%n",
                matches.size(), seconds, matches.size() / seconds * 60, onTime, why, lateness.quantileMillis(0.5), lateness.quantileMillis(0.99),
                lateness.quantileMillis(1.0), load());
    }

    private static String sample(String game, String file) throws Exception {
        return Files.readString(Path.of("src/main/resources/samples", game, file));
    }

    private static double median(List<Double> xs) {
        List<Double> s = new ArrayList<>(xs);
        Collections.sort(s);
        int n = s.size();
        return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2;
    }

    static String load() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (Exception e) {
            return "?";
        }
    }
}
