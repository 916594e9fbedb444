package arena.bench;

import arena.App;
import arena.support.LiveThreads;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Issue 45: what 1,000 bots waiting for the next turn cost the arena, and how soon the turn's hand-over reaches them.
 * An arena in this JVM (H2, on free ports) runs a Tally round of {@code --teams} teams at {@code --turn-millis}; the
 * bots ({@code --bots}, {@code --bots / --teams} a team) log in and each sends {@code WAIT} again as soon as it is told a
 * turn, so between turns all of them wait. The bots are one client thread over a selector, so the figures are the
 * arena's: while every bot waits, the threads of the JVM (platform ones, and all with virtual ones from a thread dump;
 * {@code bot-away} is the thread a waiting bot parked before issue 45), the heap after a full collection and the
 * process's resident memory; then, over {@code --turns} turns, how long after the first bot of a turn heard it the
 * others did (the hand-over's spread, p50 / p99 / last).
 *
 * <pre>
 * sh src/scripts/bench.sh arena.bench.WaitingBotsLoad [--bots 1000] [--teams 25] [--turn-millis 2000] [--turns 5]
 * </pre>
 */
public final class WaitingBotsLoad {
    /** One bot: its socket, and what it has read and not cut into lines. */
    private static final class Bot {
        final SocketChannel channel;
        final ByteBuffer in = ByteBuffer.allocate(4096);
        final StringBuilder partial = new StringBuilder();

        Bot(SocketChannel channel) {
            this.channel = channel;
        }
    }

    public static void main(String[] args) throws Exception {
        int bots = 1000, teams = 25, turnMillis = 2000, turns = 5;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--bots" -> bots = Integer.parseInt(args[++i]);
                case "--teams" -> teams = Integer.parseInt(args[++i]);
                case "--turn-millis" -> turnMillis = Integer.parseInt(args[++i]);
                case "--turns" -> turns = Integer.parseInt(args[++i]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        int perTeam = (bots + teams - 1) / teams;
        if (perTeam > 64) throw new IllegalArgumentException("at most 64 connections a team: give more --teams");
        try (App app = LoadContest.startArena("arena-waiting")) {
            Memory idle = Memory.now();
            LoadContest.create(app, "waiting", "tally", Map.of("turnMillis", turnMillis, "turns", 1000, "commandsPerTurn", 1_000_000), teams, perTeam);
            List<Bot> all = logIn(app.botPort(), bots, teams);
            run(all, turnMillis, turns, idle);
        }
    }

    /** Logs the bots in, four at a time (the port holds a handful of connections per address before login). */
    private static List<Bot> logIn(int port, int bots, int teams) throws Exception {
        ExecutorService greeters = Executors.newFixedThreadPool(4);
        try {
            List<Future<Bot>> logins = new ArrayList<>();
            for (int b = 0; b < bots; b++) {
                int team = b % teams;
                logins.add(greeters.submit(() -> {
                    SocketChannel c = SocketChannel.open(new InetSocketAddress("localhost", port));
                    c.socket().setTcpNoDelay(true);
                    BufferedReader in = new BufferedReader(new InputStreamReader(c.socket().getInputStream(), StandardCharsets.UTF_8));
                    var out = c.socket().getOutputStream();
                    in.readLine();
                    out.write((LoadContest.login(team) + "\n").getBytes(StandardCharsets.UTF_8));
                    in.readLine();
                    out.write((LoadContest.password(team) + "\n").getBytes(StandardCharsets.UTF_8));
                    String answer = in.readLine();
                    if (!"OK".equals(answer)) throw new IllegalStateException("login of load-" + team + " answered " + answer);
                    return new Bot(c);
                }));
            }
            List<Bot> all = new ArrayList<>();
            for (Future<Bot> f : logins) all.add(f.get());
            return all;
        } finally {
            greeters.shutdown();
        }
    }

    private static void run(List<Bot> all, int turnMillis, int turns, Memory idle) throws Exception {
        Selector selector = Selector.open();
        for (Bot b : all) {
            b.channel.configureBlocking(false);
            b.channel.register(selector, SelectionKey.OP_READ, b);
            send(b, "WAIT");
        }
        int n = all.size();
        long[][] heard = new long[turns][n];
        int[] heardCount = new int[turns];
        int turnsSeen = -1; // turn lines before all bots waited once are not measured
        boolean measured = false;
        int waiting = 0;
        long deadline = System.nanoTime() + (long) (turns + 10) * turnMillis * 1_000_000L + 60_000_000_000L;
        Memory waitingMemory = null;
        int virtualWaiting = -1, allWaiting = -1;
        while (System.nanoTime() < deadline) {
            selector.select(100);
            for (SelectionKey key : selector.selectedKeys()) {
                Bot b = (Bot) key.attachment();
                int read = b.channel.read(b.in);
                if (read < 0) throw new IllegalStateException("the arena closed a waiting bot's connection");
                b.in.flip();
                while (b.in.hasRemaining()) {
                    char ch = (char) b.in.get();
                    if (ch != '\n') {
                        b.partial.append(ch);
                        continue;
                    }
                    String line = b.partial.toString();
                    b.partial.setLength(0);
                    if (line.equals("OK")) {
                        waiting++; // its WAIT answered: it waits for the turn
                        continue;
                    }
                    if (!line.startsWith("TURN") && !line.startsWith("ROUND")) throw new IllegalStateException("a bot was told " + line);
                    long now = System.nanoTime();
                    waiting--;
                    if (measured && turnsSeen >= 0 && turnsSeen < turns && heardCount[turnsSeen] < n) heard[turnsSeen][heardCount[turnsSeen]++] = now;
                    send(b, "WAIT");
                }
                b.in.clear();
            }
            selector.selectedKeys().clear();
            if (!measured && waiting == n) {
                // every bot waits: the arena's cost of them, before the next turn tells them
                LiveThreads threads = LiveThreads.now();
                allWaiting = threads.all();
                virtualWaiting = threads.named("bot-away");
                waitingMemory = Memory.now();
                measured = true;
            }
            if (measured && waiting == n && (turnsSeen < 0 || heardCount[turnsSeen] == n)) {
                turnsSeen++; // all told the last turn and waiting again: the next turn lines are the next turn's
                if (turnsSeen == turns) break;
            }
        }
        if (waitingMemory == null) throw new IllegalStateException("the bots never all waited at once");
        System.out.printf("bots %d waiting for the next turn (turns of %d ms), arena and bots in one JVM%n", n, turnMillis);
        System.out.printf("idle arena: %s%n", idle);
        System.out.printf("all waiting: %s; threads in the dump (virtual ones too) %d, of them bot-away %d%n", waitingMemory, allWaiting, virtualWaiting);
        List<Long> spread = new ArrayList<>();
        for (int t = 0; t < turns && t <= turnsSeen; t++) {
            if (heardCount[t] == 0) continue;
            long[] times = Arrays.copyOf(heard[t], heardCount[t]);
            Arrays.sort(times);
            for (long time : times) spread.add((time - times[0]) / 1000);
        }
        spread.sort(null);
        if (!spread.isEmpty()) {
            System.out.printf("hand-over to %d bots over %d turns, after the first bot of its turn: p50 %.2f ms, p99 %.2f ms, last %.2f ms%n",
                    n, Math.min(turns, turnsSeen + 1), spread.get(spread.size() / 2) / 1000.0,
                    spread.get((int) Math.min(spread.size() - 1, Math.ceil(spread.size() * 0.99) - 1)) / 1000.0, spread.get(spread.size() - 1) / 1000.0);
        }
        for (Bot b : all) b.channel.close();
    }

    private static void send(Bot b, String line) throws java.io.IOException {
        ByteBuffer bytes = ByteBuffer.wrap((line + "\n").getBytes(StandardCharsets.UTF_8));
        while (bytes.hasRemaining()) b.channel.write(bytes);
    }

    /** The JVM's threads and memory now: platform threads alive, the heap after a full collection, the resident set. */
    private record Memory(int platformThreads, long heapUsedBytes, long residentBytes) {
        static Memory now() throws Exception {
            for (int i = 0; i < 3; i++) System.gc();
            long heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
            long rss = 0;
            for (String l : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (l.startsWith("VmRSS:")) rss = Long.parseLong(l.replaceAll("[^0-9]", "")) * 1024;
            }
            return new Memory(ManagementFactory.getThreadMXBean().getThreadCount(), heap, rss);
        }

        @Override
        public String toString() {
            return String.format("platform threads %d, heap after GC %.1f MiB, resident %.1f MiB", platformThreads,
                    heapUsedBytes / 1048576.0, residentBytes / 1048576.0);
        }
    }
}
