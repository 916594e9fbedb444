package arena.contest.turns;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.LockSupport;

/**
 * A {@link TurnTime} that stands still until a test moves it ({@link #advance}): the clocks on it end their turns
 * exactly when the test says their time is up, and never while the test looks, so that a test of what passing turns
 * do needs neither long turns nor sleeps (issue 45). Every clock on it is woken by each advance and looks at its own
 * deadline, as on real time: a clock passed by more than a turn catches up or starts afresh by its usual rule.
 *
 * <p>An advance returns once every clock on it has looked at the new time and is waiting again (or has ended): the
 * ticks that came due have run, and a test's "no tick yet" is a fact, not a guess after a sleep.
 *
 * <p>No lock of its own: now is an atomic, the clocks' waits a copy-on-write list, each clock's last look a volatile.
 * An advance holds nothing while it takes each clock's (leaf) lock in turn to wake it, and a clock reads now under its
 * lock without taking another; the advance watches the clocks come back to rest by polling, so no clock ever calls
 * out of its lock into this time's.
 */
public final class ManualTurnTime implements TurnTime {
    /** How long an advance waits for the clocks to come back to rest: their ticks store turns, on a loaded machine. */
    private static final long SETTLE_MILLIS = 30_000;
    private final AtomicLong now = new AtomicLong();
    private final List<ClockWaits> clocks = new CopyOnWriteArrayList<>();

    @Override
    public long nanoTime() {
        return now.get();
    }

    @Override
    public Waits waits(Runnable wake) {
        ClockWaits waits = new ClockWaits(wake);
        clocks.add(waits);
        return waits;
    }

    /**
     * Moves this time on, wakes every clock on it, and returns once each has looked at the new time and waits again
     * (or has ended); the ticks that came due have run by then. A clock still busy after 30 s fails the advance.
     */
    public void advance(long millis) {
        if (millis < 0) throw new IllegalArgumentException("time moves forward only, not by " + millis + " ms");
        long moved = now.addAndGet(TimeUnit.MILLISECONDS.toNanos(millis));
        for (ClockWaits c : clocks) c.wake.run();
        long giveUp = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(SETTLE_MILLIS);
        for (ClockWaits c : clocks) {
            while (c.lookedAt < moved && !c.closed) {
                if (System.nanoTime() - giveUp > 0) {
                    throw new IllegalStateException("a clock on " + this + " still had not come back to wait after " + SETTLE_MILLIS + " ms");
                }
                LockSupport.parkNanos(100_000);
            }
        }
    }

    /** The milliseconds moved so far. */
    public long millis() {
        return TimeUnit.NANOSECONDS.toMillis(now.get());
    }

    /** How many clocks are on this time now (started, their threads not yet ended). */
    public int clocks() {
        return clocks.size();
    }

    @Override
    public String toString() {
        return "manual time at " + millis() + " ms";
    }

    /** One clock's waits, and the time at which it last decided to wait (its "at rest since"). */
    private final class ClockWaits implements Waits {
        final Runnable wake;
        /** The time the clock last looked at before it waited: read and set under the clock's lock, as it waits. */
        volatile long lookedAt = Long.MIN_VALUE;
        volatile boolean closed;

        ClockWaits(Runnable wake) {
            this.wake = wake;
        }

        /**
         * Waits only if the deadline has not come by the time read here: a time moved since the clock's own look is
         * seen now (then the clock looks again at once), or its wake comes after this wait began (the wake takes the
         * clock's lock, held from this read until the wait releases it), so that no advance is missed.
         */
        @Override
        @SuppressWarnings("WaitNotInLoop") // one wait: the clock checks its deadline again and waits again, in its loop
        public void untilDeadline(Condition changed, long deadlineNanos) throws InterruptedException {
            long seen = now.get();
            if (seen >= deadlineNanos) return;
            lookedAt = seen;
            changed.await();
        }

        @Override
        @SuppressWarnings("WaitNotInLoop") // as above
        public void untilSignalled(Condition changed) throws InterruptedException {
            lookedAt = now.get();
            changed.await();
        }

        @Override
        public void close() {
            closed = true;
            clocks.remove(this);
        }
    }
}
