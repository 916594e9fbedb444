package arena.contest.turns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.domain.MatchStatus;
import arena.domain.MatchUpdate;
import arena.domain.SettledMatch;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The settler writes outside its monitor (issue 28, point 1): while a slow settle of one contest's matches is in the
 * store, another contest's clock queues its finished matches and takes its round's at once; a round whose matches
 * are being written waits for that write; a failed settle gives everything back.
 */
class MatchSettlerTest {
    private static SettledMatch finished(long matchId) {
        return new SettledMatch(new MatchUpdate(matchId, 10, MatchStatus.FINISHED, 1.0, 0.0, "done"), List.of());
    }

    /** A store whose settle blocks until released, counting what it was given. */
    private static final class SlowStore implements MatchSettler.Store {
        final CountDownLatch entered = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);
        final List<Map<Long, List<SettledMatch>>> settled = new ArrayList<>();
        volatile boolean fail;

        @Override
        public void settle(Map<Long, List<SettledMatch>> byRound) {
            entered.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            if (fail) throw new IllegalStateException("the disk is full (injected)");
            synchronized (settled) {
                settled.add(byRound);
            }
        }
    }

    @Test
    void aSlowSettleOfOneRoundNeverHoldsUpAnotherContestsClock() throws Exception {
        SlowStore store = new SlowStore();
        MatchSettler settler = new MatchSettler(store);
        ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();
        var threads = Executors.newCachedThreadPool(); // threads of their own: the common pool may have one, on two cores
        try {
            settler.settleSoon(1, List.of(finished(11)), scheduler);
            CompletableFuture<Void> slow = CompletableFuture.runAsync(settler::settleNow, threads);
            assertTrue(store.entered.await(5, TimeUnit.SECONDS));
            // the other contest's clock, meanwhile: its finished matches queue, and its round's end takes its own
            CompletableFuture<List<SettledMatch>> other = CompletableFuture.supplyAsync(() -> {
                settler.settleSoon(2, List.of(finished(21)), scheduler);
                return settler.take(2);
            }, threads);
            List<SettledMatch> taken = other.get(1, TimeUnit.SECONDS); // before the fix: stuck behind the slow settle's monitor
            assertEquals(21, taken.get(0).result().matchId());
            // the slow round's own end waits for the write of its matches
            CompletableFuture<List<SettledMatch>> own = CompletableFuture.supplyAsync(() -> settler.take(1), threads);
            Thread.sleep(200); // a negative check: the round's end must not come in this time
            assertFalse(own.isDone(), "a round's end waits while its matches are being written");
            store.release.countDown();
            slow.get(5, TimeUnit.SECONDS);
            assertTrue(own.get(5, TimeUnit.SECONDS).isEmpty(), "the settle stored them: nothing is left for the end");
            assertEquals(List.of(11L), store.settled.get(0).get(1L).stream().map(s -> s.result().matchId()).toList());
        } finally {
            scheduler.shutdownNow();
            threads.shutdownNow();
        }
    }

    @Test
    void aFailedSettleGivesItsMatchesBackToTheirRoundsEnd() throws Exception {
        SlowStore store = new SlowStore();
        store.fail = true;
        store.release.countDown();
        MatchSettler settler = new MatchSettler(store);
        ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();
        try {
            settler.settleSoon(1, List.of(finished(11), finished(12)), scheduler);
            try {
                settler.settleNow();
            } catch (IllegalStateException expected) {
                // the store's failure, as the caller hears it
            }
            assertEquals(List.of(11L, 12L), settler.take(1).stream().map(s -> s.result().matchId()).toList());
        } finally {
            scheduler.shutdownNow();
        }
    }
}
