package arena.store;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.h2.mvstore.MVStore;

/**
 * The part of H2's background writer that {@code WRITE_DELAY=0} turns off with it: rewriting the live pages of sparse
 * chunks, so the chunks die and their space is used again.
 *
 * <p>Why it is needed: an MVStore never overwrites a page; each commit appends a chunk of the pages it changed, and a
 * chunk's space is reused only once none of its pages is live. Most chunks keep a few long-lived pages (a B-tree leaf
 * that filled up, a settled match's row) among many replaced ones, so without the rewrite they stay for good: with
 * the round journals the demo commits about once a second, and its file still grew 1 MiB a minute at 12% of its
 * chunks' bytes live (DemoStorageBench).
 *
 * <p>What it does not do: move chunks or shrink the file while the arena runs (a clean stop does, in H2's own
 * {@code SHUTDOWN}), nor shorten H2's 45 s retention of replaced chunks. An earlier housekeeping did both, with
 * several writers at once and no write gate, and a server killed with -9 twice came back without commits it had
 * acknowledged. This one only calls {@link MVStore#compact}, H2's own rewrite, and holds the {@link WriteGate}
 * meanwhile, so no transaction is half written when the rewrite's chunk is stored.
 */
final class StoreHousekeeping implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(StoreHousekeeping.class);
    /** Chunks with fewer live bytes than this share are rewritten (H2's background writer uses 90 by default). */
    static final int TARGET_FILL_PERCENT = 80;
    /** Bytes of live pages rewritten per run at most, so a run holds the write gate only briefly. */
    static final int REWRITE_BYTES_PER_RUN = 1 << 20;
    static final long EVERY_MILLIS = 5000;

    private final MVStore store;
    private final WriteGate writes;
    private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "store-housekeeping");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        return t;
    });

    @SuppressWarnings("FutureReturnValueIgnored") // run catches and logs what it throws
    StoreHousekeeping(MVStore store, WriteGate writes) {
        this.store = store;
        this.writes = writes;
        thread.scheduleWithFixedDelay(this::run, EVERY_MILLIS, EVERY_MILLIS, TimeUnit.MILLISECONDS);
    }

    private void run() {
        try {
            if (store.isClosed() || store.getFileStore().getChunksFillRate() >= TARGET_FILL_PERCENT) return;
            writes.whileHeld(() -> store.compact(TARGET_FILL_PERCENT, REWRITE_BYTES_PER_RUN));
        } catch (RuntimeException e) {
            if (!store.isClosed()) log.warn("store housekeeping failed (the file is left as it is): {}", e.toString());
        }
    }

    @Override
    public void close() {
        thread.shutdown(); // a compaction under way ends (bounded); an interrupt in its file I/O would close the store (issue 38)
        try {
            thread.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
