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

    /** Kills everything it started: its pid namespace goes, so no process of it survives. */
    void kill();

    /** {@link #kill()}, then releases what it held (its cgroup, its streams). */
    @Override
    void close();
}
