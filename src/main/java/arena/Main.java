package arena;

import static arena.cli.CommandOptions.port;
import static arena.cli.CommandOptions.positive;
import static arena.cli.CommandOptions.setting;
import static arena.cli.CommandOptions.value;

import java.nio.file.Path;
import java.util.Arrays;
import org.slf4j.LoggerFactory;

/** Starts the arena, or runs one of its commands. */
public final class Main {
    private static final String USAGE = """
            usage: java -jar arena.jar locm-check FILE
                   java -jar arena.jar locm-selfplay --variant 1.2|1.5 --games N [--threads T] [--seed S] [--players random|greedy|random,greedy]
                   java -jar arena.jar runner --arena URL --token T [--slots N] [--dir DIR] [--bot-host H]
                   java -jar arena.jar bridge --host H --port P --login L --password W [--contest SLUG] [--parallel N] [--logs DIR] -- COMMAND [ARGS...]
                   java -jar arena.jar [--http-port N] [--bot-port N] [--data-dir DIR] [--database-url URL] [--no-demo] [--idle-seconds N] [--build-budget-mb N]
              environment: ARENA_ADMIN_PASSWORD (the instructor's password), ARENA_ADMIN_TOKEN (API token for scripts), ARENA_BUILD_BUDGET_MB (disk for hosted builds)
            """;

    /** A clean stop (SIGTERM, Ctrl-C) ends within this, whatever happens. */
    static final long STOP_DEADLINE_MILLIS = 4000; // a margin for the signal and the exit on a busy machine

    private Main() {}

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("bridge")) {
            arena.bridge.Bridge.main(Arrays.copyOfRange(args, 1, args.length));
            return;
        }
        if (args.length > 0 && args[0].equals("runner")) { // hosted bots on this machine for an arena elsewhere (issue 30)
            System.exit(arena.runner.RunnerCommand.run(Arrays.copyOfRange(args, 1, args.length)));
        }
        if (args.length > 0 && args[0].equals("locm-check")) {
            if (args.length != 2) {
                System.err.println("usage: java -jar arena.jar locm-check FILE   (a file of recorded LOCM games, one per line)");
                System.exit(2);
            }
            System.exit(arena.games.locm.LocmCheck.run(Path.of(args[1]), System.out));
        }
        if (args.length > 0 && args[0].equals("locm-selfplay")) // LOCM games between house players, for research
            System.exit(arena.games.locm.arena.LocmSelfPlay.run(Arrays.copyOfRange(args, 1, args.length), System.out, System.err));
        if (args.length == 2 && args[0].equals("training-run")) {
            trainingRun(Path.of(args[1]));
            System.exit(0); // the archive is written as the JVM exits
        }
        App.Config config;
        try {
            config = parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.err.print(USAGE);
            System.exit(2);
            return;
        }
        App app;
        try {
            app = App.start(config);
        } catch (Exception e) {
            // what the start opened is closed again (App.start): the process ends now, with the reason
            LoggerFactory.getLogger(Main.class).error("the arena could not start: {}", reason(e));
            System.exit(1);
            return;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            // A clean stop stores the turn in progress and compacts the file (bounded); should anything hang, the
            // process still ends within 5 s: every turn told to a bot is already in the file (WRITE_DELAY=0).
            Thread.ofPlatform().daemon().name("shutdown-deadline").start(() -> {
                try {
                    Thread.sleep(STOP_DEADLINE_MILLIS);
                } catch (InterruptedException e) {
                    return;
                }
                LoggerFactory.getLogger(Main.class).error("the clean stop took over {} ms: stopping now", STOP_DEADLINE_MILLIS);
                Runtime.getRuntime().halt(1);
            });
            app.close();
        }, "shutdown"));
        System.out.println();
        System.out.println("Arena is running.");
        System.out.println("  Web:       http://localhost:" + app.httpPort() + "/");
        System.out.println("  Bot port:  localhost:" + app.botPort());
        System.out.println("  Data:      " + (config.database() != null ? config.database().shown() + " (PostgreSQL)" : config.dataDir().toAbsolutePath()));
        System.out.println("  Instructor login: " + App.INSTRUCTOR + " (console at http://localhost:" + app.httpPort() + "/console)");
        if (app.generatedPassword().isPresent()) {
            System.out.println("  Instructor password: " + app.generatedPassword().get() + "   (shown once; set ARENA_ADMIN_PASSWORD to choose it)");
        } else if (config.adminPassword() != null) {
            System.out.println("  Instructor password: as given in ARENA_ADMIN_PASSWORD");
        } else {
            System.out.println("  Instructor password: unchanged since it was first printed (set ARENA_ADMIN_PASSWORD to replace it)");
        }
        System.out.flush();
    }

    /** An exception's message and its causes' (a bind failure's "Address already in use" is a cause's), once each. */
    static String reason(Throwable e) {
        StringBuilder why = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            String m = t.getMessage() != null ? t.getMessage() : t.getClass().getSimpleName();
            if (why.indexOf(m) >= 0) continue;
            if (!why.isEmpty()) why.append(": ");
            why.append(m);
        }
        return why.toString();
    }

    /**
     * Starts an arena with the demo in a scratch folder, on free ports, fetches its main pages and stops it: run.sh
     * runs this once after a build with {@code -XX:ArchiveClassesAtExit}, so the classes a start loads are archived and
     * every start after it is faster, without a user's stop paying for writing the archive.
     */
    private static void trainingRun(Path scratch) throws Exception {
        App.Config d = App.Config.defaults();
        try (App app = App.start(new App.Config(0, 0, scratch, true, "training-run-password", null, d.idleSeconds(), d.writeTimeoutSeconds()))) {
            app.awaitRecovery();
            java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
            for (String page : java.util.List.of("/", "/login", "/games", "/static/arena.js")) {
                http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create("http://localhost:" + app.httpPort() + page)).build(),
                        java.net.http.HttpResponse.BodyHandlers.discarding());
            }
            // issue 46: the paths of a start's first seconds, the serving warm-up's (boards drawn from the store and from
            // memory, pages and live parts, the bot port's command path), once the demo's rounds run: their classes are
            // archived too, and a start after a kill loads them from the archive instead of from the jars
            awaitDemoRounds(app, java.util.concurrent.TimeUnit.SECONDS.toNanos(10));
            ServingWarmUp.runHere(new ServingWarmUp.Arena(app.contests(), new arena.store.PlayQueries(app.database()), app.httpPort(), app.botServer()),
                    new java.util.concurrent.CountDownLatch(0), java.util.concurrent.TimeUnit.SECONDS.toNanos(15)); // bounded: a training run has 120 s (run.sh)
        }
    }

    /** Until every demo contest plays a round (its registration lasts 3 s), or {@code nanos} have passed. */
    private static void awaitDemoRounds(App app, long nanos) throws InterruptedException {
        long end = System.nanoTime() + nanos;
        while (System.nanoTime() < end && !app.contests().all().stream().allMatch(c -> c.phase() == arena.domain.ContestPhase.RUNNING)) {
            Thread.sleep(100);
        }
    }

    static App.Config parse(String[] args) {
        App.Config d = App.Config.defaults();
        int http = d.httpPort(), bot = d.botPort(), idle = d.idleSeconds();
        Path data = d.dataDir();
        boolean demo = true;
        boolean behindTls = "true".equalsIgnoreCase(setting(System.getenv("ARENA_BEHIND_TLS")));
        String databaseUrl = setting(System.getenv("ARENA_DATABASE_URL"));
        String budget = setting(System.getenv("ARENA_BUILD_BUDGET_MB"));
        int buildBudgetMb = budget == null ? arena.hosted.BuildLimits.DEFAULT_BUDGET_MB : positive("ARENA_BUILD_BUDGET_MB", budget);
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--http-port" -> http = port(args, ++i, "--http-port");
                case "--bot-port" -> bot = port(args, ++i, "--bot-port");
                case "--data-dir" -> data = Path.of(value(args, ++i, "--data-dir"));
                case "--idle-seconds" -> idle = positive(args, ++i, "--idle-seconds");
                case "--database-url" -> databaseUrl = value(args, ++i, "--database-url");
                case "--build-budget-mb" -> buildBudgetMb = positive(args, ++i, "--build-budget-mb");
                case "--no-demo" -> demo = false;
                case "--behind-tls" -> behindTls = true;
                case "--help", "-h" -> throw new IllegalArgumentException("Arena: a hosted arena for programming contests.");
                default -> throw new IllegalArgumentException("unknown option " + args[i] + " (in " + Arrays.toString(args) + ")");
            }
        }
        String password = setting(System.getenv("ARENA_ADMIN_PASSWORD"));
        if (password != null) {
            arena.contest.accounts.Accounts.passwordProblem(password).ifPresent(p -> {
                throw new IllegalArgumentException("ARENA_ADMIN_PASSWORD: " + p);
            });
        }
        return new App.Config(http, bot, data, demo, password,
                setting(System.getenv("ARENA_ADMIN_TOKEN")), idle, d.writeTimeoutSeconds(),
                databaseUrl == null ? null : arena.store.DatabaseAddress.parse(databaseUrl, System.getenv()), behindTls, buildBudgetMb);
    }
}
