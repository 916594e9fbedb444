package arena.store;

import java.nio.file.Path;
import org.flywaydb.core.Flyway;
import org.h2.jdbcx.JdbcConnectionPool;
import org.jooq.DSLContext;
import org.jooq.SQLDialect;
import org.jooq.impl.DSL;

/** The embedded H2 database in file mode, migrated by Flyway at start. One process per database file. */
public final class Database implements AutoCloseable {
    private final JdbcConnectionPool pool;
    private final DSLContext sql;

    private Database(JdbcConnectionPool pool) {
        this.pool = pool;
        this.sql = DSL.using(pool, SQLDialect.H2);
    }

    public static Database open(Path dataDir) {
        Path file = dataDir.toAbsolutePath().resolve("arena");
        // WRITE_DELAY=0: a commit reaches the file at once, so a process killed right after a turn keeps that turn.
        JdbcConnectionPool pool = JdbcConnectionPool.create("jdbc:h2:file:" + file + ";DB_CLOSE_ON_EXIT=FALSE;WRITE_DELAY=0", "arena", "");
        pool.setMaxConnections(32);
        Flyway.configure().dataSource(pool).locations("classpath:migrations").load().migrate();
        return new Database(pool);
    }

    public DSLContext sql() {
        return sql;
    }

    @Override
    public void close() {
        try (var c = pool.getConnection(); var s = c.createStatement()) {
            s.execute("SHUTDOWN");
        } catch (Exception ignored) {
            // already closed
        }
        pool.dispose();
    }
}
