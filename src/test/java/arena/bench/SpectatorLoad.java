package arena.bench;

import arena.App;
import arena.contest.life.LiveContest;
import arena.contest.turns.LiveMatch;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Spectators under load. A real arena in this JVM plays a Vestrock round of house-bot teams at 1 s turns
 * (20 teams: 380 matches); N connections poll the boards of its running matches as the live board does (each
 * poll names the version it holds, so a board that has not moved is answered with no body), as fast as answers
 * come, for S seconds; then the same connections fetch a static file the same way, as the anchor. Last, a
 * contest of the test game plays R short rounds and the program prints the contest page's size and elements.
 *
 * <pre>
 * sh src/scripts/bench-spectators.sh [--connections 100] [--seconds 10] [--teams 20] [--rounds 300] [--random] [--jdk-client]
 * </pre>
 */
public final class SpectatorLoad {

    public static void main(String[] args) throws Exception {
        int connections = 100, seconds = 10, teams = 20, rounds = 300, roundTeams = 12;
        boolean random = false, jdkClient = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--connections" -> connections = Integer.parseInt(args[++i]);
                case "--seconds" -> seconds = Integer.parseInt(args[++i]);
                case "--teams" -> teams = Integer.parseInt(args[++i]);
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--round-teams" -> roundTeams = Integer.parseInt(args[++i]);
                case "--random" -> random = true;
                case "--jdk-client" -> jdkClient = true;
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        try (App app = App.start(arena.support.TestDatabases.configure(new App.Config(0, 0, Files.createTempDirectory("arena-spectators"), false, "bench-password-1", null, 600, 30)))) {
            var contests = app.contests();
            Map<String, Object> settings = new LinkedHashMap<>();
            settings.put("rounds", 1);
            settings.put("seed", 20240601L);
            settings.put("turnMillis", 1000);
            settings.put("turnsPerMatch", 100);
            contests.create("watch", "Vestrock under watch", "vestrock", settings);
            List<String> bots = new ArrayList<>(contests.games().get("vestrock").orElseThrow().houseBots().keySet());
            for (int i = 0; i < teams; i++) contests.enrollHouseBot("watch", bots.get(i % bots.size()));
            Thread.sleep(2000);
            contests.startRound("watch");
            LiveContest live = contests.live("watch").orElseThrow();
            long[] ids = live.matches().stream().mapToLong(LiveMatch::id).toArray();
            Thread.sleep(3000); // the bench's pacing: a few turns played before the spectators come
            String base = "http://localhost:" + app.httpPort();
            System.out.printf("%d matches at 1 s turns, %d teams; %d connections for %d s each%n", ids.length, teams, connections, seconds);

            // as spectators do: each connection watches one live board (connection i the i-th match) and polls it with
            // the version it holds; with --random, each request picks any match (a poller that hops between boards)
            boolean hop = random;
            Client client = jdkClient ? new JdkClient(base) : new KeepAliveClient(app.httpPort());
            System.out.println("client: " + client);
            Result boards = poll(client, connections, seconds, (me, rnd) -> "/matches/" + (hop ? ids[rnd.nextInt(ids.length)] : ids[me % ids.length]) + "/board", true);
            System.out.println("boards      " + boards + (hop ? " (each request a random board)" : " (each connection one board)"));
            Result statics = poll(client, connections, seconds, (me, rnd) -> "/static/arena.js", false);
            System.out.println("static file " + statics);
            System.out.printf("boards answer at %.0f%% of the static file's rate%n", 100.0 * boards.perSecond() / statics.perSecond());
        }
        contestPageAfterRounds(rounds, roundTeams);
    }

    /** The contest page's size after many short rounds of the test game. */
    private static void contestPageAfterRounds(int rounds, int teams) throws Exception {
        try (App app = App.start(arena.support.TestDatabases.configure(new App.Config(0, 0, Files.createTempDirectory("arena-rounds"), false, "bench-password-1", null, 600, 30)))) {
            var contests = app.contests();
            Map<String, Object> settings = new LinkedHashMap<>();
            settings.put("rounds", rounds);
            settings.put("turnMillis", 10);
            settings.put("turns", 1);
            contests.create("many", "Many rounds", "tally", settings);
            List<String> bots = new ArrayList<>(contests.games().get("tally").orElseThrow().houseBots().keySet());
            for (int i = 0; i < teams; i++) contests.enrollHouseBot("many", bots.get(i % bots.size()));
            long start = System.nanoTime();
            for (int r = 1; r <= rounds; r++) {
                contests.startRound("many");
                LiveContest live = contests.live("many").orElse(null);
                while (live != null && live.roundRunning()) Thread.sleep(20);
            }
            HttpClient http = HttpClient.newHttpClient();
            String page = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + app.httpPort() + "/contests/many")).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            System.out.printf("contest page after %d rounds of %d teams (played in %.0f s): %,d bytes, %,d elements%n",
                    rounds, teams, (System.nanoTime() - start) / 1e9, page.getBytes(java.nio.charset.StandardCharsets.UTF_8).length,
                    elements(page));
        }
    }

    /** Start tags in an HTML text: the DOM elements a browser builds from it. */
    static int elements(String html) {
        return (int) java.util.regex.Pattern.compile("<[a-zA-Z]").matcher(html).results().count();
    }

    record Result(long answers, long full, long empty, double perSecond, double p50, double p99, double max, long errors) {
        @Override
        public String toString() {
            return String.format("%,d answers (%,d with a body, %,d without), %,.0f/s, latency p50 %.1f ms, p99 %.1f ms, max %.1f ms, %d errors",
                    answers, full, empty, perSecond, p50, p99, max, errors);
        }
    }

    /** What one polling connection does: GET a path, giving the status, entity tag and whether a body came. */
    interface Connection extends AutoCloseable {
        KeepAliveHttp.Answer get(String path) throws Exception;

        @Override
        default void close() {}
    }

    interface Client {
        Connection connect();
    }

    /** The default: one light keep-alive socket per poller (see {@link KeepAliveHttp} for why). */
    record KeepAliveClient(int port) implements Client {
        public Connection connect() {
            KeepAliveHttp http = new KeepAliveHttp("localhost", port);
            return new Connection() {
                public KeepAliveHttp.Answer get(String path) throws Exception {
                    return http.get(path);
                }

                @Override
                public void close() {
                    http.close();
                }
            };
        }

        @Override
        public String toString() {
            return "one keep-alive socket per connection (--jdk-client for java.net.http, which costs the machine more per request)";
        }
    }

    /** java.net.http's client, as earlier runs of this program used: kept to compare with them. */
    record JdkClient(String base) implements Client {
        public Connection connect() {
            HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(5)).build();
            return path -> {
                HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + path)).build(), HttpResponse.BodyHandlers.ofString());
                return new KeepAliveHttp.Answer(r.statusCode(), r.headers().firstValue("ETag").map(t -> t.replace("\"", "")).orElse(null), r.body().length());
            };
        }

        @Override
        public String toString() {
            return "java.net.http, HTTP/1.1";
        }
    }

    /**
     * {@code connections} clients each send requests one after another for {@code seconds}; with {@code versioned},
     * a client sends back the version of the last answer it had for that address, as the live board's poll does.
     */
    private static Result poll(Client client, int connections, int seconds, java.util.function.BiFunction<Integer, SplittableRandom, String> address, boolean versioned) throws Exception {
        AtomicBoolean measuring = new AtomicBoolean(false);
        AtomicBoolean stop = new AtomicBoolean(false);
        long[][] latencies = new long[connections][];
        long[] counts = new long[connections], full = new long[connections], errors = new long[connections];
        CountDownLatch done = new CountDownLatch(connections);
        for (int c = 0; c < connections; c++) {
            final int me = c;
            Thread.ofVirtual().start(() -> {
                SplittableRandom rnd = new SplittableRandom(1000 + me);
                Connection http = client.connect();
                Map<String, String> versions = new HashMap<>();
                long[] lat = new long[1 << 16];
                int n = 0;
                try {
                    while (!stop.get()) {
                        String path = address.apply(me, rnd);
                        String v = versioned ? versions.get(path) : null;
                        long t0 = System.nanoTime();
                        KeepAliveHttp.Answer r;
                        try {
                            r = http.get(v == null ? path : path + "?v=" + v);
                        } catch (Exception e) {
                            if (measuring.get()) errors[me]++;
                            continue;
                        }
                        long t = System.nanoTime() - t0;
                        if (versioned && r.etag() != null) versions.put(path, r.etag());
                        if (!measuring.get()) continue;
                        if (r.status() >= 400) errors[me]++;
                        if (r.bodyBytes() > 0) full[me]++;
                        counts[me]++;
                        if (n == lat.length) lat = Arrays.copyOf(lat, n * 2);
                        lat[n++] = t;
                    }
                } finally {
                    http.close();
                    latencies[me] = Arrays.copyOf(lat, n);
                    done.countDown();
                }
            });
        }
        Thread.sleep(5000); // warm-up: connections opened, templates parsed, code compiled
        measuring.set(true);
        long start = System.nanoTime();
        Thread.sleep(seconds * 1000L); // the measuring window itself
        measuring.set(false);
        double elapsed = (System.nanoTime() - start) / 1e9;
        stop.set(true);
        done.await();
        long[] all = Arrays.stream(latencies).flatMapToLong(Arrays::stream).sorted().toArray();
        long answers = Arrays.stream(counts).sum(), withBody = Arrays.stream(full).sum();
        return new Result(answers, withBody, answers - withBody, answers / elapsed, q(all, 0.5), q(all, 0.99), q(all, 1.0),
                Arrays.stream(errors).sum());
    }

    private static double q(long[] sorted, double q) {
        if (sorted.length == 0) return 0;
        return sorted[(int) Math.min(sorted.length - 1, Math.floor(q * sorted.length))] / 1e6;
    }
}
