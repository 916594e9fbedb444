package arena.hosted;

import arena.sandbox.Language;
import arena.sandbox.Languages;
import arena.store.BotStatus;
import arena.store.BotStore;
import arena.store.StoredBotVersion;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Builds submitted versions in the background, fair per team (issue 38, {@link BuildQueue}): one waiting build per team
 * (a newer upload replaces the one still waiting, whose status then says so), one build per team at a time, teams
 * served in turn, on {@link #threadsForThisMachine()} builders so that one team's slow compile never holds another's.
 * Each compile's CPU stays bounded by the sandbox (RunLimits.build). A queued build is only a team and a version (its
 * sources are read from the store when its turn comes). The version's status in the store goes from compiling to
 * ready or failed, with the compiler's output. The builders are never interrupted (they may be in the store: issue 38):
 * closing stops handing out builds, and what still waits is built again at the next start.
 */
public final class BotBuilds implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(BotBuilds.class);

    private final BotStore store;
    private final Languages languages;
    private final BuildCache cache;
    private final BuildQueue queue = new BuildQueue();

    public BotBuilds(BotStore store, Languages languages, BuildCache cache, int builders) {
        this.store = store;
        this.languages = languages;
        this.cache = cache;
        for (int i = 0; i < Math.max(1, builders); i++) {
            Thread t = new Thread(this::work, "bot-build-" + (i + 1));
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            t.start();
        }
    }

    /**
     * Half the cores, and at least 2: a compiler takes a core for up to its CPU limit, and the turn clock and the bot
     * port must keep theirs; but with one builder a team's slow compile would hold every other team's (issue 38).
     */
    public static int threadsForThisMachine() {
        return Math.max(2, Runtime.getRuntime().availableProcessors() / 2);
    }

    /** Queues the build of a newly stored version; a build of the team's still waiting is replaced, and says so. */
    public void queue(long teamId, int version) {
        Optional<BuildQueue.Job> replaced = queue.offer(new BuildQueue.Job(teamId, version, true));
        if (replaced.isPresent() && replaced.get().fresh()) {
            int old = replaced.get().version();
            store.replace(teamId, old, "replaced by version " + version + " before it was built (a team's newer upload takes the place of its"
                    + " one still waiting; choose version " + old + " to have it built again)");
        }
    }

    /**
     * Queues the build of a version already built once whose build is no longer kept (the disk's budget: issue 38), so
     * it is ready before it plays; a new upload of the team waiting to be built goes first (the runner then builds it when
     * it runs it).
     */
    public void rebuild(long teamId, int version) {
        queue.offer(new BuildQueue.Job(teamId, version, false));
    }

    /** Queues again every version whose build had not ended when the arena stopped (per team, the newest waits). */
    public void resumeUnfinished() {
        store.compiling().stream().sorted(java.util.Comparator.comparing(StoredBotVersion::version)).forEach(v -> queue(v.teamId(), v.version()));
    }

    /** How many builds wait for a builder now (one per team at most). */
    public int waiting() {
        return queue.waitingCount();
    }

    private void work() {
        while (true) {
            Optional<BuildQueue.Job> job;
            try {
                job = queue.take();
            } catch (InterruptedException e) {
                return;
            }
            if (job.isEmpty()) return;
            try {
                build(job.get());
            } finally {
                queue.done(job.get().teamId());
            }
        }
    }

    private void build(BuildQueue.Job job) {
        long teamId = job.teamId();
        int version = job.version();
        try {
            Optional<StoredBotVersion> stored = store.version(teamId, version);
            // a new upload is built while it waits; a rebuild only of a version still ready (else nothing is to be had)
            if (stored.isEmpty() || stored.get().status() != (job.fresh() ? BotStatus.COMPILING : BotStatus.READY)) return;
            Optional<Language> language = languages.available(stored.get().language());
            if (language.isEmpty()) {
                store.finishBuild(teamId, version, BotStatus.FAILED, "the language " + stored.get().language() + " is not offered by this arena now");
                return;
            }
            Map<String, String> files = store.files(teamId, version);
            BuildCache.Built built = cache.build(language.get(), files);
            store.finishBuild(teamId, version, built.ok() ? BotStatus.READY : BotStatus.FAILED, capped(built.log()));
        } catch (RuntimeException e) {
            LOG.error("the build of version {} of team {} failed", version, teamId, e);
            try {
                // the exception's words may name the arena's folders: a team reads only that it failed (issue 39)
                store.finishBuild(teamId, version, BotStatus.FAILED, "the arena could not build this version (an error of the arena,"
                        + " not of your code: its log says what; submit it again, or tell your instructor)");
            } catch (RuntimeException again) {
                LOG.error("the failed build of version {} of team {} could not be stored either", version, teamId, again);
            }
        }
    }

    /** The compiler's output as kept: at most {@link arena.sandbox.BuildResult#LOG_CAP} characters. */
    static String capped(String log) {
        int cap = arena.sandbox.BuildResult.LOG_CAP;
        return log.length() <= cap ? log : log.substring(0, cap) + "\n(the compiler's output stops here: at most " + cap / 1024 + " KiB are kept)";
    }

    @Override
    public void close() {
        queue.close();
    }
}
