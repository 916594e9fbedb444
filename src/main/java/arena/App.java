package arena;

import arena.botport.BotServer;
import arena.contest.Accounts;
import arena.contest.Contests;
import arena.contest.Games;
import arena.contest.LoginThrottle;
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
    public static final String INSTRUCTOR = "admin";

    /**
     * How to start: ports (0 picks a free one), where the data lives, and the instructor's secrets; {@code database} is a
     * PostgreSQL server, or null for the embedded H2 file in {@code dataDir}; with {@code behindTls} the arena is reached
     * over HTTPS through a proxy, and its cookies are marked {@code Secure}.
     */
    public record Config(int httpPort, int botPort, Path dataDir, boolean demo, String adminPassword, String adminToken,
                         int idleSeconds, int writeTimeoutSeconds, DatabaseAddress database, boolean behindTls) {
        public Config(int httpPort, int botPort, Path dataDir, boolean demo, String adminPassword, String adminToken,
                      int idleSeconds, int writeTimeoutSeconds) {
            this(httpPort, botPort, dataDir, demo, adminPassword, adminToken, idleSeconds, writeTimeoutSeconds, null);
        }

        public Config(int httpPort, int botPort, Path dataDir, boolean demo, String adminPassword, String adminToken,
                      int idleSeconds, int writeTimeoutSeconds, DatabaseAddress database) {
            this(httpPort, botPort, dataDir, demo, adminPassword, adminToken, idleSeconds, writeTimeoutSeconds, database, false);
        }

        public Config withBehindTls(boolean behind) {
            return new Config(httpPort, botPort, dataDir, demo, adminPassword, adminToken, idleSeconds, writeTimeoutSeconds, database, behind);
        }

        public static Config defaults() {
            return new Config(7070, 7071, Path.of("data"), true, null, null, 600, 30);
        }

        public Config withDatabase(DatabaseAddress server) {
            return new Config(httpPort, botPort, dataDir, demo, adminPassword, adminToken, idleSeconds, writeTimeoutSeconds, server, behindTls);
        }
    }

    private final Database db;
    private final Contests contests;
    private final BotServer botServer;
    private final WebServer webServer;
    private final Optional<String> generatedPassword;

    private final Thread recovery;
    /** Hosted bots: their sandbox, builds and the in-process runner (issue 26). */
    private final arena.hosted.Hosting hosting;

    /** What the start opened (the instance id, the database, the contests, the throttle, the bot port, the web), closed the last first. */
    private final Closing opened;

    private App(Database db, Contests contests, BotServer botServer, WebServer webServer, Optional<String> generatedPassword,
                Thread recovery, Closing opened, arena.hosted.Hosting hosting) {
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
        try {
            // several arena processes may share a database server: each runs the contests whose lease it holds
            arena.store.InstanceId instance = config.database() == null ? null : arena.store.InstanceId.of(config.dataDir());
            if (instance != null) opened.opened("the instance id", instance, instance);
            Database db = Database.open(config.dataDir(), config.database());
            opened.opened("the database", db, db);
            AccountStore accountStore = new AccountStore(db);
            ContestStore contestStore = new ContestStore(db);
            PlayQueries playQueries = new PlayQueries(db);

            Games games = Games.discover();
            Accounts accounts = new Accounts(accountStore, arena.contest.TeamNames.of(games));
            Optional<String> generated = accounts.bootstrapInstructor(INSTRUCTOR, config.adminPassword(), config.adminToken());
            Contests contests = new Contests(games, accounts, accountStore, contestStore, new RoundStore(db), new MatchLogStore(db), new EntryStore(db), playQueries);
            opened.opened("the contests", contests, contests::shutdown);
            if (instance != null) contests.shareDatabase(new arena.store.ContestLeases(db), instance.id());
            LoginThrottle logins = new LoginThrottle(accounts);
            opened.opened("the login throttle", logins, logins);
            BotServer bots = new BotServer(logins, contests, config.botPort(), config.idleSeconds(), config.writeTimeoutSeconds());
            opened.opened("the bot port", bots, bots);
            bots.start();
            arena.hosted.Hosting hosting = arena.hosted.Hosting.open(config.dataDir(), db, contests, contestStore);
            // the hosted bots go before the bot port and the contests they play in (closed the last opened first)
            opened.opened("the hosted bots", hosting, hosting);
            WebServer web = new WebServer(accounts, logins, contests, accountStore, contestStore, playQueries, new WebServer.BotPortInfo(bots.port()),
                    new arena.store.SpectatorStore(db), hosting, config.behindTls());
            opened.opened("the web", web, web);
            web.start(config.httpPort());
            // The web answers while the running rounds are rebuilt from their logs; their clocks start only when all are.
            Thread recovery = Thread.ofPlatform().name("recovery").start(() -> {
                contests.recoverAll();
                hosting.startPlaying();
                if (config.demo()) Demo.ensure(contests);
            });
            return new App(db, contests, bots, web, generated, recovery, opened, hosting);
        } catch (Exception | Error e) {
            Exception closing = opened.closeAll();
            if (closing != null) e.addSuppressed(closing);
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
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        opened.closeAll();
    }
}
