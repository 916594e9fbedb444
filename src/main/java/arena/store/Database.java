package arena.store;

import java.nio.file.Path;
import java.sql.Connection;
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
 * <p>Durability comes first: {@code WRITE_DELAY=0}, so a turn told to bots is in the file. That also stops H2's
 * background writer and its housekeeping, which rewrites the live pages of sparse chunks so they can be reused: the
 * file grew 14x its data with the demo (31 MiB for 2.1 MiB after 5 minutes, DemoStorageBench). Calling that
 * compaction from a thread of our own (MVStore.compact and compactMoveChunks, under its store lock, 5 s or 45 s
 * retention) kept the file at 2-8x, but twice a server killed with -9 came back without commits it had acknowledged
 * (RecoveryTest); so there is none, and the file still grows faster than its data while the arena runs (11x after
 * 5 minutes of the demo). What keeps the data itself small: a finished match's log is one packed row
 * ({@link PlayStore}), no house-bot logs, capped team logs, no row updated every tick, keepRounds. Pages are
 * compressed ({@code COMPRESS=TRUE}) and a clean stop compacts for a bounded time (the demo's file: 1.0 MiB after it).
 */
public final class Database implements AutoCloseable {
    /** How long a clean stop may spend compacting the file (part of the 5 s a stop may take). */
    static final int SHUTDOWN_COMPACT_MILLIS = 500;

    private final JdbcConnectionPool pool;
    private final DSLContext sql;
    private final MVStore store;

    private Database(JdbcConnectionPool pool, MVStore store) {
        this.pool = pool;
        WriteGate writes = new WriteGate();
        var config = new org.jooq.impl.DefaultConfiguration().set(pool).set(SQLDialect.H2).set(writes);
        this.sql = DSL.using(config.set(writes.transactions(config.transactionProvider())));
        this.store = store;
    }

    public static Database open(Path dataDir) {
        Path file = dataDir.toAbsolutePath().resolve("arena");
        // WRITE_DELAY=0: a commit reaches the file at once, so a process killed right after a turn keeps that turn.
        JdbcConnectionPool pool = JdbcConnectionPool.create("jdbc:h2:file:" + file
                + ";DB_CLOSE_ON_EXIT=FALSE;WRITE_DELAY=0;COMPRESS=TRUE;MAX_COMPACT_TIME=" + SHUTDOWN_COMPACT_MILLIS,
                "arena", "");
        pool.setMaxConnections(32);
        Flyway.configure().dataSource(pool).locations("classpath:migrations").load().migrate();
        return new Database(pool, mvStore(pool));
    }

    /** The MVStore under the embedded database: its size and fill rates, for the storage benchmark. */
    private static MVStore mvStore(JdbcConnectionPool pool) {
        try (Connection c = pool.getConnection()) {
            SessionLocal session = (SessionLocal) c.unwrap(JdbcConnection.class).getSession();
            return session.getDatabase().getStore().getMvStore();
        } catch (Exception e) {
            throw new IllegalStateException("the H2 store is not embedded: " + e, e);
        }
    }

    /** Bytes of the database file now. */
    public long fileBytes() {
        return store.getFileStore().size();
    }

    /** The file's fill rate and its chunks' (percent of bytes live), and the writes so far: what the storage benchmark prints. */
    public String fileStats() {
        var f = store.getFileStore();
        return f.getFillRate() + "% " + f.getChunksFillRate() + "% " + f.getWriteCount();
    }

    public DSLContext sql() {
        return sql;
    }

    @Override
    public void close() {
        try (var c = pool.getConnection(); var s = c.createStatement()) {
            s.execute("SHUTDOWN"); // compacts for at most MAX_COMPACT_TIME
        } catch (Exception ignored) {
            // already closed
        }
        pool.dispose();
    }
}
