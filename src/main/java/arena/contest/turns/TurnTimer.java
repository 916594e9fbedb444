package arena.contest.turns;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The real-time limit of one seat's turn in one match (RULINGS 7: LOCM's limits run from the moment the input is
 * written to the connection to the moment the answer arrives, never in ticks of the clock). At most one runs per
 * seat; a new hand-over replaces it. The figures it gives are passed into the game as logged data, so the game
 * itself stays free of clocks.
 */
public final class TurnTimer {
    private static final ScheduledThreadPoolExecutor CLOCK = new ScheduledThreadPoolExecutor(1, r -> {
        Thread t = new Thread(r, "turn-timers");
        t.setDaemon(true);
        return t;
    });

    static {
        CLOCK.setRemoveOnCancelPolicy(true);
    }

    private long startedAt; // System.nanoTime() of the hand-over; 0 when no limit runs
    private long deadline;
    private long generation;
    private ScheduledFuture<?> expiry;

    /** One running limit, as its expiry sees it. */
    public record Run(long generation, long deadline) {}

    /** Starts the limit at {@code now}; {@code onExpiry} runs (on a virtual thread) once {@code limitMillis} have passed. */
    public synchronized void start(long now, long limitMillis, java.util.function.Consumer<Run> onExpiry) {
        if (expiry != null) expiry.cancel(false);
        startedAt = now;
        deadline = now + TimeUnit.MILLISECONDS.toNanos(limitMillis);
        Run run = new Run(++generation, deadline);
        // one millisecond past the limit: an answer at exactly the limit is in time
        expiry = CLOCK.schedule(() -> Thread.ofVirtual().start(() -> onExpiry.accept(run)), limitMillis + 1, TimeUnit.MILLISECONDS);
    }

    /** Looks again a little later (a command that arrived before the deadline is still being answered). */
    public synchronized void retry(Run run, java.util.function.Consumer<Run> onExpiry) {
        if (run.generation() != generation || startedAt == 0) return;
        expiry = CLOCK.schedule(() -> Thread.ofVirtual().start(() -> onExpiry.accept(run)), 2, TimeUnit.MILLISECONDS);
    }

    /** Stops the limit: whole milliseconds from the hand-over to {@code arrived}, or -1 if none was running. */
    public synchronized long stop(long arrived) {
        if (startedAt == 0) return -1;
        long ms = Math.max(0, TimeUnit.NANOSECONDS.toMillis(arrived - startedAt));
        startedAt = 0;
        if (expiry != null) expiry.cancel(false);
        expiry = null;
        return ms;
    }

    /** Ends the run on expiry: the milliseconds waited, or -1 if the run was stopped or replaced meanwhile. */
    public synchronized long expire(Run run, long now) {
        if (run.generation() != generation || startedAt == 0) return -1;
        return stop(now);
    }
}
