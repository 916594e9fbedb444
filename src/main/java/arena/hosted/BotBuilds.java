package arena.hosted;

import arena.sandbox.Language;
import arena.sandbox.Languages;
import arena.store.BotStatus;
import arena.store.BotStore;
import arena.store.StoredBotVersion;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Builds submitted versions in the background, on a pool of half the cores (at least one thread): a compiler takes a
 * core for seconds, and the turn clock and the bot port must keep theirs. A queued build is only a team and a version
 * (its sources are read from the store when its turn comes), so the queue holds little however long it grows. The
 * version's status in the store goes from compiling to ready or failed, with the compiler's output.
 */
public final class BotBuilds implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(BotBuilds.class);

    private final BotStore store;
    private final Languages languages;
    private final BuildCache cache;
    private final ExecutorService pool;

    public BotBuilds(BotStore store, Languages languages, BuildCache cache) {
        this.store = store;
        this.languages = languages;
        this.cache = cache;
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
        this.pool = new ThreadPoolExecutor(threads, threads, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
            Thread t = new Thread(r, "bot-build");
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            return t;
        });
    }

    /** Queues the build of a stored version. */
    public void queue(long teamId, int version) {
        pool.execute(() -> build(teamId, version));
    }

    /** Queues again every version whose build had not ended when the arena stopped. */
    public void resumeUnfinished() {
        for (StoredBotVersion v : store.compiling()) queue(v.teamId(), v.version());
    }

    private void build(long teamId, int version) {
        try {
            Optional<StoredBotVersion> stored = store.version(teamId, version);
            if (stored.isEmpty()) return;
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
                store.finishBuild(teamId, version, BotStatus.FAILED, "the arena could not build this version: " + e.getMessage());
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
        pool.shutdownNow();
    }
}
