package arena.contest;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.life.LiveContest;
import arena.store.ContestStore;
import arena.support.TestArena;
import java.util.Map;
import org.jooq.exception.DataAccessException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The store first, then memory (issue 28, point 2): when the write of a pause, a resume or a game's data file fails
 * (a real failure of the real database: a CHECK constraint added for the test refuses the row), the contest in memory
 * is as it was, and so what it shows is what a restart would read.
 */
class StoreBeforeMemoryTest {
    private static TestArena arena;
    private static Contests contests;
    private static ContestStore stored;

    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.start();
        contests = arena.app.contests();
        stored = new ContestStore(arena.app.database());
    }

    @AfterAll
    static void stop() {
        arena.close();
    }

    private static void refuse(String name, String check) {
        arena.app.database().sql().execute("ALTER TABLE contest ADD CONSTRAINT " + name + " CHECK (" + check + ")");
    }

    private static void allow(String name) {
        arena.app.database().sql().execute("ALTER TABLE contest DROP CONSTRAINT " + name);
    }

    @Test
    void aPauseTheStoreRefusesLeavesTheContestRunning() {
        arena.createContest("pause-fails", Map.of("turnMillis", 50, "turns", 1000));
        refuse("no_pause", "slug <> 'pause-fails' OR paused = FALSE");
        try {
            assertThrows(DataAccessException.class, () -> contests.pause("pause-fails"));
        } finally {
            allow("no_pause");
        }
        assertFalse(contests.live("pause-fails").orElseThrow().paused(), "memory says paused, the store does not");
        assertFalse(stored.bySlug("pause-fails").orElseThrow().paused());
    }

    @Test
    void aResumeTheStoreRefusesLeavesTheContestPaused() {
        arena.createContest("resume-fails", Map.of("turnMillis", 50, "turns", 1000));
        contests.pause("resume-fails");
        refuse("no_resume", "slug <> 'resume-fails' OR paused = TRUE");
        try {
            assertThrows(DataAccessException.class, () -> contests.resume("resume-fails"));
        } finally {
            allow("no_resume");
        }
        assertTrue(contests.live("resume-fails").orElseThrow().paused(), "memory says running, the store says paused");
        assertTrue(stored.bySlug("resume-fails").orElseThrow().paused());
    }

    @Test
    void aDataFileTheStoreRefusesLeavesTheGameAsItWas() throws Exception {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "data-fails", "title", "data", "game", "kieszostwory")));
        String data;
        try (var in = StoreBeforeMemoryTest.class.getClassLoader().getResourceAsStream("kieszostwory/data.json")) {
            data = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        LiveContest contest = contests.live("data-fails").orElseThrow();
        arena.game.Game before = contest.game();
        refuse("no_data", "slug <> 'data-fails' OR game_data IS NULL");
        try {
            assertThrows(DataAccessException.class, () -> contests.admin().setGameData("data-fails", data));
        } finally {
            allow("no_data");
        }
        assertSame(before, contest.game(), "the game in memory was swapped though its file was not stored");
    }
}
