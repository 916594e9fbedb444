package arena.store;

import java.nio.file.Path;
import java.sql.Connection;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.jdbcx.JdbcConnectionPool;
import org.h2.mvstore.MVStore;

/**
 * The embedded H2 database in file mode: its pool, its migration and first compaction, and its store's size.
 *
 * <p>Durability comes first: {@code WRITE_DELAY=0}, so what a caller was told is stored is in the file. The size of
 * the file follows the commit rate more than the data: H2 appends a chunk per commit and keeps every replaced one
 * for its 45 s retention. So the turns of a running round are not committed here but appended to the round's journal
 * file ({@link JournalFile}); the database is written when matches finish (in batches) and when rounds start and end.
 * Because {@code WRITE_DELAY=0} also stops H2's background writer, {@link StoreHousekeeping} does its rewrite of
 * sparse chunks. Writers take turns ({@link WriteGate}). Pages are compressed ({@code COMPRESS=TRUE}, which made the
 * demo's file smaller than without it) and a clean stop compacts for a bounded time.
 */
final class H2File {
    /** How long a clean stop may spend compacting the file (part of the 5 s a stop may take). */
    static final int SHUTDOWN_COMPACT_MILLIS = 500;

    final JdbcConnectionPool pool;
    final MVStore store;

    private H2File(JdbcConnectionPool pool) {
        this.pool = pool;
        this.store = mvStore(pool);
    }

    /** Opens (creating or migrating) the database file {@code arena.mv.db} in the folder; its rounds' journals are in {@code journals}. */
    static H2File open(Path dataDir, JournalPlace.Folder journals) {
        Path file = dataDir.toAbsolutePath().resolve("arena");
        JdbcConnectionPool pool = pool(file);
        if (Migrations.h2(pool, journals).migrate().migrationsExecuted > 0) {
            // A new or upgraded database: the migrations' commits left their chunks, most of them dead, for H2's 45 s
            // retention (a new arena's file was 0.7 MiB before its first round, 0.3 MiB compacted). A stop that
            // compacts, and the file is opened again: once per install or upgrade, about a second.
            pool.dispose(); // the last connection closes the database
            // on a connection of its own, which H2's trace file does not hear of: closing a connection after its SHUTDOWN
            // rolls back on a closed database, which H2 would note there as an error
            try (Connection c = java.sql.DriverManager.getConnection(url(file) + ";TRACE_LEVEL_FILE=0", "arena", "");
                 var s = c.createStatement()) {
                s.execute("SHUTDOWN COMPACT");
            } catch (java.sql.SQLException e) {
                if (e.getErrorCode() != org.h2.api.ErrorCode.DATABASE_IS_CLOSED) {
                    throw new IllegalStateException("the database could not be compacted after its migrations: " + e.getMessage(), e);
                }
            }
            pool = pool(file);
        }
        return new H2File(pool);
    }

    private static JdbcConnectionPool pool(Path file) {
        // WRITE_DELAY=0: a commit reaches the file at once, so a process killed right after a commit keeps it.
        // REUSE_SPACE=FALSE: every chunk is appended at the file's end, where H2 finds the newest one after a kill. With
        // space reused, H2 2.5.252 wrote chunks into freed gaps of the file without a header that leads to them, and a
        // kill -9 then lost every commit since the last header, seconds of them: contests created and rounds started
        // (answered 201 and 202, turns told to bots) were gone after the restart (issue 28; KillLoop --starts-at-once:
        // losses in 2 of 6 and 1 of 4 kills with reuse, with or without StoreHousekeeping; none in 8, and in the test's
        // 10, without). The cost: freed space is given back only by the compaction of a clean stop.
        JdbcConnectionPool pool = JdbcConnectionPool.create(url(file), "arena", "");
        pool.setMaxConnections(32);
        return pool;
    }

    static String url(Path file) {
        return "jdbc:h2:file:" + file + ";DB_CLOSE_ON_EXIT=FALSE;WRITE_DELAY=0;COMPRESS=TRUE;REUSE_SPACE=FALSE;MAX_COMPACT_TIME=" + SHUTDOWN_COMPACT_MILLIS;
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

    String stats() {
        var f = store.getFileStore();
        return f.getFillRate() + "% " + f.getChunksFillRate() + "% " + f.getWriteCount();
    }

    /**
     * Closing the last connection closes the database, compacting for at most MAX_COMPACT_TIME. (A SHUTDOWN statement
     * did the same, but the pool then rolled its connection back on the closed database, and H2 wrote that to
     * arena.trace.db at every clean stop.)
     */
    void close() {
        // a clean stop: nothing writes any more, and the close's bounded compaction (MAX_COMPACT_TIME) may move chunks
        // into the space freed meanwhile, which REUSE_SPACE=FALSE keeps from the running arena (see pool); without
        // this the file never shrank (DemoStorageBench: 3.2 MiB after the stop of a 3-minute demo, 0.4 with reuse)
        if (!store.isClosed()) store.setReuseSpace(true);
        pool.dispose();
    }
}
