package arena.hosted;

import arena.contest.Contests;
import arena.sandbox.BubblewrapSandbox;
import arena.sandbox.Languages;
import arena.sandbox.Sandbox;
import arena.sandbox.SandboxCheck;
import arena.store.BotStore;
import arena.store.BotTrialStore;
import arena.store.ContestStore;
import arena.store.Database;
import arena.store.RunnerStore;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The hosted bots of one arena, put together on first need: the sandbox (tested once), the languages it offers (each
 * probed in it), the builds, the in-process runner and what tells it which bots to run. Testing the sandbox and probing
 * five toolchains takes seconds, so an arena whose teams have submitted nothing never pays for it: the parts are made by
 * the first request that needs them, or at start in the background when versions are stored already.
 *
 * <p>The sandbox's self-test goes to the log; when the sandbox cannot be had, every language says why and no upload is
 * taken (a bot never runs unsandboxed). When even the languages' table cannot be read (an administrator's
 * {@code languages.tsv} with a bad row), hosted bots are off with that reason ({@link #off()}), and the rest of the
 * arena runs.
 */
public final class Hosting implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Hosting.class);

    /** The parts once made; {@code off} says why there are none. */
    private record Parts(HostedBots bots, BotBuilds builds, Runner runner, RunnerDesk desk, HostedPlay play, String off) {}

    private final Path dataDir;
    private final Database db;
    private final Contests contests;
    private final ContestStore contestStore;
    private final Supplier<Sandbox> sandboxMaker;
    private final Supplier<ProcessPermits> permits;
    private final int botPort;
    private final BuildLimits buildLimits;
    private final VersionRate versionRate;
    private Parts parts;
    private boolean playing;
    private boolean closed;

    private Hosting(Path dataDir, Database db, Contests contests, ContestStore contestStore, Supplier<Sandbox> sandboxMaker,
                    Supplier<ProcessPermits> permits, int botPort, BuildLimits buildLimits, VersionRate versionRate) {
        this.botPort = botPort;
        this.buildLimits = buildLimits;
        this.versionRate = versionRate;
        this.dataDir = dataDir.toAbsolutePath().normalize(); // builds are bound into boxes, which takes absolute paths
        this.db = db;
        this.contests = contests;
        this.contestStore = contestStore;
        this.sandboxMaker = sandboxMaker;
        this.permits = permits;
    }

    /**
     * Hosted bots over the arena's data folder and database, in a bubblewrap sandbox, bounded per core; handed out to
     * runners on other machines too (issue 30), which connect their bots to {@code botPort}; builds kept within
     * {@code buildLimits} (issue 38).
     */
    public static Hosting open(Path dataDir, Database db, Contests contests, ContestStore contestStore, int botPort, BuildLimits buildLimits) {
        return new Hosting(dataDir, db, contests, contestStore, () -> sandboxIn(dataDir.resolve("sandbox")),
                () -> ProcessPermits.configured(dataDir), botPort, buildLimits, VersionRate.DEFAULT);
    }

    /**
     * The same with a sandbox, a bound on processes, limits of builds and a rate of versions of the caller's (tests,
     * benchmarks), and no runner elsewhere.
     */
    public static Hosting open(Path dataDir, Database db, Contests contests, ContestStore contestStore, Supplier<Sandbox> sandbox,
                               ProcessPermits permits, BuildLimits buildLimits, VersionRate versionRate) {
        return new Hosting(dataDir, db, contests, contestStore, sandbox, () -> permits, 0, buildLimits, versionRate);
    }

    private static Sandbox sandboxIn(Path workDir) {
        try {
            return BubblewrapSandbox.create(workDir);
        } catch (RuntimeException e) {
            LOG.error("the sandbox for hosted bots cannot be made", e);
            return new NoSandbox("the sandbox cannot be made: " + e.getMessage());
        }
    }

    private synchronized Parts parts() {
        if (parts != null) return parts;
        if (closed) return new Parts(null, null, null, null, null, "the arena is stopping");
        Sandbox sandbox = sandboxMaker.get();
        SandboxCheck check = sandbox.check();
        if (check.usable()) LOG.info("the sandbox for hosted bots works: {}", check.details());
        else LOG.warn("hosted bots are refused: the sandbox cannot be had: {}", check.reason());
        Languages languages;
        try {
            languages = Languages.load(dataDir, sandbox);
        } catch (RuntimeException e) {
            LOG.error("hosted bots are off: the languages cannot be read", e);
            parts = new Parts(null, null, null, null, null, "the languages cannot be read: " + e.getMessage());
            return parts;
        }
        ProcessPermits slots;
        try {
            slots = permits.get();
        } catch (RuntimeException e) {
            LOG.error("hosted bots are off: the runner's settings cannot be read", e);
            parts = new Parts(null, null, null, null, null, "the runner's settings cannot be read: " + e.getMessage());
            return parts;
        }
        BotStore store = new BotStore(db);
        // the builds never removed for the disk's budget: those chosen to play, and those the runner here runs (issue 38)
        java.util.concurrent.atomic.AtomicReference<Runner> runs = new java.util.concurrent.atomic.AtomicReference<>();
        BuildCache cache = new BuildCache(sandbox, dataDir.resolve("builds"), buildLimits, () -> keptBuilds(store, runs.get()));
        BotBuilds builds = new BotBuilds(store, languages, cache, BotBuilds.threadsForThisMachine());
        HostedBots bots = new HostedBots(store, languages, check, new SourceFiles(UploadLimits.DEFAULT), builds, cache, versionRate,
                game -> contests.games().get(game).map(arena.game.Game::family).orElse(game));
        Runner runner = new Runner(sandbox, languages, cache, bot -> store.files(bot.teamId(), bot.version()),
                new BotPortLink(contests.bots(), contests), slots);
        runs.set(runner);
        // with a bot port to send them to, bots may run on other machines; else only here
        RunnerDesk desk = botPort <= 0 ? null : new RunnerDesk(runner, new RunnerStore(db), languages,
                slug -> contests.find(slug).map(arena.store.StoredContest::id), botPort);
        HostedPlay play = new HostedPlay(contests, contestStore, store, new BotTrialStore(db), desk != null ? desk : runner);
        contests.hostTeams(play);
        parts = new Parts(bots, builds, runner, desk, play, null);
        if (playing) play(parts);
        return parts;
    }

    private static java.util.Set<String> keptBuilds(BotStore store, Runner runner) {
        java.util.Set<String> keys = new java.util.HashSet<>(runner == null ? java.util.Set.of() : BuildCache.keysOf(runner.bots()));
        for (arena.store.StoredBotVersion v : store.chosenVersions()) keys.add(BuildCache.key(v.language(), v.sourceHash()));
        return keys;
    }

    private static void play(Parts p) {
        p.builds().resumeUnfinished();
        p.play().start();
    }

    /**
     * After the contests are recovered: bots run when their teams play. With versions stored already, the parts are made
     * now, in the background (unfinished builds are made again); else when the first request needs them.
     */
    public void startPlaying() {
        boolean any;
        synchronized (this) {
            playing = true;
            if (parts != null) {
                if (parts.off() == null) play(parts);
                return;
            }
            any = new BotStore(db).any();
        }
        if (any) Thread.ofPlatform().name("hosted-setup").daemon().start(this::parts);
    }

    /** What the web asks of hosted bots, or empty when they are off ({@link #off()} says why). */
    public Optional<HostedBots> bots() {
        return Optional.ofNullable(parts().bots());
    }

    /** Why hosted bots are off, or null. */
    public String off() {
        return parts().off();
    }

    /** What decides which hosted bots run (the team page's practice tries a version through it). */
    public Optional<HostedPlay> play() {
        return Optional.ofNullable(parts().play());
    }

    /** Runners on other machines and their leases (issue 30): in the store, made with no parts needed. */
    public RunnerStore runnerStore() {
        return new RunnerStore(db);
    }

    /** A version's sources, as stored (a runner elsewhere reads them by their hash: the web's runner API). */
    public java.util.Map<String, String> files(long teamId, int version) {
        return new BotStore(db).files(teamId, version);
    }

    /** Says a word of a runner's to a team's log of its matches being played in a contest (as the runner inside does). */
    public void note(long teamId, String contest, String line) {
        new BotPortLink(contests.bots(), contests).note(teamId, contest, line);
    }

    /** The runner inside the arena (tests watch it). */
    public Optional<Runner> runner() {
        return Optional.ofNullable(parts().runner());
    }

    /** What hands the bots out between the runner inside and the runners elsewhere, when there is a bot port to send them to. */
    public Optional<RunnerDesk> desk() {
        return Optional.ofNullable(parts().desk());
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (parts == null) return;
        if (parts.play() != null) parts.play().close();
        if (parts.builds() != null) parts.builds().close();
    }
}
