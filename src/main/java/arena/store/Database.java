package arena.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.flywaydb.core.Flyway;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.jdbcx.JdbcConnectionPool;
import org.h2.mvstore.MVStore;
import org.jooq.DSLContext;
import org.jooq.SQLDialect;
import org.jooq.impl.DSL;

/**
 * The embedded H2 database in file mode, migrated by Flyway at start. One process per database file.
 *
 * <p>Why the file stays small: H2's MVStore never overwrites a page; every commit appends a chunk holding the
 * pages it changed (with {@code WRITE_DELAY=0}, one chunk per turn per contest, ~50 KiB for a few KiB of new log
 * rows, since the tail leaf of each B-tree is rewritten whole). Freeing the chunks that no longer hold live pages
 * and rewriting sparse ones is MVStore's housekeeping, which runs only in its background writer thread, and
 * {@code WRITE_DELAY=0} turns that thread off: the file grew ~15x faster than its data (measured: 45 MB for
 * 3 MB of rows in 40 s) and never shrank. So this class does the housekeeping itself, every second, on its own
 * thread, keeping {@code WRITE_DELAY=0} (a turn told to bots is in the file). Dead chunks are freed after a short
 * retention ({@code RETENTION_TIME=5000}, not H2's 45 s): with 0, RecoveryTest's server, killed -9, came back
 * without its last turns (H2 documents that chunks reused before the file system has flushed can be lost), so a
 * few seconds of chunks stay as a margin. Pages are
 * compressed ({@code COMPRESS=TRUE}: the logs are repetitive text). A clean stop compacts for a bounded time.
 */
public final class Database implements AutoCloseable {
    /** How long a clean stop may spend compacting the file (part of the 5 s a stop may take). */
    static final int SHUTDOWN_COMPACT_MILLIS = 500;
    /** Chunks at most this full are rewritten by the housekeeping. */
    static final int TARGET_FILL_PERCENT = 80;
    /** At most this many bytes are rewritten per housekeeping run, so it never holds the store long. */
    static final int REWRITE_BYTES_PER_RUN = 2 << 20;

    private final JdbcConnectionPool pool;
    private final DSLContext sql;
    private final MVStore store;
    private final ScheduledExecutorService housekeeping;

    private Database(JdbcConnectionPool pool, MVStore store) {
        this.pool = pool;
        this.sql = DSL.using(pool, SQLDialect.H2);
        this.store = store;
        this.housekeeping = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "store-housekeeping");
            t.setDaemon(true);
            return t;
        });
        housekeeping.scheduleWithFixedDelay(this::housekeep, 1, 1, TimeUnit.SECONDS);
    }

    public static Database open(Path dataDir) {
        Path file = dataDir.toAbsolutePath().resolve("arena");
        // WRITE_DELAY=0: a commit reaches the file at once, so a process killed right after a turn keeps that turn.
        JdbcConnectionPool pool = JdbcConnectionPool.create("jdbc:h2:file:" + file
                + ";DB_CLOSE_ON_EXIT=FALSE;WRITE_DELAY=0;RETENTION_TIME=5000;COMPRESS=TRUE;MAX_COMPACT_TIME=" + SHUTDOWN_COMPACT_MILLIS,
                "arena", "");
        pool.setMaxConnections(32);
        Flyway.configure().dataSource(pool).locations("classpath:migrations").load().migrate();
        return new Database(pool, mvStore(pool));
    }

    /** The MVStore under the embedded database: the housekeeping works on it directly. */
    private static MVStore mvStore(JdbcConnectionPool pool) {
        try (Connection c = pool.getConnection()) {
            SessionLocal session = (SessionLocal) c.unwrap(JdbcConnection.class).getSession();
            return session.getDatabase().getStore().getMvStore();
        } catch (Exception e) {
            throw new IllegalStateException("the H2 store is not embedded: " + e, e);
        }
    }

    /** What MVStore's background writer would do: free dead chunks, rewrite sparse ones (a bounded amount). */
    private void housekeep() {
        try {
            if (store.isClosed()) return;
            store.getFileStore().dropUnusedChunks();
            store.compact(TARGET_FILL_PERCENT, REWRITE_BYTES_PER_RUN);
        } catch (RuntimeException e) {
            System.err.println("store housekeeping: " + e);
        }
    }

    /** Bytes of the database file now. */
    public long fileBytes() {
        return store.getFileStore().size();
    }

    /** Moves chunks together so the file shrinks after data is deleted (takes the store for up to {@code millis}). */
    public void shrink(int millis) {
        store.compactFile(millis);
    }

    public DSLContext sql() {
        return sql;
    }

    @Override
    public void close() {
        housekeeping.shutdownNow();
        try {
            housekeeping.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try (var c = pool.getConnection(); var s = c.createStatement()) {
            s.execute("SHUTDOWN"); // compacts for at most MAX_COMPACT_TIME
        } catch (Exception ignored) {
            // already closed
        }
        pool.dispose();
    }
}
