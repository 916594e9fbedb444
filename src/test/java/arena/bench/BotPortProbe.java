package arena.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * A light probe of the bot port beside a load (issue 46: "the bot port's p99, measured beside rounds of N hosted bots"):
 * a few connections to a Tally contest, each sending {@link BotPortLoad}'s mix of cheap commands on a fixed schedule,
 * so that the latency counts from each command's scheduled time and a slow answer is not hidden behind the next. Its
 * load is small on purpose (a few hundred commands a second): it measures how a TCP bot is served while the hosted
 * bots play, it does not add to their load.
 */
final class BotPortProbe implements AutoCloseable {
    /** Latency in 10 µs buckets up to 2 s; the last counts the rest. */
    private static final int BUCKETS = 200_000;
    private final long[] histogram = new long[BUCKETS];
    private final AtomicBoolean stop = new AtomicBoolean();
    private final AtomicBoolean measuring = new AtomicBoolean();
    private final AtomicLong failures = new AtomicLong();
    private final List<Thread> threads = new ArrayList<>();
    final int connections;
    final double commandsPerSecond;

    /**
     * Connects {@code logins.size()} connections (each logs in as its team with its password, {@code login -> password}),
     * and starts them sending {@code commandsPerSecond} commands a second together once all are in.
     */
    BotPortProbe(int port, List<String[]> logins, double commandsPerSecond) throws InterruptedException {
        this.connections = logins.size();
        this.commandsPerSecond = commandsPerSecond;
        long intervalNanos = (long) (1e9 * connections / commandsPerSecond);
        CountDownLatch ready = new CountDownLatch(connections);
        for (int c = 0; c < connections; c++) {
            String[] login = logins.get(c);
            int seed = c;
            threads.add(Thread.ofPlatform().daemon().name("probe-" + c).start(() -> probe(port, login, seed, intervalNanos, ready)));
        }
        ready.await();
    }

    private void probe(int port, String[] login, int seed, long intervalNanos, CountDownLatch ready) {
        boolean counted = false;
        try (Socket s = new Socket("localhost", port)) {
            s.setTcpNoDelay(true);
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
            OutputStream out = s.getOutputStream();
            in.readLine();
            BotPortLoad.send(out, login[0]);
            in.readLine();
            BotPortLoad.send(out, login[1]);
            String answer = in.readLine();
            if (!"OK".equals(answer)) throw new IllegalStateException("the probe's login failed: " + answer);
            BotPortLoad.send(out, "MATCHES");
            in.readLine();
            int n = Integer.parseInt(in.readLine());
            String match = "0";
            for (int i = 0; i < n; i++) {
                String line = in.readLine();
                if (i == 0) match = line.split(" ")[0];
            }
            ready.countDown();
            counted = true;
            SplittableRandom random = new SplittableRandom(seed);
            long next = System.nanoTime() + random.nextLong(Math.max(1, intervalNanos));
            while (!stop.get()) {
                long now = System.nanoTime();
                if (next > now) LockSupport.parkNanos(next - now);
                long scheduled = next;
                next += intervalNanos;
                BotPortLoad.mixedCommand(random.nextInt(10), out, in, match);
                if (measuring.get()) record((System.nanoTime() - scheduled) / 10_000);
            }
        } catch (IOException | RuntimeException e) {
            if (!stop.get()) {
                failures.incrementAndGet();
                System.err.println("probe connection failed: " + e);
            }
        } finally {
            if (!counted) ready.countDown();
        }
    }

    private synchronized void record(long tensOfMicros) {
        histogram[(int) Math.min(BUCKETS - 1, Math.max(0, tensOfMicros))]++;
    }

    /** Starts counting (after a warm-up), or stops; counts only what was answered while counting. */
    void measure(boolean on) {
        measuring.set(on);
    }

    /** The commands answered while measuring, their latency quantiles, and the connections that failed. */
    synchronized String summary() {
        long total = 0;
        for (long c : histogram) total += c;
        return String.format("%d commands (%d connections, %.0f/s offered): latency p50 %.2f ms, p99 %.2f ms, max %.2f ms%s", total,
                connections, commandsPerSecond, quantileMillis(total, 0.5), quantileMillis(total, 0.99), quantileMillis(total, 1.0),
                failures.get() == 0 ? "" : "; " + failures.get() + " connections failed");
    }

    synchronized double p99Millis() {
        long total = 0;
        for (long c : histogram) total += c;
        return quantileMillis(total, 0.99);
    }

    private double quantileMillis(long total, double q) {
        if (total == 0) return Double.NaN;
        long rank = Math.max(1, (long) Math.ceil(q * total)), seen = 0;
        for (int i = 0; i < BUCKETS; i++) {
            seen += histogram[i];
            if (seen >= rank) return (i + 1) / 100.0;
        }
        return BUCKETS / 100.0;
    }

    @Override
    public void close() throws InterruptedException {
        stop.set(true);
        for (Thread t : threads) t.join(2000);
    }
}
