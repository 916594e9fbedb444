package arena.functional;

import arena.support.TestArena;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A house bot's entry exists when its enrollment is answered (issue 28): two Kieszostwory house bots enrolled and a
 * round started at once is a round started (before: 400 "2 enrolled, 0 with an entry to play" until their threads
 * had sent ENROLL_TEAM, a moment later).
 */
class HouseBotEntryTest {
    private static TestArena arena;

    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.start();
    }

    @AfterAll
    static void stop() {
        arena.close();
    }

    @Test
    void twoHouseBotsEnrolledThenARoundAtOnce() {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "kiesz-now", "title", "Kiesz now", "game", "kieszostwory")));
        TestArena.expect(201, arena.api("POST", "/api/contests/kiesz-now/enrollments", Map.of("houseBot", "greedy")));
        TestArena.expect(201, arena.api("POST", "/api/contests/kiesz-now/enrollments", Map.of("houseBot", "random")));
        TestArena.expect(202, arena.api("POST", "/api/contests/kiesz-now/rounds", null));
    }
}
