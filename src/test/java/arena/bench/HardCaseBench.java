package arena.bench;

import arena.App;
import arena.contest.life.LiveContest;
import arena.contest.turns.LiveMatch;
import arena.contest.turns.TurnClock;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Issue 31's hard case, measured with a neutral client: a real arena in this JVM plays a 20-team Vestrock round of
 * house bots (380 matches at 1 s turns); {@code wrk} (100 connections) asks for random boards of the round holding no
 * version, so that every answer is a whole board ({@code src/scripts/random-boards.lua}), then, in the same run and the
 * same way, for the static file {@code /static/arena.js}, the anchor, and for the home page's live part {@code /live}
 * (issue 46). Printed side by side: rates, latency
 * quantiles, the share of the static file's rate, and the turn clock's lateness in each period. After them, the round
 * alone: the arena's CPU per turn (house bots, clock, store) with no one watching, per match still playing.
 *
 * <pre>
 * sh src/scripts/bench.sh arena.bench.HardCaseBench [--connections 100] [--seconds 10] [--teams 20] [--wrk-threads 2] [--turn-millis 1000]
 * </pre>
 * Needs {@code wrk} on the PATH.
 */
public final class HardCaseBench {

    public static void main(String[] args) throws Exception {
        int connections = 100, seconds = 10, teams = 20, wrkThreads = 2, turnMillis = 1000, turns = 100, quietSeconds = 5;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--connections" -> connections = Integer.parseInt(args[++i]);
                case "--seconds" -> seconds = Integer.parseInt(args[++i]);
                case "--teams" -> teams = Integer.parseInt(args[++i]);
                case "--wrk-threads" -> wrkThreads = Integer.parseInt(args[++i]);
                case "--turn-millis" -> turnMillis = Integer.parseInt(args[++i]);
                case "--turns" -> turns = Integer.parseInt(args[++i]);
                case "--quiet-seconds" -> quietSeconds = Integer.parseInt(args[++i]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Path lua = Path.of("src/scripts/random-boards.lua").toAbsolutePath();
        if (!Files.exists(lua)) throw new IllegalStateException("run from the project's root: no " + lua);
        try (App app = App.start(arena.support.TestDatabases.configure(new App.Config(0, 0, Files.createTempDirectory("arena-hard-case"), false,
                "bench-password-1", null, 600, 30)))) {
            var contests = app.contests();
            Map<String, Object> settings = new LinkedHashMap<>();
            settings.put("rounds", 1);
            settings.put("seed", 20240601L);
            settings.put("turnMillis", turnMillis);
            settings.put("turnsPerMatch", turns);
            contests.create("hard", "Vestrock, the hard case", "vestrock", settings);
            List<String> bots = new ArrayList<>(contests.games().get("vestrock").orElseThrow().houseBots().keySet());
            for (int i = 0; i < teams; i++) contests.enrollHouseBot("hard", bots.get(i % bots.size()));
            Thread.sleep(2000);
            contests.startRound("hard");
            LiveContest live = contests.live("hard").orElseThrow();
            List<LiveMatch> matches = live.matches();
            Path ids = Files.createTempFile("arena-hard-case", ".ids");
            Files.write(ids, matches.stream().map(m -> Long.toString(m.id())).toList());
            String base = "http://localhost:" + app.httpPort();
            System.out.printf("%d matches at %d ms turns, %d teams; wrk: %d connections, %d threads, %d s each; %d cores; load %s%n",
                    matches.size(), turnMillis, teams, connections, wrkThreads, seconds, Runtime.getRuntime().availableProcessors(), load());

            int threads = wrkThreads, clients = connections, length = seconds;
            // warm-up, short (Vestrock's matches end by knockout from about turn 20 on): code compiled, every board drawn
            // once (a live match's view reads its row, round, contest and teams from the store once)
            wrk(threads, clients, 3, base, lua, ids);
            wrk(threads, clients, 1, base + "/static/arena.js", null, null);
            Phase boards = phase("boards     ", live, matches, () -> wrk(threads, clients, length, base, lua, ids));
            Phase statics = phase("arena.js   ", live, matches, () -> wrk(threads, clients, length, base + "/static/arena.js", null, null));
            // issue 46: the home page's live part, as a visitor arriving asks it (no version held: the whole part)
            wrk(threads, clients, 1, base + "/live", null, null);
            Phase homeLive = phase("/live      ", live, matches, () -> wrk(threads, clients, length, base + "/live", null, null));
            System.out.println(boards);
            System.out.println(statics);
            System.out.println(homeLive);

            // the round alone: the arena's CPU per turn while nobody watches (house bots, clock, store), per match playing
            long cpu0 = cpuNanos(), wall0 = System.nanoTime();
            int turn0 = live.turn(), playing0 = playing(matches);
            Thread.sleep(quietSeconds * 1000L); // the measuring window itself
            long cpu = cpuNanos() - cpu0;
            double wall = (System.nanoTime() - wall0) / 1e9;
            double playing = (playing0 + playing(matches)) / 2.0;
            System.out.printf("the round alone, after: %.0f ms of CPU a second (%.2f of a core) over %.1f s, %d turns, %.0f matches playing: "
                            + "%.0f µs of CPU per match and turn (house bots, clock, store)%n", cpu / 1e6 / wall, cpu / 1e9 / wall, wall, live.turn() - turn0,
                    playing, cpu / 1e3 / wall / Math.max(1, playing) * turnMillis / 1000.0);
            double share = 100 * boards.wrk.perSecond / statics.wrk.perSecond;
            System.out.printf("random whole boards at %.0f%% of the static file's rate (wanted: 40%% or more); boards p99 %.1f ms (under 100); "
                    + "clock p99 lateness while boards were asked %.1f ms (under 25); load %s%n", share, boards.wrk.p99, boards.lateness.quantileMillis(0.99), load());
            System.out.printf("/live at %.0f%% of the static file's rate (wanted: 40%% or more), its p99 %.2fx the static file's (wanted: 2x or less)%n",
                    100 * homeLive.wrk.perSecond / statics.wrk.perSecond, homeLive.wrk.p99 / statics.wrk.p99);
        }
    }

    /** One period of the round under one load: what wrk measured, how late the clock's ticks were, how many matches played. */
    record Phase(String name, Wrk wrk, TurnClock.Lateness lateness, int playingAtStart, int playingAtEnd, double cpuCores) {
        @Override
        public String toString() {
            return String.format("%s %,8.0f/s  p50 %6.1f ms  p90 %6.1f ms  p99 %6.1f ms  max %6.1f ms  %s | clock: %d ticks, lateness p50 %.1f ms, p99 %.1f ms, max %.1f ms | "
                            + "%d then %d matches playing | arena %.2f cores",
                    name, wrk.perSecond, wrk.p50, wrk.p90, wrk.p99, wrk.max, wrk.errors.isEmpty() ? "no errors" : wrk.errors,
                    lateness.count(), lateness.quantileMillis(0.5), lateness.quantileMillis(0.99), lateness.quantileMillis(1.0),
                    playingAtStart, playingAtEnd, cpuCores);
        }
    }

    interface Load {
        Wrk run() throws Exception;
    }

    private static Phase phase(String name, LiveContest live, List<LiveMatch> matches, Load load) throws Exception {
        TurnClock.Lateness before = live.clockLateness().copy();
        int playing = playing(matches);
        long cpu0 = cpuNanos(), wall0 = System.nanoTime();
        Wrk w = load.run();
        double cores = (cpuNanos() - cpu0) / (double) (System.nanoTime() - wall0);
        return new Phase(name, w, live.clockLateness().since(before), playing, playing(matches), cores);
    }

    private static int playing(List<LiveMatch> matches) {
        return (int) matches.stream().filter(m -> !m.boardKey().over()).count();
    }

    private static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    static String load() throws Exception {
        return Files.readString(Path.of("/proc/loadavg")).strip();
    }

    /** wrk's figures: requests a second, latency quantiles in ms, and its error lines (sockets, statuses not 2xx or 3xx). */
    record Wrk(double perSecond, double p50, double p90, double p99, double max, String errors) {}

    static Wrk wrk(int threads, int connections, int seconds, String url, Path lua, Path ids) throws Exception {
        List<String> command = new ArrayList<>(List.of("wrk", "-t" + threads, "-c" + connections, "-d" + seconds + "s", "--latency"));
        if (lua != null) command.addAll(List.of("-s", lua.toString()));
        command.add(url);
        if (ids != null) command.addAll(List.of("--", ids.toString()));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        if (p.waitFor() != 0) throw new IllegalStateException("wrk failed: " + out);
        StringBuilder errors = new StringBuilder();
        for (String line : out.split("\n")) if (line.contains("Socket errors") || line.contains("Non-2xx")) errors.append(line.strip()).append("; ");
        return new Wrk(number(out, "Requests/sec:\\s+([0-9.]+)"), millis(out, "50%"), millis(out, "90%"), millis(out, "99%"),
                maxMillis(out), errors.toString());
    }

    private static double number(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        if (!m.find()) throw new IllegalStateException("no " + regex + " in wrk's output:\n" + text);
        return Double.parseDouble(m.group(1));
    }

    /** A latency quantile line of wrk's distribution ("99%   12.34ms"), in milliseconds. */
    private static double millis(String text, String quantile) {
        Matcher m = Pattern.compile("\\s" + Pattern.quote(quantile) + "\\s+([0-9.]+)(us|ms|s)").matcher(text);
        if (!m.find()) throw new IllegalStateException("no " + quantile + " in wrk's output:\n" + text);
        return toMillis(Double.parseDouble(m.group(1)), m.group(2));
    }

    /** The max of wrk's latency line ("Latency   1.2ms   3.4ms  45.6ms   90%"). */
    private static double maxMillis(String text) {
        Matcher m = Pattern.compile("Latency\\s+([0-9.]+)(us|ms|s)\\s+([0-9.]+)(us|ms|s)\\s+([0-9.]+)(us|ms|s)").matcher(text);
        if (!m.find()) throw new IllegalStateException("no latency line in wrk's output:\n" + text);
        return toMillis(Double.parseDouble(m.group(5)), m.group(6));
    }

    private static double toMillis(double value, String unit) {
        return switch (unit) {
            case "us" -> value / 1000;
            case "s" -> value * 1000;
            default -> value;
        };
    }
}
