package arena.contest.turns;

import java.util.concurrent.locks.Condition;

/**
 * The time a {@link TurnClock} keeps its turns by: the machine's ({@link #REAL}), or a test's {@link ManualTurnTime},
 * which moves only when the test moves it. The seam exists so that a test whose point is what happens when turns pass
 * (not how long they take) can pass them exactly and at once, with the clock's own cadence, pausing and catching up
 * unchanged (issue 45); the arena runs on {@link #REAL} alone.
 */
public interface TurnTime {
    /** The machine's time: {@link System#nanoTime}, and a clock's wait ends by itself at its deadline. */
    TurnTime REAL = new TurnTime() {
        @Override
        public long nanoTime() {
            return System.nanoTime();
        }

        @Override
        @SuppressWarnings("WaitNotInLoop") // one wait: the clock checks its deadline again and waits again, in its loop
        public void awaitDeadline(Condition changed, long deadlineNanos) throws InterruptedException {
            changed.awaitNanos(deadlineNanos - System.nanoTime());
        }

        @Override
        public Runnable wakeOnAdvance(Runnable wake) {
            return () -> {};
        }

        @Override
        public String toString() {
            return "real time";
        }
    };

    /** Now, in nanoseconds from an arbitrary origin (only differences mean anything, as with {@link System#nanoTime}). */
    long nanoTime();

    /**
     * Waits on {@code changed}, whose lock the caller holds, until it is signalled or this time reaches {@code
     * deadlineNanos} (it may also return early, as any condition's wait may: the caller checks again).
     */
    void awaitDeadline(Condition changed, long deadlineNanos) throws InterruptedException;

    /**
     * Has {@code wake} run each time this time moves by hand (a clock signals its condition in it, to see whether its
     * deadline came); returns what stops that. Real time moves by itself: there, nothing is kept.
     */
    Runnable wakeOnAdvance(Runnable wake);
}
