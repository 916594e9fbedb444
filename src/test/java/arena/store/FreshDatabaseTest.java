package arena.store;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A new database is compacted once after its migrations (their commits' chunks would otherwise wait out H2's 45 s
 * retention): it opens small, usable, and without leaving an H2 trace file of errors behind.
 */
class FreshDatabaseTest {

    @Test
    void aNewDatabaseOpensCompactedAndLeavesNoTraceFile() throws Exception {
        Path dir = Files.createTempDirectory("arena-fresh");
        try (Database db = Database.open(dir)) {
            assertTrue(db.fileBytes() < 400 * 1024, "compacted after its migrations: " + db.fileBytes() + " bytes");
            new AccountStore(db).createTeam("owls", "x", null).orElseThrow();
        }
        assertFalse(Files.exists(dir.resolve("arena.trace.db")), "no error was traced");
        try (Database again = Database.open(dir)) {
            assertTrue(new AccountStore(again).teamByName("owls").isPresent(), "what was written before is there");
        }
        assertFalse(Files.exists(dir.resolve("arena.trace.db")), "nor when opened again (no migration to run)");
    }
}
