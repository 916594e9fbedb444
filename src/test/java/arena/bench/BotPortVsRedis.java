package arena.bench;

import arena.App;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The bot port beside Redis, measured by one neutral client (issue 31): {@code src/test/c/botport_load.c}, compiled here
 * with gcc, opens N connections and sends one command per connection as soon as the last is answered. Against the arena
 * (in this JVM, on H2 or PostgreSQL as {@code bench.sh} says): a 25-team Vestrock contest with its round running, each
 * connection logged in as one of the teams (4 a team), sending {@code GET_MY_MATCHES} (three answer lines); against
 * {@code redis-server}, started here on a free port without persistence: inline {@code PING}. Each run measures the
 * arena and then Redis, and prints both side by side with the machine's load.
 *
 * <pre>
 * sh src/scripts/bench.sh arena.bench.BotPortVsRedis [--connections 100] [--seconds 10] [--warmup 6] [--runs 3]
 * </pre>
 */
public final class BotPortVsRedis {
    public static void main(String[] args) throws Exception {
        int connections = 100, seconds = 10, warmup = 6, runs = 3; // 6 s of warm-up: on a loaded machine the JIT is still compiling after 3
        String redis = "redis-server";
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--connections" -> connections = Integer.parseInt(args[++i]);
                case "--seconds" -> seconds = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--redis" -> redis = args[++i];
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Path client = compileClient();
        int teams = LoadContest.teamsFor(connections);
        int redisPort = freePort();
        Process redisServer = new ProcessBuilder(redis, "--port", String.valueOf(redisPort), "--bind", "127.0.0.1",
                "--save", "", "--appendonly", "no").redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try (App app = LoadContest.startArena("arena-vs-redis")) {
            awaitPort(redisPort);
            // a round that runs for longer than the benchmark (1 s turns, 10,000 of them)
            LoadContest.create(app, "versus", "vestrock", Map.of("turnMillis", 1000, "turnsPerMatch", 10_000, "commandsPerTurn", 1_000_000), teams);
            System.out.printf("%d connections (%d teams of a Vestrock contest, round running), closed loop, %d s measured after %d s of warm-up%n",
                    connections, teams, seconds, warmup);
            for (int run = 1; run <= runs; run++) {
                String load = load();
                List<String> common = List.of("--host", "127.0.0.1", "--connections", String.valueOf(connections),
                        "--seconds", String.valueOf(seconds), "--warmup", String.valueOf(warmup));
                Result arena = runClient(client, ProcessHandle.current().pid(), common, "--port", String.valueOf(app.botPort()), "--teams", String.valueOf(teams),
                        "--login", "load-", "--password", "password-", "--command", "GET_MY_MATCHES", "--lines", "3", "--expect", "OK");
                Result anchor = runClient(client, redisServer.pid(), common, "--port", String.valueOf(redisPort), "--command", "PING", "--lines", "1", "--expect", "+PONG");
                System.out.printf("run %d (load before: %s)%n  arena GET_MY_MATCHES: %s%n  redis PING:           %s%n"
                                + "  arena/redis: %.2fx the rate, %.2fx the p99, %.2fx the server's CPU time a round trip%n",
                        run, load, arena, anchor, arena.perSecond() / anchor.perSecond(), arena.p99() / anchor.p99(), arena.serverMicros() / anchor.serverMicros());
            }
        } finally {
            redisServer.destroy();
            redisServer.waitFor(5, TimeUnit.SECONDS);
        }
    }

    private static Path compileClient() throws IOException, InterruptedException {
        Path binary = Path.of("target", "botport_load");
        Files.createDirectories(binary.getParent());
        Process gcc = new ProcessBuilder("gcc", "-O2", "-o", binary.toString(), "src/test/c/botport_load.c", "-lpthread").inheritIO().start();
        if (gcc.waitFor() != 0) throw new IllegalStateException("gcc could not build src/test/c/botport_load.c");
        return binary;
    }

    /**
     * One client's figures, and the CPU time the server process spent over the measured seconds per round trip: on a
     * machine shared with other work the rate moves with their load, the CPU time a command costs much less.
     */
    record Result(String clientLine, double serverMicros, String serverThreads) {
        double perSecond() {
            return number(clientLine.indexOf("/s"));
        }

        double p99() {
            return number(clientLine.indexOf(" ms", clientLine.indexOf("p99 ")));
        }

        long roundTrips() {
            return Long.parseLong(clientLine.split(" ")[2]);
        }

        /** The number that ends just before {@code end} in the client's line. */
        private double number(int end) {
            int start = clientLine.lastIndexOf(' ', end - 1) + 1;
            return Double.parseDouble(clientLine.substring(start, end));
        }

        @Override
        public String toString() {
            return clientLine + String.format(", server CPU %.1f us a round trip", serverMicros)
                    + (serverThreads.isEmpty() ? "" : " (by thread, us: " + serverThreads + ")");
        }
    }

    /** Runs the client, sampling the server's CPU time when the client says its measured seconds start and when it ends. */
    private static Result runClient(Path client, long serverPid, List<String> common, String... options) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(client.toString()));
        command.addAll(common);
        command.addAll(List.of(options));
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        long cpuFrom = -1, cpuTo = -1;
        Map<String, Long> threadsFrom = Map.of(), threadsTo = Map.of();
        String last = "";
        try (var out = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = out.readLine()) != null; ) {
                if (line.equals("measuring")) {
                    cpuFrom = cpuNanos(serverPid);
                    threadsFrom = cpuByThreadKind(serverPid);
                } else {
                    cpuTo = cpuNanos(serverPid);
                    threadsTo = cpuByThreadKind(serverPid);
                    last = line;
                }
            }
        }
        if (p.waitFor() != 0 || cpuFrom < 0 || cpuTo < 0) throw new IllegalStateException("the client failed: " + last);
        long roundTrips = Math.max(1, new Result(last, 0, "").roundTrips());
        StringBuilder split = new StringBuilder();
        for (var e : threadsTo.entrySet()) {
            double micros = (e.getValue() - threadsFrom.getOrDefault(e.getKey(), 0L)) / 1e3 / roundTrips;
            if (micros >= 0.05) split.append(split.isEmpty() ? "" : ", ").append(String.format("%s %.1f", e.getKey(), micros));
        }
        return new Result(last, (cpuTo - cpuFrom) / 1e3 / roundTrips, split.toString());
    }

    /**
     * A process's CPU time by kind of thread (its name without digits: the carriers of virtual threads, the JIT's
     * compilers, the garbage collector, ...), so that the figures say where a round trip's time went.
     */
    private static Map<String, Long> cpuByThreadKind(long pid) throws IOException {
        Map<String, Long> byKind = new java.util.TreeMap<>();
        try (var tasks = Files.list(Path.of("/proc/" + pid + "/task"))) {
            for (Path task : (Iterable<Path>) tasks::iterator) {
                try {
                    String stat = Files.readString(task.resolve("stat"));
                    String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replaceAll("[0-9#-]+", "").strip();
                    byKind.merge(name, ticks(stat) * 10_000_000L, Long::sum);
                } catch (IOException ended) {
                    // the thread ended meanwhile
                }
            }
        }
        return byKind;
    }

    private static long ticks(String stat) {
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Long.parseLong(f[11]) + Long.parseLong(f[12]); // utime and stime, fields 14 and 15 of proc(5)
    }

    /** A process's CPU time (user and system) from /proc, in nanoseconds (at the kernel's clock tick, 10 ms). */
    private static long cpuNanos(long pid) throws IOException {
        return ticks(Files.readString(Path.of("/proc/" + pid + "/stat"))) * 10_000_000L;
    }

    private static String load() throws IOException {
        String[] fields = Files.readString(Path.of("/proc/loadavg")).split(" ");
        return fields[0] + " " + fields[1] + " " + fields[2];
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private static void awaitPort(int port) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (true) {
            try (Socket s = new Socket("127.0.0.1", port)) {
                return;
            } catch (IOException notYet) {
                if (System.nanoTime() > deadline) throw new IllegalStateException("redis-server did not open port " + port);
                Thread.sleep(50);
            }
        }
    }
}
