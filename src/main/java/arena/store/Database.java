package arena.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import org.jooq.DSLContext;
import org.jooq.SQLDialect;
import org.jooq.conf.RenderQuotedNames;
import org.jooq.conf.Settings;
import org.jooq.impl.DSL;
import org.jooq.impl.DefaultConfiguration;

/**
 * The arena's database, migrated by Flyway at start: the embedded H2 file by default ({@link H2File}), or a PostgreSQL
 * server ({@link DatabaseAddress}). The stores see only jOOQ, which renders each statement for the dialect; the few
 * things that differ are here: where running rounds' journals go (beside the H2 file, or in the server's ROUND_FRAME
 * rows, see {@link JournalPlace}), H2's write gate and housekeeping, and the migrations' folder ({@code migrations/h2},
 * {@code migrations/postgresql}).
 */
public final class Database implements AutoCloseable {
    private final DSLContext sql;
    private final RoundJournals journals;
    private final H2File h2;
    private final StoreHousekeeping housekeeping;
    private final HikariDataSource server;

    private Database(H2File h2, Path dataDir) {
        this.h2 = h2;
        this.server = null;
        this.journals = new RoundJournals(journalFolder(dataDir));
        WriteGate writes = new WriteGate();
        var config = new DefaultConfiguration().set(h2.pool).set(SQLDialect.H2).set(writes);
        this.sql = DSL.using(config.set(writes.transactions(config.transactionProvider())));
        this.housekeeping = new StoreHousekeeping(h2.store, writes);
    }

    private Database(HikariDataSource server) {
        this.h2 = null;
        this.housekeeping = null;
        this.server = server;
        this.sql = DSL.using(server, SQLDialect.POSTGRES, SERVER_SETTINGS);
        this.journals = new RoundJournals(new JournalPlace.Rows(sql));
    }

    /** The generated names are upper case (from the H2 scripts); unquoted, PostgreSQL folds them to its lower-case tables. */
    private static final Settings SERVER_SETTINGS = new Settings().withRenderQuotedNames(RenderQuotedNames.NEVER);

    /** jOOQ on one connection of the server (a migration's). */
    static DSLContext serverSql(java.sql.Connection connection) {
        return DSL.using(connection, SQLDialect.POSTGRES, SERVER_SETTINGS);
    }

    /** Where the running rounds' journals are kept beside the H2 file. */
    private static JournalPlace.Folder journalFolder(Path dataDir) {
        return new JournalPlace.Folder(dataDir.toAbsolutePath().resolve("journal"));
    }

    /** The embedded H2 database in {@code dataDir}. */
    public static Database open(Path dataDir) {
        return new Database(H2File.open(dataDir, journalFolder(dataDir)), dataDir);
    }

    /** The database in {@code dataDir}, or on the server {@code address} if it is not null. */
    public static Database open(Path dataDir, DatabaseAddress address) {
        return address == null ? open(dataDir) : open(address);
    }

    /** A PostgreSQL server, migrated first. */
    public static Database open(DatabaseAddress address) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(address.jdbcUrl());
        if (address.user() != null) config.setUsername(address.user());
        if (address.password() != null) config.setPassword(address.password());
        config.setMaximumPoolSize(16);
        config.setPoolName("arena-db");
        // a server that cannot be reached fails the start in seconds, with its reason, rather than after 30
        config.setInitializationFailTimeout(10_000);
        // while the server is away (restarted), a statement fails after 3 s instead of 30: the turn's commit is retried,
        // the contest paused with the reason, and resumed when the server answers (StoreOutage)
        config.setConnectionTimeout(3_000);
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(config);
        } catch (RuntimeException e) {
            throw new IllegalStateException("the database " + address.shown() + " could not be reached: " + rootMessage(e), e);
        }
        try {
            Migrations.postgresql(pool).migrate();
        } catch (RuntimeException e) {
            pool.close();
            throw new IllegalStateException("the database " + address.shown() + " could not be migrated: " + rootMessage(e), e);
        }
        return new Database(pool);
    }

    private static String rootMessage(Throwable e) {
        while (e.getCause() != null) e = e.getCause();
        return e.getMessage();
    }

    /** Whether this is a database server (PostgreSQL) rather than the embedded file. */
    public boolean isServer() {
        return server != null;
    }

    /** Bytes the database takes now: the H2 file, or the PostgreSQL database's size on the server. */
    public long fileBytes() {
        if (h2 != null) return h2.store.getFileStore().size();
        return sql.select(DSL.field("pg_database_size(current_database())", Long.class)).fetchOne().value1();
    }

    /** The file's fill rate and its chunks' (percent of bytes live), and the writes so far: what the storage benchmark prints. */
    public String fileStats() {
        return h2 != null ? h2.stats() : "server";
    }

    public DSLContext sql() {
        return sql;
    }

    /** The running rounds' command logs (see {@link RoundJournal}). */
    RoundJournals journals() {
        return journals;
    }

    @Override
    public void close() {
        if (housekeeping != null) housekeeping.close();
        journals.close();
        if (h2 != null) h2.close();
        if (server != null) server.close();
    }
}
