package arena.support;

import arena.App;
import arena.contest.turns.ManualTurnTime;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** An arena started in this JVM on free ports with a fresh data folder, and helpers to drive its API. */
public final class TestArena implements AutoCloseable {
    public static final String ADMIN_PASSWORD = "instructor-secret";
    public static final String TOKEN = "test-api-token-0123456789";
    private static final ObjectMapper JSON = new ObjectMapper();

    public final App app;
    /** Lock-order violations seen in this JVM before this arena started (another test's are its own to report). */
    private final int violationsBefore = arena.contest.base.LockOrder.violations().size();
    public final Path dataDir;
    /** Every {@code ERR} line that the bots of this arena ({@link #bot}, {@link #newBot}) have read. */
    public final Set<String> errorsHeard = ConcurrentHashMap.newKeySet();
    private final HttpClient http = HttpClient.newHttpClient();
    /** The time the rounds' clocks keep their turns by, where the test passes them by hand; null on real time. */
    private final ManualTurnTime manualTime;

    private TestArena(App app, Path dataDir) {
        this(app, dataDir, null);
    }

    private TestArena(App app, Path dataDir, ManualTurnTime manualTime) {
        this.app = app;
        this.dataDir = dataDir;
        this.manualTime = manualTime;
    }

    public static TestArena start() throws Exception {
        return start(600);
    }

    /** An arena over a data folder of its own choosing: started again on the same folder, it is a restart. */
    public static TestArena at(Path dir) throws Exception {
        App app = App.start(TestDatabases.configure(new App.Config(0, 0, dir, false, ADMIN_PASSWORD, TOKEN, 600, 5)));
        app.awaitRecovery();
        return new TestArena(app, dir);
    }

    public static TestArena start(int idleSeconds) throws Exception {
        Path dir = Files.createTempDirectory("arena-test");
        App app = App.start(TestDatabases.configure(new App.Config(0, 0, dir, false, ADMIN_PASSWORD, TOKEN, idleSeconds, 5)));
        app.awaitRecovery();
        return new TestArena(app, dir);
    }

    /**
     * An arena whose rounds' and practices' clocks run on a {@link ManualTurnTime} (issue 45): no turn ends by itself
     * (but early, when every team has waited), only when the test passes it ({@link #advance}, {@link #advanceTurns}).
     * For a test whose point is what passing turns do, not how long they take: it passes them at once and exactly where
     * it means to (no command of the test's races a turn's end), instead of waiting out real turns. A test of time
     * limits, lateness, a WAIT's timing or a recovery's stays on real time ({@link #start}).
     */
    public static TestArena startWithManualClock() throws Exception {
        Path dir = Files.createTempDirectory("arena-test");
        ManualTurnTime time = new ManualTurnTime();
        App app = App.start(TestDatabases.configure(new App.Config(0, 0, dir, false, ADMIN_PASSWORD, TOKEN, 600, 5).withTurnTime(time)));
        app.awaitRecovery();
        return new TestArena(app, dir, time);
    }

    /**
     * Moves the manual clock of an arena {@link #startWithManualClock started with one} on by {@code millis}: every
     * round's and practice's turn whose end comes within it ends, and this returns once each has been stored (and its
     * clock waits again); a follow-up on the arena's scheduler (a round's end, the next registration) may still be on its
     * way.
     */
    public void advance(long millis) {
        if (manualTime == null) throw new IllegalStateException("this arena runs on real time: start it with startWithManualClock");
        manualTime.advance(millis);
    }

    /**
     * Passes {@code turns} turns of the contest's running round on the manual clock, each to its end (the time left in
     * it); stops early once the round is over. Each turn is stored and counted when the next is passed.
     */
    public void advanceTurns(String slug, int turns) {
        arena.contest.life.LiveContest live = app.contests().live(slug).orElseThrow();
        int round = live.roundNumber();
        for (int i = 0; i < turns && live.roundRunning() && live.roundNumber() == round; i++) {
            advance(Math.max(1, live.millisLeftInTurn()));
        }
    }

    public String base() {
        return "http://localhost:" + app.httpPort();
    }

    public record Response(int status, JsonNode json, String body) {}

    public Response api(String method, String path, Object body) {
        return request(method, path, body, TOKEN);
    }

    public Response request(String method, String path, Object body, String token) {
        try {
            HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base() + path));
            if (token != null) b.header("Authorization", "Bearer " + token);
            String text = body == null ? null : body instanceof String s ? s : JSON.writeValueAsString(body);
            b.method(method, text == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(text));
            if (text != null) b.header("Content-Type", "application/json");
            HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
            JsonNode json = null;
            try {
                json = JSON.readTree(r.body());
            } catch (IOException notJson) {
                // a page, not JSON
            }
            return new Response(r.statusCode(), json, r.body());
        } catch (IOException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    public void createTeam(String name, String password) {
        expect(201, api("POST", "/api/teams", Map.of("name", name, "password", password)));
    }

    public void createContest(String slug, Map<String, Object> settings) {
        expect(201, api("POST", "/api/contests", Map.of("slug", slug, "title", "Contest " + slug, "game", "tally", "settings", settings)));
    }

    public void enroll(String slug, String team) {
        expect(201, api("POST", "/api/contests/" + slug + "/enrollments", Map.of("team", team)));
    }

    public int startRound(String slug) {
        return expect(202, api("POST", "/api/contests/" + slug + "/rounds", null)).json().get("round").asInt();
    }

    /**
     * Starts a Tally round of three matches (the house bots steady and greedy, and a team with no bot) that end at
     * different turns: {@code turns} plus 0, 1 or 2 times {@code extraTurns}, by each match's seed (seed 11 gives all
     * three); returns each match's length by id.
     */
    public Map<Long, Integer> startStaggeredRound(String slug, int turnMillis, int turns, int extraTurns) {
        createContest(slug, Map.of("turnMillis", turnMillis, "turns", turns, "extraTurns", extraTurns, "seed", 11));
        expect(201, api("POST", "/api/contests/" + slug + "/enrollments", Map.of("houseBot", "steady")));
        expect(201, api("POST", "/api/contests/" + slug + "/enrollments", Map.of("houseBot", "greedy")));
        createTeam(slug + "-idle", "password1");
        enroll(slug, slug + "-idle");
        startRound(slug);
        Map<Long, Integer> lengths = new java.util.LinkedHashMap<>();
        for (JsonNode m : expect(200, api("GET", "/api/contests/" + slug + "/rounds/1/matches", null)).json()) {
            long id = m.get("id").asLong();
            Map<?, ?> board = (Map<?, ?>) app.contests().liveMatch(id).orElseThrow().read(arena.game.MatchEngine::board);
            lengths.put(id, ((Number) board.get("turns")).intValue());
        }
        return lengths;
    }

    public JsonNode contest(String slug) {
        return expect(200, api("GET", "/api/contests/" + slug, null)).json();
    }

    /** Waits until the contest's phase and round are as asked, or fails after the timeout. */
    public JsonNode awaitContest(String slug, String phase, int round, long timeoutMillis) throws InterruptedException {
        long end = System.currentTimeMillis() + timeoutMillis;
        JsonNode c;
        do {
            c = contest(slug);
            if (c.get("phase").asText().equals(phase) && c.get("round").asInt() >= round) return c;
            Thread.sleep(20);
        } while (System.currentTimeMillis() < end);
        throw new AssertionError("contest " + slug + " did not reach " + phase + " round " + round + ": " + c);
    }

    /**
     * Plays the running round's remaining turns at once, one turn after the other, by hand (LiveContest.endTurnNow):
     * for a test that only waits for turns to pass, in a contest whose turns are too long to end by themselves
     * (issue 45). Each turn's end is stored before the next is asked for; returns once the round is over.
     */
    public void playOutRound(String slug) throws Exception {
        arena.contest.life.LiveContest live = app.contests().live(slug).orElseThrow();
        int round = live.roundNumber();
        while (live.roundRunning() && live.roundNumber() == round) {
            int turn = live.turn();
            live.endTurnNow();
            Await.until(slug + " round " + round + " past turn " + turn, 30_000,
                    () -> !live.roundRunning() || live.roundNumber() != round || live.turn() != turn);
        }
    }

    /** A bot connected to this arena, not yet logged in. */
    public BotClient newBot() throws IOException {
        return new BotClient(app.botPort(), errorsHeard);
    }

    public BotClient bot(String team, String password) throws IOException {
        BotClient bot = newBot();
        bot.login(team, password);
        return bot;
    }

    public static Response expect(int status, Response r) {
        if (r.status() != status) throw new AssertionError("expected HTTP " + status + " but got " + r.status() + ": " + r.body());
        return r;
    }

    @Override
    public void close() {
        app.close();
        // in the lock-order test mode, an acquisition against the order fails the test that made it, whatever caught it
        List<String> violations = arena.contest.base.LockOrder.violations();
        violations = violations.subList(Math.min(violationsBefore, violations.size()), violations.size());
        if (!violations.isEmpty()) throw new AssertionError("the lock order of contest/life/package-info was broken: " + violations);
    }
}
