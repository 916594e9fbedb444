package arena.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.Await;
import arena.support.TestDatabases;
import java.nio.file.Files;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** One process at a time holds a contest: a held lease is refused to another until it expires or is released. */
@Tag("postgres")
class ContestLeasesTest {

    private static void check(Database db) throws Exception {
        ContestLeases leases = new ContestLeases(db);
        long contest = new ContestStore(db).create("c", "C", "tally", "{}", true, null, 2, null).orElseThrow().id();

        assertTrue(leases.acquire(contest, "a", 2), "nobody held it");
        assertFalse(leases.acquire(contest, "b", 2), "a holds it");
        assertTrue(leases.acquire(contest, "a", 2), "the owner renews by asking again");
        assertTrue(leases.renew(contest, "a", 1));
        assertFalse(leases.renew(contest, "b", 1), "only the owner renews");
        assertEquals(Optional.of("a"), leases.holder(contest));
        assertEquals(List.of(contest), leases.heldBy("a"));

        // a's lease (1 s) runs out: a died
        Await.until("a's lease runs out", 20_000, () -> leases.holder(contest).isEmpty());
        assertEquals(Optional.empty(), leases.holder(contest));
        assertTrue(leases.acquire(contest, "b", 5), "an expired lease is taken over");
        assertFalse(leases.renew(contest, "a", 5), "the old owner learns it lost the contest");

        leases.release(contest, "b");
        assertTrue(leases.acquire(contest, "a", 5), "a released contest is free at once");
    }

    @Test
    void onH2() throws Exception {
        try (Database db = Database.open(Files.createTempDirectory("leases"))) {
            check(db);
        }
    }

    @Test
    void onPostgres() throws Exception {
        try (Database db = Database.open(TestDatabases.freshDatabase())) {
            check(db);
        }
    }
}
