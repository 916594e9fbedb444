package arena.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.domain.ContestPhase;
import arena.domain.MatchLogEntry;
import arena.support.TestDatabases;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.flywaydb.core.Flyway;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Migration 16 on a database made as the code before it left one: the migrations up to V13, then rows in MATCH_EVENT
 * inserted as that code wrote them (one per entry, numbered from 0 per match), beside a running round's journal and a
 * packed log. After the migration every match reads back the log the old code read (its rows, then its journal's
 * entries), so it replays identically; the running round resumes at the same turn, and its end packs the same log.
 * On H2 (the journal a file) and on PostgreSQL (the journal rows of the server).
 */
@Tag("postgres")
class LegacyLogMigrationTest {
    private static final String TICK = MatchLogEntry.TICK_COMMAND;
    private Path dir;
    private final List<AutoCloseable> open = new ArrayList<>();

    @AfterEach
    void close() throws Exception {
        for (AutoCloseable c : open) c.close();
    }

    /** A legacy database: where it is, how to connect to it, and how to open it with today's code. */
    private record Legacy(Supplier<Connection> connect, JournalPlace journals, Supplier<Database> open) {}

    private Legacy h2() throws Exception {
        dir = Files.createTempDirectory("arena-legacy");
        String url = H2File.url(dir.toAbsolutePath().resolve("arena"));
        Flyway.configure().dataSource(url, "arena", "").locations("classpath:migrations/h2").target("13").load().migrate();
        return new Legacy(() -> connect(url, "arena", ""), new JournalPlace.Folder(dir.toAbsolutePath().resolve("journal")), () -> Database.open(dir));
    }

    private Legacy postgresql() {
        DatabaseAddress address = TestDatabases.freshDatabase();
        Flyway.configure().dataSource(address.jdbcUrl(), address.user(), address.password()).locations("classpath:migrations/postgresql")
                .target("13").load().migrate();
        Connection frames = connect(address.jdbcUrl(), address.user(), address.password());
        open.add(frames);
        return new Legacy(() -> connect(address.jdbcUrl(), address.user(), address.password()), new JournalPlace.Rows(Database.serverSql(frames)),
                () -> Database.open(address));
    }

    private static Connection connect(String url, String user, String password) {
        try {
            return DriverManager.getConnection(url, user, password);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void h2MigratesAndReplaysIdentically() throws Exception {
        migratesAndReplaysIdentically(h2());
    }

    @Test
    void postgresqlMigratesAndReplaysIdentically() throws Exception {
        migratesAndReplaysIdentically(postgresql());
    }

    @Test
    void h2AMigrationKilledAfterTheJournalsWriteDoublesNothing() throws Exception {
        aMigrationKilledAfterTheJournalsWriteDoublesNothing(h2());
    }

    @Test
    void postgresqlAMigrationKilledAfterTheJournalsWriteDoublesNothing() throws Exception {
        aMigrationKilledAfterTheJournalsWriteDoublesNothing(postgresql());
    }

    /** What the old code stored, and what it read back for each match (rows first, then the round's journal). */
    private long finishedRound, runningRound, finished, voided, packedAlready, running, runningFinished, contest;
    private final Map<Long, List<MatchLogEntry>> expected = new java.util.HashMap<>();
    /** The running round's rows, in the order the migration meets them. */
    private final List<MatchLogEntry> runningRows = new ArrayList<>();

    private void storeAsTheOldCodeDid(Legacy legacy) throws Exception {
        try (Connection c = legacy.connect().get()) {
            long owls = insert(c, "INSERT INTO team (name, password_hash, created_at) VALUES ('owls', 'x', ?)", now());
            long foxes = insert(c, "INSERT INTO team (name, password_hash, created_at) VALUES ('foxes', 'x', ?)", now());
            contest = insert(c, "INSERT INTO contest (slug, title, game, settings_json, phase, created_at) VALUES ('c', 'C', 'tally', '{}', 'running', ?)", now());
            finishedRound = insert(c, "INSERT INTO round (contest_id, number, seed, status, turn) VALUES (?, 1, 7, 'finished', 4)", contest);
            runningRound = insert(c, "INSERT INTO round (contest_id, number, seed, status, turn) VALUES (?, 2, 8, 'running', 1)", contest);
            finished = match(c, finishedRound, 1, owls, foxes, "finished");
            voided = match(c, finishedRound, 2, foxes, owls, "voided");
            packedAlready = match(c, finishedRound, 3, owls, foxes, "finished");
            running = match(c, runningRound, 1, owls, foxes, "running");
            runningFinished = match(c, runningRound, 2, foxes, owls, "finished");

            expected.put(finished, rows(c, finished, "ADD 1", "MOVE 2 3\tfast", TICK, "ŻÓŁW ünïcode ✓", "", TICK, "PASS", TICK));
            expected.put(voided, rows(c, voided, "ADD 2", TICK));
            List<MatchLogEntry> packed = List.of(new MatchLogEntry(packedAlready, 0, 0, "KEPT"), new MatchLogEntry(packedAlready, 1, -1, TICK));
            try (PreparedStatement s = c.prepareStatement("INSERT INTO match_log (match_id, entries, ticks, text_bytes, packed) VALUES (?, 2, 1, 40, ?)")) {
                s.setLong(1, packedAlready);
                s.setBytes(2, Packing.entries(packed));
                s.executeUpdate();
            }
            rows(c, packedAlready, "KEPT"); // a row H2 left beside the packed log (see WriteGate): the packed log wins
            expected.put(packedAlready, packed);
            List<MatchLogEntry> runningLog = new ArrayList<>(rows(c, running, "ADD 1", TICK, "ADD 3", TICK));
            expected.put(runningFinished, rows(c, runningFinished, "ADD 5", TICK, TICK));
            runningRows.addAll(runningLog);
            runningRows.addAll(expected.get(runningFinished));
            // the turns played after the upgrade to the journals, in the running round's journal
            List<MatchLogEntry> journaled = List.of(new MatchLogEntry(running, 4, 1, "SUB 1"), new MatchLogEntry(running, 5, -1, TICK));
            try (RoundJournal journal = RoundJournal.over(legacy.journals().frames(runningRound))) {
                journal.append(journaled);
                journal.append(List.of(new MatchLogEntry(running, 6, -1, TICK)));
            }
            runningLog.addAll(journaled);
            runningLog.add(new MatchLogEntry(running, 6, -1, TICK));
            expected.put(running, runningLog);
        }
    }

    private void migratesAndReplaysIdentically(Legacy legacy) throws Exception {
        storeAsTheOldCodeDid(legacy);
        Database db = legacy.open().get();
        open.add(0, db);
        MatchLogStore logs = new MatchLogStore(db);
        RoundStore rounds = new RoundStore(db);
        expected.forEach((match, log) -> assertEquals(log, logs.events(match), "match " + match + " reads back the log the old code read"));
        assertEquals(5, logs.storedTurn(runningRound), "the running match ended four turns: the round resumes at turn 5");
        assertTrue(db.sql().meta().getTables().stream().noneMatch(t -> t.getName().equalsIgnoreCase("match_event")), "the rows' table is gone");
        assertEquals(3, db.sql().fetchCount(DSL.table("match_log")), "the finished round's three matches have their packed logs; the running round's stay in its journal");

        // the running round goes on after the migration, and its end packs the whole log
        logs.saveTurn(runningRound, List.of(new MatchLogEntry(running, 7, 0, "ADD 9"), new MatchLogEntry(running, 8, -1, TICK)));
        List<MatchLogEntry> whole = new ArrayList<>(expected.get(running));
        whole.addAll(List.of(new MatchLogEntry(running, 7, 0, "ADD 9"), new MatchLogEntry(running, 8, -1, TICK)));
        rounds.finishRound(runningRound, 6, Map.of(), contest, ContestPhase.OPEN, null, 0, List.of());
        assertEquals(whole, logs.events(running), "packed at the round's end, rows, journal and the turn after the migration");
        assertEquals(expected.get(runningFinished), logs.events(runningFinished));
        assertFalse(db.journals().existing(runningRound).isPresent(), "the journal went with the round's end");
    }

    private void aMigrationKilledAfterTheJournalsWriteDoublesNothing(Legacy legacy) throws Exception {
        storeAsTheOldCodeDid(legacy);
        // a first run of the migration wrote the journal and was killed before its commit: the rows are still there
        try (RoundJournal journal = RoundJournal.over(legacy.journals().frames(runningRound))) {
            journal.prepend(runningRows);
        }
        Database db = legacy.open().get();
        open.add(0, db);
        MatchLogStore logs = new MatchLogStore(db);
        RoundStore rounds = new RoundStore(db);
        assertEquals(expected.get(running), logs.events(running), "each entry once");
        assertEquals(expected.get(runningFinished), logs.events(runningFinished));
        assertEquals(5, logs.storedTurn(runningRound));
    }

    private static Timestamp now() {
        return new Timestamp(System.currentTimeMillis());
    }

    private static long match(Connection c, long round, int number, long seat0, long seat1, String status) throws SQLException {
        return insert(c, "INSERT INTO match (round_id, number, seed, seat0_team_id, seat1_team_id, status, turn) VALUES (?, ?, 11, ?, ?, ?, 1)",
                round, number, seat0, seat1, status);
    }

    /** Rows as the old code appended them: seq from 0, ends of turn at seat -1, commands alternating seats 0 and 1. */
    private static List<MatchLogEntry> rows(Connection c, long match, String... commands) throws SQLException {
        List<MatchLogEntry> events = new ArrayList<>();
        int seat = 0;
        for (int seq = 0; seq < commands.length; seq++) {
            int s = commands[seq].equals(TICK) ? -1 : seat;
            if (s >= 0) seat = 1 - seat;
            insert(c, "INSERT INTO match_event (match_id, seq, seat, command) VALUES (?, ?, ?, ?)", match, seq, s, commands[seq]);
            events.add(new MatchLogEntry(match, seq, s, commands[seq]));
        }
        return events;
    }

    /** Runs an insert; returns the generated id, or 0 for a table without one. */
    private static long insert(Connection c, String sql, Object... values) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql, Statement.RETURN_GENERATED_KEYS)) {
            for (int i = 0; i < values.length; i++) s.setObject(i + 1, values[i]);
            s.executeUpdate();
            try (ResultSet keys = s.getGeneratedKeys()) {
                return keys.next() ? keys.getLong(1) : 0;
            }
        }
    }
}
