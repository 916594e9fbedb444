package arena.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The home page's live part is drawn once per change and shared (issue 46): polls while nothing moved get the very same
 * drawing; a round started, a pause or a turn's end draws it again, at the next poll.
 */
class HomeLivePartTest {
    @Test
    void thePartIsDrawnOncePerChangeAndSharedMeanwhile() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("home-a", "password-a");
            arena.createTeam("home-b", "password-b");
            arena.createContest("home", Map.of("turnMillis", 600_000));
            arena.enroll("home", "home-a");
            arena.enroll("home", "home-b");
            HomeLivePart part = new HomeLivePart(arena.app.contests(), new Views());

            HomeLivePart.Drawn idle = part.now();
            assertTrue(idle.live().contests().isEmpty(), "no round yet");
            assertSame(idle, part.now(), "nothing moved: the same drawing");

            arena.startRound("home");
            HomeLivePart.Drawn started = part.now();
            assertNotSame(idle, started, "a round started here shows at once, whatever the store's reading's age");
            assertEquals(1, started.live().contests().size());
            assertTrue(started.html().contains("home-a") && started.html().contains("home-b"), started.html());
            assertNotEquals(idle.live().version(), started.live().version());
            for (int i = 0; i < 50; i++) assertSame(started, part.now(), "polls while nothing moved share one drawing");

            arena.app.contests().pause("home");
            HomeLivePart.Drawn paused = part.now();
            assertNotSame(started, paused);
            assertTrue(paused.live().contests().get(0).paused());
            assertTrue(paused.html().contains("paused"), paused.html());
            assertNotEquals(started.live().version(), paused.live().version());
            assertSame(paused, part.now());
        }
    }

    @Test
    void aTurnsEndDrawsThePartAgain() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.startStaggeredRound("turns", 300, 30, 5);
            HomeLivePart part = new HomeLivePart(arena.app.contests(), new Views());
            HomeLivePart.Drawn first = part.now();
            int turn = first.live().contests().get(0).turn();
            long deadline = System.nanoTime() + 10_000_000_000L;
            HomeLivePart.Drawn later = first;
            while (later.live().contests().get(0).turn() == turn && System.nanoTime() < deadline) {
                Thread.sleep(50);
                later = part.now();
            }
            assertTrue(later.live().contests().get(0).turn() > turn, "the part follows the turns");
            assertNotEquals(first.live().version(), later.live().version());
            assertTrue(later.html().contains("turn <span>" + later.live().contests().get(0).turn() + "</span>"), later.html());
        }
    }
}
