package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;

/**
 * Issue 38: the build queue is fair per team. One build per team waits (a newer upload replaces it and is told which
 * it replaced), one build per team is made at once, and the teams are served in turn however much one of them uploads.
 */
class BuildQueueTest {
    private static final long A = 1, B = 2, C = 3;

    private static BuildQueue.Job fresh(long team, int version) {
        return new BuildQueue.Job(team, version, true);
    }

    @Test
    void aNewerUploadReplacesTheOneStillWaiting() throws Exception {
        BuildQueue q = new BuildQueue();
        assertEquals(Optional.empty(), q.offer(fresh(A, 1)));
        assertEquals(Optional.of(fresh(A, 1)), q.offer(fresh(A, 2)), "version 1 is replaced, and said so");
        assertEquals(Optional.of(fresh(A, 2)), q.offer(fresh(A, 3)));
        assertEquals(1, q.waitingCount(), "at most one build per team waits");
        assertEquals(fresh(A, 3), q.take().orElseThrow());
    }

    @Test
    void aRebuildNeverReplacesANewUploadWaiting() throws Exception {
        BuildQueue q = new BuildQueue();
        q.offer(fresh(A, 4));
        assertEquals(Optional.empty(), q.offer(new BuildQueue.Job(A, 2, false)), "the rebuild is dropped");
        assertEquals(fresh(A, 4), q.take().orElseThrow());
    }

    @Test
    void teamsAreServedInTurnHoweverMuchOneUploads() throws Exception {
        BuildQueue q = new BuildQueue();
        q.offer(fresh(A, 1));
        q.offer(fresh(A, 2)); // replaces 1
        q.offer(fresh(B, 1));
        q.offer(fresh(A, 3)); // replaces 2, keeps A's place
        q.offer(fresh(C, 1));
        List<BuildQueue.Job> order = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            BuildQueue.Job j = q.take().orElseThrow();
            order.add(j);
            if (j.teamId() == A) q.offer(fresh(A, 4)); // A uploads again while its build is being made
            q.done(j.teamId());
        }
        assertEquals(List.of(fresh(A, 3), fresh(B, 1), fresh(C, 1)), order, "one of A's, then B's and C's");
        assertEquals(fresh(A, 4), q.take().orElseThrow());
    }

    @Test
    void aTeamHoldsOneBuilderAtMost() throws Exception {
        BuildQueue q = new BuildQueue();
        q.offer(fresh(A, 1));
        BuildQueue.Job first = q.take().orElseThrow();
        q.offer(fresh(A, 2));
        q.offer(fresh(B, 1));
        assertEquals(fresh(B, 1), q.take().orElseThrow(), "A's second waits while its first is built; B's goes by");
        CompletableFuture<Optional<BuildQueue.Job>> third = CompletableFuture.supplyAsync(() -> {
            try {
                return q.take();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        try {
            third.get(300, TimeUnit.MILLISECONDS);
            throw new AssertionError("a second builder took A's second build while its first was being made");
        } catch (TimeoutException expected) {
            // waits for A's first to end
        }
        q.done(first.teamId());
        assertEquals(Optional.of(fresh(A, 2)), third.get(5, TimeUnit.SECONDS));
        q.close();
        assertTrue(q.take().isEmpty(), "closed: no more builds handed out");
    }
}
