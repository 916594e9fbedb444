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
        private final Waits waits = new Waits() {
            @Override
            @SuppressWarnings("WaitNotInLoop") // one wait: the clock checks its deadline again and waits again, in its loop
            public void untilDeadline(Condition changed, long deadlineNanos) throws InterruptedException {
                changed.awaitNanos(deadlineNanos - System.nanoTime());
            }

            @Override
            @SuppressWarnings("WaitNotInLoop") // as above
            public void untilSignalled(Condition changed) throws InterruptedException {
                changed.await();
            }

            @Override
            public void close() {
                // nothing was kept
            }
        };

        @Override
        public long nanoTime() {
            return System.nanoTime();
        }

        @Override
        public Waits waits(Runnable wake) {
            return waits; // real time moves by itself: no clock needs waking
        }

        @Override
        public String toString() {
            return "real time";
        }
    };

    /** Now, in nanoseconds from an arbitrary origin (only differences mean anything, as with {@link System#nanoTime}). */
    long nanoTime();

    /**
     * The waits of one clock on this time, from its start to its thread's end ({@link Waits#close}); {@code wake} is
     * run (outside any lock of this time) when the time is moved by hand: the clock signals its condition in it.
     */
    Waits waits(Runnable wake);

    /**
     * How one clock's thread waits; each wait is one wait on {@code changed}, whose lock the caller holds, and may end
     * early as any condition's wait may: the clock looks at its state again and waits again.
     */
    interface Waits {
        /** Until {@code changed} is signalled or this time reaches {@code deadlineNanos}. */
        void untilDeadline(Condition changed, long deadlineNanos) throws InterruptedException;

        /** Until {@code changed} is signalled (a paused clock: no deadline runs). */
        void untilSignalled(Condition changed) throws InterruptedException;

        /** The clock's thread ended: it waits no more. */
        void close();
    }
}
