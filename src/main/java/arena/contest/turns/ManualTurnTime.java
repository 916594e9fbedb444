package arena.contest.turns;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Condition;

/**
 * A {@link TurnTime} that stands still until a test moves it ({@link #advance}): the clocks on it end their turns
 * exactly when the test says their time is up, and never while the test looks, so that a test of what passing turns
 * do needs neither long turns nor sleeps (issue 45). Every clock on it is woken by each advance and looks at its own
 * deadline, as on real time: a clock passed by more than a turn catches up or starts afresh by its usual rule.
 *
 * <p>No lock of its own: now is an atomic, the clocks to wake a copy-on-write list, so an advance holds nothing while
 * it takes each clock's (leaf) lock in turn to wake it, and a clock reads now under its lock without taking another.
 */
public final class ManualTurnTime implements TurnTime {
    private final AtomicLong now = new AtomicLong();
    private final List<Runnable> wakes = new CopyOnWriteArrayList<>();

    @Override
    public long nanoTime() {
        return now.get();
    }

    /** No deadline ends the wait by itself: only a signal does, an advance's among them. */
    @Override
    @SuppressWarnings("WaitNotInLoop") // one wait: the clock checks its deadline again and waits again, in its loop
    public void awaitDeadline(Condition changed, long deadlineNanos) throws InterruptedException {
        changed.await();
    }

    @Override
    public Runnable wakeOnAdvance(Runnable wake) {
        wakes.add(wake);
        return () -> wakes.remove(wake);
    }

    /**
     * Moves this time on and wakes every clock on it; the ticks whose deadlines came run on their clocks' threads,
     * after this returns or meanwhile (a test waits for what it expects of them).
     */
    public void advance(long millis) {
        if (millis < 0) throw new IllegalArgumentException("time moves forward only, not by " + millis + " ms");
        now.addAndGet(TimeUnit.MILLISECONDS.toNanos(millis));
        for (Runnable wake : wakes) wake.run();
    }

    /** The milliseconds moved so far. */
    public long millis() {
        return TimeUnit.NANOSECONDS.toMillis(now.get());
    }

    /** How many clocks are on this time now (started and not yet ended). */
    public int clocks() {
        return wakes.size();
    }

    @Override
    public String toString() {
        return "manual time at " + millis() + " ms";
    }
}
