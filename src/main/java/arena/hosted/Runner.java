package arena.hosted;

import arena.game.BotProgram;
import arena.sandbox.Language;
import arena.sandbox.Languages;
import arena.sandbox.Sandbox;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Starts, watches and ends hosted bots: the one part that runs them (issue 26), with a narrow interface. It is given a
 * team's bot to run ({@link #keep}) and told when it is no longer wanted ({@link #end}); it builds the version from
 * its sources (cached by content, {@link BuildCache}), starts it in the {@link Sandbox} under a bounded number of
 * processes ({@link ProcessPermits}), and plays it through an {@link ArenaLink} like any bot. It reads nothing of the
 * contest core: the arena decides what runs and when ({@code HostedPlay}); a runner on another machine (issue 30) is
 * this class over a link through the bot port.
 */
public final class Runner implements BotKeeper {
    private static final Logger LOG = LoggerFactory.getLogger(Runner.class);

    private final Sandbox sandbox;
    private final Languages languages;
    private final BuildCache builds;
    private final BotSources sources;
    private final ArenaLink link;
    private final ProcessPermits permits;
    private final Map<BotToRun.Key, Running> running = new ConcurrentHashMap<>();
    /** Bots that cannot be run as given (no such language here, sources that do not match, no build): not tried again. */
    private final Set<BotToRun> refused = ConcurrentHashMap.newKeySet();

    public Runner(Sandbox sandbox, Languages languages, BuildCache builds, BotSources sources, ArenaLink link, ProcessPermits permits) {
        this.sandbox = sandbox;
        this.languages = languages;
        this.builds = builds;
        this.sources = sources;
        this.link = link;
        this.permits = permits;
    }

    /** A bot being run: what it is, and its run (null until its build is made). */
    private static final class Running {
        final BotToRun bot;
        volatile HostedRun run;
        volatile Thread thread;
        volatile boolean ended;

        Running(BotToRun bot) {
            this.bot = bot;
        }

        boolean ready() {
            HostedRun r = run;
            return r != null && r.running();
        }

        void stop() {
            ended = true;
            HostedRun r = run;
            if (r != null) r.stop();
            Thread t = thread;
            if (t != null) t.interrupt();
        }
    }

    @Override
    public void keep(BotToRun bot) {
        if (refused.contains(bot)) return;
        Running now = running.get(bot.key());
        if (now != null && now.bot.equals(bot) && !now.ended) return;
        if (now != null) end(bot.key());
        Running r = new Running(bot);
        if (running.putIfAbsent(bot.key(), r) != null) return; // raced with another keep: that one runs it
        r.thread = Thread.ofVirtual().name("hosted-" + bot.team() + "-" + bot.contest()).start(() -> play(r));
    }

    @Override
    public void end(BotToRun.Key key) {
        Running r = running.remove(key);
        if (r != null) r.stop();
    }

    /** The machine's process slots this runner shares out. */
    public ProcessPermits permits() {
        return permits;
    }

    /** The bots being run now (built or building, running or waiting to start again). */
    @Override
    public Set<BotToRun.Key> kept() {
        return Set.copyOf(running.keySet());
    }

    /** The bots being run now, as given (the console names them). */
    public java.util.List<BotToRun> bots() {
        return running.values().stream().filter(r -> !r.ended).map(r -> r.bot).toList();
    }

    /** Whether a team's bot in a contest runs now: its process started and logged in. */
    public boolean ready(BotToRun.Key key) {
        Running r = running.get(key);
        return r != null && r.ready();
    }

    /** The version run now for a team in a contest, if one is. */
    public java.util.OptionalInt version(BotToRun.Key key) {
        Running r = running.get(key);
        return r == null || r.ended ? java.util.OptionalInt.empty() : java.util.OptionalInt.of(r.bot.version());
    }

    /** How many times the bot's process has been started since it was kept (0: not yet). */
    public int starts(BotToRun.Key key) {
        Running r = running.get(key);
        if (r == null) return 0;
        HostedRun run = r.run;
        return run != null ? run.starts() : 0;
    }

    private void play(Running r) {
        BotToRun bot = r.bot;
        try {
            Optional<Language> language = languages.available(bot.language());
            if (language.isEmpty()) {
                LOG.warn("hosted bot of {} in {} not run: the language {} is not offered here", bot.team(), bot.contest(), bot.language());
                link.note(bot.teamId(), bot.contest(), "arena: your bot " + bot.describe() + " cannot run: its language is not offered here");
                refused.add(bot);
                return;
            }
            Map<String, String> files;
            try {
                files = Uninterrupted.call(() -> sources.files(bot)); // a store read: never interrupted (issue 38)
            } catch (InterruptedException e) {
                return; // stopped before it ran
            }
            String hash = SourceHash.of(language.get().id(), files);
            if (!hash.equals(bot.sourceHash())) {
                LOG.error("hosted bot of {} in {} not run: its sources hash to {}, not to the {} stored with {}", bot.team(), bot.contest(),
                        hash, bot.sourceHash(), bot.describe());
                link.note(bot.teamId(), bot.contest(), "arena: your bot " + bot.describe() + " cannot run: its sources are not the ones stored with it");
                refused.add(bot);
                return;
            }
            BuildCache.Built built = builds.build(language.get(), files);
            if (!built.ok()) {
                LOG.warn("hosted bot of {} in {} not run: {} does not compile", bot.team(), bot.contest(), bot.describe());
                link.note(bot.teamId(), bot.contest(), "arena: your bot " + bot.describe() + " cannot run: it does not compile here");
                refused.add(bot);
                return;
            }
            if (r.ended) return;
            HostedRun.Setup setup = new HostedRun.Setup(bot, language.get(), built.dir(), sandbox, link, permits);
            HostedRun run = bot.program() == BotProgram.CODINGAME
                    ? new CodinGameRun(setup, () -> Math.max(1, permits.count() / Math.max(1, running.size())))
                    : new ProtocolRun(setup);
            r.run = run;
            if (!r.ended) run.run();
        } catch (RuntimeException e) {
            LOG.error("hosted bot of {} in {} failed", bot.team(), bot.contest(), e);
            link.note(bot.teamId(), bot.contest(), "arena: your bot " + bot.describe() + " could not be run (" + e.getMessage()
                    + "); the arena tries again in a moment");
        } finally {
            running.remove(bot.key(), r);
        }
    }

    @Override
    public void close() {
        for (BotToRun.Key k : kept()) end(k);
    }
}
