package arena.store;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.RandomAccessStore;

/**
 * What H2's background writer does for a file store, which {@code WRITE_DELAY=0} turns off along with the writer.
 *
 * <p>Why the file outgrew its data (measured 14x, growing 6 MiB a minute with the demo, DemoStorageBench): an MVStore
 * never overwrites a page; each commit (one per turn per contest) appends a chunk with the pages it changed. A chunk
 * dies, and its space is reused, only once none of its pages is live; but each chunk keeps a few long-lived pages
 * (a B-tree leaf that filled and split, a finished match's row) among many short-lived ones (the tail leaf of a log,
 * rewritten at the next commit). Only rewriting the live pages of sparse chunks elsewhere lets them die, and that
 * rewrite ran only in the background writer.
 *
 * <p>So, every second: live pages of sparse chunks are rewritten (a bounded amount), and when the file holds much
 * free space, chunks are moved towards its start and the file truncated, so it shrinks after old rounds are deleted.
 * Both go through MVStore's own entry points, under its store lock, as its background writer calls them; nothing here
 * frees a chunk itself (an earlier version freed dead chunks from this thread, outside the store lock, racing the
 * commits, and a server killed with -9 came back without commits it had acknowledged). Chunks younger than the
 * retention time are neither rewritten nor reused, so the chain of chunks a restart reads back is always whole.
 */
final class StoreHousekeeping implements AutoCloseable {
    /** Chunks with at most this share of live bytes are rewritten. */
    static final int REWRITE_BELOW_PERCENT = 90;
    /** Bytes of live pages rewritten per run at most, so a run holds the store only briefly. */
    static final int REWRITE_BYTES_PER_RUN = 4 << 20;
    /** Chunks are moved together once less than this share of the file is in use. */
    static final int MOVE_BELOW_PERCENT = 80;
    /** Bytes of chunks moved per run at most. */
    static final long MOVE_BYTES_PER_RUN = 2L << 20;

    private final MVStore store;
    private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "store-housekeeping");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        return t;
    });

    StoreHousekeeping(MVStore store) {
        this.store = store;
        thread.scheduleWithFixedDelay(this::run, 1, 1, TimeUnit.SECONDS);
    }

    private void run() {
        try {
            if (store.isClosed()) return;
            store.compact(REWRITE_BELOW_PERCENT, REWRITE_BYTES_PER_RUN);
            if (store.getFileStore() instanceof RandomAccessStore file && file.getFillRate() < MOVE_BELOW_PERCENT) {
                file.compactMoveChunks(MOVE_BELOW_PERCENT, MOVE_BYTES_PER_RUN, store);
            }
        } catch (RuntimeException e) {
            if (!store.isClosed()) System.err.println("store housekeeping: " + e);
        }
    }

    @Override
    public void close() {
        thread.shutdownNow();
        try {
            thread.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
