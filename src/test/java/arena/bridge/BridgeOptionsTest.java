package arena.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The bridge's password comes from {@code --password} or, as the pages' commands give it, from {@code ARENA_PASSWORD}
 * (never shown on a page or in the process list); without either it says so before it starts anything.
 */
class BridgeOptionsTest {
    private static final String[] ARGS = {"--host", "arena.example.org", "--port", "7071", "--login", "owls", "--contest", "cup", "--", "python3", "bot.py"};

    @Test
    void thePasswordComesFromTheEnvironmentWhenNotGiven() {
        Bridge.Options o = Bridge.parse(ARGS, "from-the-environment");
        assertEquals("from-the-environment", o.password());
        assertEquals("owls", o.login());
        assertEquals("cup", o.contest());
        assertEquals(List.of("python3", "bot.py"), o.command());
    }

    @Test
    void anExplicitPasswordWins() {
        String[] args = {"--login", "owls", "--password", "typed", "--", "./bot"};
        assertEquals("typed", Bridge.parse(args, "from-the-environment").password());
    }

    @Test
    void noPasswordAtAllIsSaid() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Bridge.parse(ARGS, null));
        assertTrue(e.getMessage().contains("ARENA_PASSWORD"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Bridge.parse(ARGS, ""));
    }

    @Test
    void programsPaceOverOneConnectionAndAreUnlimitedByDefault() {
        Bridge.Options plain = Bridge.parse(ARGS, "pw");
        assertEquals(0, plain.programs(), "unpaced unless asked");
        assertEquals(2, plain.parallel());
        String[] paced = {"--login", "owls", "--programs", "3", "--", "python3", "bot.py"};
        assertEquals(3, Bridge.parse(paced, "pw").programs());
        assertEquals(1, Bridge.parse(paced, "pw").parallel(), "paced: one connection reserves and holds the matches");
        String[] both = {"--login", "owls", "--programs", "3", "--parallel", "2", "--", "python3", "bot.py"};
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Bridge.parse(both, "pw"));
        assertTrue(e.getMessage().contains("--programs plays its matches over one connection"), e.getMessage());
        String[] zero = {"--login", "owls", "--programs", "0", "--", "python3", "bot.py"};
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Bridge.parse(zero, "pw")).getMessage()
                .contains("--programs takes a number from 1 to 64, not 0"));
    }
}
