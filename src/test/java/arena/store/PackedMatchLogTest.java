package arena.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.domain.ContestPhase;
import arena.domain.MatchLogEntry;
import arena.domain.MatchStatus;
import arena.domain.MatchUpdate;
import arena.domain.SettledMatch;
import arena.store.RoundStore.NewMatch;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A running round's turns go to its journal; a finished match is settled into one packed row (with its result and
 * team logs) and reads back the same: every entry in order, with its seat and its exact text (spaces, tabs,
 * non-ASCII, an empty command); the round's stored turn still counts its ticks; the round's end packs what is left
 * and deletes the journal; deleting old rounds removes the packed logs too.
 */
class PackedMatchLogTest {
    private static final String TICK = MatchLogEntry.TICK_COMMAND;
    private Path dir;
    private Database db;
    private EntryStore entries;
    private MatchLogStore logs;
    private PlayQueries queries;
    private RoundStore rounds;
    private long owls, foxes, matchA, matchB, round, contest;

    @BeforeEach
    void open() throws Exception {
        dir = Files.createTempDirectory("arena-packed");
        db = Database.open(dir);
        entries = new EntryStore(db);
        logs = new MatchLogStore(db);
        queries = new PlayQueries(db);
        rounds = new RoundStore(db);
        AccountStore accounts = new AccountStore(db);
        owls = accounts.createTeam("owls", "x", null).orElseThrow();
        foxes = accounts.createTeam("foxes", "x", null).orElseThrow();
        contest = new ContestStore(db).create("c", "C", "tally", "{}", true, null, 2, null).orElseThrow().id();
        round = rounds.createRound(contest, 1, 7, List.of(new NewMatch(1, 11, owls, foxes), new NewMatch(2, 12, foxes, owls))).id();
        List<Long> ids = queries.matches(round).stream().map(m -> m.id()).toList();
        matchA = ids.get(0);
        matchB = ids.get(1);
    }

    @AfterEach
    void close() {
        db.close();
    }

    private Path journal() {
        return dir.resolve("journal").resolve("round-" + round + ".journal");
    }

    /** Two turns of match A (ended by the second) with match B ticking alongside; returns A's entries. */
    private List<MatchLogEntry> playTwoTurns() {
        List<MatchLogEntry> a = new ArrayList<>();
        String[] commands = {"ADD 1", "MOVE 2 3\tfast", "ŻÓŁW ünïcode ✓", "", "PASS"};
        int seq = 0;
        a.add(new MatchLogEntry(matchA, seq++, 0, commands[0]));
        a.add(new MatchLogEntry(matchA, seq++, 1, commands[1]));
        a.add(new MatchLogEntry(matchA, seq++, -1, TICK));
        logs.saveTurn(round, List.of(a.get(0), a.get(1), a.get(2), new MatchLogEntry(matchB, 0, -1, TICK)));
        List<MatchLogEntry> turn2 = List.of(new MatchLogEntry(matchA, seq++, 0, commands[2]), new MatchLogEntry(matchA, seq++, 1, commands[3]),
                new MatchLogEntry(matchA, seq++, 0, commands[4]), new MatchLogEntry(matchA, seq++, -1, TICK));
        a.addAll(turn2);
        List<MatchLogEntry> both = new ArrayList<>(turn2);
        both.add(new MatchLogEntry(matchB, 1, -1, TICK));
        logs.saveTurn(round, both);
        return a;
    }

    @Test
    void aSettledLogReadsBackEntryForEntry() {
        List<MatchLogEntry> a = playTwoTurns();
        assertEquals(a, logs.events(matchA), "the running match's log, from the journal");
        assertEquals(0, db.sql().fetchCount(arena.store.db.Tables.MATCH_LOG), "no turn is written to the database");

        logs.settle(Map.of(round, List.of(new SettledMatch(new MatchUpdate(matchA, 2, MatchStatus.FINISHED, 1.0, 0.0, "owls wins"), List.of(new SettledMatch.SeatLog(0, owls, "0 ADD 1\n"))))));
        var row = queries.match(matchA).orElseThrow();
        assertEquals(MatchStatus.FINISHED, row.status());
        assertEquals(1.0, row.score0());
        assertEquals("owls wins", row.summary());
        assertEquals("0 ADD 1\n", entries.teamLog(matchA, owls).orElseThrow());
        assertEquals(a, logs.events(matchA), "the packed log, entry for entry");
        assertEquals(2, logs.events(matchB).size(), "a running match stays in the journal");
        // both matches ended two turns: the round resumes at turn 3, whether the ticks are packed or not
        assertEquals(3, logs.storedTurn(round));

        StorageUsage usage = StorageUsage.measure(db);
        assertEquals(9, usage.events(), "7 entries packed, 2 journaled");
        long text = 0;
        for (MatchLogEntry e : a) text += 16 + e.command().getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        assertEquals(text + 2 * (16 + TICK.length()), usage.eventBytes(), "the log's bytes are counted unpacked");
    }

    /** A round's logs read together (its recovery) are each match's log as read alone: packed and journaled alike. */
    @Test
    void aRoundsLogsReadTogetherAreEachMatchsLog() {
        List<MatchLogEntry> a = playTwoTurns();
        assertEquals(Map.of(matchA, a, matchB, logs.events(matchB)), logs.eventsOfRound(round, List.of(matchA, matchB)), "both from the journal");
        logs.settle(Map.of(round, List.of(new SettledMatch(new MatchUpdate(matchA, 2, MatchStatus.FINISHED, 1.0, 0.0, "owls wins"), List.of()))));
        Map<Long, List<MatchLogEntry>> together = logs.eventsOfRound(round, List.of(matchA, matchB));
        assertEquals(a, together.get(matchA), "the packed log, entry for entry");
        assertEquals(logs.events(matchB), together.get(matchB), "the running match's, from the journal");
        assertEquals(2, together.get(matchB).size());
        assertEquals(2, together.size(), "every match of the round, none of another");
    }

    @Test
    void aRestartReadsTheJournalBackAndCutsATornTurnOff() throws Exception {
        List<MatchLogEntry> a = playTwoTurns();
        db.close();
        long whole = Files.size(journal());
        // a third turn written in part when the process was killed: its header and a few of its bytes
        Files.write(journal(), new byte[] {0, 0, 0, 40, 1, 2, 3, 4, 9, 9}, java.nio.file.StandardOpenOption.APPEND);

        db = Database.open(dir);
        entries = new EntryStore(db);
        logs = new MatchLogStore(db);
        queries = new PlayQueries(db);
        rounds = new RoundStore(db);
        assertEquals(a, logs.events(matchA), "both whole turns are back");
        assertEquals(3, logs.storedTurn(round));
        assertEquals(whole, Files.size(journal()), "the torn turn is cut off");
        logs.saveTurn(round, List.of(new MatchLogEntry(matchB, 2, 0, "GO"), new MatchLogEntry(matchB, 3, -1, TICK)));
        db.close();

        db = Database.open(dir);
        entries = new EntryStore(db);
        logs = new MatchLogStore(db);
        queries = new PlayQueries(db);
        rounds = new RoundStore(db);
        assertEquals(List.of(new MatchLogEntry(matchB, 0, -1, TICK), new MatchLogEntry(matchB, 1, -1, TICK), new MatchLogEntry(matchB, 2, 0, "GO"),
                new MatchLogEntry(matchB, 3, -1, TICK)), logs.events(matchB), "a turn appended after the cut reads back after the others");
        assertEquals(4, logs.storedTurn(round));
    }

    @Test
    void aDamagedTurnIsCutOffWithEverythingAfterIt() throws Exception {
        logs.saveTurn(round, List.of(new MatchLogEntry(matchA, 0, 0, "FIRST"), new MatchLogEntry(matchA, 1, -1, TICK)));
        long first = Files.size(journal());
        logs.saveTurn(round, List.of(new MatchLogEntry(matchA, 2, 0, "SECOND"), new MatchLogEntry(matchA, 3, -1, TICK)));
        db.close();
        byte[] bytes = Files.readAllBytes(journal());
        bytes[(int) first + 12] ^= 0x20; // one bit of the second frame: its checksum no longer matches
        Files.write(journal(), bytes);

        db = Database.open(dir);
        entries = new EntryStore(db);
        logs = new MatchLogStore(db);
        queries = new PlayQueries(db);
        rounds = new RoundStore(db);
        assertEquals(List.of(new MatchLogEntry(matchA, 0, 0, "FIRST"), new MatchLogEntry(matchA, 1, -1, TICK)), logs.events(matchA));
        assertEquals(first, Files.size(journal()));
    }

    @Test
    void theRoundsEndPacksWhatIsLeftAndDeletesItsJournal() {
        List<MatchLogEntry> a = playTwoTurns();
        rounds.finishRound(round, 3, Map.of(owls, 1.0, foxes, 0.0), contest, ContestPhase.OPEN, null, 0, List.of());
        assertFalse(Files.exists(journal()), "the journal is gone once the round is closed");
        assertEquals(a, logs.events(matchA));
        assertEquals(2, logs.events(matchB).size());
        assertEquals(2, db.sql().fetchCount(arena.store.db.Tables.MATCH_LOG));
    }

    @Test
    void deletingOldRoundsRemovesTheirPackedLogs() {
        logs.saveTurn(round, List.of(new MatchLogEntry(matchA, 0, 0, "PASS"), new MatchLogEntry(matchA, 1, -1, TICK), new MatchLogEntry(matchB, 0, -1, TICK)));
        rounds.finishRound(round, 2, Map.of(), contest, ContestPhase.OPEN, null, 0, List.of());
        assertEquals(2, db.sql().fetchCount(arena.store.db.Tables.MATCH_LOG));
        assertEquals(1, rounds.deleteRoundsBefore(contest, 2));
        assertEquals(0, db.sql().fetchCount(arena.store.db.Tables.MATCH_LOG));
        assertTrue(logs.events(matchA).isEmpty());
    }

    @Test
    void aJournalLeftByAClosedRoundGoesAtTheNextStart() throws Exception {
        playTwoTurns();
        db.close();
        db = Database.open(dir);
        entries = new EntryStore(db);
        logs = new MatchLogStore(db);
        queries = new PlayQueries(db);
        rounds = new RoundStore(db);
        new ContestStore(db); // the round is still running: its journal stays
        logs.deleteStaleJournals();
        assertTrue(Files.exists(journal()));
        db.sql().update(arena.store.db.Tables.ROUND).set(arena.store.db.Tables.ROUND.STATUS, "finished").execute();
        logs.deleteStaleJournals();
        assertFalse(Files.exists(journal()), "a stop between the round's closing commit and the journal's deletion");
    }
}
