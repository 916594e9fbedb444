package arena.bench;

import arena.bridge.Bridge;
import arena.contest.life.LiveContest;
import arena.contest.shared.MachineCores;
import arena.contest.turns.TurnClock;
import arena.domain.MatchLogEntry;
import arena.hosted.BotToRun;
import arena.hosted.ProcessPermits;
import arena.hosted.Runner;
import arena.store.MatchLogStore;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Capacity for hosted classes (issue 46), in two modes, each game in an arena of its own in this JVM (H2 file):
 *
 * <p><b>{@code capacity}</b>: a round of N hosted starters (Python, Java, C++, JavaScript in turn, from
 * {@code src/main/resources/samples/}), every bot running before the round's clock starts (a registration window
 * before a bot-port round; a LOCM program is started before each match's first turn by the runner itself), beside a
 * second contest (Tally, 2 teams, its own turn clock) and a probe of the bot port (a few TCP connections to that second
 * contest on a fixed schedule). Reports: matches a minute, turns lost, the second contest's tick lateness (p50, p99,
 * max), the probe's p99, the hosted contest's own tick lateness, how often every core for hosted turns was taken
 * ({@code MachineCores}: all cores but one), the process slots used, memory (the arena JVM, and the processes under
 * it by RSS and PSS), processes and threads, CPU. Bots that never ran, builds that failed and restarted programs are
 * said: that is where a machine runs out.
 *
 * <p><b>{@code versus}</b>: the same N starters, the same seed, twice: first bare (a bot-port game: each starter a
 * process on this machine connected over TCP, as a student runs it; LOCM: each through the bridge, the bridge starting a
 * bare program at each match's first turn), then hosted (the same files uploaded). Each connected, or running, before
 * the round's clock; then matches a minute, turns lost, and the hosted side's rate over the bare side's (issue 46: at
 * least 0.8). {@code --repeats R} plays the pair R times, alternating.
 *
 * <p>Turns lost: LOCM, matches lost on time (by their summary: a turn not taken, an answer late, no answer); a bot-port
 * game, the seat-turns in which a seat's bot sent no command the match accepted (from the stored match logs): it
 * counts too the turns a seat had nothing to do (Pizzacraft's seats alternate), so compare it across the two sides.
 *
 * <p>Run as root (the boxes' uids and cgroups), with bubblewrap, from the project root:
 * <pre>
 * sh src/scripts/bench.sh arena.bench.HostedCapacityBench capacity --bots 20 --games pizzacraft,locm12
 * sh src/scripts/bench.sh arena.bench.HostedCapacityBench capacity --bots 100 --games pizzacraft --slots 128 swissPairings=5
 * sh src/scripts/bench.sh arena.bench.HostedCapacityBench versus --bots 20 --games pizzacraft,vestrock,locm12 --repeats 2
 * </pre>
 * Options: {@code --bots N} (20), {@code --games} (pizzacraft,locm12; also vestrock), {@code --turn-millis} (a bot-port
 * game's turn, 200; LOCM's clock tick stays 50), {@code --turns-per-match} (a bot-port game's, 60), {@code --slots S}
 * (the runner's process slots, {@code DATA_DIR/hosting.properties}; default 16 a core), {@code --probe-rate} (commands a
 * second, 200), {@code --probe-connections} (4), {@code --repeats} (1); any {@code key=value}: a setting of the hosted
 * contest (as {@code swissPairings=5}).
 */
public final class HostedCapacityBench {
    private static final long SEED = 20261207L;

    private record Options(String mode, int bots, List<String> games, int turnMillis, int turnsPerMatch, Integer slots, double probeRate,
                           int probeConnections, int repeats, Map<String, Object> extra) {}

    public static void main(String[] args) throws Exception {
        Options o = options(args);
        System.out.printf("HostedCapacityBench %s: %d bots a round, games %s, %d cores, %d MiB of memory; load average before: %s%n", o.mode(),
                o.bots(), String.join(",", o.games()), Runtime.getRuntime().availableProcessors(), memTotalMb(), loadAverages());
        System.out.printf("cores for hosted turns (MachineCores): %d; process slots: %s%n", MachineCores.count(),
                o.slots() == null ? "the default, " + ProcessPermits.PER_CORE + " a core" : o.slots());
        for (String game : o.games()) {
            if (o.mode().equals("capacity")) {
                capacity(o, game);
            } else {
                List<Played> bare = new ArrayList<>(), hosted = new ArrayList<>();
                for (int r = 0; r < o.repeats(); r++) {
                    bare.add(versusBare(o, game));
                    hosted.add(versusHosted(o, game));
                }
                System.out.printf("%n== %s, %d bots: hosted over bare, matches a minute:", game, o.bots());
                for (int r = 0; r < o.repeats(); r++) {
                    System.out.printf(" %.0f / %.0f = %.2f;", hosted.get(r).perMinute(), bare.get(r).perMinute(),
                            hosted.get(r).perMinute() / bare.get(r).perMinute());
                }
                System.out.printf(" turns lost hosted %s, bare %s (issue 46 asks at least 0.80)%n",
                        hosted.stream().map(p -> Long.toString(p.turnsLost())).toList(), bare.stream().map(p -> Long.toString(p.turnsLost())).toList());
            }
        }
        System.out.printf("%nload average after: %s%n", loadAverages());
        System.out.flush();
        System.exit(0); // the arenas are closed; their leftover daemon threads need not be waited for
    }

    private static Options options(String[] args) {
        String mode = args.length > 0 && !args[0].startsWith("-") && !args[0].contains("=") ? args[0] : "capacity";
        if (!mode.equals("capacity") && !mode.equals("versus")) throw new IllegalArgumentException("the mode is capacity or versus, not " + mode);
        int bots = 20, turnMillis = 200, turnsPerMatch = 60, probeConnections = 4, repeats = 1;
        Integer slots = null;
        double probeRate = 200;
        List<String> games = List.of("pizzacraft", "locm12");
        Map<String, Object> extra = new LinkedHashMap<>();
        for (int i = mode.equals(args.length > 0 ? args[0] : "") ? 1 : 0; i < args.length; i++) {
            switch (args[i]) {
                case "--bots" -> bots = Integer.parseInt(args[++i]);
                case "--games" -> games = List.of(args[++i].split(","));
                case "--turn-millis" -> turnMillis = Integer.parseInt(args[++i]);
                case "--turns-per-match" -> turnsPerMatch = Integer.parseInt(args[++i]);
                case "--slots" -> slots = Integer.parseInt(args[++i]);
                case "--probe-rate" -> probeRate = Double.parseDouble(args[++i]);
                case "--probe-connections" -> probeConnections = Integer.parseInt(args[++i]);
                case "--repeats" -> repeats = Integer.parseInt(args[++i]);
                default -> {
                    String[] kv = args[i].split("=", 2);
                    if (kv.length != 2) throw new IllegalArgumentException("unknown option " + args[i]);
                    extra.put(kv[0], kv[1].matches("-?\\d+") ? (Object) Long.parseLong(kv[1]) : kv[1]);
                }
            }
        }
        for (String g : games) if (!SAMPLES.containsKey(g)) throw new IllegalArgumentException("a game of this bench is one of " + SAMPLES.keySet() + ", not " + g);
        return new Options(mode, bots, games, turnMillis, turnsPerMatch, slots, probeRate, probeConnections, repeats, extra);
    }

    /** The games this bench plays, and the folder of their starters under src/main/resources/samples. */
    private static final Map<String, String> SAMPLES = Map.of("vestrock", "vestrock", "pizzacraft", "pizzacraft", "locm12", "locm");

    private static boolean locm(String game) {
        return game.startsWith("locm");
    }

    /** The hosted contest's settings: one round, the bench's seed, no practice; a bot-port game's turn and length. */
    private static Map<String, Object> settings(Options o, String game, boolean hostedWindow) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("rounds", 1);
        s.put("seed", SEED);
        s.put("practiceMatches", 0);
        if (locm(game)) {
            s.put("turnMillis", 50);
        } else {
            s.put("turnMillis", o.turnMillis());
            s.put("turnsPerMatch", o.turnsPerMatch());
            // a hosted bot-port bot runs in the registration window as a TCP bot is connected then: started before the clock
            if (hostedWindow) s.put("registrationMillis", 3_600_000);
        }
        s.putAll(o.extra());
        return s;
    }

    private static TestArena arena(Options o) throws Exception {
        TestArena arena = TestArena.start();
        Files.setPosixFilePermissions(arena.dataDir, PosixFilePermissions.fromString("rwx--x--x")); // the boxes' uids reach the builds
        if (o.slots() != null) Files.writeString(arena.dataDir.resolve(ProcessPermits.SETTINGS_FILE), "slots=" + o.slots() + "\n");
        return arena;
    }

    // ---- capacity ----

    private static void capacity(Options o, String game) throws Exception {
        System.out.printf("%n== capacity: %s, %d hosted starters (Python, Java, C++, JavaScript in turn), load %s%n", game, o.bots(), loadAverages());
        try (TestArena arena = arena(o)) {
            Beside beside = Beside.start(arena, o);
            TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "hosted", "title", "Hosted capacity", "game", game,
                    "settings", settings(o, game, true))));
            long t0 = System.nanoTime();
            List<String> names = HostedRoundBench.enrollHosted(arena, "hosted", SAMPLES.get(game), o.bots());
            double built = HostedRoundBench.awaitBuilt(arena, "hosted", names);
            System.out.printf("  %d versions uploaded and built in %.1f s (%.1f s from the first upload)%n", names.size(), built, (System.nanoTime() - t0) / 1e9);
            Runner runner = arena.app.hosting().runner().orElseThrow();
            double startedIn = locm(game) ? Double.NaN : awaitRunning(arena, runner, names, 120);
            try (BotPortProbe probe = beside.probe(arena, o)) {
                Thread.sleep(2000); // the probe's warm-up
                probe.measure(true);
                Played p = play(arena, "hosted", game, () -> runner.permits().inUse(), beside);
                probe.measure(false);
                System.out.printf("  %s%n", p.line());
                if (!locm(game) && !Double.isNaN(startedIn)) {
                    System.out.printf("  every hosted bot ran %.1f s after the window opened, before the round's clock%n", startedIn);
                }
                System.out.printf("  process slots: %d, at most %d in use; bots whose program was started more than once: %s%n",
                        runner.permits().count(), p.peakExtra(), restarted(arena, runner, names, game));
                System.out.printf("  the second contest (Tally, 2 teams, %d ms turns) beside it: %s%n", Beside.TURN_MILLIS, p.beside());
                System.out.printf("  bot-port probe on the second contest: %s%n", probe.summary());
                System.out.printf("  %s%n", p.use());
            }
        }
    }

    /** Waits until every team's hosted bot runs; the seconds it took. */
    private static double awaitRunning(TestArena arena, Runner runner, List<String> names, int timeoutSeconds) throws InterruptedException {
        long t0 = System.nanoTime();
        while (System.nanoTime() - t0 < timeoutSeconds * 1_000_000_000L) {
            int notRunning = notRunning(arena, runner, names).size();
            if (notRunning == 0) return (System.nanoTime() - t0) / 1e9;
            Thread.sleep(50);
        }
        System.out.printf("  NOT every bot ran within %d s: %s not running (the round starts anyway)%n", timeoutSeconds, notRunning(arena, runner, names));
        return Double.NaN;
    }

    private static List<String> notRunning(TestArena arena, Runner runner, List<String> names) {
        List<String> out = new ArrayList<>();
        for (String name : names) {
            long id = arena.app.contests().teamId(name).orElseThrow();
            if (!runner.ready(new BotToRun.Key(id, "hosted"))) out.add(name);
        }
        return out;
    }

    /** A bot-port bot's program started more than once (it ended, and was started again); a LOCM bot starts one a match: not said. */
    private static String restarted(TestArena arena, Runner runner, List<String> names, String game) {
        if (locm(game)) return "(a LOCM bot starts a program a match)";
        Map<String, Integer> more = new TreeMap<>();
        for (String name : names) {
            int starts = runner.starts(new BotToRun.Key(arena.app.contests().teamId(name).orElseThrow(), "hosted"));
            if (starts > 1) more.put(name, starts);
        }
        return more.isEmpty() ? "none" : more.toString();
    }

    /** The second contest: Tally, two teams, a clock of its own, rounds one after another; the probe logs in to it. */
    private static final class Beside {
        static final int TURN_MILLIS = 100;
        private final LiveContest live;
        /** Each of its rounds' tick lateness while the hosted round played: the part of each round inside that time. */
        private final List<TurnClock.Lateness> during = new ArrayList<>();
        private TurnClock.Lateness current, currentAtStart;

        private Beside(LiveContest live) {
            this.live = live;
        }

        static Beside start(TestArena arena, Options o) {
            TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "beside", "title", "Beside", "game", "tally",
                    "settings", Map.of("turnMillis", TURN_MILLIS, "turns", 1000, "rounds", 0, "seed", SEED, "practiceMatches", 0,
                            "maxConnections", Math.max(4, o.probeConnections())))));
            for (int t = 0; t < 2; t++) {
                arena.createTeam("beside" + t, "beside-password" + t);
                arena.enroll("beside", "beside" + t);
            }
            return new Beside(arena.app.contests().live("beside").orElseThrow());
        }

        /**
         * Starts the second contest's round (1,000 turns: 100 s; started here, just before the hosted round, so that the
         * wait for the hosted bots does not use it up), and the probe on it.
         */
        BotPortProbe probe(TestArena arena, Options o) throws InterruptedException {
            arena.startRound("beside");
            List<String[]> logins = new ArrayList<>();
            for (int c = 0; c < o.probeConnections(); c++) logins.add(new String[] {"beside" + c % 2, "beside-password" + c % 2});
            return new BotPortProbe(arena.app.botPort(), logins, o.probeRate());
        }

        void begin() {
            current = live.clockLateness();
            currentAtStart = current.copy();
        }

        /** Called often while the hosted round plays: a new round of the second contest starts a new part. */
        void look() {
            if (!live.roundRunning()) return; // between its rounds (or after its last): nothing ticks
            TurnClock.Lateness now = live.clockLateness();
            if (now == current) return;
            during.add(current.since(currentAtStart));
            current = now;
            currentAtStart = now.copy(); // seen a little after it began: the ticks before are not counted
        }

        String end() {
            during.add(current.since(currentAtStart));
            long ticks = 0;
            double p99 = 0, max = 0, p50 = 0;
            for (TurnClock.Lateness l : during) {
                if (l.count() == 0) continue;
                ticks += l.count();
                p50 = Math.max(p50, l.quantileMillis(0.5));
                p99 = Math.max(p99, l.quantileMillis(0.99));
                max = Math.max(max, l.quantileMillis(1.0));
            }
            return String.format("tick lateness over %d ticks (%.0f s of turns): p50 %.1f ms, p99 %.1f ms, max %.1f ms%s", ticks,
                    ticks * TURN_MILLIS / 1000.0, p50, p99, max,
                    during.size() > 1 ? " (the worst of its " + during.size() + " rounds' parts)" : "");
        }
    }

    // ---- versus ----

    private static Played versusBare(Options o, String game) throws Exception {
        System.out.printf("%n== versus, bare: %s, %d starters (Python, Java, C++, JavaScript in turn) %s, load %s%n", game, o.bots(),
                locm(game) ? "each through the bridge (a bare program a match, paced with --programs at the hosted share)" : "each a bare process over TCP", loadAverages());
        Path dir = Files.createTempDirectory("hosted-capacity-bare");
        try (TestArena arena = arena(o); BareStarters bare = new BareStarters(dir, SAMPLES.get(game))) {
            TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "hosted", "title", "Bare", "game", game,
                    "settings", settings(o, game, false))));
            List<Thread> bridges = new ArrayList<>();
            for (int i = 0; i < o.bots(); i++) {
                String name = "hosted" + i;
                arena.createTeam(name, "password1");
                arena.enroll("hosted", name);
                String language = HostedRoundBench.LANGUAGES[i % HostedRoundBench.LANGUAGES.length][0];
                List<String> command = bare.command(language);
                if (locm(game)) {
                    // paced as the hosted side is: each bot's share of the process slots (Runner: slots over bots, at least one)
                    int share = Math.max(1, (o.slots() != null ? o.slots() : ProcessPermits.PER_CORE * Runtime.getRuntime().availableProcessors()) / o.bots());
                    List<String> a = new ArrayList<>(List.of("--host", "localhost", "--port", Integer.toString(arena.app.botPort()), "--login", name,
                            "--password", "password1", "--contest", "hosted", "--programs", Integer.toString(share), "--"));
                    a.addAll(command);
                    bridges.add(Thread.ofPlatform().daemon().name("bridge-" + name)
                            .start(() -> Bridge.run(a.toArray(String[]::new), new PrintStream(java.io.OutputStream.nullOutputStream()), System.err)));
                } else {
                    bare.start(command, List.of("localhost", Integer.toString(arena.app.botPort()), name, "hosted"), "password1");
                }
            }
            long t0 = System.nanoTime();
            while (arena.app.botConnections() < o.bots() && System.nanoTime() - t0 < 60_000_000_000L) Thread.sleep(50);
            System.out.printf("  %d bot-port connections for %d bots in %.1f s, before the round's clock (a bridge may hold more than one)%n",
                    arena.app.botConnections(), o.bots(), (System.nanoTime() - t0) / 1e9);
            Thread.sleep(1000); // a starter logs in, then asks for its matches: let every one be past that
            Played p = play(arena, "hosted", game, bare::running, null);
            System.out.printf("  %s%n  %s%n", p.line(), p.use());
            for (Thread t : bridges) t.join(10_000);
            return p;
        }
    }

    private static Played versusHosted(Options o, String game) throws Exception {
        System.out.printf("%n== versus, hosted: %s, the same %d starters uploaded, load %s%n", game, o.bots(), loadAverages());
        try (TestArena arena = arena(o)) {
            TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "hosted", "title", "Hosted", "game", game,
                    "settings", settings(o, game, true))));
            List<String> names = HostedRoundBench.enrollHosted(arena, "hosted", SAMPLES.get(game), o.bots());
            double built = HostedRoundBench.awaitBuilt(arena, "hosted", names);
            Runner runner = arena.app.hosting().runner().orElseThrow();
            if (!locm(game)) {
                double running = awaitRunning(arena, runner, names, 120);
                System.out.printf("  built in %.1f s; every bot running %.1f s later, before the round's clock%n", built, running);
            } else {
                System.out.printf("  built in %.1f s; each match's program is started by the runner before the match's first turn%n", built);
            }
            Played p = play(arena, "hosted", game, () -> runner.permits().inUse(), null);
            System.out.printf("  %s%n  process slots %d, at most %d in use; programs started more than once: %s%n  %s%n", p.line(),
                    runner.permits().count(), p.peakExtra(), restarted(arena, runner, names, game), p.use());
            return p;
        }
    }

    // ---- one round, measured ----

    /** A round played: its figures, and what the machine gave it. */
    private record Played(int matches, double seconds, long turnsLost, String lostHow, String ownClock, double coresAllTaken, int peakExtra,
                          String use, String beside) {
        double perMinute() {
            return matches / seconds * 60;
        }

        String line() {
            return String.format("%d matches in %.1f s: %.0f matches a minute; turns lost: %d %s; its own clock's %s;"
                            + " every core for hosted turns taken %.0f%% of the time", matches, seconds, perMinute(), turnsLost, lostHow, ownClock,
                    100 * coresAllTaken);
        }
    }

    /**
     * Starts the round and waits for its end, looking every 20 ms at the hosted turns' cores and the second contest;
     * {@code inUse}: a figure whose peak is kept (process slots in use, bare processes running).
     */
    private static Played play(TestArena arena, String slug, String game, java.util.function.IntSupplier inUse, Beside beside) throws Exception {
        LiveContest live = arena.app.contests().live(slug).orElseThrow();
        long looks = 0, allTaken = 0;
        MachineUse.Watch watch = new MachineUse.Watch(inUse);
        if (beside != null) beside.begin();
        // the JVM joins a cpu cgroup of its own once a sandbox is made (docs/sandbox.md), weighing against the host's other
        // work: a bare side played after a hosted one plays in it too, one before it does not; said, for the reader's judgement
        String cgroupAtStart = cpuCgroup();
        long start = System.nanoTime();
        arena.startRound(slug);
        TurnClock.Lateness own = live.clockLateness();
        while (!live.finished()) {
            looks++;
            if (MachineCores.available() == 0) allTaken++;
            if (beside != null) beside.look();
            Thread.sleep(20);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        watch.stop();
        String besideLine = beside == null ? "" : beside.end();
        JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/" + slug + "/rounds/1/matches", null)).json();
        long lost;
        String how;
        if (locm(game)) {
            Map<String, Integer> why = new TreeMap<>();
            lost = 0;
            for (JsonNode m : matches) {
                String summary = m.get("summary").asText();
                if (!summary.contains("timeout")) continue;
                lost++;
                String kind = summary.contains("no connection") ? "turn not taken" : summary.contains("answered after") ? "answered late"
                        : summary.contains("no answer within") ? "no answer" : "other";
                why.merge(kind, 1, Integer::sum);
            }
            how = "(matches lost on time " + why + ")";
        } else {
            long[] idle = idleSeatTurns(arena, matches);
            lost = idle[0];
            how = String.format("(seat-turns with no accepted command, of %d; compare bare and hosted)", idle[1]);
        }
        String ownClock = String.format("tick lateness p50 %.1f ms, p99 %.1f ms, max %.1f ms", own.quantileMillis(0.5), own.quantileMillis(0.99),
                own.quantileMillis(1.0));
        return new Played(matches.size(), seconds, lost, how, ownClock, looks == 0 ? 0 : (double) allTaken / looks, watch.peakExtra,
                watch.summary(seconds) + "; load average after: " + loadAverages() + "; the JVM's cpu cgroup: " + cgroupAtStart, besideLine);
    }

    /** Over the round's matches: seat-turns in which the seat sent no accepted command, and all seat-turns. */
    private static long[] idleSeatTurns(TestArena arena, JsonNode matches) {
        MatchLogStore logs = new MatchLogStore(arena.app.database());
        long idle = 0, all = 0;
        for (JsonNode m : matches) {
            Set<Integer> acted = new HashSet<>();
            for (MatchLogEntry e : logs.events(m.get("id").asLong())) {
                if (!e.tick()) {
                    acted.add(e.seat());
                    continue;
                }
                all += 2;
                idle += 2 - acted.size();
                acted.clear();
            }
        }
        return new long[] {idle, all};
    }

    private static String cpuCgroup() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/cgroup"))) {
                String[] f = line.split(":", 3);
                if (f.length == 3 && (List.of(f[1].split(",")).contains("cpu") || f[1].isEmpty())) return f[2];
            }
        } catch (java.io.IOException e) {
            return "?";
        }
        return "?";
    }

    static String loadAverages() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (java.io.IOException e) {
            return "?";
        }
    }

    private static long memTotalMb() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (line.startsWith("MemTotal:")) return Long.parseLong(line.replaceAll("\\D", "")) / 1024;
            }
        } catch (java.io.IOException e) {
            return -1;
        }
        return -1;
    }
}
