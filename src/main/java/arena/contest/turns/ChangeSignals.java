package arena.contest.turns;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;

/**
 * Per team of a contest, a version that grows with every change the team may be waiting for: its matches' commands,
 * new turns, new rounds, its practice matches; and the list of the team's connections waiting for the next change
 * ({@code NEXT}: issue 45, entries with a wake, as Redis keeps its blocked clients; no thread waits). A leaf: nothing
 * else is locked while a signal's monitor is held, and the wakes run after it is let go.
 */
public final class ChangeSignals {
    private final ConcurrentHashMap<Long, Signal> byTeam = new ConcurrentHashMap<>();

    /** One team's count of changes, and the wakes left for the next. */
    public static final class Signal {
        private long version;
        private List<Runnable> wakes = new ArrayList<>();

        public synchronized long version() {
            return version;
        }

        void bump() {
            List<Runnable> woken;
            synchronized (this) {
                version++;
                woken = take();
            }
            woken.forEach(Runnable::run);
        }

        /** Runs the wakes without a change: a wait whose connection is gone ends at its look ({@link HungUp}), the others are left again. */
        public void wake() {
            List<Runnable> woken;
            synchronized (this) {
                woken = take();
            }
            woken.forEach(Runnable::run);
        }

        private List<Runnable> take() {
            if (wakes.isEmpty()) return List.of();
            List<Runnable> woken = wakes;
            wakes = new ArrayList<>();
            return woken;
        }

        /**
         * {@code wake} runs once: at the next change, or at once when the version differs from {@code seen} already or
         * {@code hungUp} holds (its connection is gone: {@link #wake} runs after it is set).
         */
        public void whenChanged(long seen, BooleanSupplier hungUp, Runnable wake) {
            synchronized (this) {
                if (version == seen && !hungUp.getAsBoolean()) {
                    wakes.add(wake);
                    return;
                }
            }
            wake.run();
        }
    }

    public Signal of(long teamId) {
        return byTeam.computeIfAbsent(teamId, k -> new Signal());
    }

    /** A command changed a match: both of its teams may be waiting for that. */
    public void matchChanged(LiveMatch m) {
        of(m.team(0)).bump();
        of(m.team(1)).bump();
    }

    public void everyone() {
        byTeam.values().forEach(Signal::bump);
    }
}
