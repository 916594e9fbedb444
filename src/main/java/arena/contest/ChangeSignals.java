package arena.contest;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Per team of a contest, a version that grows with every change the team may be waiting for: its matches' commands,
 * new turns, new rounds, its practice matches. A leaf: nothing else is locked while a signal's monitor is held.
 */
final class ChangeSignals {
    private final ConcurrentHashMap<Long, Signal> byTeam = new ConcurrentHashMap<>();

    /** One team's count of changes. */
    static final class Signal {
        private long version;

        synchronized long version() {
            return version;
        }

        synchronized void bump() {
            version++;
            notifyAll();
        }

        /** Wakes the team's waits without a change: one whose connection is gone ends ({@code hungUp}), the others wait on. */
        synchronized void wake() {
            notifyAll();
        }

        /**
         * Blocks until the version differs from {@code seen} or the timeout passes; true if it changed.
         *
         * @throws HungUp once {@code hungUp} holds (its connection is gone: {@link #wake} after it is set)
         */
        synchronized boolean await(long seen, long timeoutMillis, java.util.function.BooleanSupplier hungUp) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
            while (version == seen) {
                if (hungUp.getAsBoolean()) throw new HungUp();
                long left = TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime());
                if (left <= 0) return false;
                wait(left);
            }
            return true;
        }
    }

    Signal of(long teamId) {
        return byTeam.computeIfAbsent(teamId, k -> new Signal());
    }

    /** A command changed a match: both of its teams may be waiting for that. */
    void matchChanged(LiveMatch m) {
        of(m.team(0)).bump();
        of(m.team(1)).bump();
    }

    void everyone() {
        byTeam.values().forEach(Signal::bump);
    }
}
