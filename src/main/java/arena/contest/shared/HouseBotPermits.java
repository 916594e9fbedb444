package arena.contest.shared;

import java.util.concurrent.Semaphore;

/**
 * Bounds the CPU that the in-process house bots take together. A house bot thinks and has its commands answered
 * only while it holds a permit, and gives the permit back while it waits for the next turn. There are one fewer
 * permits than cores (at least one), so however many house bots play, a core stays free for the turn clock, the
 * group commit, the bot port's reading threads and the web: house bots used to run on the same virtual-thread
 * carriers as the bot port and the web, and 380 of them pushed the clock's ticks up to 189 ms late.
 * The semaphore is fair: bots take turns in arrival order, none is starved.
 */
public final class HouseBotPermits {
    private final Semaphore permits;
    private final int count;

    HouseBotPermits(int count) {
        this.count = Math.max(1, count);
        this.permits = new Semaphore(this.count, true);
    }

    /** One fewer than the cores this JVM may use, at least one. */
    static HouseBotPermits forThisMachine() {
        return new HouseBotPermits(Runtime.getRuntime().availableProcessors() - 1);
    }

    int count() {
        return count;
    }

    public void acquire() throws InterruptedException {
        permits.acquire();
    }

    /** Takes a permit back after a wait, even if interrupted meanwhile (the interrupt stays set), so releases match. */
    public void reacquire() {
        permits.acquireUninterruptibly();
    }

    public void release() {
        permits.release();
    }
}
