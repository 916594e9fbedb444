package arena.store;

import java.sql.Connection;
import java.util.function.Function;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;

/**
 * The schema's migrations for a dialect: the SQL files of {@code migrations/h2} or {@code migrations/postgresql} (kept
 * in step by hand, checked by SchemaDriftTest), and migration 16 in Java ({@link LegacyLogMigration}), which needs to
 * know where the dialect keeps the round journals.
 */
final class Migrations {
    private Migrations() {}

    /** H2's migrations; the round journals are files in {@code journals}. */
    static Flyway h2(DataSource data, JournalPlace.Folder journals) {
        return flyway(data, "h2", c -> journals);
    }

    /** PostgreSQL's migrations; the round journals are rows of the server, reached on the migration's connection. */
    static Flyway postgresql(DataSource data) {
        return flyway(data, "postgresql", c -> new JournalPlace.Rows(Database.serverSql(c)));
    }

    private static Flyway flyway(DataSource data, String folder, Function<Connection, JournalPlace> journals) {
        return Flyway.configure().dataSource(data).locations("classpath:migrations/" + folder)
                .javaMigrations(new LegacyLogMigration(journals)).load();
    }
}
