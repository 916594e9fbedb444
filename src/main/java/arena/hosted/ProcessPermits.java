package arena.hosted;

import java.util.concurrent.Semaphore;

/**
 * Bounds how many hosted bot processes run at once: a number per core (issue 26: no more than the machine can serve
 * fairly), the rest queued in arrival order (a fair semaphore). A bot waiting here is not running yet, and a round's
 * first turn waits for the teams' bots to be running (bounded: see HostedPlay), so no bot loses its time to the queue.
 */
public final class ProcessPermits {
    /** Bot processes per core: most of a bot's life is waiting for its next turn (a round of 20 teams on 2 cores runs all 20). */
    public static final int PER_CORE = 16;

    private final Semaphore permits;
    private final int count;

    public ProcessPermits(int count) {
        this.count = Math.max(1, count);
        this.permits = new Semaphore(this.count, true);
    }

    public static ProcessPermits forThisMachine() {
        return new ProcessPermits(PER_CORE * Runtime.getRuntime().availableProcessors());
    }

    public int count() {
        return count;
    }

    /** How many bots wait for a permit now. */
    public int queued() {
        return permits.getQueueLength();
    }

    void acquire() throws InterruptedException {
        permits.acquire();
    }

    boolean tryAcquire() {
        return permits.tryAcquire();
    }

    boolean tryAcquire(long millis) throws InterruptedException {
        return permits.tryAcquire(millis, java.util.concurrent.TimeUnit.MILLISECONDS);
    }

    void release() {
        permits.release();
    }
}
