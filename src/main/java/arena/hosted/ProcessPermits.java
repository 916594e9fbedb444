package arena.hosted;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.concurrent.Semaphore;

/**
 * Bounds how many hosted bot processes run at once: a number per core (issue 26: no more than the machine can serve
 * fairly), the rest queued in arrival order (a fair semaphore). A bot waiting here is not running yet, and a round's
 * first turn waits for the teams' bots to be running (bounded: see HostedPlay), so no bot loses its time to the queue.
 */
public final class ProcessPermits {
    /** Bot processes per core: most of a bot's life is waiting for its next turn (a round of 20 teams on 2 cores runs all 20). */
    public static final int PER_CORE = 16;

    private final Semaphore permits;
    private final int count;

    public ProcessPermits(int count) {
        this.count = Math.max(1, count);
        this.permits = new Semaphore(this.count, true);
    }

    public static ProcessPermits forThisMachine() {
        return new ProcessPermits(PER_CORE * Runtime.getRuntime().availableProcessors());
    }

    /** The file of the data folder where an administrator may set the in-process runner's slots ({@code slots=8}). */
    public static final String SETTINGS_FILE = "hosting.properties";

    /**
     * The slots an administrator set in {@code DATA_DIR/hosting.properties} ({@code slots=N}: bot processes at once),
     * else {@value #PER_CORE} per core. A value that is not a positive number is an error naming the file: a silently
     * ignored setting would leave its administrator guessing.
     */
    public static ProcessPermits configured(Path dataDir) {
        Path file = dataDir.resolve(SETTINGS_FILE);
        if (!Files.isRegularFile(file)) return forThisMachine();
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file)) {
            p.load(r);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        String slots = p.getProperty("slots");
        if (slots == null || slots.isBlank()) return forThisMachine();
        try {
            int n = Integer.parseInt(slots.strip());
            if (n < 1) throw new NumberFormatException();
            return new ProcessPermits(n);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(file + ": slots must be a positive whole number, not \"" + slots + "\"");
        }
    }

    public int count() {
        return count;
    }

    /** How many permits are held now (processes running, or started in advance). */
    public int inUse() {
        return Math.max(0, count - permits.availablePermits());
    }

    /** How many bots wait for a permit now. */
    public int queued() {
        return permits.getQueueLength();
    }

    /** How many permits are free now. */
    int available() {
        return permits.availablePermits();
    }

    void acquire() throws InterruptedException {
        permits.acquire();
    }

    boolean tryAcquire() {
        return permits.tryAcquire();
    }

    boolean tryAcquire(long millis) throws InterruptedException {
        return permits.tryAcquire(millis, java.util.concurrent.TimeUnit.MILLISECONDS);
    }

    void release() {
        permits.release();
    }
}
