package arena.hosted;

import arena.sandbox.Language;
import arena.sandbox.Languages;
import arena.store.RunnerStore;
import arena.store.StoredLease;
import arena.store.StoredRunner;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Hands this arena process's hosted bots out (issue 30): to the runners on other machines that are alive and can take
 * them, else to the {@link Runner} inside the arena, which stays the default. A team's bots go to one runner at a time
 * (the one that holds any of its leases, while it is alive); a new bot goes to the alive runner with the fewest bots
 * for its slots among those that offer the bot's language. A runner is alive while it beats within {@link #LEASE_MILLIS} on the database's clock; once it is not
 * (killed, cut off, revoked), its bots are handed elsewhere at this desk's next look, which is well within the resume
 * grace (RULINGS 7: {@code resumeGraceMillis}, 30 s by default), so a round waits for them as for any bot reconnecting.
 *
 * <p>Each process hands out only the bots of the contests it runs (HostedPlay looks at its live contests): on
 * PostgreSQL, several processes share the runners through the store, and each lease names the bot port of the process
 * that gave it, where the runner connects the bot. The store is written before this desk's memory changes.
 */
public final class RunnerDesk implements BotKeeper {
    private static final Logger LOG = LoggerFactory.getLogger(RunnerDesk.class);
    /** How long a runner's beat keeps its leases: a runner beats every {@value #BEAT_MILLIS} ms. */
    public static final long LEASE_MILLIS = 6000;
    public static final long BEAT_MILLIS = 1000;
    /** Runners are read from the store at most this often (HostedPlay looks every 200 ms). */
    static final long READ_MILLIS = 500;
    /** Where a bot runs when it runs inside the arena (its {@link Runner}), not on a runner, whose ids start at 1. */
    static final long INSIDE_THE_ARENA = 0;

    private final Runner own;
    private final RunnerStore store;
    private final Languages languages;
    private final Function<String, Optional<Long>> contestIds;
    private final int botPort;
    /** Where each bot kept by this process runs: {@link #INSIDE_THE_ARENA}, or a runner's id. */
    private final Map<BotToRun.Key, Placement> placed = new ConcurrentHashMap<>();
    private volatile RunnersRead lastRead = new RunnersRead(List.of(), Map.of(), Map.of(), 0);

    /** Where a bot runs: {@link #INSIDE_THE_ARENA} or a runner's id. */
    private record Placement(BotToRun bot, long runner) {}

    /** The runners as last read: by id, how many bots each holds, which runner holds each team's bots. */
    private record RunnersRead(List<StoredRunner> runners, Map<Long, Integer> load, Map<Long, Long> teamRunner, long readAt) {
        StoredRunner byId(long id) {
            for (StoredRunner r : runners) if (r.id() == id) return r;
            return null;
        }
    }

    /**
     * @param contestIds a contest's id by its slug (a lease names both)
     * @param botPort    the bot port of this process, where a runner connects the bots this desk gives it
     */
    public RunnerDesk(Runner own, RunnerStore store, Languages languages, Function<String, Optional<Long>> contestIds, int botPort) {
        this.own = own;
        this.store = store;
        this.languages = languages;
        this.contestIds = contestIds;
        this.botPort = botPort;
    }

    private RunnersRead readRunners() {
        RunnersRead s = lastRead;
        long now = System.nanoTime();
        if (now - s.readAt() < READ_MILLIS * 1_000_000 && s.readAt() != 0) return s;
        Map<Long, Integer> load = new HashMap<>();
        Map<Long, Long> teams = new HashMap<>();
        for (StoredLease l : store.leases()) {
            load.merge(l.runnerId(), 1, Integer::sum);
            teams.putIfAbsent(l.teamId(), l.runnerId());
        }
        s = new RunnersRead(store.all(), load, teams, now);
        lastRead = s;
        return s;
    }

    @Override
    public void keep(BotToRun bot) {
        RunnersRead s = readRunners();
        Placement now = placed.get(bot.key());
        long where = place(bot, now, s);
        if (now != null && now.runner() == where && now.bot().equals(bot)) {
            if (where == INSIDE_THE_ARENA) own.keep(bot); // the runner inside starts it again if it ended (a crash, a failed start)
            return;
        }
        Optional<Long> contestId = contestIds.apply(bot.contest());
        if (contestId.isEmpty()) return;
        if (now != null && now.runner() != where) leave(now, contestId.get());
        if (where == INSIDE_THE_ARENA) {
            own.keep(bot);
        } else {
            double factor = languages.available(bot.language()).map(Language::timeFactor).orElse(1.0);
            store.lease(new StoredLease(bot.teamId(), contestId.get(), where, bot.team(), bot.contest(), bot.program().name(), bot.language(),
                    bot.version(), bot.sourceHash(), factor, botPort, null, null));
            lastRead = new RunnersRead(s.runners(), s.load(), s.teamRunner(), 0); // read again: this lease counts now
        }
        if (now == null || now.runner() != where) {
            LOG.info("hosted bot of {} in {} ({}) runs {}", bot.team(), bot.contest(), bot.describe(),
                    where == INSIDE_THE_ARENA ? "inside the arena" : "on runner " + name(s, where));
        }
        placed.put(bot.key(), new Placement(bot, where));
    }

    /** Where a bot runs: where it runs now while that runner lives; else its team's runner; else the least loaded; else here. */
    private static long place(BotToRun bot, Placement now, RunnersRead s) {
        if (bot.seat() != null) return INSIDE_THE_ARENA; // a seat of a practice against itself is an in-process connection (issue 44); a lease is a team's
        if (now != null && now.runner() == INSIDE_THE_ARENA) return INSIDE_THE_ARENA; // a bot running here stays for as long as it is kept
        if (now != null) {
            StoredRunner r = s.byId(now.runner());
            if (r != null && r.takesWork(LEASE_MILLIS, bot.language())) return r.id();
        }
        Long team = s.teamRunner().get(bot.teamId());
        if (team != null) {
            StoredRunner r = s.byId(team);
            if (r != null && r.takesWork(LEASE_MILLIS, bot.language())) return r.id();
        }
        StoredRunner best = null;
        double bestLoad = Double.MAX_VALUE;
        for (StoredRunner r : s.runners()) {
            if (!r.takesWork(LEASE_MILLIS, bot.language())) continue; // a runner without the bot's toolchain could not build it
            int held = s.load().getOrDefault(r.id(), 0);
            if (held >= r.slots()) continue;
            double load = (double) held / r.slots();
            if (load < bestLoad) {
                best = r;
                bestLoad = load;
            }
        }
        return best == null ? INSIDE_THE_ARENA : best.id();
    }

    private static String name(RunnersRead s, long id) {
        StoredRunner r = s.byId(id);
        return r == null ? "#" + id : r.name();
    }

    /** A bot leaves where it ran: the runner inside ends it, or its lease ends. */
    private void leave(Placement p, long contestId) {
        if (p.runner() == INSIDE_THE_ARENA) own.end(p.bot().key());
        else store.release(p.bot().teamId(), contestId, p.runner());
    }

    @Override
    public void end(BotToRun.Key key) {
        Placement p = placed.get(key);
        if (p == null) return;
        Optional<Long> contestId = contestIds.apply(key.contest());
        if (p.runner() == INSIDE_THE_ARENA) own.end(key);
        else if (contestId.isPresent()) store.release(key.teamId(), contestId.get(), p.runner());
        placed.remove(key, p);
    }

    @Override
    public Set<BotToRun.Key> kept() {
        return Set.copyOf(placed.keySet());
    }

    /** Where each bot kept here runs: 0 inside the arena, else the runner's id (tests, the console). */
    public Map<BotToRun.Key, Long> placements() {
        Map<BotToRun.Key, Long> out = new HashMap<>();
        placed.forEach((k, p) -> out.put(k, p.runner()));
        return out;
    }

    /** The runner inside the arena. */
    public Runner own() {
        return own;
    }

    /** A clean stop: the runner inside ends its bots, and the leases this process gave end (their runners stop them). */
    @Override
    public void close() {
        own.close();
        for (Map.Entry<BotToRun.Key, Placement> e : placed.entrySet()) {
            if (e.getValue().runner() == INSIDE_THE_ARENA) continue;
            try {
                contestIds.apply(e.getKey().contest()).ifPresent(id -> store.release(e.getKey().teamId(), id, e.getValue().runner()));
            } catch (RuntimeException failed) {
                LOG.warn("the lease of {}'s bot in {} could not be ended at the stop; it ends with its runner's next missed beat",
                        e.getValue().bot().team(), e.getKey().contest(), failed);
            }
        }
        placed.clear();
    }
}
