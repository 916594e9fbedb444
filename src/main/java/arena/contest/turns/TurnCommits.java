package arena.contest.turns;

import arena.contest.base.LockOrder;
import arena.domain.MatchLogEntry;
import arena.domain.MatchUpdate;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The turns of one round on their way to the store, in order. A turn counts as played (its number advanced,
 * waiting bots told) only once its commit succeeded; a commit that fails is retried after a short back-off, and
 * one that keeps failing stays here, whole, to be stored before anything after it. Nothing is dropped: after a
 * restart the round resumes from what was stored (RULINGS 7), and until then the store never lags silently.
 * Used by the round's clock thread only (and by a clean stop once the clock has stopped).
 */
public final class TurnCommits {
    private static final Logger log = LoggerFactory.getLogger(TurnCommits.class);

    /** Where a turn is stored: the round's log entries since the last commit, in one write (MatchLogStore.saveTurn). */
    @FunctionalInterface
    public interface Store {
        void saveTurn(long roundId, List<MatchLogEntry> events);
    }

    /**
     * What one turn boundary stores: the log entries since the last one, and the results of matches that finished,
     * which the entries already decide (replayed, they end the match); the results go to the database after the
     * commit, in batches (MatchSettler).
     */
    public record Batch(List<MatchLogEntry> events, List<MatchUpdate> finished) {}

    /** Pauses between attempts of one commit: a brief lock or I/O hiccup passes; a store that is down is not hammered. */
    static final long[] BACKOFF_MILLIS = {20, 100, 500};

    /** How many pauses a commit gets between its attempts (its attempts less one), for a test that injects failures. */
    public static int retries() {
        return BACKOFF_MILLIS.length;
    }

    private final long roundId;
    private final Store store;
    private final List<Batch> pending = new ArrayList<>();
    private String failure;

    public TurnCommits(long roundId, Store store) {
        this.roundId = roundId;
        this.store = store;
    }

    /** Queues a turn that has ended in the engines; it is stored by the next {@link #store()}. */
    public synchronized void queue(Batch batch) {
        LockOrder.entered(this, LockOrder.Level.LEAF);
        pending.add(batch);
    }

    /**
     * Stores every turn waiting, in one write, retrying with a back-off; returns what was stored, or null
     * if the store kept failing (then the turns stay queued, in order, for the next attempt).
     */
    public synchronized Batch store() {
        LockOrder.entered(this, LockOrder.Level.LEAF);
        List<MatchLogEntry> events = new ArrayList<>();
        List<MatchUpdate> finished = new ArrayList<>();
        for (Batch b : pending) {
            events.addAll(b.events());
            finished.addAll(b.finished());
        }
        Batch all = new Batch(List.copyOf(events), List.copyOf(finished));
        if (pending.isEmpty()) return all;
        for (int attempt = 0; ; attempt++) {
            try {
                store.saveTurn(roundId, all.events());
                pending.clear();
                failure = null;
                return all;
            } catch (RuntimeException e) {
                String why = e.getMessage() == null ? e.toString() : e.getMessage().replaceAll("\\s+", " ");
                failure = why.length() > 300 ? why.substring(0, 300) + "…" : why;
                log.warn("round id {}: turn commit failed (attempt {} of {}): {}", roundId, attempt + 1, BACKOFF_MILLIS.length + 1, failure); // on the clock's thread, named after the contest and round
                if (attempt >= BACKOFF_MILLIS.length) return null;
                try {
                    Thread.sleep(BACKOFF_MILLIS[attempt]);
                } catch (InterruptedException stop) {
                    Thread.currentThread().interrupt();
                    return null;
                }
            }
        }
    }

    /** Whether a turn is waiting to be stored. */
    public synchronized boolean pending() {
        LockOrder.entered(this, LockOrder.Level.LEAF);
        return !pending.isEmpty();
    }

    /** Why the last commit failed, or null once it succeeded. */
    public synchronized String failure() {
        LockOrder.entered(this, LockOrder.Level.LEAF);
        return failure;
    }
}
