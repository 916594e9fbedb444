package arena.contest.life;

import arena.contest.base.LockOrder;
import arena.contest.base.StoreFirst;
import arena.contest.base.Refused;
import arena.contest.base.RefusedFields;
import arena.contest.rules.ContestSettings;
import arena.contest.rules.MarkingPlan;
import arena.contest.rules.MarkingSettings;
import arena.contest.rules.Playoffs;
import arena.contest.rules.Readiness;
import arena.contest.rules.RoundPairing;
import arena.contest.rules.SeedScheme;
import arena.contest.rules.Standings;
import arena.contest.shared.BotSlots;
import arena.contest.turns.LiveMatch;
import arena.contest.turns.MatchSettler;
import arena.contest.turns.TurnCommits;
import arena.domain.ContestPhase;
import arena.domain.SettledMatch;
import arena.game.BotWaits.TurnEvent;
import arena.game.Game;
import arena.game.MatchEngine;
import arena.game.MatchResult;
import arena.game.Settings;
import arena.pairing.Bracket;
import arena.pairing.RoundPlan;
import arena.pairing.RoundRobin;
import arena.store.ContestStore;
import arena.store.PlayoffStore;
import arena.store.RoundStore;
import arena.store.StoredContest;
import arena.store.StoredRound;
import arena.store.StoredTeam;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The rounds of one contest and its phase: the round being played and the one played last, starting a round, scoring
 * it at its end, voiding it when the instructor ends the contest, pausing. Its monitor is the contest lock (see
 * package-info): this state, the registration window, the coming round's data and the practice matches' start change
 * only under it, each together with the store write that records it; everyone reads it without the lock (volatile).
 */
public final class Rounds {
    private static final Logger log = LoggerFactory.getLogger(Rounds.class);
    private final LiveContest contest;
    private volatile ContestPhase phase;
    private volatile boolean paused;
    /** Why the arena paused the contest by itself (its store kept failing), or null. */
    private volatile String pausedBecause;
    private volatile Round round;
    /** The round played last, kept after it ends so bots can still read its final scores until the next starts. */
    private volatile Round lastRound;
    private volatile int lastRoundNumber;
    /** The instructor is ending the contest ({@link arena.contest.ContestEnding}): no round starts, and the one in progress is not scored. */
    private boolean ending;

    /**
     * What a contest's rounds use beyond their contest, each named (issue 32: no chain through the arena to reach it):
     * the store of rounds, what a stored round's matches are rebuilt from, the store of contests, the arena's scheduler and match settler, the store of the clocks' group commits,
     * the connection slots a round's resume grace waits for, the teams whose hosted bots a first turn waits for, and
     * two notices to the arena: old rounds were deleted (their pages' cache is dropped), the contest is finished.
     */
    record Reach(RoundStore rounds, RoundMatches.Sources stored, ContestStore contests, ScheduledExecutorService scheduler, MatchSettler settler,
                 TurnCommits.Store turnStore, BotSlots slots, HostedTeams hosted, Runnable oldRoundsDeleted,
                 Consumer<LiveContest> finished) {}

    private final Reach reach;

    Rounds(LiveContest contest, StoredContest record, Reach reach) {
        this.contest = contest;
        this.reach = reach;
        this.phase = record.phase();
        this.paused = record.paused();
        this.lastRoundNumber = reach.stored().queries().lastRoundNumber(record.id());
    }

    ContestPhase phase() {
        return phase;
    }

    boolean paused() {
        return paused;
    }

    String pausedBecause() {
        return pausedBecause;
    }

    boolean finished() {
        return phase == ContestPhase.FINISHED;
    }

    /** Finished, or being ended by the instructor: nothing new starts. */
    synchronized boolean endedOrEnding() {
        LockOrder.entered(this, LockOrder.Level.CONTEST);
        return finished() || ending;
    }

    /** The round being played, or null. */
    public Round round() {
        return round;
    }

    /** Whether a round's clock is to go on: the contest's round still being played, or a practice not ended nor voided. */
    boolean playing(Round r) {
        return r.isPractice() ? r.running() : round == r;
    }

    /** The running round, or else the round played last (null if neither is at hand). */
    Round shown() {
        Round r = round;
        return r != null ? r : lastRound;
    }

    /** The number of the running round, or of the last one played (read in this order: a round's start sets both). */
    int number() {
        Round r = round;
        return r != null ? r.number() : lastRoundNumber;
    }

    /** The number of the last round started (0 before the first). */
    int lastNumber() {
        return lastRoundNumber;
    }

    /** Whether no round was ever started (a contest's data file may be replaced only then). */
    boolean noneYet() {
        return lastRoundNumber == 0 && round == null;
    }

    /** A finished contest rebuilt after a restart shows its last round (see {@link arena.contest.FinishedContests}). */
    public void showLastRound(Round r) {
        // made before any other thread sees the contest (FinishedContests): no lock, nothing to store
        lastRound = r;
    }

    public boolean showsLastRound() {
        return lastRound != null;
    }

    /** The contest's playoff as played so far (issue 43), or empty when it has none. */
    Optional<Playoffs.State> playoff() {
        return Playoffs.of(reach.rounds().playoffs(), reach.stored().queries(), contest.id());
    }

    /** Starts the next round now, on the seed the contest's seed gives its number (RULINGS 9, {@link SeedScheme}). */
    int start() {
        return start(null, null);
    }

    /**
     * Starts a final bracket of the top {@code teams} of the standings, each tie best of {@code bestOf} (issue 43): its
     * first stage is the next round, started now; each later stage is the round after (started as any round is), and
     * its final's end finishes the contest. Every bad value is named at once.
     */
    synchronized int startPlayoff(Object teamsGiven, Object bestOfGiven) {
        LockOrder.entered(this, LockOrder.Level.CONTEST);
        Map<String, String> bad = new LinkedHashMap<>();
        List<Long> ranked = seedingNow();
        Integer teams = whole(teamsGiven, "teams", bad);
        Integer bestOf = whole(bestOfGiven, "bestOf", bad);
        if (teams == null) bad.putIfAbsent("teams", "the number of teams is missing (4 to 64)");
        else if (teams < Bracket.MIN_TEAMS || teams > Bracket.MAX_TEAMS) bad.put("teams", "a playoff has 4 to 64 teams, not " + teams);
        else if (teams > ranked.size()) bad.put("teams", "only " + ranked.size() + " teams can play (enrolled, not disabled, with an entry)");
        if (bestOf == null) bad.putIfAbsent("bestOf", "the length of a series is missing (an odd number, 1 to 9)");
        else if (bestOf < 1 || bestOf > Bracket.MAX_BEST_OF || bestOf % 2 == 0) bad.put("bestOf", "a series is best of an odd number, 1 to 9, not " + bestOf);
        if (!bad.isEmpty()) throw new RefusedFields(false, bad);
        if (reach.rounds().playoffs().playoff(contest.id()).isPresent()) throw new Refused("this contest has had its playoff");
        return start(null, new PlayoffStore.NewPlayoff(bestOf, ranked.subList(0, teams)));
    }

    /** The teams a playoff started now would seed, best first: the standings' order of the teams that can play. */
    List<Long> seedingNow() {
        java.util.Set<Long> playable = playable();
        return Standings.of(reach.stored().queries(), contest.id()).rows().stream().map(Standings.Row::teamId).filter(playable::contains).toList();
    }

    /** A whole number as JSON or a form gives it, or null (missing, or not whole: then the reason is in {@code bad}). */
    private static Integer whole(Object given, String field, Map<String, String> bad) {
        if (given == null || (given instanceof String s && s.isBlank())) return null;
        if ((given instanceof Integer || given instanceof Long) && Math.abs(((Number) given).longValue()) < 1_000_000) return ((Number) given).intValue();
        if (given instanceof String s && s.strip().matches("\\d{1,4}")) return Integer.parseInt(s.strip());
        bad.put(field, "must be a whole number, not " + given);
        return null;
    }

    /** The teams that would play a round now (enrolled, not disabled, with an entry where the game needs one). */
    private java.util.Set<Long> playable() {
        List<StoredTeam> enrolled = reach.contests().enrolledTeams(contest.id()).stream().filter(t -> !t.disabled()).toList();
        return Readiness.players(contest.game(), enrolled, contest.entries().forReadiness()).stream().map(StoredTeam::id)
                .collect(java.util.stream.Collectors.toSet());
    }

    /**
     * Plays a round's data again as the next round (same decks, maps, pools), on a fresh seed: the master's child
     * {@code 1_000_000 + re-run count} (RULINGS 9), so its matches draw nothing the first run made public.
     */
    int rerun(StoredRound played) {
        return start(played, null);
    }

    /** Starts the next round: a re-run of {@code played}, or the contest's next round when it is null. */
    private synchronized int start(StoredRound played, PlayoffStore.NewPlayoff newPlayoff) {
        LockOrder.entered(this, LockOrder.Level.CONTEST);
        Game game = contest.game();
        Settings settings = contest.settings();
        if (finished() || ending) throw new Refused("the contest is finished");
        if (round != null) throw new Refused("round " + round.number() + " is still running");
        List<StoredTeam> enrolled = reach.contests().enrolledTeams(contest.id()).stream().filter(t -> !t.disabled()).toList();
        List<StoredTeam> teams = Readiness.players(game, enrolled, contest.entries().forReadiness()); // as the console and pages say
        if (teams.size() < 2) throw new Refused("a round needs at least two enrolled teams (" + enrolled.size() + " enrolled"
                + (teams.size() < enrolled.size() ? ", " + teams.size() + " with an entry to play" : "") + ")");
        int number = lastRoundNumber + 1;
        long master = settings.getLong(ContestSettings.SEED);
        long seed = played == null ? SeedScheme.roundSeed(master, number)
                : SeedScheme.nextRerunSeed(master, reach.rounds().roundSeeds(contest.id()));
        // a re-run plays its round's data again (the decks saved for it); a round made before V20 drew it from its own seed
        Long dataSeed = played == null ? contest.seedScheme().storedDataSeed(seed) : played.dataSeed() != null ? played.dataSeed() : played.seed();
        Optional<PlayoffStore.StoredPlayoff> playoff = reach.rounds().playoffs().playoff(contest.id());
        if (played != null && playoff.isPresent()) throw new Refused("a round is not re-run once the playoff has started: its stages follow each other");
        List<arena.store.RoundStore.NewMatch> planned = new ArrayList<>();
        Map<Long, Integer> groups = Map.of(); // a marking round plays in no groups
        if (newPlayoff == null && playoff.isEmpty() && settings.getBool(MarkingSettings.MARKING_ROUNDS)) {
            // issue 43: teams against staff bots only, on the contest's fixed deals
            MarkingPlan marking = MarkingPlan.of(master, settings.getInt(MarkingSettings.MARKING_MATCHES));
            planned = marking.matchesOf(teams, reach.contests().staff().staffBots(contest.id()));
            dataSeed = marking.dataSeed();
        } else {
            // issue 43: a playoff's stage, else the contest's format
            RoundPlan plan = newPlayoff != null ? Playoffs.firstStagePlan(newPlayoff.seeds(), newPlayoff.bestOf())
                    : playoff.isPresent() ? Playoffs.stagePlan(playoff.get(), reach.stored().queries(), number)
                    : RoundPairing.plan(settings, reach.stored().queries(), contest.id(), teams, seed);
            List<RoundRobin.Pairing> pairings = plan.matches(game.traits().matchesPerPair());
            groups = plan.groups();
            for (int i = 0; i < pairings.size(); i++) {
                planned.add(new arena.store.RoundStore.NewMatch(i + 1, SeedScheme.matchSeed(seed, i + 1), pairings.get(i).seat0(), pairings.get(i).seat1()));
            }
        }
        contest.registration().cancel();
        contest.practices().atRoundStart();
        StoredRound record = reach.rounds().createRound(contest.id(), number, seed, dataSeed, planned, groups, newPlayoff);
        StoreFirst.stored(this);
        Map<Long, String> names = new HashMap<>();
        for (StoredTeam t : enrolled) names.put(t.id(), t.name()); // a playoff's seed plays its series even without an entry now
        Round r = RoundMatches.live(contest, reach.stored(), reach.turnStore(), record, names, false);
        StoreFirst.changing(this, "the round started");
        round = r;
        // RULINGS 8: the first turn waits (bounded by the resume grace) until the teams' hosted bots run
        java.util.Set<Long> hosted = reach.hosted().of(contest.slug());
        boolean held = !paused && !hosted.isEmpty();
        r.clock.start(contest.slug() + "-" + number, paused || held);
        if (held) new ResumeGrace(contest, r, reach.slots(), contest.settings().getLong(ContestSettings.RESUME_GRACE_MILLIS),
                hosted::contains).start(reach.scheduler());
        phase = ContestPhase.RUNNING;
        lastRoundNumber = number;
        contest.allowance().renew();
        contest.turns().signal(new TurnEvent(number, 1, true, false));
        return number;
    }

    /**
     * RULINGS 9: a practice's first turn waits, as a round's, until the team's hosted bot runs (bounded by the resume
     * grace): its clock, started paused, resumes once the bot is connected (of a practice of a team against itself,
     * issue 44: once each version's seat has its connection). Under the contest lock.
     */
    void holdForHostedBots(Round practice, java.util.function.LongPredicate awaitedTeams) {
        new ResumeGrace(contest, practice, reach.slots(), contest.settings().getLong(ContestSettings.RESUME_GRACE_MILLIS),
                awaitedTeams, () -> resumePractice(practice)).start(reach.scheduler());
    }

    /** Whether a practice of this team starting now is played by a hosted bot, which its first turn waits for. */
    boolean awaitsHostedBot(long teamId) {
        return reach.hosted().inPractice(contest.slug(), teamId);
    }

    private void resumePractice(Round practice) {
        synchronized (this) {
            LockOrder.entered(this, LockOrder.Level.CONTEST);
            if (practice.running() && !contest.paused()) practice.clock.resume();
        }
    }

    /**
     * Rebuilds the round that was running when the arena stopped (from its log); its clock starts once every contest
     * is recovered (RoundRecovery). One stopped between its last turn's commit and its end is ended now.
     */
    synchronized void rebuild(StoredRound running, Map<Long, String> names) {
        LockOrder.entered(this, LockOrder.Level.CONTEST);
        Round r = RoundMatches.live(contest, reach.stored(), reach.turnStore(), running, names, true);
        StoreFirst.changingInMemoryOnly(this, "the round rebuilt", "it is what the store holds");
        round = r;
        if (!r.matches.stream().allMatch(LiveMatch::finished)) return;
        // stopped between the last turn's commit and the round's end: store any result still missing, then end it
        r.commits.queue(RoundTick.drain(r));
        TurnCommits.Batch stored = r.commits.store();
        if (stored == null) throw new IllegalStateException("the store failed: " + r.commits.failure());
        contest.tick().settleLater(r, stored);
        finish(r);
    }

    /**
     * Scores a round whose last turn is stored, stores its end with the contest's next phase, then what follows. A
     * practice is not scored: its end is stored, then its team and house bot are told.
     */
    void finish(Round r) {
        if (r.isPractice()) {
            finishPractice(r);
            return;
        }
        List<MatchResult> results = new ArrayList<>();
        for (LiveMatch m : r.matches) {
            double[] scores = m.read(MatchEngine::scores);
            results.add(new MatchResult(m.id(), new long[] {m.team(0), m.team(1)}, scores));
        }
        Map<Long, Double> points = new LinkedHashMap<>();
        for (LiveMatch m : r.matches) for (int s = 0; s < 2; s++) points.put(m.team(s), 0.0);
        points.putAll(contest.game().roundScores(results));
        Settings settings = contest.settings();
        int number = r.number();
        int rounds = settings.getInt(ContestSettings.ROUNDS);
        // issue 43: once a playoff has started, its final ends the contest, whatever the number of rounds
        Optional<PlayoffStore.StoredPlayoff> playoff = reach.rounds().playoffs().playoff(contest.id());
        boolean last = playoff.isPresent() ? number >= playoff.get().firstRound() + new Bracket(playoff.get().seeds(), 1).stages() - 1
                : rounds > 0 && number >= rounds;
        ContestPhase next = last ? ContestPhase.FINISHED : ContestPhase.OPEN;
        LocalDateTime registrationEnds = last ? null : contest.registration().windowEnd();
        int keep = settings.getInt(ContestSettings.KEEP_ROUNDS);
        int firstKept = keep > 0 && number > keep ? number - keep + 1 : 0;
        synchronized (this) { // with start: the stored phase and the round in memory change together
            LockOrder.entered(this, LockOrder.Level.CONTEST);
            if (ending || round != r) return; // the instructor ended the contest meanwhile: this round is voided, not scored
            // every result of the round goes into the database with its scores, in the round's closing commit
            List<SettledMatch> settled = reach.settler().take(r.record.id());
            try {
                reach.rounds().finishRound(r.record.id(), r.turn(), points, contest.id(), next, registrationEnds, firstKept, settled);
                StoreFirst.stored(this);
            } catch (RuntimeException e) {
                reach.settler().putBack(r.record.id(), settled);
                throw e;
            }
            StoreFirst.changing(this, "the round's end");
            lastRound = r;
            round = null;
            phase = next;
        }
        contest.turns().signal(new TurnEvent(number, r.turn(), false, last));
        if (firstKept > 0) reach.oldRoundsDeleted().run();
        if (last) {
            contest.houseBots().stop();
            contest.practices().all().forEach(p -> voidPractice(p, false));
            reach.finished().accept(contest);
        } else {
            contest.registration().schedule(registrationEnds);
        }
    }

    void pause() {
        Round r;
        synchronized (this) {
            LockOrder.entered(this, LockOrder.Level.CONTEST);
            if (finished()) throw new Refused("the contest is finished");
            // the store first, then memory (issue 28): a failed write leaves the contest running, here and after a restart
            reach.contests().setPaused(contest.id(), true);
            StoreFirst.stored(this);
            StoreFirst.changing(this, "the pause");
            paused = true;
            r = round;
            if (r != null) r.clock.pause();
        }
        if (r == null) return;
        try {
            r.clock.awaitTickDone(2000); // outside the lock: the tick may end the round, which takes it
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The store keeps failing (from the clock's thread): the clock stops where it is, the reason is shown, a resume tries again. */
    synchronized void pauseBecause(Round r, String reason) {
        LockOrder.entered(this, LockOrder.Level.CONTEST);
        log.error("contest {} round {} paused: {}", contest.slug(), r.number(), reason);
        StoreFirst.changingInMemoryOnly(this, "the pause", "the store is what fails");
        pausedBecause = reason;
        paused = true; // in memory only: the store is what fails; after a restart play resumes from what it holds
        r.clock.pause();
        contest.storeOutage().began();
    }

    /** The store answers again after it failed ({@link StoreOutage}): play goes on, unless an instructor has acted meanwhile. */
    synchronized void resumeAfterOutage() {
        LockOrder.entered(this, LockOrder.Level.CONTEST);
        if (pausedBecause == null || finished()) return;
        StoreFirst.changingInMemoryOnly(this, "the resume after an outage", "the store never recorded the pause");
        paused = false;
        pausedBecause = null;
        if (round != null) round.clock.resume(); // the turn kept from the failed commit is stored first by the next tick
    }

    synchronized void resume() {
        LockOrder.entered(this, LockOrder.Level.CONTEST);
        if (finished()) throw new Refused("the contest is finished");
        // the store first, then memory (issue 28): a failed write leaves the contest paused, here and after a restart
        reach.contests().setPaused(contest.id(), false);
        StoreFirst.stored(this);
        StoreFirst.changing(this, "the resume");
        paused = false;
        pausedBecause = null;
        if (round != null) round.clock.resume(); // a turn kept from a failed commit is stored first by the next tick
    }

    /**
     * First step of ending the contest now: from here on no round starts and the one in progress is not scored; its
     * clock stops. Returns that round (its clock's thread may still be finishing a tick), or null if none runs.
     *
     * @param expectedRound the running round the instructor was shown (0: none), or null not to check
     */
    public synchronized Round stopForEnd(Integer expectedRound) {
        LockOrder.entered(this, LockOrder.Level.CONTEST);
        if (finished() || ending) throw new Refused("the contest is already finished");
        int running = round == null ? 0 : round.number();
        if (expectedRound != null && expectedRound != running) {
            throw new Refused(running == 0 ? "round " + expectedRound + " has ended since the page was shown: look again before ending the contest"
                    : "round " + running + " has started since the page was shown: look again before ending the contest");
        }
        StoreFirst.changingInMemoryOnly(this, "the contest's ending", "its end is stored by endNow, after the clock stops");
        ending = true;
        contest.registration().cancelForEnd();
        if (round != null) round.clock.stop();
        return round;
    }

    /**
     * Last step, once the clock's thread is over: the round in progress is voided and the contest finished, in the
     * store first, then in memory; waiting bots hear that the contest is over. Returns the number of the round voided, or 0.
     */
    public int endNow() {
        Round r;
        synchronized (this) {
            LockOrder.entered(this, LockOrder.Level.CONTEST);
            r = round;
            if (r != null) reach.settler().settleNow(); // matches that finished before the end keep their results
            reach.rounds().endContest(contest.id(), r == null ? null : r.record.id());
            StoreFirst.stored(this);
            StoreFirst.changing(this, "the contest's end");
            round = null;
            phase = ContestPhase.FINISHED;
            paused = false;
            pausedBecause = null;
        }
        contest.turns().signal(new TurnEvent(number(), r == null ? 0 : r.turn(), false, true)); // outside the lock, as in finish
        contest.practices().all().forEach(p -> voidPractice(p, true));
        contest.houseBots().stop();
        reach.finished().accept(contest);
        return r == null ? 0 : r.number();
    }

    /**
     * A practice's last turn is stored: its end is stored with its result, under this lock, as {@link #voidPractice}
     * decides under it too, so a practice ends one way only (issue 28: finished and voided at once, before). Its result
     * waited on the round, not in the settler, so nothing about it reaches the store before this decision.
     */
    private void finishPractice(Round r) {
        synchronized (this) {
            LockOrder.entered(this, LockOrder.Level.CONTEST);
            if (!r.running()) return; // voided meanwhile
            reach.rounds().finishPractice(r.record.id(), r.turn(), List.copyOf(r.unsettled)); // a failure: tried again at the next tick
            StoreFirst.stored(this);
            StoreFirst.changing(this, "a practice's end");
            r.ended = true;
        }
        practiceOver(r);
    }

    /**
     * Stops a practice where it is and voids it (a round of a game that takes no extra match starts, the contest ends):
     * decided under this lock, where {@link #finishPractice} decides too; from then on it counts as over and out of the
     * team's view. The store's part runs {@code now} or on the scheduler (it waits for a tick under way to end).
     */
    void voidPractice(Round r, boolean now) {
        synchronized (this) {
            LockOrder.entered(this, LockOrder.Level.CONTEST);
            if (!r.running()) return;
            StoreFirst.changingInMemoryOnly(this, "a practice voided", "its store part follows on the scheduler, and a restart voids it too");
            r.voided = true;
            r.clock.stop();
        }
        practiceOver(r);
        if (now) {
            storeVoided(r);
            return;
        }
        try {
            reach.scheduler().execute(() -> storeVoided(r));
        } catch (java.util.concurrent.RejectedExecutionException stopping) {
            // the arena stops: voided after the next start (PlayStore.voidRunningPractices)
        }
    }

    private void practiceOver(Round r) {
        contest.practices().over(r);
        contest.turns().signal(r.audience(), new TurnEvent(contest.roundNumber(), r.turn(), false, false));
    }

    private void storeVoided(Round r) {
        try {
            r.clock.join(2000); // a tick under way ends first
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            r.commits.store(); // what its last turns played is kept for the replay; its result, if any, is not (Round.unsettled)
            reach.rounds().voidPractice(r.record.id());
        } catch (RuntimeException e) {
            log.warn("contest {}: practice match {} could not be voided now (it is after the next start): {}", contest.slug(), r.match().id(),
                    e.getMessage());
        }
    }
}
