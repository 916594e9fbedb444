package arena.hosted;

import arena.contest.life.HostedTeams;
import arena.domain.ContestPhase;
import arena.contest.Contests;
import arena.contest.life.LiveContest;
import arena.contest.turns.LiveMatch;
import arena.store.BotStore;
import arena.store.BotTrialStore;
import arena.store.ContestStore;
import arena.store.StoredContest;
import arena.store.StoredTeam;
import arena.store.VersionToRun;
import java.util.HashSet;
import java.util.List;
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
 * ended once it has none: a line-protocol bot lives for the round (and for the registration window before it, where it
 * saves its entry as a TCP bot would), a CodinGame bot's processes for each match (the runner starts one a match). It looks every {@value #LOOK_MILLIS} ms, on a thread of its own, reading only what the
 * contest core shows every face (the live contests, a team's matches, its practice) and the store.
 */
public final class HostedPlay implements AutoCloseable, HostedTeams {
    private static final Logger LOG = LoggerFactory.getLogger(HostedPlay.class);
    static final long LOOK_MILLIS = 200;

    private final Contests contests;
    private final ContestStore contestStore;
    private final BotStore store;
    private final BotTrialStore trialStore;
    private final BotKeeper runner;
    /**
     * When each trial was last seen in use (System.nanoTime): its practice being played, or since it was asked for or
     * read from the store at start. The trials themselves are in the store ({@link BotTrialStore}).
     */
    private final Map<BotToRun.Key, Trial> trials = new java.util.concurrent.ConcurrentHashMap<>();
    private final ScheduledExecutorService looker = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "hosted-play");
        t.setDaemon(true);
        return t;
    });

    public HostedPlay(Contests contests, ContestStore contestStore, BotStore store, BotTrialStore trialStore, BotKeeper runner) {
        this.contests = contests;
        this.contestStore = contestStore;
        this.store = store;
        this.trialStore = trialStore;
        this.runner = runner;
    }

    private record Trial(int version, long since) {}

    /**
     * A version to play the team's next practice in this contest, instead of the version chosen for its rounds (or its
     * TCP bot): tried before it is chosen. Stored first (a practice resumed after a restart plays it still), then
     * remembered here; it holds while the practice is played, and is forgotten once no practice of the team has been
     * played for {@value #TRIAL_MILLIS} ms.
     */
    public void tryInPractice(long teamId, String contest, int version) {
        StoredContest c = contests.find(contest).orElseThrow(() -> new IllegalArgumentException("no contest " + contest));
        trialStore.save(c.id(), teamId, version);
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
        boolean anyTrial = trialStore.any();
        for (StoredContest c : contests.all()) {
            if (c.phase() == ContestPhase.FINISHED) continue;
            Map<Long, VersionToRun> chosen = store.chosenToRun(c.id());
            Map<Long, Trial> tried = new java.util.HashMap<>();
            if (anyTrial) {
                for (Map.Entry<Long, Integer> t : trialStore.of(c.id()).entrySet()) {
                    BotToRun.Key key = new BotToRun.Key(t.getKey(), c.slug());
                    Trial seen = trials.get(key);
                    // read from the store: after a restart, or tried through another process; it counts from now
                    if (seen == null || seen.version() != t.getValue()) {
                        seen = new Trial(t.getValue(), System.nanoTime());
                        trials.put(key, seen);
                    }
                    tried.put(t.getKey(), seen);
                }
            }
            Optional<LiveContest> live = contests.live(c.slug());
            List<LiveContest.VersionSeat> seats = live.isEmpty() ? List.of() : live.get().versionSeats();
            if (chosen.isEmpty() && tried.isEmpty() && seats.isEmpty()) continue;
            if (live.isEmpty() || live.get().finished()) continue;
            Map<Long, String> names = new java.util.HashMap<>();
            for (StoredTeam t : contestStore.enrolledTeams(c.id())) names.put(t.id(), t.name());
            for (LiveContest.VersionSeat seat : seats) { // issue 44: each version's seat of a practice of teams' own bots
                String name = names.get(seat.teamId());
                Optional<VersionToRun> v = store.toRun(seat.teamId(), seat.version());
                if (name == null || v.isEmpty() || !v.get().ready()) continue;
                BotToRun bot = new BotToRun(seat.teamId(), name, c.slug(), live.get().game().traits().botProgram(), v.get().language(),
                        v.get().version(), v.get().sourceHash(), new BotToRun.Seat(seat.matchId(), seat.seat()));
                wanted.add(bot.key());
                runner.keep(bot);
            }
            Set<Long> teams = new HashSet<>(chosen.keySet());
            teams.addAll(tried.keySet());
            for (long team : teams) {
                String name = names.get(team);
                boolean lineProtocol = live.get().game().traits().botProgram() == arena.game.BotProgram.LINE_PROTOCOL;
                VersionToRun choice = chosen.get(team);
                Integer version = versionToPlay(live.get(), c.id(), c.slug(), team, choice == null ? null : choice.version(), tried.get(team), lineProtocol);
                if (name == null || version == null) continue;
                Optional<VersionToRun> v = choice != null && choice.version() == version ? Optional.of(choice) : store.toRun(team, version);
                if (v.isEmpty() || !v.get().ready()) continue;
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
    private Integer versionToPlay(LiveContest contest, long contestId, String slug, long team, Integer chosen, Trial trial,
                                  boolean lineProtocol) {
        boolean roundMatches = false;
        if (contest.roundRunning()) {
            for (LiveMatch m : contest.matchesOf(team)) if (!m.finished()) roundMatches = true;
        }
        boolean practice = practising(contest, team);
        BotToRun.Key key = new BotToRun.Key(team, slug);
        if (trial != null) {
            if (practice) trials.replace(key, trial, new Trial(trial.version(), System.nanoTime()));
            else if (System.nanoTime() - trial.since() > TRIAL_MILLIS * 1_000_000) {
                trialStore.forget(contestId, team, trial.version());
                trials.remove(key, trial);
                trial = null;
            }
        }
        // a bot-port bot runs through the registration window too, as a TCP bot is connected then: it saves its entry for
        // the coming round there (Kieszostwory's team, a deck), or it would play no match of that round
        boolean registering = lineProtocol && contest.millisToNextRound() > 0;
        if (roundMatches || registering) return chosen;
        if (practice) return trial != null ? Integer.valueOf(trial.version()) : chosen;
        return null;
    }

    /** The teams of a contest whose chosen version is built: a round's first turn waits for their bots to run. */
    public Set<Long> hostedTeams(String slug) {
        Optional<StoredContest> c = contests.find(slug);
        if (c.isEmpty()) return Set.of();
        Set<Long> teams = new HashSet<>();
        for (VersionToRun v : store.chosenToRun(c.get().id()).values()) if (v.ready()) teams.add(v.teamId());
        return teams;
    }

    @Override
    public Set<Long> of(String contestSlug) {
        return hostedTeams(contestSlug);
    }

    /** A practice is played by the version tried in it (stored just before it starts), else by the chosen one. */
    @Override
    public boolean inPractice(String contestSlug, long teamId) {
        Optional<StoredContest> c = contests.find(contestSlug);
        if (c.isEmpty()) return false;
        Integer version = trialStore.of(c.get().id()).get(teamId);
        if (version == null) version = store.choices(c.get().id()).get(teamId);
        if (version == null) return false;
        return store.toRun(teamId, version).map(VersionToRun::ready).orElse(false);
    }

    /** A practice that the team's own bot plays: a house bot's, a scrimmage's seat (a version's seat has its own bot: issue 44). */
    private static boolean practising(LiveContest contest, long teamId) {
        return contest.ownBotPractising(teamId);
    }

    @Override
    public void close() {
        looker.shutdown(); // its look reads the store: it ends, never interrupted (issue 38)
        runner.close();
    }
}
