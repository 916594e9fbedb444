package arena.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestDatabases;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The schema that migrations/h2 makes and the one migrations/postgresql makes are the same schema: the same tables, the
 * same columns with the same types (each dialect's names mapped to one vocabulary below), nullability and identity,
 * the same primary, foreign and unique keys and the same named indexes. The two folders are kept in step by hand; this
 * is what says when they are not, line by line.
 */
@Tag("postgres")
class SchemaDriftTest {
    /** H2's type names (INFORMATION_SCHEMA's, as JDBC reports them) in the shared vocabulary. */
    private static final Map<String, String> H2_TYPES = Map.of("BIGINT", "bigint", "INTEGER", "int", "CHARACTER VARYING", "varchar",
            "CHARACTER LARGE OBJECT", "text", "BOOLEAN", "boolean", "TIMESTAMP", "timestamp", "DOUBLE PRECISION", "double",
            "BINARY VARYING", "bytes");
    /** PostgreSQL's type names in the shared vocabulary (VARBINARY(n) is BYTEA there, which has no length). */
    private static final Map<String, String> POSTGRESQL_TYPES = Map.of("int8", "bigint", "int4", "int", "varchar", "varchar", "text", "text",
            "bool", "boolean", "timestamp", "timestamp", "float8", "double", "bytea", "bytes");

    @Test
    void theH2AndPostgresqlMigrationsMakeTheSameSchema() throws Exception {
        Set<String> h2 = h2Schema(null);
        Set<String> postgresql = postgresqlSchema();
        assertTrue(h2.stream().anyMatch(l -> l.startsWith("column match_log.packed bytes not null")), "the snapshot reads columns: " + h2);
        assertTrue(h2.stream().anyMatch(l -> l.startsWith("foreign key ")), "the snapshot reads foreign keys: " + h2);
        assertEquals("", drift(h2, postgresql));
    }

    @Test
    void aColumnAddedOnOneSideIsDrift() throws Exception {
        Set<String> drifted = h2Schema("ALTER TABLE team ADD COLUMN nickname VARCHAR(20)");
        Set<String> h2 = h2Schema(null);
        assertEquals("only in H2: column team.nickname varchar(20) null\n", drift(drifted, h2));
    }

    /** The lines of one side that the other lacks, each named by its side; empty when they agree. */
    private static String drift(Set<String> h2, Set<String> postgresql) {
        StringBuilder out = new StringBuilder();
        for (String l : h2) if (!postgresql.contains(l)) out.append("only in H2: ").append(l).append('\n');
        for (String l : postgresql) if (!h2.contains(l)) out.append("only in PostgreSQL: ").append(l).append('\n');
        return out.toString();
    }

    /** The schema of a new H2 database after its migrations, with {@code extra} run on it after them when not null. */
    private static Set<String> h2Schema(String extra) throws Exception {
        Path dir = Files.createTempDirectory("arena-schema");
        try (Database db = Database.open(dir)) {
            if (extra != null) db.sql().execute(extra);
            return db.sql().connectionResult(c -> snapshot(c, "PUBLIC", H2_TYPES));
        }
    }

    private static Set<String> postgresqlSchema() {
        try (Database db = Database.open(TestDatabases.freshDatabase())) {
            return db.sql().connectionResult(c -> snapshot(c, "public", POSTGRESQL_TYPES));
        }
    }

    /**
     * One line per table, column, key and named index, in the shared vocabulary: names in lower case, types mapped, a
     * VARCHAR with its length. Flyway's own history table is left out; so are the indexes H2 makes by itself for each
     * foreign key (PostgreSQL makes none), which carry no name of ours.
     */
    private static Set<String> snapshot(Connection c, String schema, Map<String, String> types) throws SQLException {
        DatabaseMetaData meta = c.getMetaData();
        Set<String> lines = new TreeSet<>();
        List<String> tables = new ArrayList<>();
        try (ResultSet r = meta.getTables(null, schema, "%", new String[] {"TABLE"})) {
            while (r.next()) {
                String table = r.getString("TABLE_NAME");
                if (!table.equalsIgnoreCase("flyway_schema_history")) tables.add(table);
            }
        }
        for (String table : tables) {
            String t = lower(table);
            lines.add("table " + t);
            try (ResultSet r = meta.getColumns(null, schema, table, "%")) {
                while (r.next()) {
                    String typeName = r.getString("TYPE_NAME");
                    String type = types.get(typeName);
                    if (type == null) throw new AssertionError("column " + t + "." + lower(r.getString("COLUMN_NAME")) + " has the type " + typeName
                            + ", which this test's vocabulary does not know: add it to both dialects' maps");
                    if (type.equals("varchar")) type += "(" + r.getInt("COLUMN_SIZE") + ")";
                    lines.add("column " + t + "." + lower(r.getString("COLUMN_NAME")) + " " + type
                            + (r.getInt("NULLABLE") == DatabaseMetaData.columnNoNulls ? " not null" : " null")
                            + ("YES".equals(r.getString("IS_AUTOINCREMENT")) ? " identity" : ""));
                }
            }
            Map<Short, String> primary = new TreeMap<>();
            try (ResultSet r = meta.getPrimaryKeys(null, schema, table)) {
                while (r.next()) primary.put(r.getShort("KEY_SEQ"), lower(r.getString("COLUMN_NAME")));
            }
            if (!primary.isEmpty()) lines.add("primary key " + t + "(" + String.join(", ", primary.values()) + ")");
            Map<String, List<String>> foreign = new TreeMap<>();
            try (ResultSet r = meta.getImportedKeys(null, schema, table)) {
                while (r.next()) {
                    foreign.computeIfAbsent(r.getString("FK_NAME"), k -> new ArrayList<>())
                            .add(r.getShort("KEY_SEQ") + " " + lower(r.getString("FKCOLUMN_NAME")) + " " + lower(r.getString("PKTABLE_NAME")) + "." + lower(r.getString("PKCOLUMN_NAME")));
                }
            }
            for (List<String> key : foreign.values()) {
                key.sort(null);
                List<String> from = new ArrayList<>(), to = new ArrayList<>();
                String target = null;
                for (String k : key) {
                    String[] p = k.split(" ");
                    from.add(p[1]);
                    target = p[2].substring(0, p[2].indexOf('.'));
                    to.add(p[2].substring(p[2].indexOf('.') + 1));
                }
                lines.add("foreign key " + t + "(" + String.join(", ", from) + ") -> " + target + "(" + String.join(", ", to) + ")");
            }
            Map<String, Map<Short, String>> indexes = new TreeMap<>();
            Map<String, Boolean> unique = new TreeMap<>();
            try (ResultSet r = meta.getIndexInfo(null, schema, table, false, false)) {
                while (r.next()) {
                    String name = r.getString("INDEX_NAME");
                    if (name == null || r.getString("COLUMN_NAME") == null) continue;
                    indexes.computeIfAbsent(name, k -> new TreeMap<>()).put(r.getShort("ORDINAL_POSITION"), lower(r.getString("COLUMN_NAME")));
                    unique.put(name, !r.getBoolean("NON_UNIQUE"));
                }
            }
            String primaryColumns = String.join(", ", primary.values());
            indexes.forEach((name, columns) -> {
                String cols = String.join(", ", columns.values());
                if (unique.get(name)) {
                    if (!cols.equals(primaryColumns)) lines.add("unique " + t + "(" + cols + ")");
                } else if (!ownIndexOfH2(name)) {
                    lines.add("index " + lower(name) + " on " + t + "(" + cols + ")");
                }
            });
        }
        return lines;
    }

    /** The names H2 gives the indexes it makes for foreign keys by itself. */
    private static boolean ownIndexOfH2(String name) {
        return name.matches("(CONSTRAINT|FK)(_[0-9A-F]+)*_INDEX_[0-9A-F]+");
    }

    private static String lower(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
