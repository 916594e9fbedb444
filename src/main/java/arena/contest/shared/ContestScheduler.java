package arena.contest.shared;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The contests' timers and follow-ups: one timer thread keeps the times, and each one-off task (a round's start at
 * the end of registration, a settle, packing logs, voiding a practice, a store probe) runs on a virtual thread of its
 * own, so one slow task (a settle behind a slow disk, a void that waits 2 s for a clock to stop) never holds up
 * another contest's (issue 28, point 4: one thread ran them all, one after another). Periodic looks
 * ({@code scheduleWithFixedDelay}: the resume grace's, the leases') run on the timer thread and are brief.
 *
 * <p>Once shut down, what is handed to it is dropped, not refused (see {@link ArenaServices}), and the timers not due yet
 * are dropped too; the tasks under way go to their ends. They are never interrupted (issue 38): a task may be in the
 * store, where an interrupt in H2's file I/O closes the database, under the stop's own last writes.
 */
final class ContestScheduler extends ScheduledThreadPoolExecutor {
    private final ExecutorService tasks = Executors.newThreadPerTaskExecutor(Thread.ofVirtual().name("contest-task-", 0).factory());

    ContestScheduler() {
        super(1, r -> {
            Thread t = new Thread(r, "contest-scheduler");
            t.setDaemon(true);
            return t;
        }, (task, executor) -> {
            if (!executor.isShutdown()) throw new RejectedExecutionException("the contest scheduler refused a task");
        });
        setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
    }

    /** Runs the command on a thread of its own after the delay ({@code execute} and {@code submit} come here too). */
    @Override
    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
        return super.schedule(() -> hand(command), delay, unit);
    }

    private void hand(Runnable command) {
        try {
            tasks.execute(command);
        } catch (RejectedExecutionException stopping) {
            if (!isShutdown()) throw stopping; // after a stop, dropped like the timer's own tasks
        }
    }

    @Override
    public void shutdown() {
        super.shutdown();
        tasks.shutdown();
    }

    @Override
    public java.util.List<Runnable> shutdownNow() {
        tasks.shutdownNow();
        return super.shutdownNow();
    }

    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long end = System.nanoTime() + unit.toNanos(timeout);
        if (!super.awaitTermination(timeout, unit)) return false;
        return tasks.awaitTermination(Math.max(0, end - System.nanoTime()), TimeUnit.NANOSECONDS);
    }
}
