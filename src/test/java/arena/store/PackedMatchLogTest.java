package arena.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.store.PlayStore.Event;
import arena.store.PlayStore.MatchUpdate;
import arena.store.PlayStore.NewMatch;
import arena.store.PlayStore.Settled;
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
    private static final String TICK = PlayStore.TICK_COMMAND;
    private Path dir;
    private Database db;
    private PlayStore plays;
    private long owls, foxes, matchA, matchB, round, contest;

    @BeforeEach
    void open() throws Exception {
        dir = Files.createTempDirectory("arena-packed");
        db = Database.open(dir);
        plays = new PlayStore(db);
        AccountStore accounts = new AccountStore(db);
        owls = accounts.createTeam("owls", "x", null).orElseThrow();
        foxes = accounts.createTeam("foxes", "x", null).orElseThrow();
        contest = new ContestStore(db).create("c", "C", "tally", "{}", true, null).orElseThrow().id();
        round = plays.createRound(contest, 1, 7, List.of(new NewMatch(1, 11, owls, foxes), new NewMatch(2, 12, foxes, owls))).id();
        List<Long> ids = plays.matches(round).stream().map(m -> m.id()).toList();
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
    private List<Event> playTwoTurns() {
        List<Event> a = new ArrayList<>();
        String[] commands = {"ADD 1", "MOVE 2 3\tfast", "ŻÓŁW ünïcode ✓", "", "PASS"};
        int seq = 0;
        a.add(new Event(matchA, seq++, 0, commands[0]));
        a.add(new Event(matchA, seq++, 1, commands[1]));
        a.add(new Event(matchA, seq++, -1, TICK));
        plays.saveTurn(round, List.of(a.get(0), a.get(1), a.get(2), new Event(matchB, 0, -1, TICK)));
        List<Event> turn2 = List.of(new Event(matchA, seq++, 0, commands[2]), new Event(matchA, seq++, 1, commands[3]),
                new Event(matchA, seq++, 0, commands[4]), new Event(matchA, seq++, -1, TICK));
        a.addAll(turn2);
        List<Event> both = new ArrayList<>(turn2);
        both.add(new Event(matchB, 1, -1, TICK));
        plays.saveTurn(round, both);
        return a;
    }

    @Test
    void aSettledLogReadsBackEntryForEntry() {
        List<Event> a = playTwoTurns();
        assertEquals(a, plays.events(matchA), "the running match's log, from the journal");
        assertEquals(0, db.sql().fetchCount(arena.store.db.Tables.MATCH_LOG), "no turn is written to the database");

        plays.settle(Map.of(round, List.of(new Settled(new MatchUpdate(matchA, 2, MatchStatus.FINISHED, 1.0, 0.0, "owls wins"), Map.of(owls, "0 ADD 1\n")))));
        var row = plays.match(matchA).orElseThrow();
        assertEquals(MatchStatus.FINISHED, row.status());
        assertEquals(1.0, row.score0());
        assertEquals("owls wins", row.summary());
        assertEquals("0 ADD 1\n", plays.teamLog(matchA, owls).orElseThrow());
        assertEquals(a, plays.events(matchA), "the packed log, entry for entry");
        assertEquals(2, plays.events(matchB).size(), "a running match stays in the journal");
        // both matches ended two turns: the round resumes at turn 3, whether the ticks are packed or not
        assertEquals(3, plays.storedTurn(round));

        StorageUsage usage = StorageUsage.measure(db);
        assertEquals(9, usage.events(), "7 entries packed, 2 journaled");
        long text = 0;
        for (Event e : a) text += 16 + e.command().getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        assertEquals(text + 2 * (16 + TICK.length()), usage.eventBytes(), "the log's bytes are counted unpacked");
    }

    @Test
    void aRestartReadsTheJournalBackAndCutsATornTurnOff() throws Exception {
        List<Event> a = playTwoTurns();
        db.close();
        long whole = Files.size(journal());
        // a third turn written in part when the process was killed: its header and a few of its bytes
        Files.write(journal(), new byte[] {0, 0, 0, 40, 1, 2, 3, 4, 9, 9}, java.nio.file.StandardOpenOption.APPEND);

        db = Database.open(dir);
        plays = new PlayStore(db);
        assertEquals(a, plays.events(matchA), "both whole turns are back");
        assertEquals(3, plays.storedTurn(round));
        assertEquals(whole, Files.size(journal()), "the torn turn is cut off");
        plays.saveTurn(round, List.of(new Event(matchB, 2, 0, "GO"), new Event(matchB, 3, -1, TICK)));
        db.close();

        db = Database.open(dir);
        plays = new PlayStore(db);
        assertEquals(List.of(new Event(matchB, 0, -1, TICK), new Event(matchB, 1, -1, TICK), new Event(matchB, 2, 0, "GO"),
                new Event(matchB, 3, -1, TICK)), plays.events(matchB), "a turn appended after the cut reads back after the others");
        assertEquals(4, plays.storedTurn(round));
    }

    @Test
    void aDamagedTurnIsCutOffWithEverythingAfterIt() throws Exception {
        plays.saveTurn(round, List.of(new Event(matchA, 0, 0, "FIRST"), new Event(matchA, 1, -1, TICK)));
        long first = Files.size(journal());
        plays.saveTurn(round, List.of(new Event(matchA, 2, 0, "SECOND"), new Event(matchA, 3, -1, TICK)));
        db.close();
        byte[] bytes = Files.readAllBytes(journal());
        bytes[(int) first + 12] ^= 0x20; // one bit of the second frame: its checksum no longer matches
        Files.write(journal(), bytes);

        db = Database.open(dir);
        plays = new PlayStore(db);
        assertEquals(List.of(new Event(matchA, 0, 0, "FIRST"), new Event(matchA, 1, -1, TICK)), plays.events(matchA));
        assertEquals(first, Files.size(journal()));
    }

    @Test
    void theRoundsEndPacksWhatIsLeftAndDeletesItsJournal() {
        List<Event> a = playTwoTurns();
        plays.finishRound(round, 3, Map.of(owls, 1.0, foxes, 0.0), contest, ContestPhase.OPEN, null, 0, List.of());
        assertFalse(Files.exists(journal()), "the journal is gone once the round is closed");
        assertEquals(a, plays.events(matchA));
        assertEquals(2, plays.events(matchB).size());
        assertEquals(2, db.sql().fetchCount(arena.store.db.Tables.MATCH_LOG));
    }

    @Test
    void deletingOldRoundsRemovesTheirPackedLogs() {
        plays.saveTurn(round, List.of(new Event(matchA, 0, 0, "PASS"), new Event(matchA, 1, -1, TICK), new Event(matchB, 0, -1, TICK)));
        plays.finishRound(round, 2, Map.of(), contest, ContestPhase.OPEN, null, 0, List.of());
        assertEquals(2, db.sql().fetchCount(arena.store.db.Tables.MATCH_LOG));
        assertEquals(1, plays.deleteRoundsBefore(contest, 2));
        assertEquals(0, db.sql().fetchCount(arena.store.db.Tables.MATCH_LOG));
        assertTrue(plays.events(matchA).isEmpty());
    }

    @Test
    void aJournalLeftByAClosedRoundGoesAtTheNextStart() throws Exception {
        playTwoTurns();
        db.close();
        db = Database.open(dir);
        plays = new PlayStore(db);
        new ContestStore(db); // the round is still running: its journal stays
        plays.deleteStaleJournals();
        assertTrue(Files.exists(journal()));
        db.sql().update(arena.store.db.Tables.ROUND).set(arena.store.db.Tables.ROUND.STATUS, "finished").execute();
        plays.deleteStaleJournals();
        assertFalse(Files.exists(journal()), "a stop between the round's closing commit and the journal's deletion");
    }
}
