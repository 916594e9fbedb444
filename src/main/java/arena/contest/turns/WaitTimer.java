package arena.contest.turns;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The deadlines of the bots' waits ({@code NEXT} with match ids answers {@code NONE} after 5 s, Kieszostwory's
 * {@code WAIT_FOR_REGISTRATION} {@code NOTYET} after 30 s, a look at least every 30 s): one thread for the whole arena
 * runs each waiting connection's wake when its time is up (issue 45: before, each waiting bot's thread timed its own
 * wait). A wake only hands its connection to its command loop or frees a waiting in-process bot: nothing slow runs here.
 */
public final class WaitTimer {
    private static final ScheduledThreadPoolExecutor TIMER = timer();

    private WaitTimer() {}

    private static ScheduledThreadPoolExecutor timer() {
        ScheduledThreadPoolExecutor t = new ScheduledThreadPoolExecutor(1, Thread.ofPlatform().name("bot-wait-deadlines").daemon().factory());
        t.setRemoveOnCancelPolicy(true); // a wake that came first takes its deadline off the queue
        return t;
    }

    /**
     * {@code wake}, run once: by the first call of the wake returned (a turn told, a change), or at {@code deadlineNanos}
     * (System.nanoTime), whichever comes first.
     */
    public static Runnable once(Runnable wake, long deadlineNanos) {
        AtomicReference<Runnable> pending = new AtomicReference<>(wake);
        Runnable fire = () -> {
            Runnable w = pending.getAndSet(null);
            if (w != null) w.run();
        };
        ScheduledFuture<?> deadline = TIMER.schedule(fire, Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
        return () -> {
            deadline.cancel(false);
            fire.run();
        };
    }
}
