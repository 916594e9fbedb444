package arena.bench;

import arena.App;
import arena.domain.MatchStatus;
import arena.store.PlayQueries;
import arena.support.BotClient;
import arena.support.ServerProcess;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Kills the arena with SIGKILL at random moments, again and again on the same data, while house bots and scripted
 * bots play two contests of the test game (long rounds with 40 ms turns; short rounds of 25 ms turns that end
 * and start all the time). Every other kill comes within 3 s of the restart. After the last restart it checks that
 * every contest's turn advances within 10 s, that no log says a tick or a commit failed, how long a clean stop
 * (SIGTERM) takes, and that every finished match replays to its stored result.
 *
 * <p>Run it (after {@code mvn -q test-compile} and building target/test-cp.txt, see README):
 * {@code java -cp target/test-classes:target/classes:$(cat target/test-cp.txt) arena.bench.KillLoop [KILLS] [SERVER_CLASSPATH]}
 * (SERVER_CLASSPATH: another build's classes and test classes, to try it before a change).
 */
public final class KillLoop {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> CONTESTS = List.of("long", "short");
    private static final List<String> SCRIPTED = List.of("alice", "bob");
    private static final String PASSWORD = "password1";
    /** What a server's log must never say. */
    private static final List<String> FAILURES = List.of("tick failed", "could not be stored", "Timeout trying to lock", "paused:",
            "could not be recovered", "could not start a round", "stopped: ", "could not store the log", "could not be packed",
            "could not be deleted", "turn commit failed", "lock order violated", "contest invariant violated");

    /** What the loop found: kills made (and how many came within 3 s of a start), start-up times, and every problem. */
    public record Report(int kills, int early, List<Long> upMillis, long stopMillis, int replaysChecked, List<String> problems) {
        long maxUpMillis() {
            return upMillis.stream().mapToLong(Long::longValue).max().orElse(0);
        }

        /** The median start: the web answering, from the process's start (issue 28: within 2 s quiet, 3 s under this loop). */
        long medianUpMillis() {
            List<Long> sorted = upMillis.stream().sorted().toList();
            return sorted.isEmpty() ? 0 : sorted.get(sorted.size() / 2);
        }

        @Override
        public String toString() {
            return kills + " kills (" + early + " within 3 s of a start); web up in " + medianUpMillis() + " ms (median), at most " + maxUpMillis() + " ms; clean stop "
                    + stopMillis + " ms; " + replaysChecked + " finished matches replayed; problems: " + (problems.isEmpty() ? "none" : problems);
        }
    }

    private KillLoop() {}

    public static void main(String[] args) throws Exception {
        java.util.List<String> rest = new java.util.ArrayList<>(java.util.List.of(args));
        // --postgresql: the arena keeps its data on a PostgreSQL server this program starts (as the tests do)
        if (rest.remove("--postgresql")) System.setProperty(arena.support.TestDatabases.PROPERTY, "postgresql");
        // --starts-at-once: rounds started in several contests at once, each kill within 3 s of the starts (issue 28)
        boolean atOnce = rest.remove("--starts-at-once");
        int kills = !rest.isEmpty() ? Integer.parseInt(rest.get(0)) : atOnce ? 10 : 50;
        String classPath = rest.size() > 1 ? rest.get(1) : System.getProperty("java.class.path");
        Path data = Files.createTempDirectory("arena-kill-loop");
        Report report = atOnce ? startsAtOnce(data, kills, 20260601L, classPath, System.out) : run(data, kills, 20260601L, classPath, System.out);
        System.out.println(report);
        System.exit(report.problems().isEmpty() ? 0 : 1);
    }

    public static Report run(Path data, int kills, long seed, String classPath, PrintStream out) throws Exception {
        Random random = new Random(seed);
        int httpPort = ServerProcess.freePort(), botPort = ServerProcess.freePort();
        List<Long> ups = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        AtomicBoolean playing = new AtomicBoolean(true);
        AtomicLong answered = new AtomicLong();
        List<Thread> bots = new ArrayList<>();
        int early = 0;
        ServerProcess server = ServerProcess.startShortLived(data, httpPort, botPort, classPath);
        try {
            setUp(httpPort);
            for (String team : SCRIPTED) {
                for (String contest : CONTESTS) bots.add(Thread.ofPlatform().daemon().start(() -> scriptedBot(botPort, team, contest, playing, answered)));
            }
            for (int k = 1; k <= kills; k++) {
                if (k > 1) server = ServerProcess.startShortLived(data, httpPort, botPort, classPath);
                ups.add(server.upMillis());
                boolean soon = k % 2 == 1;
                if (soon) early++;
                long delay = soon ? random.nextLong(0, 3000) : 3000 + random.nextLong(0, 1500);
                Thread.sleep(delay); // the kill loop's random delay, by design
                long cpu = server.cpuMillis(); // what a start and its seconds of play cost, whatever the machine's load
                server.killHard();
                checkLog(server, "run " + k, problems);
                out.println("kill " + k + ": web up in " + server.upMillis() + " ms, killed " + delay + " ms later, " + cpu + " ms of CPU; bot answers so far " + answered.get()
                        + startPhases(server));
            }
            server = ServerProcess.startShortLived(data, httpPort, botPort, classPath);
            ups.add(server.upMillis());
            long recovered = awaitRecovered(httpPort, 30_000);
            if (recovered < 0) problems.add("the contests were not recovered within 30 s of the web answering");
            for (String slug : CONTESTS) {
                if (!advances(httpPort, slug, 10_000)) {
                    problems.add("contest " + slug + " did not advance its turn within 10 s of its recovery; the API says "
                            + get(httpPort, "/api/contests/" + slug) + "; the server's log ends: " + tail(server.log(), 40)
                            + "; its contest threads: " + contestThreads(server.threadDump()));
                }
            }
            playing.set(false);
            long stop = server.stopCleanly();
            checkLog(server, "the last run", problems);
            if (stop > 5000) problems.add("a clean stop took " + stop + " ms");
            int replayed = checkReplays(data, problems);
            return new Report(kills, early, ups, stop, replayed, problems);
        } finally {
            playing.set(false);
            server.killHard();
            for (Thread t : bots) t.join(5000);
        }
    }

    /** How many contests start their rounds at once in {@link #startsAtOnce}. */
    static final int CONTESTS_AT_ONCE = 4;

    /**
     * Rounds started in several contests at once, then a kill within a few seconds, again and again (issue 28): after
     * each restart, every round whose turn a bot was told before the kill is there, at that turn or later (a turn is
     * stored before it is told). Each kill uses contests of its own, each with two house bots of the test game.
     */
    public static Report startsAtOnce(Path data, int kills, long seed, String classPath, PrintStream out) throws Exception {
        Random random = new Random(seed);
        int httpPort = ServerProcess.freePort(), botPort = ServerProcess.freePort();
        List<Long> ups = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        ServerProcess server = ServerProcess.startShortLived(data, httpPort, botPort, classPath);
        Map<String, Integer> told = new java.util.LinkedHashMap<>();
        try {
            for (int k = 1; k <= kills; k++) {
                if (k > 1) {
                    server = ServerProcess.startShortLived(data, httpPort, botPort, classPath);
                    ups.add(server.upMillis());
                    if (awaitRecovered(httpPort, told.keySet(), 30_000) < 0) problems.add("run " + k + ": the contests were not recovered within 30 s");
                    int before = problems.size();
                    checkTold(httpPort, told, "run " + k, problems);
                    for (String p : problems.subList(before, problems.size())) out.println(p);
                }
                List<String> slugs = new ArrayList<>();
                for (int c = 1; c <= CONTESTS_AT_ONCE; c++) {
                    String slug = "k" + k + "c" + c;
                    post(httpPort, "/api/contests", Map.of("slug", slug, "title", slug, "game", "tally",
                            "settings", Map.of("turnMillis", 40, "turns", 1000, "rounds", 1)));
                    post(httpPort, "/api/contests/" + slug + "/enrollments", Map.of("houseBot", "steady"));
                    post(httpPort, "/api/contests/" + slug + "/enrollments", Map.of("houseBot", "greedy"));
                    slugs.add(slug);
                }
                // every round at once, one thread each, as four instructors clicking together
                java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
                List<Thread> starters = new ArrayList<>();
                List<String> refused = java.util.Collections.synchronizedList(new ArrayList<>());
                for (String slug : slugs) starters.add(Thread.ofPlatform().start(() -> {
                    try {
                        go.await();
                        post(httpPort, "/api/contests/" + slug + "/rounds", Map.of());
                    } catch (Exception e) {
                        refused.add(slug + ": " + e.getMessage());
                    }
                }));
                go.countDown();
                for (Thread t : starters) t.join();
                problems.addAll(refused);
                long delay = random.nextLong(200, 3000);
                long end = System.currentTimeMillis() + delay;
                while (System.currentTimeMillis() < end) { // the last turn each contest told before the kill
                    for (String slug : slugs) {
                        JsonNode c = get(httpPort, "/api/contests/" + slug);
                        if (c.get("round").asInt() == 1) told.merge(slug, c.get("turn").asInt(), Math::max);
                    }
                    Thread.sleep(20);
                }
                server.killHard();
                checkLog(server, "run " + k, problems);
                out.println("kill " + k + ": web up in " + server.upMillis() + " ms, killed " + delay + " ms after the starts; turns told " + told);
            }
            server = ServerProcess.startShortLived(data, httpPort, botPort, classPath);
            ups.add(server.upMillis());
            if (awaitRecovered(httpPort, told.keySet(), 30_000) < 0) problems.add("the last run: the contests were not recovered within 30 s");
            checkTold(httpPort, told, "the last run", problems);
            long stop = server.stopCleanly();
            checkLog(server, "the last run", problems);
            return new Report(kills, kills, ups, stop, 0, problems);
        } finally {
            server.killHard();
        }
    }

    /** Every contest whose round 1 told a turn is at round 1 again, at that turn or later (never back at round 0). */
    private static void checkTold(int port, Map<String, Integer> told, String run, List<String> problems) throws Exception {
        for (Map.Entry<String, Integer> e : told.entrySet()) {
            JsonNode c = find(port, "/api/contests/" + e.getKey());
            if (c == null) {
                problems.add(run + ": contest " + e.getKey() + " told turn " + e.getValue() + " of round 1 before the kill, but after the restart it is gone");
                continue;
            }
            int round = c.get("round").asInt(), turn = c.get("turn").asInt();
            boolean finished = "finished".equals(c.get("phase").asText());
            if (round != 1 || (!finished && turn < e.getValue())) {
                problems.add(run + ": contest " + e.getKey() + " told turn " + e.getValue() + " of round 1 before the kill, but after the restart"
                        + " it is at round " + round + ", turn " + turn + " (" + c.get("phase").asText() + ")");
            }
        }
    }

    private static void setUp(int port) throws Exception {
        for (String team : SCRIPTED) post(port, "/api/teams", Map.of("name", team, "password", PASSWORD));
        post(port, "/api/contests", Map.of("slug", "long", "title", "Long", "game", "tally",
                "settings", Map.of("turnMillis", 40, "turns", 1000, "rounds", 0, "registrationMillis", 100)));
        post(port, "/api/contests", Map.of("slug", "short", "title", "Short", "game", "tally",
                "settings", Map.of("turnMillis", 25, "turns", 15, "rounds", 0, "registrationMillis", 50)));
        for (String slug : CONTESTS) {
            for (String team : SCRIPTED) post(port, "/api/contests/" + slug + "/enrollments", Map.of("team", team));
            post(port, "/api/contests/" + slug + "/enrollments", Map.of("houseBot", "steady"));
            post(port, "/api/contests/" + slug + "/enrollments", Map.of("houseBot", "greedy"));
        }
    }

    /** A bot over a real socket: adds 2 in each of its matches, then waits for the next turn; reconnects after a kill. */
    private static void scriptedBot(int port, String team, String contest, AtomicBoolean playing, AtomicLong answered) {
        while (playing.get()) {
            try (BotClient bot = new BotClient(port)) {
                bot.login(team, PASSWORD);
                if (!"OK".equals(bot.command("CONTEST " + contest))) throw new IOException("not in " + contest);
                while (playing.get()) {
                    if (!"OK".equals(bot.command("MATCHES"))) throw new IOException("MATCHES refused");
                    int n = Integer.parseInt(bot.line());
                    List<String> ids = new ArrayList<>();
                    for (int i = 0; i < n; i++) ids.add(bot.line().split(" ")[0]);
                    for (String id : ids) {
                        if ("OK".equals(bot.command("ADD " + id + " 2"))) bot.line();
                        answered.incrementAndGet();
                    }
                    if (!"OK".equals(bot.command("WAIT")) || bot.line() == null) throw new IOException("closed");
                }
            } catch (IOException | RuntimeException | AssertionError e) {
                try {
                    Thread.sleep(100); // the server is down: try again
                } catch (InterruptedException stop) {
                    return;
                }
            }
        }
    }

    /** Where the start's time went, as the server logged it (arena.StartPhases), or nothing. */
    private static String startPhases(ServerProcess server) throws IOException {
        return server.log().lines().filter(l -> l.contains("StartPhases") && l.contains("the web is listening"))
                .map(l -> "\n  " + l.substring(l.indexOf("the web is listening"))).findFirst().orElse("");
    }

    private static void checkLog(ServerProcess server, String run, List<String> problems) throws IOException {
        for (String line : server.log().split("\n")) {
            for (String failure : FAILURES) if (line.contains(failure)) problems.add(run + ": " + line.strip());
        }
    }

    /**
     * Waits until every contest is back in memory after a start (its running round rebuilt, which the API shows as
     * its progress); returns the milliseconds it took, or -1. Recovery runs after the web answers (it can take
     * seconds on a busy machine), and a recovered round's clock starts only when it is complete.
     */
    private static long awaitRecovered(int port, long millis) throws Exception {
        return awaitRecovered(port, CONTESTS, millis);
    }

    private static long awaitRecovered(int port, java.util.Collection<String> slugs, long millis) throws Exception {
        long start = System.currentTimeMillis();
        while (System.currentTimeMillis() - start < millis) {
            boolean all = true;
            for (String slug : slugs) {
                JsonNode c = find(port, "/api/contests/" + slug);
                // run here (a contest not yet recovered shows the store's progress, as a standby does) and its round rebuilt
                if (c != null && "running".equals(c.get("phase").asText()) && (!c.get("runHere").asBoolean() || c.get("progress").isNull())) all = false;
            }
            if (all) return System.currentTimeMillis() - start;
            Thread.sleep(50);
        }
        return -1;
    }

    /** The stacks of the threads that move contests on (scheduler, turn clocks, store, the contest core), from a thread dump. */
    private static String contestThreads(String dump) {
        StringBuilder kept = new StringBuilder();
        for (String thread : dump.split("\n\n")) {
            String first = thread.strip().lines().findFirst().orElse("");
            if (first.contains("contest-scheduler") || first.contains("clock") || thread.contains("arena.store") || thread.contains("arena.contest.")) {
                kept.append(String.join(" | ", thread.strip().lines().limit(25).toList())).append(" || ");
            }
        }
        return kept.isEmpty() ? "(none found) " + dump.length() + " chars of dump" : kept.toString();
    }

    private static String tail(String log, int lines) {
        String[] all = log.split("\n");
        return String.join(" | ", java.util.Arrays.asList(all).subList(Math.max(0, all.length - lines), all.length));
    }

    /** Whether the contest's turn (or round) moves on within the time. */
    private static boolean advances(int port, String slug, long millis) throws Exception {
        JsonNode first = get(port, "/api/contests/" + slug);
        long end = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < end) {
            JsonNode now = get(port, "/api/contests/" + slug);
            if (now.get("round").asInt() != first.get("round").asInt() || now.get("turn").asInt() != first.get("turn").asInt()) return true;
            Thread.sleep(50);
        }
        return false;
    }

    /** Every finished match, rebuilt from its seed and stored log, ends with the scores stored for it. */
    /** Tables whose rows are found through their key: a scan of the table and a lookup through the key must agree. */
    private static final List<String[]> KEYED = List.of(new String[] {"match_log", "match_id"}, new String[] {"round_score", "round_id"},
            new String[] {"team_log", "match_id"}, new String[] {"match", "round_id"}, new String[] {"round", "contest_id"});

    /**
     * H2 2.5.252 left rows in MATCH_EVENT (the log's row form, retired by V16) that its primary key index did not have after kill -9s with concurrent
     * writers (see WriteGate): counts the rows of each keyed table by a scan and through its index.
     */
    private static void checkIndexes(org.jooq.DSLContext sql, List<String> problems) {
        for (String[] t : KEYED) {
            long scanned = ((Number) sql.fetchValue("select count(*) from " + t[0] + " use index ()")).longValue();
            long indexed = ((Number) sql.fetchValue("select count(*) from " + t[0] + " where " + t[1] + " >= 0")).longValue();
            if (scanned != indexed) problems.add("table " + t[0] + " has " + scanned + " rows but its key's index finds " + indexed);
        }
    }

    private static int checkReplays(Path data, List<String> problems) throws Exception {
        int checked = 0;
        try (App app = App.start(arena.support.TestDatabases.configure(new App.Config(0, 0, data, false, TestArena.ADMIN_PASSWORD, TestArena.TOKEN, 600, 5)))) {
            app.awaitRecovery();
            for (String slug : CONTESTS) app.contests().pause(slug);
            // the H2 failure this looks for (rows its primary key's index lacks) has no PostgreSQL form, and "use index ()" is H2's
            if (!app.database().isServer()) checkIndexes(app.database().sql(), problems);
            PlayQueries queries = new PlayQueries(app.database());
            for (String slug : CONTESTS) {
                long contestId = app.contests().find(slug).orElseThrow().id();
                for (var round : queries.rounds(contestId)) {
                    for (var m : queries.matches(round.id())) {
                        if (m.status() != MatchStatus.FINISHED) continue;
                        double[] replayed = app.contests().replays().end(m.id()).scores();
                        if (replayed == null || replayed[0] != m.score0() || replayed[1] != m.score1()) {
                            problems.add("match " + m.id() + " (" + slug + " round " + round.number() + ") stored " + m.score0() + ":" + m.score1()
                                    + " but replays to " + (replayed == null ? "an unfinished match" : replayed[0] + ":" + replayed[1]));
                        }
                        checked++;
                    }
                }
            }
        }
        return checked;
    }

    /** What {@link #get} answers, or null if the API answers 404 (what it asks for is not there). */
    private static JsonNode find(int port, String path) throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .header("Authorization", "Bearer " + TestArena.TOKEN).build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() == 404) return null;
        if (r.statusCode() != 200) throw new IllegalStateException(path + " answered " + r.statusCode() + ": " + r.body());
        return JSON.readTree(r.body());
    }

    private static JsonNode get(int port, String path) throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .header("Authorization", "Bearer " + TestArena.TOKEN).build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 200) throw new IllegalStateException(path + " answered " + r.statusCode() + ": " + r.body());
        return JSON.readTree(r.body());
    }

    private static void post(int port, String path, Object body) throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .header("Authorization", "Bearer " + TestArena.TOKEN).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))).build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() / 100 != 2) throw new IllegalStateException(path + " answered " + r.statusCode() + ": " + r.body());
    }
}
