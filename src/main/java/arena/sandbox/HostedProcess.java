package arena.sandbox;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.Optional;

/**
 * A bot running in the sandbox: its standard streams, and the means to end it. The caller reads stdout and stderr
 * and caps what it keeps; nothing here buffers without bound.
 */
public interface HostedProcess extends AutoCloseable {

    OutputStream stdin();

    /** The bot's stdout; after {@link #kill()} a read may end or fail with an IOException (the pipe is gone). */
    InputStream stdout();

    InputStream stderr();

    /** Whether the bot's process is still running. */
    boolean alive();

    /**
     * Why it ended, in plain words ("exited with code 1", "memory limit of 256 MB reached", "killed after 10 s of
     * CPU", "process limit reached", "killed by the arena"); empty while it runs.
     */
    Optional<String> endReason();

    /**
     * Whether the program waits for its input now (issue 39: its start is never timed): one of its threads is blocked
     * reading its stdin, or every thread of it has slept, using no CPU, over looks 50 ms apart or more (a program that waits in
     * {@code poll} or {@code epoll}, as Node does); true once it has ended (handing it input then says so at once).
     */
    boolean awaitsInput();

    /** CPU time its whole tree has used so far, in milliseconds (the last figure seen once it has ended); -1 if unknown. */
    long cpuMillis();

    /** CPU time its whole tree has used so far, read from its cgroup now, in milliseconds; -1 if unknown. */
    long cpuMillisNow();

    /**
     * Whether a CodinGame bot's turn is on the clock: from just before its input is handed until its answer (or its
     * limit). Off its turn its box is idle, using only a core nobody else wants ({@code BoxWeight}, issue 39).
     */
    void onTheClock(boolean on);

    /** Kills everything it started: its pid namespace goes, so no process of it survives. */
    void kill();

    /** {@link #kill()}, then releases what it held (its cgroup, its streams). */
    @Override
    void close();
}
