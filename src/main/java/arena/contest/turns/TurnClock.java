package arena.contest.turns;

import arena.contest.base.LockOrder;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The turn clock of one round: calls {@link Tick#tick} when each turn's time is up, or at once when asked
 * to end a turn early. It runs on its own thread so that no connection can delay it. Deadlines follow a
 * fixed cadence (no drift); a clock that falls more than a turn behind starts a fresh turn.
 *
 * <p>Its turns are kept by a {@link TurnTime}: the machine's, or a test's {@link ManualTurnTime}, which only moves when
 * the test says so (issue 45). Either way the rules above are the same code; only the reading of now and the wait for
 * a deadline differ. The waits for another thread ({@link #awaitTickDone}, {@link #join}) stay on real time: they bound
 * how long a caller waits for a tick's work, not a turn.
 */
public final class TurnClock {
    private static final Logger log = LoggerFactory.getLogger(TurnClock.class);

    /** Ends a turn; returns false when the clock should stop (the round is over). */
    @FunctionalInterface
    public interface Tick {
        boolean tick();
    }

    private final long turnNanos;
    private final Tick tick;
    private final TurnTime time;
    private final ReentrantLock lock = LockOrder.lock(LockOrder.Level.LEAF, "a turn clock's lock", false);
    private final Condition changed = lock.newCondition();
    private final Lateness lateness = new Lateness();
    private long deadline;
    private long pausedRemaining = -1;
    private boolean early;
    private boolean stopped;
    /** A tick is running (its turn's end is on its way to the store). */
    private boolean ticking;
    private volatile Thread thread;
    /** The clock thread's waits on its time, from {@link #start} (before the thread) to the thread's end. */
    private TurnTime.Waits waits;

    public TurnClock(long turnMillis, Tick tick) {
        this(turnMillis, tick, TurnTime.REAL);
    }

    public TurnClock(long turnMillis, Tick tick, TurnTime time) {
        this.turnNanos = TimeUnit.MILLISECONDS.toNanos(turnMillis);
        this.tick = tick;
        this.time = time;
    }

    /** Starts the first turn now; a clock may start paused (a paused contest recovered after a restart). */
    public void start(String name, boolean paused) {
        lock.lock();
        try {
            deadline = time.nanoTime() + turnNanos;
            if (paused) pausedRemaining = turnNanos;
        } finally {
            lock.unlock();
        }
        // before the thread's first wait, so that no advance of a manual time passes it by; taken outside the lock
        TurnTime.Waits mine = time.waits(this::timeMoved);
        waits = mine;
        thread = Thread.ofPlatform().name("clock-" + name).daemon().start(() -> {
            try {
                run();
            } finally {
                mine.close();
            }
        });
    }

    /** Whether the clock was started (a recovered round's clock waits for the end of recovery). */
    public boolean started() {
        return thread != null;
    }

    /** A manual time moved: the clock's thread looks at its deadline again. */
    private void timeMoved() {
        lock.lock();
        try {
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Ends the current turn now. */
    public void endTurnEarly() {
        lock.lock();
        try {
            early = true;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    public void pause() {
        lock.lock();
        try {
            if (pausedRemaining < 0) pausedRemaining = Math.max(0, deadline - time.nanoTime());
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    private void setTicking(boolean now) {
        lock.lock();
        try {
            ticking = now;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /**
     * Waits (at most {@code millis}) for a tick under way to end, so that after a pause the turn stands still: the
     * turn whose end had begun is stored and counted first. Not to be called from the clock's own thread.
     */
    public void awaitTickDone(long millis) throws InterruptedException {
        lock.lock();
        try {
            long left = TimeUnit.MILLISECONDS.toNanos(millis);
            while (ticking && left > 0) left = changed.awaitNanos(left);
        } finally {
            lock.unlock();
        }
    }

    public void resume() {
        lock.lock();
        try {
            if (pausedRemaining >= 0) {
                deadline = time.nanoTime() + pausedRemaining;
                pausedRemaining = -1;
            }
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    public boolean paused() {
        lock.lock();
        try {
            return pausedRemaining >= 0;
        } finally {
            lock.unlock();
        }
    }

    public void stop() {
        lock.lock();
        try {
            stopped = true;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Waits a while for the clock's thread to end; whether it has (or never started). */
    public boolean join(long millis) throws InterruptedException {
        Thread t = thread;
        if (t == null) return true;
        t.join(millis);
        return !t.isAlive();
    }

    public long millisLeft() {
        lock.lock();
        try {
            long left = pausedRemaining >= 0 ? pausedRemaining : deadline - time.nanoTime();
            return Math.max(0, TimeUnit.NANOSECONDS.toMillis(left));
        } finally {
            lock.unlock();
        }
    }

    /** How late turns ended against their deadlines (early turns are not counted). */
    public Lateness lateness() {
        return lateness;
    }

    private void run() {
        while (true) {
            lock.lock();
            try {
                while (!stopped && (pausedRemaining >= 0 || (!early && time.nanoTime() < deadline))) {
                    if (pausedRemaining >= 0) waits.untilSignalled(changed);
                    else waits.untilDeadline(changed, deadline);
                }
                if (stopped) return;
                long now = time.nanoTime();
                if (early) {
                    early = false;
                    deadline = now;
                } else {
                    lateness.record(now - deadline);
                }
            } catch (InterruptedException e) {
                return;
            } finally {
                lock.unlock();
            }
            boolean more;
            setTicking(true);
            try {
                more = tick.tick();
            } catch (RuntimeException e) {
                // the clock's thread is named after the contest and the round (clock-<slug>-<round>)
                log.error("turn clock {}: a tick failed", Thread.currentThread().getName(), e);
                more = true;
            } finally {
                setTicking(false);
            }
            if (!more) return;
            lock.lock();
            try {
                long now = time.nanoTime();
                deadline += turnNanos;
                if (deadline < now - turnNanos) deadline = now + turnNanos;
            } finally {
                lock.unlock();
            }
        }
    }

    /** Tick lateness in microseconds, kept in a fixed-size histogram so it costs nothing per tick. */
    public static final class Lateness {
        private static final int BUCKETS = 2000; // 0..199.9 ms in 0.1 ms steps, the last is "or more"
        private final long[] counts = new long[BUCKETS];
        private long total;

        synchronized void record(long lateNanos) {
            int bucket = (int) Math.min(BUCKETS - 1, Math.max(0, lateNanos / 100_000));
            counts[bucket]++;
            total++;
        }

        public synchronized long count() {
            return total;
        }

        /** The ticks recorded so far, apart: with {@link #since}, a bench tells the ticks of one period of a round. */
        public synchronized Lateness copy() {
            Lateness c = new Lateness();
            System.arraycopy(counts, 0, c.counts, 0, BUCKETS);
            c.total = total;
            return c;
        }

        /** The ticks recorded after {@code earlier}, a {@link #copy} of this taken before. */
        public synchronized Lateness since(Lateness earlier) {
            Lateness d = new Lateness();
            for (int i = 0; i < BUCKETS; i++) d.counts[i] = counts[i] - earlier.counts[i];
            d.total = total - earlier.total;
            return d;
        }

        /** The q-quantile (0..1) in milliseconds, at 0.1 ms resolution. */
        public synchronized double quantileMillis(double q) {
            if (total == 0) return 0;
            long rank = (long) Math.ceil(q * total);
            long seen = 0;
            for (int i = 0; i < BUCKETS; i++) {
                seen += counts[i];
                if (seen >= rank) return (i + 1) / 10.0;
            }
            return BUCKETS / 10.0;
        }
    }
}
