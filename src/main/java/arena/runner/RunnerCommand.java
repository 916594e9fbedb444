package arena.runner;

import static arena.cli.CommandOptions.positive;
import static arena.cli.CommandOptions.value;

import arena.game.BotProgram;
import arena.hosted.BotToRun;
import arena.hosted.BuildCache;
import arena.hosted.ProcessPermits;
import arena.hosted.Runner;
import arena.sandbox.BubblewrapSandbox;
import arena.sandbox.Languages;
import arena.sandbox.Sandbox;
import arena.sandbox.SandboxCheck;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code java -jar arena.jar runner --arena URL --token T [--slots N]} (issue 30): hosted bots run on this machine.
 * At its start it tests its sandbox (and that its folder is within the boxes' reach) and probes the languages in it; it
 * tells the arena its slots and the test's outcome, and a runner whose sandbox cannot be had refuses work, says why on
 * its console and the arena's, and beats on (so the arena's console shows it). Then every beat it tells the arena what
 * it runs and is told what to run: each bot built from its sources (fetched by their content hash, checked against
 * it, built once per content) and run in the sandbox through the bot port, as the arena's own runner does. A runner
 * that cannot reach the arena for the lease's length ends its bots (the arena has handed them elsewhere by then); a
 * token refused (revoked) ends it.
 */
public final class RunnerCommand {
    private static final Logger LOG = LoggerFactory.getLogger(RunnerCommand.class);
    static final String USAGE = """
            usage: java -jar arena.jar runner --arena URL [--token T] [--slots N] [--dir DIR] [--bot-host H]
              --arena     the arena's web address (http://host:port/)
              --token     the runner's token, made in the arena's console (or ARENA_RUNNER_TOKEN, kept out of ps)
              --slots     bot processes run at once (default %d per core)
              --dir       where builds and the sandbox's files are kept (default ./runner-data)
              --bot-host  the host of the arena's bot port (default the arena's host)
            """.formatted(ProcessPermits.PER_CORE);

    record Options(URI arena, String token, int slots, Path dir, String botHost) {}

    private RunnerCommand() {}

    /** Runs the runner until it is stopped or its token is refused; the exit code. */
    public static int run(String[] args) {
        Options o;
        // asked for, the usage is an answer, not an error (issue 44 point 10: --help exited 2 as an unknown option)
        if (asksForHelp(args)) {
            System.out.print(USAGE);
            return 0;
        }
        try {
            o = parse(args, System.getenv("ARENA_RUNNER_TOKEN"));
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.err.print(USAGE);
            return 2;
        }
        try {
            return serve(o);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }

    static boolean asksForHelp(String[] args) {
        return java.util.Arrays.stream(args).anyMatch(a -> a.equals("--help") || a.equals("-h"));
    }

    static Options parse(String[] args, String envToken) {
        URI arena = null;
        String token = envToken == null || envToken.isBlank() ? null : envToken.strip();
        int slots = ProcessPermits.PER_CORE * Runtime.getRuntime().availableProcessors();
        Path dir = Path.of("runner-data");
        String botHost = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--arena" -> arena = arenaUri(value(args, ++i, "--arena"));
                case "--token" -> token = value(args, ++i, "--token");
                case "--slots" -> slots = positive(args, ++i, "--slots");
                case "--dir" -> dir = Path.of(value(args, ++i, "--dir"));
                case "--bot-host" -> botHost = value(args, ++i, "--bot-host");
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        if (arena == null) throw new IllegalArgumentException("--arena URL is needed: the arena's web address");
        if (token == null) throw new IllegalArgumentException("--token T (or ARENA_RUNNER_TOKEN) is needed: a runner's token made in the arena's console");
        return new Options(arena, token, slots, dir, botHost);
    }

    private static URI arenaUri(String s) {
        try {
            URI u = URI.create(s.endsWith("/") ? s : s + "/");
            if ((!"http".equals(u.getScheme()) && !"https".equals(u.getScheme())) || u.getHost() == null) throw new IllegalArgumentException();
            return u;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--arena takes the arena's web address, such as http://arena.example:7070/, not " + s);
        }
    }

    /** What the runner's start found: its sandbox and languages, or why it refuses work. */
    private record Start(Sandbox sandbox, Languages languages, SandboxCheck check) {}

    private static Start start(Path dir) {
        try {
            Files.createDirectories(dir);
            // the boxes run as users of their own, who must reach the builds in here (docs/sandbox.md)
            Set<PosixFilePermission> perms = new HashSet<>(Files.getPosixFilePermissions(dir));
            perms.add(PosixFilePermission.GROUP_EXECUTE);
            perms.add(PosixFilePermission.OTHERS_EXECUTE);
            Files.setPosixFilePermissions(dir, perms);
        } catch (IOException e) {
            return new Start(null, null, new SandboxCheck(false, "the runner's folder " + dir + " cannot be made: " + e.getMessage(), ""));
        }
        String unreachable = unreachable(dir);
        if (unreachable != null) return new Start(null, null, new SandboxCheck(false, unreachable, ""));
        Sandbox sandbox;
        try {
            sandbox = BubblewrapSandbox.create(dir.resolve("sandbox"));
        } catch (RuntimeException e) {
            return new Start(null, null, new SandboxCheck(false, "the sandbox cannot be made: " + e.getMessage(), ""));
        }
        SandboxCheck check = sandbox.check();
        if (!check.usable()) return new Start(null, null, check);
        try {
            return new Start(sandbox, Languages.load(dir, sandbox), check);
        } catch (RuntimeException e) {
            return new Start(null, null, new SandboxCheck(false, "the languages cannot be read: " + e.getMessage(), check.details()));
        }
    }

    /**
     * Why the boxes' users cannot reach the runner's folder (a parent that lets no other user through), or null: the
     * sandbox would refuse every build in it, so the runner says so at its start instead of at each bot's.
     */
    static String unreachable(Path dir) {
        for (Path p = dir.getParent(); p != null; p = p.getParent()) {
            try {
                if (!Files.getPosixFilePermissions(p).contains(PosixFilePermission.OTHERS_EXECUTE)) {
                    return "the runner's folder " + dir + " is out of the sandbox's reach: " + p + " lets no other user through (chmod o+x "
                            + p + ", or give --dir elsewhere)";
                }
            } catch (IOException | UnsupportedOperationException e) {
                return "the runner's folder " + dir + " cannot be checked: " + e.getMessage();
            }
        }
        return null;
    }

    static int serve(Options o) throws InterruptedException {
        Path dir = o.dir().toAbsolutePath().normalize();
        Start start = start(dir);
        SandboxCheck check = start.check();
        ArenaClient client = new ArenaClient(o.arena(), o.token());
        ArenaClient.Hello hello = hello(client, o, start);
        if (hello == null) return 3;
        if (check.usable()) {
            LOG.info("runner {} started: {} slots, languages {}, sandbox: {}", hello.name(), o.slots(), offered(start), check.details());
        } else {
            LOG.error("runner {} refuses work: its sandbox cannot be had: {}", hello.name(), check.reason());
        }
        String host = o.botHost() != null ? o.botHost() : hello.botHost() != null ? hello.botHost() : o.arena().getHost();
        SocketLink link = new SocketLink(host, o.token(), (teamId, contest, line) -> note(client, teamId, contest, line));
        Runner runner = check.usable() ? runner(start, dir, client, link, o.slots()) : null;
        if (runner != null) Runtime.getRuntime().addShutdownHook(new Thread(runner::close, "runner-stop"));
        return beat(client, runner, link, hello);
    }

    /** Says hello to the arena until it answers (trying again every 2 s); null once its token is refused. */
    private static ArenaClient.Hello hello(ArenaClient client, Options o, Start start) throws InterruptedException {
        SandboxCheck check = start.check();
        while (true) {
            try {
                return client.hello(o.slots(), check.usable(), check.usable() ? check.details() : check.reason(), offered(start));
            } catch (ArenaClient.TokenRefused e) {
                LOG.error("{}: the runner stops", e.getMessage());
                return null;
            } catch (IOException e) {
                LOG.warn("the arena at {} cannot be reached ({}); trying again in 2 s", o.arena(), e.getMessage());
                Thread.sleep(2000);
            }
        }
    }

    /** A line for a team's log in a contest, to the arena; one that cannot be sent is lost, and the runner's log says so. */
    private static void note(ArenaClient client, long teamId, String contest, String line) {
        try {
            client.note(teamId, contest, line);
        } catch (IOException | ArenaClient.TokenRefused e) {
            LOG.warn("a note to {}'s log in {} was lost: {}", teamId, contest, e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The runner of a usable sandbox; the builds of the bots it runs are never removed for the disk's budget (issue 38). */
    private static Runner runner(Start start, Path dir, ArenaClient client, SocketLink link, int slots) {
        java.util.concurrent.atomic.AtomicReference<Runner> runs = new java.util.concurrent.atomic.AtomicReference<>();
        BuildCache builds = new BuildCache(start.sandbox(), dir.resolve("builds"), arena.hosted.BuildLimits.DEFAULT,
                () -> runs.get() == null ? java.util.Set.of() : BuildCache.keysOf(runs.get().bots()));
        Runner runner = new Runner(start.sandbox(), start.languages(), builds, bot -> fetch(client, bot), link, new ProcessPermits(slots));
        runs.set(runner);
        return runner;
    }

    /**
     * Beats until the token is refused (the exit code then): tells the arena what runs here and keeps what it gives. A
     * runner the arena has not heard from for the lease's length ends its bots (the arena has handed them elsewhere).
     */
    private static int beat(ArenaClient client, Runner runner, SocketLink link, ArenaClient.Hello hello) throws InterruptedException {
        long lastHeard = System.nanoTime();
        boolean cutOff = false;
        while (true) {
            try {
                List<ArenaClient.Bot> bots = client.beat(runner == null ? 0 : runner.permits().inUse(), running(runner));
                lastHeard = System.nanoTime();
                if (cutOff) LOG.info("the arena is reached again");
                cutOff = false;
                if (runner != null) keep(runner, link, bots);
                else if (!bots.isEmpty()) LOG.warn("the arena gave {} bots to this runner, whose sandbox cannot be had: none is run", bots.size());
            } catch (ArenaClient.TokenRefused e) {
                LOG.error("{}: the runner ends its bots and stops", e.getMessage());
                if (runner != null) runner.close();
                return 3;
            } catch (IOException e) {
                long silentMillis = (System.nanoTime() - lastHeard) / 1_000_000;
                if (!cutOff) LOG.warn("the arena did not take this runner's beat ({}); trying again", e.getMessage());
                cutOff = true;
                if (runner != null && silentMillis > hello.leaseMillis() && !runner.kept().isEmpty()) {
                    // the arena has handed these bots elsewhere by now: two of one team's bots must not play
                    LOG.warn("no beat taken for {} ms (the lease is {} ms): the bots here are ended", silentMillis, hello.leaseMillis());
                    runner.close();
                }
            }
            Thread.sleep(hello.beatMillis());
        }
    }

    /** The bots running here now, as a beat tells them. */
    private static List<ArenaClient.Running> running(Runner runner) {
        List<ArenaClient.Running> running = new ArrayList<>();
        if (runner == null) return running;
        for (BotToRun.Key k : runner.kept()) if (runner.ready(k)) running.add(new ArenaClient.Running(k.teamId(), k.contest()));
        return running;
    }

    /** The languages this runner offers: those whose toolchain its sandbox shows. */
    private static List<String> offered(Start start) {
        List<String> ids = new ArrayList<>();
        if (start.languages() == null) return ids;
        for (arena.sandbox.LanguageStatus s : start.languages().statuses()) if (s.available()) ids.add(s.language().id());
        return ids;
    }

    /** Keeps the bots the arena gave, ends those it no longer gives. */
    private static void keep(Runner runner, SocketLink link, List<ArenaClient.Bot> bots) {
        Set<BotToRun.Key> wanted = new HashSet<>();
        for (ArenaClient.Bot b : bots) {
            BotProgram program;
            try {
                program = BotProgram.valueOf(b.program());
            } catch (IllegalArgumentException e) {
                LOG.error("the arena gave {}'s bot in {} of a kind this runner does not know ({}): is it older than the arena?", b.team(), b.contest(), b.program());
                continue;
            }
            BotToRun bot = new BotToRun(b.teamId(), b.team(), b.contest(), program, b.language(), b.version(), b.sourceHash());
            wanted.add(bot.key());
            link.port(bot.key(), b.botPort());
            runner.keep(bot);
        }
        for (BotToRun.Key k : runner.kept()) if (!wanted.contains(k)) runner.end(k);
    }

    /** A bot's sources from the arena, by their hash (the runner checks them against it before building). */
    private static Map<String, String> fetch(ArenaClient client, BotToRun bot) {
        try {
            return client.sources(bot.sourceHash()).files();
        } catch (IOException e) {
            throw new UncheckedIOException("the sources of " + bot.describe() + " could not be fetched", e);
        } catch (ArenaClient.TokenRefused e) {
            throw new IllegalStateException(e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("stopped while fetching the sources of " + bot.describe(), e);
        }
    }
}
