package arena.store;

import arena.domain.MatchLogEntry;
import arena.domain.RoundStatus;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.migration.Context;
import org.flywaydb.core.api.migration.JavaMigration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Migration 16: retires the first form of a match log, a row per entry in MATCH_EVENT (V1). Since the packed logs (V7)
 * and the round journals (V9) a log was read from three places merged (its rows, then its round's journal; or its
 * packed row). The rows a database from before them still has move to one of the two others, so the store reads only
 * those:
 * <ul>
 *   <li>a match of a running round (a practice's too): its rows become the first frame of the round's journal, before
 *       the turns journaled since, so the round resumes and replays exactly as it would have;</li>
 *   <li>any other match (finished, or voided half-way): its rows are packed into its MATCH_LOG row, as the end of a
 *       round packs a journal;</li>
 *   <li>a match that has its packed row already: that row was packed from its rows and its journal together, so the
 *       rows left beside it (H2 left some after kill -9s, see {@link WriteGate}) are dropped.</li>
 * </ul>
 * In Java because SQL cannot deflate, and with H2 the journal is a file beside the database. Migration 16.1 (SQL) then
 * drops the table. It reads and writes by plain JDBC on the migration's connection, never through jOOQ's generated
 * classes: those follow the newest schema, and this must keep working on the schema of version 15. On the journal's
 * side a kill between the journal's write and the migration's commit is harmless: the migration runs again and the
 * journal leaves out the entries it already has ({@link RoundJournal#prepend}).
 */
final class LegacyLogMigration implements JavaMigration {
    private static final Logger log = LoggerFactory.getLogger(LegacyLogMigration.class);

    /** The round journals as seen from the migration's connection: the folder beside H2's file, or the server's rows. */
    private final Function<Connection, JournalPlace> journals;

    LegacyLogMigration(Function<Connection, JournalPlace> journals) {
        this.journals = journals;
    }

    @Override
    public MigrationVersion getVersion() {
        return MigrationVersion.fromVersion("16");
    }

    @Override
    public String getDescription() {
        return "match log rows packed or journaled";
    }

    @Override
    public Integer getChecksum() {
        return null;
    }

    @Override
    public boolean canExecuteInTransaction() {
        return true;
    }

    /** A match that has rows: its round, whether that round runs, whether the match has its packed row. */
    private record RowMatch(long id, long roundId, boolean roundRunning, boolean packed) {}

    @Override
    public void migrate(Context context) throws SQLException {
        Connection c = context.getConnection();
        Map<Long, List<MatchLogEntry>> toJournals = new LinkedHashMap<>();
        int packed = 0, dropped = 0;
        for (RowMatch m : rowMatches(c)) {
            if (m.packed()) {
                dropped++;
            } else if (m.roundRunning()) {
                toJournals.computeIfAbsent(m.roundId(), k -> new ArrayList<>()).addAll(rows(c, m.id()));
            } else {
                insertPacked(c, m.id(), PackedLog.of(rows(c, m.id())));
                packed++;
            }
        }
        if (!toJournals.isEmpty()) {
            JournalPlace place = journals.apply(c);
            toJournals.forEach((round, events) -> {
                try (RoundJournal journal = RoundJournal.over(place.frames(round))) {
                    journal.prepend(events);
                }
            });
        }
        try (Statement s = c.createStatement()) {
            s.executeUpdate("DELETE FROM match_event");
        }
        if (packed + dropped + toJournals.size() > 0) {
            log.info("match logs in rows retired: {} packed, {} rounds' journals given their rows, {} rows beside a packed log dropped",
                    packed, toJournals.size(), dropped);
        }
    }

    private static List<RowMatch> rowMatches(Connection c) throws SQLException {
        List<RowMatch> matches = new ArrayList<>();
        try (Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT m.id, m.round_id, r.status,"
                     + " CASE WHEN EXISTS (SELECT 1 FROM match_log l WHERE l.match_id = m.id) THEN 1 ELSE 0 END"
                     + " FROM match m JOIN round r ON r.id = m.round_id"
                     + " WHERE EXISTS (SELECT 1 FROM match_event e WHERE e.match_id = m.id) ORDER BY m.round_id, m.id")) {
            while (r.next()) {
                matches.add(new RowMatch(r.getLong(1), r.getLong(2), RoundStatus.RUNNING.text().equals(r.getString(3)), r.getInt(4) == 1));
            }
        }
        return matches;
    }

    private static List<MatchLogEntry> rows(Connection c, long matchId) throws SQLException {
        List<MatchLogEntry> events = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT seq, seat, command FROM match_event WHERE match_id = ? ORDER BY seq")) {
            s.setLong(1, matchId);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) events.add(new MatchLogEntry(matchId, r.getInt(1), r.getInt(2), r.getString(3)));
            }
        }
        return events;
    }

    private static void insertPacked(Connection c, long matchId, PackedLog packed) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO match_log (match_id, entries, ticks, text_bytes, packed) VALUES (?, ?, ?, ?, ?)")) {
            s.setLong(1, matchId);
            s.setInt(2, packed.entries());
            s.setInt(3, packed.ticks());
            s.setLong(4, packed.textBytes());
            s.setBytes(5, packed.packed());
            s.executeUpdate();
        }
    }
}
