package arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The start command's database options: H2 unless a PostgreSQL URL is given, and a clear error for anything else. */
class MainOptionsTest {
    @Test
    void theEmbeddedDatabaseIsTheDefault() {
        if (System.getenv("ARENA_DATABASE_URL") != null) return; // the environment names a server: not the default
        assertNull(Main.parse(new String[] {"--no-demo"}).database());
    }

    @Test
    void aDatabaseUrlSelectsPostgres() {
        App.Config config = Main.parse(new String[] {"--database-url", "postgresql://course:pw@db.example/arena"});
        assertEquals("jdbc:postgresql://db.example/arena", config.database().jdbcUrl());
        assertEquals("course", config.database().user());
    }

    @Test
    void aUrlOfAnotherDatabaseIsRefused() {
        var refused = assertThrows(IllegalArgumentException.class, () -> Main.parse(new String[] {"--database-url", "jdbc:h2:file:x"}));
        assertTrue(refused.getMessage().contains("PostgreSQL"), refused.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Main.parse(new String[] {"--database-url"}));
    }

    @Test
    void theBuildsDiskBudgetIsASetting() { // issue 38
        if (System.getenv("ARENA_BUILD_BUDGET_MB") == null) assertEquals(2048, Main.parse(new String[] {"--no-demo"}).buildBudgetMb());
        assertEquals(500, Main.parse(new String[] {"--build-budget-mb", "500"}).buildBudgetMb());
        assertThrows(IllegalArgumentException.class, () -> Main.parse(new String[] {"--build-budget-mb", "0"}));
        assertThrows(IllegalArgumentException.class, () -> Main.parse(new String[] {"--build-budget-mb", "lots"}));
    }

    /** Issue 45: the start's options are read as the runner's are, and a wrong value names its option. */
    @Test
    void aWrongValueNamesItsOption() {
        var idle = assertThrows(IllegalArgumentException.class, () -> Main.parse(new String[] {"--idle-seconds", "0"}));
        assertEquals("--idle-seconds takes a positive whole number, not 0", idle.getMessage());
        var port = assertThrows(IllegalArgumentException.class, () -> Main.parse(new String[] {"--http-port", "70000"}));
        assertEquals("--http-port takes a port, a number from 0 to 65535, not 70000", port.getMessage());
        var missing = assertThrows(IllegalArgumentException.class, () -> Main.parse(new String[] {"--bot-port"}));
        assertEquals("--bot-port needs a value", missing.getMessage());
    }
}
