package arena;

import arena.botport.BotServer;
import arena.contest.accounts.Accounts;
import arena.contest.Contests;
import arena.contest.base.Games;
import arena.contest.accounts.LoginThrottle;
import arena.contest.turns.TurnTime;
import arena.store.AccountStore;
import arena.store.ContestStore;
import arena.store.Database;
import arena.store.DatabaseAddress;
import arena.store.EntryStore;
import arena.store.MatchLogStore;
import arena.store.PlayQueries;
import arena.store.RoundStore;
import arena.web.WebServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** The composition root: the store, the contests, the web and the bot port, wired together and started. */
public final class App implements AutoCloseable {
    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(App.class);
    public static final String INSTRUCTOR = "admin";

    /**
     * How to start: ports (0 picks a free one), where the data lives, and the instructor's secrets; {@code database} is a
     * PostgreSQL server, or null for the embedded H2 file in {@code dataDir}; with {@code behindTls} the arena is reached
     * over HTTPS through a proxy, and its cookies are marked {@code Secure}; {@code turnTime}: what the rounds' clocks
     * keep their turns by, real time but in a test that passes turns by hand ({@link arena.contest.turns.ManualTurnTime}).
     */
    public record Config(int httpPort, int botPort, Path dataDir, boolean demo, String adminPassword, String adminToken,
                         int idleSeconds, int writeTimeoutSeconds, DatabaseAddress database, boolean behindTls, int buildBudgetMb,
                         TurnTime turnTime) {
        public Config(int httpPort, int botPort, Path dataDir, boolean demo, String adminPassword, String adminToken,
                      int idleSeconds, int writeTimeoutSeconds, DatabaseAddress database, boolean behindTls, int buildBudgetMb) {
            this(httpPort, botPort, dataDir, demo, adminPassword, adminToken, idleSeconds, writeTimeoutSeconds, database, behindTls,
                    buildBudgetMb, TurnTime.REAL);
        }

        public Config(int httpPort, int botPort, Path dataDir, boolean demo, String adminPassword, String adminToken,
                      int idleSeconds, int writeTimeoutSeconds, DatabaseAddress database, boolean behindTls) {
            this(httpPort, botPort, dataDir, demo, adminPassword, adminToken, idleSeconds, writeTimeoutSeconds, database, behindTls,
                    arena.hosted.BuildLimits.DEFAULT_BUDGET_MB);
        }

        /** The same with another disk budget for hosted bots' builds, in MiB (issue 38: {@code --build-budget-mb}). */
        public Config withBuildBudgetMb(int mb) {
            return new Config(httpPort, botPort, dataDir, demo, adminPassword, adminToken, idleSeconds, writeTimeoutSeconds, database, behindTls, mb,
                    turnTime);
        }

        public Config(int httpPort, int botPort, Path dataDir, boolean demo, String adminPassword, String adminToken,
                      int idleSeconds, int writeTimeoutSeconds) {
            this(httpPort, botPort, dataDir, demo, adminPassword, adminToken, idleSeconds, writeTimeoutSeconds, null);
        }

        public Config(int httpPort, int botPort, Path dataDir, boolean demo, String adminPassword, String adminToken,
                      int idleSeconds, int writeTimeoutSeconds, DatabaseAddress database) {
            this(httpPort, botPort, dataDir, demo, adminPassword, adminToken, idleSeconds, writeTimeoutSeconds, database, false);
        }

        public Config withBehindTls(boolean behind) {
            return new Config(httpPort, botPort, dataDir, demo, adminPassword, adminToken, idleSeconds, writeTimeoutSeconds, database, behind, buildBudgetMb,
                    turnTime);
        }

        public static Config defaults() {
            return new Config(7070, 7071, Path.of("data"), true, null, null, 600, 30);
        }

        public Config withDatabase(DatabaseAddress server) {
            return new Config(httpPort, botPort, dataDir, demo, adminPassword, adminToken, idleSeconds, writeTimeoutSeconds, server, behindTls, buildBudgetMb,
                    turnTime);
        }

        /** The same with the rounds' clocks on another time: a test's manual one (issue 45). */
        public Config withTurnTime(TurnTime time) {
            return new Config(httpPort, botPort, dataDir, demo, adminPassword, adminToken, idleSeconds, writeTimeoutSeconds, database, behindTls, buildBudgetMb,
                    time);
        }
    }

    private final Database db;
    private final Contests contests;
    private final BotServer botServer;
    private final WebServer webServer;
    private final Optional<String> generatedPassword;

    private final Thread recovery;
    /** The check of the instructor's password given at start (see {@link Accounts#ensureInstructor}). */
    private final Thread passwordCheck;
    /** Hosted bots: their sandbox, builds and the in-process runner (issue 26). */
    private final arena.hosted.Hosting hosting;

    /** What the start opened (the instance id, the database, the contests, the throttle, the bot port, the web), closed the last first. */
    private final Closing opened;

    private App(Database db, Contests contests, BotServer botServer, WebServer webServer, Optional<String> generatedPassword,
                Thread recovery, Thread passwordCheck, Closing opened, arena.hosted.Hosting hosting) {
        this.passwordCheck = passwordCheck;
        this.hosting = hosting;
        this.recovery = recovery;
        this.opened = opened;
        this.db = db;
        this.contests = contests;
        this.botServer = botServer;
        this.webServer = webServer;
        this.generatedPassword = generatedPassword;
    }

    public static App start(Config config) throws Exception {
        Files.createDirectories(config.dataDir());
        // everything opened is noted as it opens: a start that fails (the web's port taken, ...) closes it all again,
        // so the process ends with the reason instead of keeping the bot port, the database and their threads
        Closing opened = new Closing();
        StartPhases phases = new StartPhases();
        try {
            // several arena processes may share a database server: each runs the contests whose lease it holds
            arena.store.InstanceId instance = config.database() == null ? null : arena.store.InstanceId.of(config.dataDir());
            if (instance != null) opened.opened("the instance id", instance, instance);
            // The database opens (after a kill: H2 reads its file back, Flyway validates) on a thread of its own, while
            // the games are discovered and the web's libraries warmed up on the others: a start is mostly CPU, and
            // two cores do it in less time than one (issue 28: the web within 2 s of a kill).
            java.util.concurrent.FutureTask<Database> opening = new java.util.concurrent.FutureTask<>(() -> Database.open(config.dataDir(), config.database()));
            Thread.ofPlatform().name("database-open").start(opening);
            opened.opened("the database", opening, () -> {
                // closed once opened, whether the start waited for it or failed meanwhile
                try {
                    opening.get().close();
                } catch (java.util.concurrent.ExecutionException notOpened) {
                    // nothing to close: the start failed with this reason, and says so
                }
            });
            Thread warmUp = StartWarmUp.start();
            Games games = Games.discover();
            phases.phase("the games");
            Database db = opened(opening);
            phases.phase("the database");
            warmUp.join();
            phases.phase("the warm-up");
            AccountStore accountStore = new AccountStore(db);
            ContestStore contestStore = new ContestStore(db);
            PlayQueries playQueries = new PlayQueries(db);
            Accounts accounts = new Accounts(accountStore, arena.contest.accounts.TeamNames.of(games));
            // a password given for the existing instructor is checked (a bcrypt) after the web answers
            Optional<String> generated = accounts.ensureInstructor(INSTRUCTOR, config.adminPassword(), config.adminToken());
            phases.phase("the instructor's account");
            Contests contests = new Contests(games, accounts, accountStore, contestStore, new RoundStore(db), new MatchLogStore(db), new EntryStore(db), playQueries,
                    config.turnTime());
            opened.opened("the contests", contests, contests::shutdown);
            contests.keepScrimmages(new arena.store.ScrimmageStore(db)); // issue 43
            if (instance != null) contests.shareDatabase(new arena.store.ContestLeases(db), instance.id());
            LoginThrottle logins = new LoginThrottle(accounts);
            opened.opened("the login throttle", logins, logins);
            BotServer bots = new BotServer(logins, contests, config.botPort(), config.idleSeconds(), config.writeTimeoutSeconds());
            opened.opened("the bot port", bots, bots);
            bots.start();
            phases.phase("the contests and the bot port");
            arena.hosted.Hosting hosting = arena.hosted.Hosting.open(config.dataDir(), db, contests, contestStore, bots.port(),
                    arena.hosted.BuildLimits.withBudgetMb(config.buildBudgetMb()));
            // the hosted bots go before the bot port and the contests they play in (closed the last opened first)
            opened.opened("the hosted bots", hosting, hosting);
            bots.admitRunners(new arena.hosted.RunnerGrants(new arena.store.RunnerStore(db))); // runners elsewhere (issue 30)
            phases.phase("the hosted bots");
            WebServer web = new WebServer(accounts, logins, contests, accountStore, contestStore, playQueries, new WebServer.BotPortInfo(bots.port()),
                    new arena.store.SpectatorStore(db), new arena.store.ActionRecordStore(db), hosting, config.behindTls());
            opened.opened("the web", web, web);
            web.start(config.httpPort());
            phases.phase("the web");
            phases.report("the web is listening");
            // What can wait does, after the web answers: the running rounds rebuilt from their logs (their clocks start
            // only when all are; until then a contest's page shows the store's progress), the hosted bots, the demo; and
            // beside them the instructor's password given at start (a bcrypt; a login meanwhile waits for it), which
            // neither delays the recovery, whose bots are reconnecting, nor counts in it (awaitRecovery)
            // issue 46: the paths everyone takes after a restart used before they come, beside the recovery
            java.util.concurrent.CountDownLatch recovered = new java.util.concurrent.CountDownLatch(1);
            if (ServingWarmUp.ON) ServingWarmUp.start(new ServingWarmUp.Arena(contests, playQueries, web.port(), bots), recovered);
            Thread recovery = Thread.ofPlatform().name("recovery").start(() -> followUps(config, contests, hosting, phases, recovered));
            Thread password = Thread.ofPlatform().name("instructor-password").start(() -> settlePassword(accounts));
            return new App(db, contests, bots, web, generated, recovery, password, opened, hosting);
        } catch (Exception | Error e) {
            Exception closing = opened.closeAll();
            if (closing != null) e.addSuppressed(closing);
            throw e;
        }
    }

    /** The password given at start checked against the stored one, and stored if it differs; a failure is logged. */
    private static void settlePassword(Accounts accounts) {
        try {
            accounts.settleInstructorPassword();
        } catch (RuntimeException e) {
            log.error("the instructor's password given at start could not be stored (the stored one stays): {}", Main.reason(e), e);
        }
    }

    /** The work a start leaves until the web answers: the contests' recovery, then the hosted bots and the demo. */
    private static void followUps(Config config, Contests contests, arena.hosted.Hosting hosting, StartPhases phases,
                                  java.util.concurrent.CountDownLatch recovered) {
        try {
            try {
                contests.recoverAll();
            } finally {
                recovered.countDown();
            }
            phases.phase("the contests' recovery");
            hosting.startPlaying();
            phases.phase("the hosted bots' start");
        } catch (RuntimeException e) {
            log.error("the contests' recovery after the start stopped (no demo is set up): {}", Main.reason(e), e);
            return;
        }
        try {
            if (config.demo()) {
                Demo.ensure(contests);
                phases.phase("the demo");
            }
            phases.report("the start's follow-ups done");
        } catch (RuntimeException e) {
            log.error("the start's follow-ups stopped: {}", Main.reason(e), e);
        }
    }

    /** The database once its opening thread is done; its failure is the start's. */
    private static Database opened(java.util.concurrent.FutureTask<Database> opening) throws Exception {
        try {
            return opening.get();
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof Exception failure) throw failure;
            if (e.getCause() instanceof Error error) throw error;
            throw e;
        }
    }

    /** Waits until every contest is recovered after the start (and the demo is in place). */
    public void awaitRecovery() throws InterruptedException {
        recovery.join();
    }

    public Database database() {
        return db;
    }

    public int httpPort() {
        return webServer.port();
    }

    public int botPort() {
        return botServer.port();
    }

    /** The bot port itself (the start's warm-up uses its command path: issue 46). */
    BotServer botServer() {
        return botServer;
    }

    /** Open bot-port connections. */
    public int botConnections() {
        return botServer.connections();
    }

    public Contests contests() {
        return contests;
    }

    /** The arena's hosted bots (issue 26). */
    public arena.hosted.Hosting hosting() {
        return hosting;
    }

    /** The instructor's password, when this start generated it. */
    public Optional<String> generatedPassword() {
        return generatedPassword;
    }

    /** Closes the web, the bot port, the login throttle, the contests (a clean stop), the database, in this order; each failure is logged and the rest closed. */
    @Override
    public void close() {
        try {
            recovery.join(5000);
            passwordCheck.join(5000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        opened.closeAll();
    }
}
