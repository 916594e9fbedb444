package arena.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The bounded log every engine's board shows (Vestrock and Pizzacraft 14 lines, Kieszostwory 16). */
class RecentLogTest {

    @Test
    void keepsTheNewestLinesFirstAndForgetsTheOldest() {
        RecentLog<String> log = new RecentLog<>(3);
        log.add("a");
        log.add("b");
        assertEquals(List.of("b", "a"), log.newestFirst());
        log.add("c");
        log.add("d");
        assertEquals(List.of("d", "c", "b"), log.newestFirst());
    }

    @Test
    void aSnapshotDoesNotMoveWithTheLog() {
        RecentLog<String> log = new RecentLog<>(2);
        log.add("a");
        List<String> before = log.newestFirst();
        log.add("b");
        assertEquals(List.of("a"), before);
    }

    @Test
    void keepsAtLeastOneLine() {
        assertThrows(IllegalArgumentException.class, () -> new RecentLog<String>(0));
    }
}
