package arena;

import arena.botport.BotServer;
import arena.contest.Contests;
import arena.contest.life.LiveContest;
import arena.contest.turns.LiveMatch;
import arena.domain.ContestPhase;
import arena.game.Eye;
import arena.game.Game;
import arena.game.MatchEngine;
import arena.game.RoundData;
import arena.game.SeatNames;
import arena.game.Settings;
import arena.store.PlayQueries;
import arena.store.StoredContest;
import arena.store.StoredMatch;
import arena.store.StoredRound;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The start's second warm-up (issue 46), right after the web answers: the paths everyone takes at once after a restart
 * (every bot reconnects, every spectator reloads) used a few hundred times before they come, so that the first seconds
 * do not pay for class loading and compilation (a restarted arena answered random boards with a p99 of 262-366 ms in
 * its first 10 s, against 42 ms for the static file). What it uses, in this order: the store's hot queries as the first
 * visitors and bots make them while the running rounds are still being recovered (a running round's boards drawn from
 * the store: the match, its round, contest, teams and entries, the journal's frames, the practice check; the contest's
 * page with the store's progress; the contest lookups of a bot's login); every game's board renderer for every eye on
 * a match of its own; the bot port's accept and greeting, and its command path (lines read, answered and written by a
 * command loop, {@link BotServer#warmUpCommandPath}); the web's pages and live parts and the static file over real
 * local requests; the boards of the running rounds' matches once they are recovered. Nothing is kept and nothing is
 * written: the requests are a visitor's, the store is only read, the bot-port connection closes at its greeting's
 * prompt without a name, and the command path's connection logs in as no team. It runs beside the recovery, never
 * before the web, and a failure only ends it early, said once.
 */
final class ServingWarmUp {
    private static final Logger log = LoggerFactory.getLogger(ServingWarmUp.class);
    /** How often each path is used: enough for the compiler's first tier, a fraction of a second on one core. */
    static final int ROUNDS = 60;
    /** The running rounds' boards asked, at most. */
    static final int BOARDS = 200;
    /** A running round's boards asked from the store before its recovery, at most, per contest. */
    static final int STORE_BOARDS = 20;
    /** Lines sent through each of the bot port's command loops: enough for the compiler's first tier of its path. */
    static final int COMMANDS = 2048;
    /** Turns played on each game's own match before its boards are drawn: a board with something on it. */
    private static final int TURNS = 12;
    /** A bound on the whole, whatever the machine's load: past it the warm-up ends where it is. */
    private static final long BUDGET_NANOS = TimeUnit.SECONDS.toNanos(5);
    /**
     * Off ({@code -Darena.servingWarmUp=off}) only in the test JVMs, whose hundreds of in-process arenas start and close
     * within seconds and would each pay the warm-up's 5 s beside the test; the arenas they start as processes warm up.
     */
    static final boolean ON = !"off".equals(System.getProperty("arena.servingWarmUp"));

    /** What the warm-up uses of the arena: its contests, the store's reads of its pages, the web's port and the bot port. */
    record Arena(Contests contests, PlayQueries playQueries, int httpPort, BotServer bots) {}

    private final Contests contests;
    private final PlayQueries playQueries;
    private final int httpPort;
    private final BotServer bots;
    private final CountDownLatch recovered;
    private final long deadline;
    private int requests;
    private int storeRequests;
    private int storeReads;
    private int commandsAnswered;
    private final List<String> gamesDrawn = new ArrayList<>();
    /** Where its time went: each step's milliseconds, in order. */
    private final java.util.Map<String, Long> stepMillis = new java.util.LinkedHashMap<>();
    private long stepStarted = System.nanoTime();
    /** Requests answered with a status other than 200, each once: a path the warm-up uses that no longer exists. */
    private final java.util.Set<String> notOk = new java.util.TreeSet<>();

    /**
     * What a warm-up did: the games whose boards it drew, the boards drawn, the requests made (of them, those made for the
     * store's hot queries before the recovery), the store's reads made directly, the bot-port command lines answered, the
     * requests answered otherwise than 200 ("status path"), whether it ran to its end within its budget, and each step's
     * milliseconds.
     */
    record Report(List<String> gamesDrawn, int boardsDrawn, int requests, int storeRequests, int storeReads, int commandsAnswered,
                  List<String> notOk, boolean finished, java.util.Map<String, Long> stepMillis) {}

    private ServingWarmUp(Arena arena, CountDownLatch recovered, long budgetNanos) {
        this.deadline = System.nanoTime() + budgetNanos;
        this.contests = arena.contests();
        this.playQueries = arena.playQueries();
        this.httpPort = arena.httpPort();
        this.bots = arena.bots();
        this.recovered = recovered;
    }

    /** Starts it on a thread of its own; {@code recovered} is counted down once the running rounds are back in memory. */
    static Thread start(Arena arena, CountDownLatch recovered) {
        ServingWarmUp warmUp = new ServingWarmUp(arena, recovered, BUDGET_NANOS);
        return Thread.ofPlatform().name("serving-warm-up").daemon().start(() -> {
            long started = System.nanoTime();
            Report report = warmUp.run();
            if (report.finished()) log.info("the start's warm-up after the web: boards of {} drawn {} times, {} requests ({} of them the store's "
                            + "before the recovery), {} store reads, {} bot-port command lines in {} ms ({}){}", report.gamesDrawn(), report.boardsDrawn(),
                    report.requests(), report.storeRequests(), report.storeReads(), report.commandsAnswered(),
                    TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started), report.stepMillis(),
                    report.notOk().isEmpty() ? "" : "; answered otherwise than 200: " + report.notOk());
        });
    }

    /** The warm-up on the caller's thread (a test's), within {@code budgetNanos}. */
    static Report runHere(Arena arena, CountDownLatch recovered, long budgetNanos) {
        return new ServingWarmUp(arena, recovered, budgetNanos).run();
    }

    private Report run() {
        int drawn = 0;
        try {
            readTheStore();
            step("the store");
            drawn = drawEveryGamesBoards();
            step("every game's boards");
            greetOnTheBotPort();
            commandsAnswered = bots.warmUpCommandPath(COMMANDS, deadline);
            step("the bot port");
            for (int i = 0; i < ROUNDS && inTime(); i++) {
                get("/static/arena.js");
                get("/live");
                get("/");
                get("/login");
            }
            step("the pages");
            // the store's reads of a board's first drawing and the boards' own path: only once the rounds are back
            if (!recovered.await(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS)) {
                log.info("the start's warm-up ended before the recovery did ({} boards drawn, {} requests)", drawn, requests);
                return report(drawn, false);
            }
            step("waiting for the recovery");
            List<String> parts = new ArrayList<>();
            List<Long> boards = runningBoards(parts);
            for (int i = 0; i < Math.max(boards.size(), ROUNDS) && i < BOARDS && inTime(); i++) {
                if (!boards.isEmpty()) get("/matches/" + boards.get(i % boards.size()) + "/board");
                if (i < ROUNDS) for (String part : parts) get(part);
            }
            step("the running rounds");
            return report(drawn, inTime()); // cut short by its budget otherwise
        } catch (IOException | RuntimeException | LinkageError e) {
            log.info("the start's warm-up after the web stopped early, after {} ({}); the first requests load what it did not", stepMillis.keySet(),
                    e.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return report(drawn, false);
    }

    private Report report(int drawn, boolean finished) {
        return new Report(List.copyOf(gamesDrawn), drawn, requests, storeRequests, storeReads, commandsAnswered, List.copyOf(notOk), finished,
                java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(stepMillis)));
    }

    private void step(String name) {
        long now = System.nanoTime();
        stepMillis.put(name, TimeUnit.NANOSECONDS.toMillis(now - stepStarted));
        stepStarted = now;
    }

    /**
     * The store's hot queries, as the first visitors and bots make them after a restart, while the running rounds are
     * recovered beside: per contest the store says is running, its page (the round's progress read from the store), the
     * rows of up to {@value #STORE_BOARDS} matches of its running round (a board asked before its round is back reads its
     * row, then waits for the recovery) and, for each of their teams, the contest a bot's login selects. Only reads.
     */
    private void readTheStore() throws IOException {
        for (StoredContest c : contests.all()) {
            if (c.phase() != ContestPhase.RUNNING || !inTime()) continue;
            storeReads++;
            StoredRound round = playQueries.runningRound(c.id()).orElse(null);
            if (round == null) continue;
            storeReads++;
            List<StoredMatch> matches = playQueries.matches(round.id());
            storeGet("/contests/" + c.slug());
            for (int i = 0; i < Math.min(STORE_BOARDS, matches.size()) && inTime(); i++) {
                StoredMatch m = matches.get(i);
                // its row, as a board asked now reads it before it waits for the recovery (MatchViews.RECOVERY_WAIT_MILLIS):
                // the board itself, asked here, would wait too
                playQueries.match(m.id());
                storeReads++;
                for (long team : new long[] {m.seat0TeamId(), m.seat1TeamId()}) {
                    contests.bots().defaultContest(team);
                    storeReads++;
                }
            }
        }
    }

    private void storeGet(String path) throws IOException {
        get(path);
        storeRequests++;
    }

    private boolean inTime() {
        return System.nanoTime() < deadline;
    }

    /**
     * Each game's board as every eye sees it, on a match of the game's own played a few turns with no commands: the
     * renderers the boards of any running round use. A game whose match cannot be made so (one that needs the teams'
     * entries) is said and skipped.
     */
    private int drawEveryGamesBoards() {
        int drawn = 0;
        StringBuilder out = new StringBuilder(16384);
        for (Game game : contests.games().all()) {
            MatchEngine engine;
            try {
                Settings settings = Settings.of(game.settings(), java.util.Map.of()); // the game's own defaults
                RoundData round = game.prepareRound(46L, settings);
                engine = round.newMatch(46L, settings, Arrays.asList(null, null), SeatNames.NUMBERED);
                for (int t = 0; t < TURNS && !engine.finished(); t++) engine.endTurn();
            } catch (RuntimeException e) {
                log.info("the start's warm-up draws no board of {}: its match needs more than defaults ({})", game.name(), e.toString());
                continue;
            }
            List<String> teams = List.of(SeatNames.NUMBERED.first(), SeatNames.NUMBERED.second());
            for (int i = 0; i < ROUNDS && inTime(); i++) {
                for (Eye eye : Eye.values()) {
                    out.setLength(0);
                    game.pages().boardHtml().draw(engine.board(eye), teams, out);
                    drawn++;
                }
                out.setLength(0);
                out.append(engine.summary());
            }
            gamesDrawn.add(game.name());
        }
        return drawn;
    }

    /** The running rounds' match ids (a few of each contest's), and each running contest's live parts. */
    private List<Long> runningBoards(List<String> parts) {
        List<Long> ids = new ArrayList<>();
        for (StoredContest c : contests.all()) {
            LiveContest live = contests.live(c.slug()).orElse(null);
            if (live == null || live.phase() != ContestPhase.RUNNING) continue;
            parts.add("/contests/" + c.slug() + "/live");
            parts.add("/contests/" + c.slug());
            for (LiveMatch m : live.matches()) {
                if (ids.size() >= BOARDS) break;
                ids.add(m.id());
            }
        }
        return ids;
    }

    /** One visitor's request over a connection of its own, read to its end; its status does not matter, only its path. */
    private void get(String path) throws IOException {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), httpPort), 2000);
            s.setSoTimeout(5000);
            OutputStream out = s.getOutputStream();
            out.write(("GET " + path + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = s.getInputStream();
            byte[] buffer = new byte[16384];
            int n = in.readNBytes(buffer, 0, 12); // "HTTP/1.1 200"
            String status = new String(buffer, 0, n, StandardCharsets.US_ASCII);
            if (!status.endsWith(" 200")) notOk.add(status.substring(Math.min(9, status.length())) + " " + path);
            while (in.read(buffer) >= 0) {
                // read to the end: the answer is sent whole, as to any visitor
            }
        }
        requests++;
    }

    /** The bot port's accept and greeting: connected, its prompt read, closed before any name (no login is tried). */
    private void greetOnTheBotPort() throws IOException {
        for (int i = 0; i < 3 && inTime(); i++) {
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), bots.port()), 2000);
                s.setSoTimeout(5000);
                InputStream in = s.getInputStream();
                while (true) {
                    int b = in.read();
                    if (b < 0 || b == '\n') break;
                }
            }
        }
    }
}
