package arena.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.store.PlayStore.Event;
import arena.store.PlayStore.MatchUpdate;
import arena.store.PlayStore.NewMatch;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A finished match's log is moved from its rows to one packed row (after its round, off the clock), and reads back the same:
 * every entry in order, with its seat and its exact text (spaces, tabs, non-ASCII, an empty command); the round's
 * stored turn still counts its ticks; deleting old rounds removes the packed logs too.
 */
class PackedMatchLogTest {
    private Database db;
    private PlayStore plays;
    private long matchA, matchB, round, contest;

    @BeforeEach
    void open() throws Exception {
        db = Database.open(Files.createTempDirectory("arena-packed"));
        plays = new PlayStore(db);
        AccountStore accounts = new AccountStore(db);
        long owls = accounts.createTeam("owls", "x", null).orElseThrow();
        long foxes = accounts.createTeam("foxes", "x", null).orElseThrow();
        contest = new ContestStore(db).create("c", "C", "tally", "{}", true, null).orElseThrow().getId();
        round = plays.createRound(contest, 1, 7, List.of(new NewMatch(1, 11, owls, foxes), new NewMatch(2, 12, foxes, owls))).getId();
        List<Long> ids = plays.matches(round).stream().map(m -> m.getId()).toList();
        matchA = ids.get(0);
        matchB = ids.get(1);
    }

    @AfterEach
    void close() {
        db.close();
    }

    @Test
    void aFinishedLogReadsBackEntryForEntry() {
        List<Event> a = new ArrayList<>();
        String[] commands = {"ADD 1", "MOVE 2 3\tfast", "ŻÓŁW ünïcode ✓", "", "PASS"};
        int seq = 0;
        // turn 1: two commands and the tick; turn 2: three commands and the tick (match B ticks alongside)
        a.add(new Event(matchA, seq++, 0, commands[0]));
        a.add(new Event(matchA, seq++, 1, commands[1]));
        a.add(new Event(matchA, seq++, -1, ""));
        plays.saveTurn(List.of(a.get(0), a.get(1), a.get(2), new Event(matchB, 0, -1, "")), List.of());
        List<Event> turn2 = List.of(new Event(matchA, seq++, 0, commands[2]), new Event(matchA, seq++, 1, commands[3]),
                new Event(matchA, seq++, 0, commands[4]), new Event(matchA, seq++, -1, ""));
        a.addAll(turn2);
        List<Event> both = new ArrayList<>(turn2);
        both.add(new Event(matchB, 1, -1, ""));
        plays.saveTurn(both, List.of(new MatchUpdate(matchA, 2, "finished", 1.0, 0.0, "owls wins")));
        assertEquals(a, plays.events(matchA), "the finished log, still in rows");
        assertEquals(1, plays.packFinishedLogs(contest), "only the finished match is packed");
        assertEquals(0, plays.packFinishedLogs(contest), "and only once");

        assertEquals(a, plays.events(matchA), "the packed log, entry for entry");
        assertEquals(0, db.sql().fetchCount(arena.store.db.Tables.MATCH_EVENT, arena.store.db.Tables.MATCH_EVENT.MATCH_ID.eq(matchA)),
                "the finished match's rows are gone");
        assertEquals(2, plays.events(matchB).size(), "a running match keeps its rows");
        // both matches ended two turns: the round resumes at turn 3, whether the ticks are packed or not
        assertEquals(3, plays.storedTurn(round));

        StorageUsage usage = StorageUsage.measure(db);
        assertEquals(9, usage.events(), "7 entries packed, 2 in rows");
        long text = 0;
        for (Event e : a) text += 16 + e.command().getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        assertEquals(text + 2 * 16, usage.eventBytes(), "the log's bytes are counted unpacked");
    }

    @Test
    void deletingOldRoundsRemovesTheirPackedLogs() {
        plays.saveTurn(List.of(new Event(matchA, 0, 0, "PASS"), new Event(matchA, 1, -1, "")),
                List.of(new MatchUpdate(matchA, 1, "finished", 1.0, 0.0, "done"), new MatchUpdate(matchB, 1, "finished", 0.0, 1.0, "done")));
        plays.saveTurn(List.of(new Event(matchB, 0, -1, "")), List.of());
        assertEquals(2, plays.packFinishedLogs(contest));
        assertEquals(2, db.sql().fetchCount(arena.store.db.Tables.MATCH_LOG));
        plays.finishRound(round, 2, java.util.Map.of(), contest, "registration", null);
        assertEquals(1, plays.deleteRoundsBefore(contest, 2));
        assertEquals(0, db.sql().fetchCount(arena.store.db.Tables.MATCH_LOG));
        assertTrue(plays.events(matchA).isEmpty());
    }
}
