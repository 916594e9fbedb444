package arena.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.store.AccountStore;
import arena.store.ContestStore;
import arena.store.Database;
import arena.store.EntryStore;
import arena.store.PlayQueries;
import java.nio.file.Files;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The console's team table: the disabled flag, and each entry saved or not, and whether it will do next round. */
class ConsoleTeamTableTest {
    private Database db;
    private ConsoleTeamTable table;
    private long contest;

    @BeforeEach
    void open() throws Exception {
        db = Database.open(Files.createTempDirectory("team-table"));
        AccountStore accounts = new AccountStore(db);
        ContestStore contests = new ContestStore(db);
        EntryStore entries = new EntryStore(db);
        table = new ConsoleTeamTable(contests, new PlayQueries(db));
        contest = contests.create("decks", "Decks", "tally", "{}", true, null, 2, null).orElseThrow().id();
        for (String name : List.of("fresh", "stale", "none", "off")) {
            long id = accounts.createTeam(name, "hash", null).orElseThrow();
            contests.enroll(contest, id);
            if (name.equals("fresh")) entries.saveEntry(contest, id, "start 3");
            if (name.equals("stale")) entries.saveEntry(contest, id, "start 9");
            if (name.equals("off")) accounts.setTeamDisabled(id, true);
        }
    }

    @AfterEach
    void close() {
        db.close();
    }

    @Test
    void eachTeamSaysWhetherItsEntryWillPlayTheNextRound() {
        // The next round only takes starts below 5 here, as a LOCM 1.5 round takes only cards of its own pool.
        ConsoleTeamTable.Table t = table.of(contest, entry -> entry.equals("start 9") ? Optional.of("9 is not in this round's pool") : Optional.empty(), null);
        assertTrue(t.gameTakesEntries());
        var rows = t.rows();
        assertEquals(List.of("fresh", "stale", "none", "off"), rows.stream().map(ConsoleTeamTable.Row::name).toList());
        assertTrue(rows.get(0).entrySaved());
        assertNull(rows.get(0).entryProblem());
        assertTrue(rows.get(1).entrySaved());
        assertEquals("9 is not in this round's pool", rows.get(1).entryProblem());
        assertFalse(rows.get(2).entrySaved());
        assertTrue(rows.get(3).disabled());
        assertFalse(rows.get(0).disabled());
    }

    @Test
    void aGameWithoutEntriesShowsNoEntryColumn() {
        ConsoleTeamTable.Table t = table.of(contest, null, null);
        assertFalse(t.gameTakesEntries());
        assertFalse(t.rows().get(0).entrySaved(), "not even read");
    }
}
