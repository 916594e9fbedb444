package arena.bridge;

import java.io.InputStream;
import java.io.OutputStream;

/**
 * A bot's program once started, wherever it runs: a local process (the bridge, {@link LocalProgram}) or a process in
 * the arena's sandbox (a hosted bot). {@link BotProcess} plays a match through it, the same way for both.
 */
public interface Launched {

    OutputStream stdin();

    InputStream stdout();

    InputStream stderr();

    boolean alive();

    /** How a program ended: whether it exited by itself with code 0, and why in plain words ("exit code 3"). */
    record End(boolean clean, String words) {}

    /** Waits up to {@code millis} for it to end: how it ended, or null if it still runs. */
    End awaitEnd(long millis) throws InterruptedException;

    /** CPU time it has used so far, in milliseconds (the last figure known once it has ended); -1 if unknown. */
    long cpuMillis();

    /**
     * Told when its turn goes on the clock (just before its input is written) and off it (its answer read, or its
     * limit passed): a program in the arena's sandbox runs idle off its turns (issue 39); elsewhere nothing changes.
     */
    default void onTheClock(boolean on) {}

    /**
     * CPU time it has used so far, read now (not the last figure a watch saw), in milliseconds; -1 if unknown. Read
     * at each turn's hand-over and answer, so that a late answer says how much of its time the program computed and how
     * much it waited for the machine (issue 39).
     */
    default long cpuMillisNow() {
        return cpuMillis();
    }

    /** Ends it and everything it started. */
    void stop();
}
