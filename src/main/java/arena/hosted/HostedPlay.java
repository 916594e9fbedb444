package arena.hosted;

import arena.contest.ContestPhase;
import arena.contest.Contests;
import arena.contest.LiveContest;
import arena.contest.LiveMatch;
import arena.store.BotStatus;
import arena.store.BotStore;
import arena.store.ContestStore;
import arena.store.StoredBotVersion;
import arena.store.StoredContest;
import arena.store.StoredTeam;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The arena's side of hosted bots: which team's bot should run now, told to the {@link Runner}. A team whose chosen
 * version is built has its bot kept while it has matches to play in the contest (its round's, or a practice), and
 * ended once it has none: a line-protocol bot lives for the round, a CodinGame bot's processes for each match (the
 * runner starts one a match). It looks every {@value #LOOK_MILLIS} ms, on a thread of its own, reading only what the
 * contest core shows every face (the live contests, a team's matches, its practice) and the store.
 */
public final class HostedPlay implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(HostedPlay.class);
    static final long LOOK_MILLIS = 200;

    private final Contests contests;
    private final ContestStore contestStore;
    private final BotStore store;
    private final Runner runner;
    /** Versions tried in a practice (team page: "try it"), by team and contest, and since when (System.nanoTime). */
    private final Map<BotToRun.Key, Trial> trials = new java.util.concurrent.ConcurrentHashMap<>();
    private final ScheduledExecutorService looker = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "hosted-play");
        t.setDaemon(true);
        return t;
    });

    public HostedPlay(Contests contests, ContestStore contestStore, BotStore store, Runner runner) {
        this.contests = contests;
        this.contestStore = contestStore;
        this.store = store;
        this.runner = runner;
    }

    private record Trial(int version, long since) {}

    /**
     * A version to play the team's next practice in this contest, instead of the version chosen for its rounds (or its
     * TCP bot): tried before it is chosen. It holds while the practice is played, and is forgotten once no practice of
     * the team has been played for {@value #TRIAL_MILLIS} ms.
     */
    public void tryInPractice(long teamId, String contest, int version) {
        trials.put(new BotToRun.Key(teamId, contest), new Trial(version, System.nanoTime()));
    }

    static final long TRIAL_MILLIS = 10_000;

    @SuppressWarnings("FutureReturnValueIgnored") // lookSafely catches what it throws: the look goes on
    public void start() {
        looker.scheduleWithFixedDelay(this::lookSafely, 0, LOOK_MILLIS, TimeUnit.MILLISECONDS);
    }

    private void lookSafely() {
        try {
            look();
        } catch (RuntimeException e) {
            LOG.error("looking for hosted bots to run failed; looking again in {} ms", LOOK_MILLIS, e);
        }
    }

    /** Keeps the bots that have matches to play, ends the others. */
    void look() {
        Set<BotToRun.Key> wanted = new HashSet<>();
        for (StoredContest c : contests.all()) {
            if (c.phase() == ContestPhase.FINISHED) continue;
            Map<Long, Integer> chosen = store.choices(c.id());
            Map<Long, Trial> tried = new java.util.HashMap<>();
            trials.forEach((k, t) -> {
                if (k.contest().equals(c.slug())) tried.put(k.teamId(), t);
            });
            if (chosen.isEmpty() && tried.isEmpty()) continue;
            Optional<LiveContest> live = contests.live(c.slug());
            if (live.isEmpty() || live.get().finished()) continue;
            Map<Long, String> names = new java.util.HashMap<>();
            for (StoredTeam t : contestStore.enrolledTeams(c.id())) names.put(t.id(), t.name());
            Set<Long> teams = new HashSet<>(chosen.keySet());
            teams.addAll(tried.keySet());
            for (long team : teams) {
                String name = names.get(team);
                Integer version = versionToPlay(live.get(), c.slug(), team, chosen.get(team), tried.get(team));
                if (name == null || version == null) continue;
                Optional<StoredBotVersion> v = store.version(team, version);
                if (v.isEmpty() || v.get().status() != BotStatus.READY) continue;
                BotToRun bot = new BotToRun(team, name, c.slug(), live.get().game().traits().botProgram(), v.get().language(), v.get().version(),
                        v.get().sourceHash());
                wanted.add(bot.key());
                runner.keep(bot);
            }
        }
        for (BotToRun.Key k : runner.kept()) if (!wanted.contains(k)) runner.end(k);
    }

    /**
     * The version that should run for a team now, or null: the chosen one while it has round matches to play; a version
     * tried in a practice while that practice is played (and no round match of the team is); nothing else.
     */
    private Integer versionToPlay(LiveContest contest, String slug, long team, Integer chosen, Trial trial) {
        boolean roundMatches = false;
        if (contest.roundRunning()) {
            for (LiveMatch m : contest.matchesOf(team)) if (!m.finished()) roundMatches = true;
        }
        boolean practice = practising(contest, team);
        BotToRun.Key key = new BotToRun.Key(team, slug);
        if (trial != null) {
            if (practice) trials.replace(key, trial, new Trial(trial.version(), System.nanoTime()));
            else if (System.nanoTime() - trial.since() > TRIAL_MILLIS * 1_000_000) trials.remove(key, trial);
        }
        if (roundMatches) return chosen;
        if (practice) return trial != null ? Integer.valueOf(trial.version()) : chosen;
        return null;
    }

    /** The teams of a contest whose chosen version is built: a round's first turn waits for their bots to run. */
    public Set<Long> hostedTeams(String slug) {
        Optional<StoredContest> c = contests.find(slug);
        if (c.isEmpty()) return Set.of();
        Set<Long> teams = new HashSet<>();
        for (Map.Entry<Long, Integer> choice : store.choices(c.get().id()).entrySet()) {
            Optional<StoredBotVersion> v = store.version(choice.getKey(), choice.getValue());
            if (v.isPresent() && v.get().status() == BotStatus.READY) teams.add(choice.getKey());
        }
        return teams;
    }

    private static boolean practising(LiveContest contest, long teamId) {
        LiveContest.PracticeOutlook practice = contest.practiceOutlook(teamId);
        return practice != null && practice.playing() != null;
    }

    @Override
    public void close() {
        looker.shutdownNow();
        runner.close();
    }
}
