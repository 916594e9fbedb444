package arena.contest.life;

import arena.contest.base.LockOrder;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A contest the arena paused by itself because its store kept failing (the database server restarted or unreachable,
 * a full disk) resumes by itself once the store answers again. Until then the pause and its reason show on the
 * contest's pages and in the API; no turn is lost, as the turn that could not be stored stays queued and is stored
 * first (TurnCommits). An instructor's pause is never lifted here: only a pause with a reason set by the arena is.
 *
 * <p>The store is asked a trivial question every {@link #FIRST_PROBE_MILLIS} ms; if the contest is paused again soon
 * after a resume (the database answers, but the turn's write still fails), the wait doubles, up to a minute, so a
 * store that half works is not hammered. A leaf in the lock order: it takes the contest lock only through
 * {@link Rounds#resumeAfterOutage}, from the scheduler's thread, holding nothing.
 */
public final class StoreOutage {
    private static final Logger log = LoggerFactory.getLogger(StoreOutage.class);
    public static final long FIRST_PROBE_MILLIS = 2000;
    static final long LONGEST_PROBE_MILLIS = 60_000;
    /** A pause this soon after the last automatic resume counts as the same outage going on. */
    static final long SAME_OUTAGE_MILLIS = 30_000;

    private final LiveContest contest;
    /** The arena's timers, for the probes. */
    private final java.util.concurrent.ScheduledExecutorService scheduler;
    /** Whether the store answers again. */
    private final java.util.function.BooleanSupplier storeAnswers;
    private ScheduledFuture<?> probe;
    private long probeMillis = FIRST_PROBE_MILLIS;
    private long resumedAt = Long.MIN_VALUE;

    StoreOutage(LiveContest contest, java.util.concurrent.ScheduledExecutorService scheduler, java.util.function.BooleanSupplier storeAnswers) {
        this.contest = contest;
        this.scheduler = scheduler;
        this.storeAnswers = storeAnswers;
    }

    /** The contest was paused because the store failed: look for the store's return. */
    synchronized void began() {
        LockOrder.entered(this, LockOrder.Level.LEAF);
        if (probe != null) return;
        long now = System.nanoTime();
        boolean sameOutage = resumedAt != Long.MIN_VALUE && now - resumedAt < TimeUnit.MILLISECONDS.toNanos(SAME_OUTAGE_MILLIS);
        probeMillis = sameOutage ? Math.min(LONGEST_PROBE_MILLIS, probeMillis * 2) : FIRST_PROBE_MILLIS;
        schedule();
    }

    private void schedule() {
        try {
            probe = scheduler.schedule(this::probe, probeMillis, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException stopping) {
            probe = null; // the arena is stopping: the restart resumes from what was stored
        }
    }

    private void probe() {
        synchronized (this) {
            LockOrder.entered(this, LockOrder.Level.LEAF);
            probe = null;
            if (contest.pausedBecause() == null) return; // resumed by the instructor, or the contest ended
            if (!storeAnswers.getAsBoolean()) {
                schedule();
                return;
            }
            resumedAt = System.nanoTime();
        }
        log.warn("contest {}: the store answers again; the contest resumes", contest.slug());
        // the contest lock only after this leaf is let go: package-info's order (LockOrder found this one taken under it)
        contest.rounds().resumeAfterOutage();
    }
}
