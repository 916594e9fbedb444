package arena.bench;

import arena.App;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Password guessing beside a well-behaved bot (issue 12, RULINGS 1 and 7). An arena in this JVM runs a contest of the
 * test game (tally, 200 ms turns) in which one well-behaved bot plays a house bot: every turn it lists its matches,
 * adds to each, reads each one's state ten times, and sends WAIT. The program measures that bot's command latency (send to
 * answer, WAIT excluded) and the gaps between the turns it is told of, first alone, then while 4 connections guess
 * passwords as fast as they are answered: team names of the contest in turn, a new random password each time, each
 * connection from its own loopback address (127.0.0.2 ...) so that the per-address limit alone cannot stop them.
 *
 * <pre>
 * sh src/scripts/bench-logins.sh [--seconds 20] [--guessers 4] [--teams 40]
 * </pre>
 */
public final class LoginGuessBench {
    private static final String TOKEN = "bench-token-0123456789";
    private static final long TURN_MILLIS = 200;

    public static void main(String[] args) throws Exception {
        int seconds = 20, guessers = 4, teams = 40;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--seconds" -> seconds = Integer.parseInt(args[++i]);
                case "--guessers" -> guessers = Integer.parseInt(args[++i]);
                case "--teams" -> teams = Integer.parseInt(args[++i]);
                default -> throw new IllegalArgumentException("unknown option " + args[i] + "; options: --seconds N --guessers N --teams N");
            }
        }
        var dir = Files.createTempDirectory("arena-logins");
        try (App app = App.start(arena.support.TestDatabases.configure(new App.Config(0, 0, dir, false, "bench-password", TOKEN, 600, 30)))) {
            setUp(app, teams);
            Bot bot = new Bot(app.botPort());
            Thread player = Thread.ofPlatform().name("well-behaved-bot").start(bot);
            Thread.sleep(3000); // warm up
            bot.reset();
            Thread.sleep(seconds * 1000L); // the measuring window itself
            Figures alone = bot.figures();
            AtomicBoolean stop = new AtomicBoolean();
            AtomicLong tries = new AtomicLong(), throttled = new AtomicLong();
            List<Thread> attackers = new ArrayList<>();
            for (int g = 0; g < guessers; g++) {
                int n = g;
                int teamCount = teams;
                attackers.add(Thread.ofPlatform().daemon().start(() -> guess(app.botPort(), n, teamCount, stop, tries, throttled)));
            }
            Thread.sleep(1000); // the attack's warm-up, by design
            bot.reset();
            long triesBefore = tries.get();
            Thread.sleep(seconds * 1000L); // the measuring window itself
            Figures attacked = bot.figures();
            long triesDuring = tries.get() - triesBefore;
            stop.set(true);
            for (Thread t : attackers) t.join(5000);
            bot.stop();
            player.join(5000);
            System.out.printf("well-behaved bot, %d s each, %d ms turns:%n", seconds, TURN_MILLIS);
            System.out.println("                 commands  latency p50   p99      max    | turns  gap p50   p99     max");
            System.out.println("  alone          " + alone);
            System.out.println("  under attack   " + attacked);
            System.out.printf("  guessers: %d connections, %d tries (%.1f/s), %d answered 'try again' without a check%n",
                    guessers, triesDuring, triesDuring / (double) seconds, throttled.get());
            System.out.printf("  under attack / alone: latency p99 %.2fx, turn gap p99 %.2fx%n",
                    attacked.latencyP99 / Math.max(0.001, alone.latencyP99), attacked.gapP99 / Math.max(0.001, alone.gapP99));
        }
    }

    private static void setUp(App app, int teams) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        ObjectMapper json = new ObjectMapper();
        String base = "http://localhost:" + app.httpPort();
        post(http, json, base + "/api/contests", Map.of("slug", "guess", "title", "Guess", "game", "tally",
                "settings", Map.of("turnMillis", TURN_MILLIS, "turns", 1000, "commandsPerTurn", 1000)));
        post(http, json, base + "/api/teams", Map.of("name", "good", "password", "good-password"));
        post(http, json, base + "/api/contests/guess/enrollments", Map.of("team", "good"));
        post(http, json, base + "/api/contests/guess/enrollments", Map.of("houseBot", "steady"));
        for (int t = 0; t < teams; t++) post(http, json, base + "/api/teams", Map.of("name", "target-" + t, "password", "secret-" + t + "-xyz"));
        post(http, json, base + "/api/contests/guess/rounds", Map.of());
    }

    private static void post(HttpClient http, ObjectMapper json, String url, Object body) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url)).header("Authorization", "Bearer " + TOKEN)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json.writeValueAsString(body))).build(),
                HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() / 100 != 2) throw new IllegalStateException(url + " answered " + r.statusCode() + " " + r.body());
    }

    /** One guessing connection after another, from 127.0.0.(2 + n), as fast as the server answers. */
    private static void guess(int port, int n, int teams, AtomicBoolean stop, AtomicLong tries, AtomicLong throttled) {
        SplittableRandom random = new SplittableRandom(n);
        while (!stop.get()) {
            try (Socket s = new Socket()) {
                s.bind(new InetSocketAddress("127.0.0." + (2 + n), 0));
                s.connect(new InetSocketAddress("127.0.0.1", port));
                BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                OutputStream out = s.getOutputStream();
                in.readLine();
                out.write(("target-" + random.nextInt(teams) + "\n").getBytes(StandardCharsets.UTF_8));
                in.readLine();
                out.write(("guess-" + random.nextLong() + "\n").getBytes(StandardCharsets.UTF_8));
                String answer = in.readLine();
                tries.incrementAndGet();
                if (answer != null && answer.contains("try again")) throttled.incrementAndGet();
            } catch (Exception e) {
                // refused or reset: try again
            }
        }
    }

    record Figures(int commands, double latencyP50, double latencyP99, double latencyMax, int turns, double gapP50, double gapP99, double gapMax) {
        @Override
        public String toString() {
            return String.format("%7d  %8.2f ms %7.2f ms %7.2f ms | %5d  %6.0f ms %6.0f ms %6.0f ms",
                    commands, latencyP50, latencyP99, latencyMax, turns, gapP50, gapP99, gapMax);
        }
    }

    /** The well-behaved bot: a few commands per turn, then WAIT; its latencies and turn gaps, kept since the last reset. */
    static final class Bot implements Runnable {
        private final int port;
        private final List<Long> latencies = new ArrayList<>();
        private final List<Long> gaps = new ArrayList<>();
        private volatile boolean stopped;
        private long lastTurn;

        Bot(int port) {
            this.port = port;
        }

        @Override
        public void run() {
            try (Socket s = new Socket("localhost", port)) {
                s.setTcpNoDelay(true);
                BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                OutputStream out = s.getOutputStream();
                in.readLine();
                send(out, "good");
                in.readLine();
                send(out, "good-password");
                if (!"OK".equals(in.readLine())) throw new IllegalStateException("the well-behaved bot could not log in");
                while (!stopped) {
                    long start = System.nanoTime();
                    send(out, "MATCHES");
                    String ok = in.readLine();
                    if (!ok.equals("OK")) throw new IllegalStateException("MATCHES answered " + ok);
                    int n = Integer.parseInt(in.readLine());
                    String[] matches = new String[n];
                    for (int i = 0; i < n; i++) matches[i] = in.readLine().split(" ")[0];
                    record(start);
                    for (String m : matches) {
                        start = System.nanoTime();
                        send(out, "ADD " + m + " 2");
                        if (in.readLine().equals("OK")) in.readLine(); // the tally, or one ERR line
                        record(start);
                        for (int look = 0; look < 10; look++) {
                            start = System.nanoTime();
                            send(out, "STATE " + m);
                            if (in.readLine().equals("OK")) in.readLine();
                            record(start);
                        }
                    }
                    send(out, "WAIT");
                    in.readLine();
                    in.readLine();
                    long now = System.nanoTime();
                    synchronized (this) {
                        if (lastTurn != 0) gaps.add(now - lastTurn);
                        lastTurn = now;
                    }
                }
            } catch (Exception e) {
                if (!stopped) throw new IllegalStateException(e);
            }
        }

        private synchronized void record(long start) {
            latencies.add(System.nanoTime() - start);
        }

        synchronized void reset() {
            latencies.clear();
            gaps.clear();
            lastTurn = 0;
        }

        void stop() {
            stopped = true;
        }

        synchronized Figures figures() {
            long[] l = latencies.stream().mapToLong(Long::longValue).sorted().toArray();
            long[] g = gaps.stream().mapToLong(Long::longValue).sorted().toArray();
            return new Figures(l.length, ms(q(l, 0.5)), ms(q(l, 0.99)), ms(q(l, 1)), g.length, ms(q(g, 0.5)), ms(q(g, 0.99)), ms(q(g, 1)));
        }

        private static long q(long[] sorted, double q) {
            if (sorted.length == 0) return 0;
            int rank = (int) Math.ceil(q * sorted.length); // the q-quantile: the smallest value with q of all at or below it
            return sorted[Math.max(0, Math.min(sorted.length, rank) - 1)];
        }

        private static double ms(long nanos) {
            return nanos / 1e6;
        }
    }

    private static void send(OutputStream out, String line) throws Exception {
        out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

}
