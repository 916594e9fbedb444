package arena.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.domain.MatchLogEntry;
import arena.store.RoundStore.NewMatch;
import arena.support.TestDatabases;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The store on a real PostgreSQL server (started by the tests): the migrations of migrations/postgresql apply, the
 * upsert of a team's entry works without MERGE, and a running round's turns are rows that another opening of the
 * database reads back in order, as a process taking a contest over would; the round's end deletes them.
 */
@Tag("postgres")
class PostgresStoreTest {

    @Test
    void turnsAreRowsThatASecondOpeningReadsBack() {
        DatabaseAddress address = TestDatabases.freshDatabase();
        long round, match;
        try (Database db = Database.open(address)) {
            assertTrue(db.isServer());
            EntryStore entries = new EntryStore(db);
            MatchLogStore logs = new MatchLogStore(db);
            PlayQueries queries = new PlayQueries(db);
            RoundStore rounds = new RoundStore(db);
            AccountStore accounts = new AccountStore(db);
            long owls = accounts.createTeam("owls", "x", null).orElseThrow();
            long foxes = accounts.createTeam("foxes", "x", null).orElseThrow();
            long contest = new ContestStore(db).create("c", "C", "tally", "{}", true, null, 2, null).orElseThrow().id();
            round = rounds.createRound(contest, 1, 7, List.of(new NewMatch(1, 11, owls, foxes))).id();
            match = queries.matches(round).get(0).id();
            logs.saveTurn(round, List.of(new MatchLogEntry(match, 0, 0, "ADD 1"), new MatchLogEntry(match, 1, 1, "ŻÓŁW ✓"), new MatchLogEntry(match, 2, -1, MatchLogEntry.TICK_COMMAND)));
            logs.saveTurn(round, List.of(new MatchLogEntry(match, 3, 0, ""), new MatchLogEntry(match, 4, -1, MatchLogEntry.TICK_COMMAND)));

            entries.saveEntry(contest, owls, "first");
            entries.saveEntry(contest, owls, "second");
            assertEquals("second", entries.entry(contest, owls).orElseThrow());
        }
        try (Database again = Database.open(address)) {
            EntryStore entries = new EntryStore(again);
            MatchLogStore logs = new MatchLogStore(again);
            PlayQueries queries = new PlayQueries(again);
            RoundStore rounds = new RoundStore(again);
            List<MatchLogEntry> log = logs.events(match);
            assertEquals(List.of("ADD 1", "ŻÓŁW ✓", MatchLogEntry.TICK_COMMAND, "", MatchLogEntry.TICK_COMMAND), log.stream().map(MatchLogEntry::command).toList());
            assertEquals(List.of(0, 1, -1, 0, -1), log.stream().map(MatchLogEntry::seat).toList());
            assertTrue(again.journals().existing(round).isPresent(), "the round's frames are in the database");
            again.journals().delete(round);
            assertFalse(again.journals().existing(round).isPresent());
        }
    }

    @Test
    void aUrlThatIsNotPostgresIsRefusedWithTheFormsThatWork() {
        var refused = assertThrows(IllegalArgumentException.class, () -> DatabaseAddress.parse("jdbc:mysql://db/arena", Map.of()));
        assertTrue(refused.getMessage().contains("jdbc:postgresql://host:port/database"), refused.getMessage());
    }

    @Test
    void userAndPasswordComeFromTheUrlOrTheEnvironment() {
        DatabaseAddress inUrl = DatabaseAddress.parse("postgresql://arena:s%40cret@db.example:5433/contests", Map.of());
        assertEquals("jdbc:postgresql://db.example:5433/contests", inUrl.jdbcUrl());
        assertEquals("arena", inUrl.user());
        assertEquals("s@cret", inUrl.password());

        DatabaseAddress fromEnv = DatabaseAddress.parse("jdbc:postgresql://db/arena",
                Map.of("ARENA_DATABASE_USER", "course", "ARENA_DATABASE_PASSWORD", "pw"));
        assertEquals("course", fromEnv.user());
        assertEquals("pw", fromEnv.password());
        assertTrue(DatabaseAddress.fromEnvironment(Map.of()).isEmpty());
    }

    @Test
    void anUnreachableServerFailsTheStartWithItsAddress() {
        var failed = assertThrows(IllegalStateException.class,
                () -> Database.open(new DatabaseAddress("jdbc:postgresql://127.0.0.1:1/none?connectTimeout=2", "x", "y")));
        assertTrue(failed.getMessage().contains("could not be reached"), failed.getMessage());
    }
}
