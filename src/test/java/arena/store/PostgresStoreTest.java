package arena.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.store.PlayStore.Event;
import arena.store.PlayStore.NewMatch;
import arena.support.TestDatabases;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The store on a real PostgreSQL server (started by the tests): the migrations of migrations/postgresql apply, the
 * upsert of a team's entry works without MERGE, and a running round's turns are rows that another opening of the
 * database reads back in order, as a process taking a contest over would; the round's end deletes them.
 */
class PostgresStoreTest {

    @Test
    void turnsAreRowsThatASecondOpeningReadsBack() {
        DatabaseAddress address = TestDatabases.freshDatabase();
        long round, match;
        try (Database db = Database.open(address)) {
            assertTrue(db.isServer());
            PlayStore plays = new PlayStore(db);
            AccountStore accounts = new AccountStore(db);
            long owls = accounts.createTeam("owls", "x", null).orElseThrow();
            long foxes = accounts.createTeam("foxes", "x", null).orElseThrow();
            long contest = new ContestStore(db).create("c", "C", "tally", "{}", true, null).orElseThrow().id();
            round = plays.createRound(contest, 1, 7, List.of(new NewMatch(1, 11, owls, foxes))).id();
            match = plays.matches(round).get(0).id();
            plays.saveTurn(round, List.of(new Event(match, 0, 0, "ADD 1"), new Event(match, 1, 1, "ŻÓŁW ✓"), new Event(match, 2, -1, PlayStore.TICK_COMMAND)));
            plays.saveTurn(round, List.of(new Event(match, 3, 0, ""), new Event(match, 4, -1, PlayStore.TICK_COMMAND)));

            plays.saveEntry(contest, owls, "first");
            plays.saveEntry(contest, owls, "second");
            assertEquals("second", plays.entry(contest, owls).orElseThrow());
        }
        try (Database again = Database.open(address)) {
            PlayStore plays = new PlayStore(again);
            List<Event> log = plays.events(match);
            assertEquals(List.of("ADD 1", "ŻÓŁW ✓", PlayStore.TICK_COMMAND, "", PlayStore.TICK_COMMAND), log.stream().map(Event::command).toList());
            assertEquals(List.of(0, 1, -1, 0, -1), log.stream().map(Event::seat).toList());
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
