package arena.functional;

import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Reads during a round's change-over are consistent: while rounds of two short turns start and end back to back,
 * readers polling the API, the contest page and its live fragment never get a server error.
 */
class ChangeOverReadsTest {
    @Test
    void pollingWhileRoundsStartAndEndBackToBackNeverAnswers5xx() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.app.contests().create("flip", "Flip", "tally", Map.of("turnMillis", 15, "turns", 2, "rounds", 0, "registrationMillis", 10));
            arena.app.contests().enrollHouseBot("flip", "steady");
            arena.app.contests().enrollHouseBot("flip", "greedy");
            arena.awaitContest("flip", "running", 1, 10_000);
            ConcurrentLinkedQueue<String> errors = new ConcurrentLinkedQueue<>();
            AtomicInteger reads = new AtomicInteger();
            long end = System.currentTimeMillis() + 6000;
            List<Thread> readers = new ArrayList<>();
            for (String path : List.of("/api/contests/flip", "/contests/flip", "/contests/flip/live", "/api/contests/flip/standings")) {
                readers.add(Thread.ofPlatform().start(() -> {
                    while (System.currentTimeMillis() < end) {
                        TestArena.Response r = arena.api("GET", path, null);
                        reads.incrementAndGet();
                        if (r.status() >= 500) errors.add(path + " answered " + r.status() + ": " + r.body());
                    }
                }));
            }
            for (Thread t : readers) t.join();
            int rounds = arena.contest("flip").get("round").asInt();
            assertTrue(rounds >= 5, "rounds changed over many times while the readers polled (" + rounds + ")");
            assertTrue(errors.isEmpty(), reads.get() + " reads, errors: " + errors);
        }
    }
}
