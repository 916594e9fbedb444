package arena.contest.shared;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * One contest's slow follow-up (a void that waits for a clock to stop, a settle behind a slow disk) does not hold up
 * another contest's timer (issue 28, point 4: the arena's one scheduler thread ran them one after another).
 */
class ContestSchedulerTest {
    @Test
    void aSlowTaskDoesNotHoldUpAnotherContestsTimer() throws Exception {
        ContestScheduler scheduler = new ContestScheduler();
        CountDownLatch slowRunning = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch otherRan = new CountDownLatch(1);
        try {
            scheduler.execute(() -> {
                slowRunning.countDown();
                try {
                    release.await(); // as storeVoided waiting 2 s for a clock
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            assertTrue(slowRunning.await(5, TimeUnit.SECONDS));
            scheduler.schedule(otherRan::countDown, 10, TimeUnit.MILLISECONDS); // another contest's registration ends
            assertTrue(otherRan.await(2, TimeUnit.SECONDS), "the other contest's timer ran while the slow task waits");
        } finally {
            release.countDown();
            scheduler.shutdownNow();
        }
        assertTrue(scheduler.awaitTermination(2, TimeUnit.SECONDS));
    }

    @Test
    void aStopInterruptsTheTasksUnderWay() throws Exception {
        ContestScheduler scheduler = new ContestScheduler();
        CountDownLatch running = new CountDownLatch(1);
        CountDownLatch interrupted = new CountDownLatch(1);
        scheduler.execute(() -> {
            running.countDown();
            try {
                Thread.sleep(60_000); // the task's own work, by design: it runs until the scheduler interrupts it
            } catch (InterruptedException e) {
                interrupted.countDown();
            }
        });
        assertTrue(running.await(5, TimeUnit.SECONDS));
        scheduler.shutdownNow();
        assertTrue(interrupted.await(2, TimeUnit.SECONDS), "a follow-up under way stops at a clean stop");
        assertTrue(scheduler.awaitTermination(2, TimeUnit.SECONDS));
    }
}
