package arena.bench;

import arena.App;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Load on the bot port: N connections log in and send a mix of cheap commands as fast as their answers
 * come back (each waits for its answer), and the program reports commands per second and latency.
 * It starts an arena in this JVM with the test game (tally) on free ports, so client and server share
 * the machine, as they would in a classroom.
 *
 * <pre>
 * sh src/scripts/bench-botport.sh --connections 100 --seconds 10               (as fast as answered)
 * sh src/scripts/bench-botport.sh --connections 100 --seconds 10 --rate 20000  (20,000 commands/s offered)
 * </pre>
 */
public final class BotPortLoad {
    public static void main(String[] args) throws Exception {
        int connections = 100, seconds = 10, warmup = 3;
        double rate = 0;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--connections" -> connections = Integer.parseInt(args[++i]);
                case "--seconds" -> seconds = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--rate" -> rate = Double.parseDouble(args[++i]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        try (App app = LoadContest.startArena("arena-load")) {
            int teams = Math.max(2, LoadContest.teamsFor(connections));
            LoadContest.create(app, "load", "tally", Map.of("turnMillis", 1000, "turns", 1000, "commandsPerTurn", 1_000_000), teams);
            run(app.botPort(), connections, teams, warmup, seconds, rate);
        }
    }

    /**
     * With {@code rate} 0 every connection sends its next command as soon as the answer arrives (the most the
     * server can take). With a rate, the connections together send that many commands per second on a fixed
     * schedule, and latency counts from each command's scheduled time, so a slow answer is not hidden.
     */
    private static void run(int port, int connections, int teams, int warmup, int seconds, double rate) throws Exception {
        long intervalNanos = rate > 0 ? (long) (1e9 * connections / rate) : 0;
        AtomicBoolean measuring = new AtomicBoolean(false);
        AtomicBoolean stop = new AtomicBoolean(false);
        CountDownLatch ready = new CountDownLatch(connections);
        List<long[]> histograms = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        // a few logins at a time, as bots do: the port holds at most a handful of connections per address before login (issue 27)
        java.util.concurrent.Semaphore greeting = new java.util.concurrent.Semaphore(4);
        for (int c = 0; c < connections; c++) {
            int team = c % teams;
            long[] histogram = new long[100_000]; // latency in 1 microsecond buckets up to 100 ms; the last counts the rest
            histograms.add(histogram);
            threads.add(Thread.ofPlatform().daemon().start(() -> {
                greeting.acquireUninterruptibly();
                boolean greeted = false;
                try (Socket s = new Socket("localhost", port)) {
                    s.setTcpNoDelay(true);
                    BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                    OutputStream out = s.getOutputStream();
                    in.readLine();
                    send(out, LoadContest.login(team));
                    in.readLine();
                    send(out, LoadContest.password(team));
                    String answer = in.readLine();
                    greeting.release();
                    greeted = true;
                    if (!"OK".equals(answer)) throw new IllegalStateException("login failed: " + answer);
                    send(out, "MATCHES");
                    in.readLine();
                    int n = Integer.parseInt(in.readLine());
                    String match = null;
                    for (int i = 0; i < n; i++) {
                        String line = in.readLine();
                        if (match == null) match = line.split(" ")[0];
                    }
                    ready.countDown();
                    SplittableRandom random = new SplittableRandom(team);
                    long next = System.nanoTime() + random.nextLong(Math.max(1, intervalNanos));
                    while (!stop.get()) {
                        int pick = random.nextInt(10);
                        long start = System.nanoTime();
                        if (intervalNanos > 0) {
                            if (next > start) java.util.concurrent.locks.LockSupport.parkNanos(next - start);
                            start = next;
                            next += intervalNanos;
                        }
                        mixedCommand(pick, out, in, match);
                        if (measuring.get()) {
                            long micros = (System.nanoTime() - start) / 1000;
                            histogram[(int) Math.min(histogram.length - 1, micros)]++;
                        }
                    }
                } catch (Exception e) {
                    if (!stop.get()) System.err.println("connection failed: " + e);
                    ready.countDown();
                } finally {
                    if (!greeted) greeting.release();
                }
            }));
        }
        ready.await();
        Thread.sleep(warmup * 1000L); // the bench's warm-up, by design
        measuring.set(true);
        long start = System.nanoTime();
        Thread.sleep(seconds * 1000L); // the measuring window itself
        measuring.set(false);
        double elapsed = (System.nanoTime() - start) / 1e9;
        stop.set(true);
        long[] all = new long[histograms.get(0).length];
        for (long[] h : histograms) for (int i = 0; i < h.length; i++) all[i] += h[i];
        long total = Arrays.stream(all).sum();
        System.out.printf("connections %d, teams %d, %s, measured %.1f s%n", connections, teams,
                rate > 0 ? "offered " + (long) rate + " commands/s" : "each connection sends as soon as it is answered", elapsed);
        System.out.printf("commands %d, %.0f commands/s%n", total, total / elapsed);
        System.out.printf("latency p50 %.3f ms, p99 %.3f ms, p99.9 %.3f ms%n",
                quantile(all, total, 0.50), quantile(all, total, 0.99), quantile(all, total, 0.999));
        for (Thread t : threads) t.join(2000);
    }

    /**
     * One command of the bot-port mix these loads send, by {@code pick} (0-9): 40% {@code TURN}, 40% {@code STATE} of
     * the connection's match, 10% {@code STATE 0} (refused), 10% {@code HELLO} (unknown); its answer lines read.
     */
    static void mixedCommand(int pick, OutputStream out, BufferedReader in, String match) throws java.io.IOException {
        if (pick < 4) {
            send(out, "TURN");
            in.readLine();
            in.readLine();
        } else if (pick < 8) {
            send(out, "STATE " + match);
            in.readLine();
            in.readLine();
        } else if (pick < 9) {
            send(out, "STATE 0");
            in.readLine();
        } else {
            send(out, "HELLO");
            in.readLine();
        }
    }

    static void send(OutputStream out, String line) throws java.io.IOException {
        out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    private static double quantile(long[] histogram, long total, double q) {
        long rank = (long) Math.ceil(q * total), seen = 0;
        for (int i = 0; i < histogram.length; i++) {
            seen += histogram[i];
            if (seen >= rank) return (i + 1) / 1000.0;
        }
        return histogram.length / 1000.0;
    }
}
