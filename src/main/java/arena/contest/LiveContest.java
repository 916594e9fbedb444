package arena.contest;

import arena.game.BotContext.TurnEvent;
import arena.game.Game;
import arena.game.HouseBot;
import arena.game.MatchEngine;
import arena.game.MatchResult;
import arena.game.SeatNames;
import arena.game.Seeds;
import arena.game.Settings;
import arena.store.PlayStore;
import arena.store.PlayStore.Event;
import arena.store.PlayStore.MatchUpdate;
import arena.store.db.tables.records.ContestRecord;
import arena.store.db.tables.records.MatchRecord;
import arena.store.db.tables.records.RoundRecord;
import arena.store.db.tables.records.TeamRecord;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * A contest that is not finished, in memory: its running round with live matches and turn clock, the
 * teams waiting for the next turn, per-turn command counts, connections, and its house bots.
 */
public final class LiveContest {
    private final Contests arena;
    private final long id;
    private final String slug;
    private volatile Game game;
    private final Settings settings;
    private volatile String phase;
    private volatile boolean paused;
    /** Why the arena paused the contest by itself (its store kept failing), or null. */
    private volatile String pausedBecause;
    private volatile Round round;
    /** The round played last, kept after it ends so bots can still read its final scores until the next starts. */
    private volatile Round lastRound;
    private int lastRoundNumber;
    /** The instructor is ending the contest ({@link ContestEnding}): no round starts, and the one in progress is not scored. */
    private boolean ending;

    private final ReentrantLock turnLock = new ReentrantLock();
    /** Fair, so that a stream of commands cannot keep a turn from ending. */
    private final ReentrantReadWriteLock turnGate = new ReentrantReadWriteLock(true);
    private final Condition turnChanged = turnLock.newCondition();
    /** Grows with every turn end, round start and round end: the turn a command was answered in. */
    private long epoch;
    /** The last epoch whose event is stored and told to waiting bots. */
    private long published;
    private TurnEvent lastEvent;

    /** The turn in which each team last said it was done (WAIT): a mark is only good for its own turn. */
    private final ConcurrentHashMap<Long, Integer> readyAtTurn = new ConcurrentHashMap<>();
    /** Guards the turn counter against early-turn requests, so one turn is ended early at most once. */
    private final Object earlyLock = new Object();
    private int earlyRequestedTurn;
    private final ConcurrentHashMap<Long, AtomicInteger> commandsThisTurn = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<TeamMatch, AtomicInteger> matchCommandsThisTurn = new ConcurrentHashMap<>();
    private final Map<Long, Thread> houseBots = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<Long, ChangeSignal> changeSignals = new ConcurrentHashMap<>();
    /** Each team's practice matches in view: those being played and the last one finished (until it starts another). */
    private final ConcurrentHashMap<Long, List<PracticeRun>> practicesByTeam = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<Long, PracticeRun> practiceByMatch = new ConcurrentHashMap<>();
    private ScheduledFuture<?> registrationTimer;
    private LocalDateTime nextRoundAt;
    private Object nextRoundData;
    private int nextRoundNumber;

    /** The round being played. */
    static final class Round {
        final RoundRecord record;
        final List<LiveMatch> matches;
        final Map<Long, LiveMatch> byId = new HashMap<>();
        final Map<Long, List<LiveMatch>> byTeam = new HashMap<>();
        final TurnClock clock;
        final TurnCommits commits;
        /** The turn being played: it grows only once the turn before it is stored. */
        volatile int turn;
        /** Whether the turn on its way to the store is the round's last (every match had finished at its end). */
        boolean over;
        /** The last turn is stored: only the round's end remains to be stored. */
        boolean lastTurnStored;

        Round(RoundRecord record, List<LiveMatch> matches, TurnClock clock, TurnCommits commits, int turn) {
            this.record = record;
            this.commits = commits;
            this.matches = matches;
            this.clock = clock;
            this.turn = turn;
            for (LiveMatch m : matches) {
                byId.put(m.id(), m);
                for (int s = 0; s < 2; s++) byTeam.computeIfAbsent(m.team(s), k -> new ArrayList<>()).add(m);
            }
        }
    }

    LiveContest(Contests arena, ContestRecord record, Game game, Settings settings) {
        this.arena = arena;
        this.id = record.getId();
        this.slug = record.getSlug();
        this.game = game;
        this.settings = settings;
        this.phase = record.getPhase();
        this.paused = record.getPaused();
        this.lastRoundNumber = arena.plays().lastRoundNumber(id);
    }

    public long id() {
        return id;
    }

    Contests arena() {
        return arena;
    }

    public String slug() {
        return slug;
    }

    public Game game() {
        return game;
    }

    /** Puts the game over an instructor's data file in place; only before the contest's first round. */
    synchronized void replaceGame(Game withData) {
        if (lastRoundNumber > 0 || round != null) throw new Refused("the data file can be replaced only before the first round");
        this.game = withData;
        nextRoundData = null;
    }

    public Settings settings() {
        return settings;
    }

    public String phase() {
        return phase;
    }

    public boolean paused() {
        return paused;
    }

    /** Why the arena paused the contest by itself (its turns could not be stored), or null; cleared by a resume. */
    public String pausedBecause() {
        return pausedBecause;
    }

    public boolean finished() {
        return "finished".equals(phase);
    }

    /** The number of the running round, or of the last one played. */
    public synchronized int roundNumber() {
        Round r = round;
        return r != null ? r.record.getNumber() : lastRoundNumber;
    }

    /** A finished contest rebuilt after a restart shows its last round (see {@link FinishedContests}). */
    void showLastRound(Round r) {
        lastRound = r;
    }

    /** Whether a finished round is at hand for bots to read (not so after a restart until one is rebuilt). */
    boolean showsLastRound() {
        return lastRound != null;
    }

    public boolean roundRunning() {
        return round != null;
    }

    public int turn() {
        Round r = round;
        return r == null ? 0 : r.turn;
    }

    public long millisLeftInTurn() {
        Round r = round;
        return r == null ? 0 : r.clock.millisLeft();
    }

    /** The running round's clock lateness, for benchmarks and the console. */
    public TurnClock.Lateness clockLateness() {
        Round r = round;
        return r == null ? new TurnClock.Lateness() : r.clock.lateness();
    }

    /** A team's matches in the running round, or else in the round played last. */
    public List<LiveMatch> matchesOf(long teamId) {
        Round r = round != null ? round : lastRound;
        return r == null ? List.of() : r.byTeam.getOrDefault(teamId, List.of());
    }

    /** A match of the running round, or else of the round played last, or a practice match in view (not voided). */
    public LiveMatch match(long matchId) {
        Round r = round != null ? round : lastRound;
        LiveMatch m = r == null ? null : r.byId.get(matchId);
        if (m != null) return m;
        PracticeRun p = practiceByMatch.get(matchId);
        return p == null || p.voided() ? null : p.match();
    }

    // ---- practice matches (a team against a house bot, outside the rounds; never counted)

    /** A team's practice matches in view: being played, or the last finished; voided ones are left out. */
    List<PracticeRun> practicesOf(long teamId) {
        List<PracticeRun> all = practicesByTeam.get(teamId);
        if (all == null) return List.of();
        synchronized (all) {
            return all.stream().filter(p -> !p.voided()).toList();
        }
    }

    /** The practice that a match is, if it is one. */
    PracticeRun practiceOfMatch(long matchId) {
        return practiceByMatch.get(matchId);
    }

    /** Whether a match of this contest in memory is a practice match. */
    public boolean isPractice(long matchId) {
        return practiceByMatch.containsKey(matchId);
    }

    /**
     * Starts a practice match of a team against one of the game's house bots, now. Refused ({@link Refused}, the
     * reason for a person) when practice is off ({@code practiceMatches} 0), the team plays as many as allowed already,
     * the game takes no extra match while a round runs (Kieszostwory), the contest is paused or finished, or the game
     * needs an entry the team has not saved; an unknown house bot is {@link Contests.NotFound}.
     */
    synchronized PracticeRun startPractice(long teamId, String teamName, String botName) {
        HouseBot.Factory factory = botName == null ? null : game.houseBots().get(botName);
        if (factory == null) throw new Contests.NotFound("no house bot " + botName + " in " + game.name() + "; house bots: "
                + String.join(", ", game.houseBots().keySet()));
        if (finished() || ending) throw new Refused("the contest is finished");
        int allowed = settings.getInt(ContestSettings.PRACTICE_MATCHES);
        if (allowed <= 0) throw new Refused("practice matches are off in this contest");
        if (paused) throw new Refused("the contest is paused");
        long running = practicesOf(teamId).stream().filter(PracticeRun::running).count();
        if (running >= allowed) throw new Refused("your team already plays " + (allowed == 1 ? "a practice match" : running + " practice matches")
                + " (at most " + allowed + " at a time): wait for its end");
        if (round != null && !game.practiceDuringRounds())
            throw new Refused("in " + game.name() + " practice matches run only between rounds: round " + round.record.getNumber() + " is being played");
        String entry = entry(teamId).orElse(null);
        if (!game.playsRoundWith(entry)) throw new Refused("save your " + game.entryName() + " first: a practice match is played with it");
        Contests.HouseTeam house = arena.houseBotTeam(game, botName);
        String houseEntry = arena.plays().entry(id, house.id()).orElse(null);
        if (!game.playsRoundWith(houseEntry)) houseEntry = entry; // a house bot with no entry of its own here plays a copy of the team's
        long seed = new java.security.SecureRandom().nextLong(1, Long.MAX_VALUE);
        long matchSeed = Seeds.derive(seed, 1);
        Map<Long, String> entries = new LinkedHashMap<>();
        entries.put(teamId, entry);
        entries.put(house.id(), houseEntry);
        PlayStore.NewPractice created = arena.plays().createPractice(id, seed, matchSeed, teamId, house.id(), entries);
        Object data = game.prepareRound(seed, settings);
        MatchEngine engine = game.newMatch(data, matchSeed, settings, java.util.Arrays.asList(entry, houseEntry), new SeatNames(teamName, house.name()));
        LiveMatch live = new LiveMatch(created.matchId(), 1, new long[] {teamId, house.id()}, new String[] {teamName, house.name()}, engine);
        PracticeRun run = new PracticeRun(this, created.roundId(), seed, botName, live, settings.getLong(ContestSettings.TURN_MILLIS));
        List<PracticeRun> mine = practicesByTeam.computeIfAbsent(teamId, k -> new ArrayList<>());
        synchronized (mine) {
            mine.removeIf(p -> {
                if (p.running()) return false;
                practiceByMatch.remove(p.match().id());
                return true;
            });
            mine.add(run);
        }
        practiceByMatch.put(live.id(), run);
        run.start(factory, arena.houseBotPermits());
        changeSignal(teamId).bump();
        return run;
    }

    /**
     * What the team page offers for practice: the house bots to play (empty when practice is off: then no row), why
     * none can start now (or null), and the practice match being played (or null).
     */
    public record PracticeOutlook(List<String> houseBots, String notNow, Long playing) {}

    /** The team's practice as its page shows it, or null when the contest has practice off. */
    public PracticeOutlook practiceOutlook(long teamId) {
        int allowed = settings.getInt(ContestSettings.PRACTICE_MATCHES);
        if (allowed <= 0 || finished() || game.houseBots().isEmpty()) return null;
        List<PracticeRun> running = practicesOf(teamId).stream().filter(PracticeRun::running).toList();
        String notNow = null;
        if (paused) notNow = "The contest is paused.";
        else if (running.size() >= allowed) notNow = allowed == 1 ? "One practice match at a time." : "At most " + allowed + " practice matches at a time.";
        else if (round != null && !game.practiceDuringRounds())
            notNow = "In " + game.title() + " practice matches run only between rounds: round " + round.record.getNumber() + " is being played.";
        else if (!game.playsRoundWith(entry(teamId).orElse(null))) notNow = "Save your " + game.entryName() + " first: a practice match is played with it.";
        return new PracticeOutlook(List.copyOf(game.houseBots().keySet()), notNow, running.isEmpty() ? null : running.get(0).match().id());
    }

    /** A round starts: finished practices leave the teams' views; where the game takes no extra match then, running ones are voided. */
    private void practicesAtRoundStart() {
        for (List<PracticeRun> mine : practicesByTeam.values()) {
            synchronized (mine) {
                mine.removeIf(p -> {
                    if (p.running() && game.practiceDuringRounds()) return false;
                    if (p.running()) p.voidSoon(arena.scheduler());
                    practiceByMatch.remove(p.match().id());
                    return true;
                });
            }
        }
    }

    private List<PracticeRun> allPractices() {
        return List.copyOf(practiceByMatch.values());
    }

    public List<LiveMatch> matches() {
        Round r = round;
        return r == null ? List.of() : r.matches;
    }

    // ---- rounds

    /** Closes registration and starts the next round now; returns its number. */
    public synchronized int startRound() {
        return startRound(null);
    }

    /** How far the running round is: matches finished of all, the clock's turn and the game's turn limit. */
    public record Progress(int round, int finished, int matches, int turn, int turnLimit) {
        public int percent() {
            if (turnLimit > 0) return Math.min(100, Math.max(finished * 100 / Math.max(1, matches), turn * 100 / turnLimit));
            return finished * 100 / Math.max(1, matches);
        }
    }

    public Progress progress() {
        Round r = round;
        if (r == null) return null;
        int finished = (int) r.matches.stream().filter(LiveMatch::finished).count();
        return new Progress(r.record.getNumber(), finished, r.matches.size(), r.turn, game.turnLimit(settings));
    }

    /**
     * Starts the next round now, with the given seed (to play a round again: same decks, maps, pools) or,
     * if null, the seed the contest's seed gives the round's number.
     */
    public synchronized int startRound(Long seedOverride) {
        if (finished() || ending) throw new Refused("the contest is finished");
        if (round != null) throw new Refused("round " + round.record.getNumber() + " is still running");
        List<TeamRecord> enrolled = arena.contests().enrolledTeams(id).stream().filter(t -> !t.getDisabled()).toList();
        List<TeamRecord> teams = enrolled.stream().filter(t -> game.playsRoundWith(entry(t.getId()).orElse(null))).toList();
        if (teams.size() < 2) throw new Refused("a round needs at least two enrolled teams (" + enrolled.size() + " enrolled"
                + (teams.size() < enrolled.size() ? ", " + teams.size() + " with an entry to play" : "") + ")");
        int number = lastRoundNumber + 1;
        long seed = seedOverride != null ? seedOverride : Seeds.derive(settings.getLong(ContestSettings.SEED), number);
        List<RoundRobin.Pairing> pairings = RoundRobin.schedule(teams.stream().map(TeamRecord::getId).toList(), game.matchesPerPair());
        List<PlayStore.NewMatch> planned = new ArrayList<>();
        for (int i = 0; i < pairings.size(); i++) {
            planned.add(new PlayStore.NewMatch(i + 1, Seeds.derive(seed, i + 1), pairings.get(i).seat0(), pairings.get(i).seat1()));
        }
        if (registrationTimer != null) registrationTimer.cancel(false);
        practicesAtRoundStart();
        RoundRecord record = arena.plays().createRound(id, number, seed, planned);
        Map<Long, String> names = new HashMap<>();
        for (TeamRecord t : teams) names.put(t.getId(), t.getName());
        startLiveRound(record, arena.plays().matches(record.getId()), names, false);
        phase = "running";
        lastRoundNumber = number;
        commandsThisTurn.clear();
        matchCommandsThisTurn.clear();
        signal(new TurnEvent(number, 1, true, false));
        return number;
    }

    private void startLiveRound(RoundRecord record, List<MatchRecord> matchRecords, Map<Long, String> names, boolean recovering) {
        Object data = game.prepareRound(record.getSeed(), settings);
        Map<Long, String> entries = arena.plays().roundEntries(record.getId());
        List<LiveMatch> matches = new ArrayList<>();
        for (MatchRecord m : matchRecords) {
            long[] teams = {m.getSeat0TeamId(), m.getSeat1TeamId()};
            String[] teamNames = {names.get(teams[0]), names.get(teams[1])};
            MatchEngine engine = game.newMatch(data, m.getSeed(), settings, java.util.Arrays.asList(entries.get(teams[0]), entries.get(teams[1])),
                    new SeatNames(teamNames[0], teamNames[1]));
            LiveMatch live = new LiveMatch(m.getId(), m.getNumber(), teams, teamNames, engine);
            if (recovering) {
                live.replay(arena.plays().events(m.getId()));
                if ("finished".equals(m.getStatus())) live.markFinishStored();
            }
            matches.add(live);
        }
        TurnClock clock = new TurnClock(settings.getLong(ContestSettings.TURN_MILLIS), this::tick);
        int turn = recovering ? arena.plays().storedTurn(record.getId()) : 1;
        Round r = new Round(record, List.copyOf(matches), clock, new TurnCommits(record.getId(), arena.turnStore()), turn);
        round = r;
        if (recovering && matches.stream().allMatch(LiveMatch::finished)) {
            // stopped between the last turn's commit and the round's end: store any result still missing, then end it
            r.commits.queue(drain(r));
            TurnCommits.Batch stored = r.commits.store();
            if (stored == null) throw new IllegalStateException("the store failed: " + r.commits.failure());
            settleLater(r, stored);
            finishRound(r);
            return;
        }
        if (recovering) return; // its clock starts once every contest is recovered (startRecoveredClock)
        clock.start(slug + "-" + record.getNumber(), paused);
    }

    /** The resume grace of a recovered round ended: its clock runs, unless an instructor paused the contest meanwhile. */
    synchronized void graceOver(Round r) {
        if (round == r && !paused) r.clock.resume();
    }

    boolean isHouseBot(long teamId) {
        return houseBots.containsKey(teamId);
    }

    /**
     * Starts the clock of a round recovered after a restart: only once recovery is complete, and held until the
     * bots are back or the resume grace is over (RULINGS 7, {@link ResumeGrace}), so no one loses the interrupted turn.
     */
    synchronized void startRecoveredClock() {
        Round r = round;
        if (r == null || r.clock.started()) return;
        r.clock.start(slug + "-" + r.record.getNumber(), true);
        if (!paused) new ResumeGrace(this, r, arena.slots(), settings.getLong(ContestSettings.RESUME_GRACE_MILLIS)).start(arena.scheduler());
    }

    /**
     * The clock's tick: ends the turn of every match, stores what the turn produced, and only then counts the
     * turn as played and wakes the waiting. A turn whose commit keeps failing pauses the contest with the reason
     * and stays queued: the next tick (after a resume) stores it before ending another, so nothing is lost.
     */
    private boolean tick() {
        Round r = round;
        if (r == null) return false;
        if (!r.lastTurnStored) {
            if (!r.commits.pending()) endTurn(r);
            // The group commit runs while the next turn's commands come in (they belong to the next commit);
            // only then are the waiting bots told that the turn began, so a turn they hear of is stored.
            TurnCommits.Batch stored = r.commits.store();
            if (stored == null) {
                pauseBecause(r, "turn " + r.turn + " of round " + r.record.getNumber() + " could not be stored: " + r.commits.failure());
                return true;
            }
            synchronized (earlyLock) {
                r.turn++;
            }
            settleLater(r, stored);
            if (!r.over) {
                publish(new TurnEvent(r.record.getNumber(), r.turn, false, false));
                return true;
            }
            r.lastTurnStored = true;
        }
        try {
            finishRound(r);
        } catch (RuntimeException e) {
            pauseBecause(r, "the end of round " + r.record.getNumber() + " could not be stored: " + e.getMessage());
            return true;
        }
        return false;
    }

    /** Ends the turn in every match, alone at the turn gate, and queues what it produced for the store. */
    private void endTurn(Round r) {
        turnGate.writeLock().lock(); // alone: no command is answered half in one turn, half in the next
        try {
            for (LiveMatch m : r.matches) m.endTurn();
            synchronized (earlyLock) {
                earlyRequestedTurn = r.turn; // its end is under way: a WAIT heard before it is stored ends nothing early
            }
            // Decided with the drain, so every match that counts as finished has its result in this commit.
            r.over = r.matches.stream().allMatch(LiveMatch::finished);
            r.commits.queue(drain(r));
            commandsThisTurn.clear();
            matchCommandsThisTurn.clear();
            if (!r.over) advanceEpoch();
        } finally {
            turnGate.writeLock().unlock();
        }
    }

    /** The store keeps failing: the clock stops where it is, the reason is shown, and a resume tries again. */
    private void pauseBecause(Round r, String reason) {
        System.err.println("contest " + slug + " paused: " + reason);
        pausedBecause = reason;
        paused = true; // in memory only: the store is what fails; after a restart play resumes from what it holds
        r.clock.pause();
    }

    /**
     * Commands pass the turn gate together (shared); a turn's end passes it alone, so a command is answered
     * wholly in one turn, and the turn a bot has seen (the epoch) always matches the state it was answered from.
     */
    ReentrantReadWriteLock turnGate() {
        return turnGate;
    }

    private TurnCommits.Batch drain(Round r) {
        List<Event> events = new ArrayList<>();
        List<MatchUpdate> finished = new ArrayList<>();
        for (LiveMatch m : r.matches) {
            LiveMatch.Drained d = m.drain();
            events.addAll(d.events());
            if (d.finished() != null) finished.add(d.finished());
        }
        return new TurnCommits.Batch(events, finished);
    }

    /** The matches that finished in a stored turn go into the database with the next batch (MatchSettler). */
    private void settleLater(Round r, TurnCommits.Batch stored) {
        if (stored.finished().isEmpty()) return;
        List<PlayStore.Settled> finished = new ArrayList<>();
        for (MatchUpdate u : stored.finished()) finished.add(MatchSettler.of(r.byId.get(u.matchId()), u));
        arena.settler().settleSoon(r.record.getId(), finished, arena.scheduler());
    }

    private void finishRound(Round r) {
        List<MatchResult> results = new ArrayList<>();
        for (LiveMatch m : r.matches) {
            double[] scores = m.read(MatchEngine::scores);
            results.add(new MatchResult(m.id(), new long[] {m.team(0), m.team(1)}, scores));
        }
        Map<Long, Double> points = new LinkedHashMap<>();
        for (LiveMatch m : r.matches) for (int s = 0; s < 2; s++) points.put(m.team(s), 0.0);
        points.putAll(game.roundScores(results));
        int number = r.record.getNumber();
        int rounds = settings.getInt(ContestSettings.ROUNDS);
        boolean last = rounds > 0 && number >= rounds;
        String next = last ? "finished" : "open";
        LocalDateTime registrationEnds = last ? null : registrationEnd();
        int keep = settings.getInt(ContestSettings.KEEP_ROUNDS);
        int firstKept = keep > 0 && number > keep ? number - keep + 1 : 0;
        synchronized (this) { // with startRound: the stored phase and the round in memory change together
            if (ending || round != r) return; // the instructor ended the contest meanwhile: this round is voided, not scored
            // every result of the round goes into the database with its scores, in the round's closing commit
            List<PlayStore.Settled> settled = arena.settler().take(r.record.getId());
            try {
                arena.plays().finishRound(r.record.getId(), r.turn, points, id, next, registrationEnds, firstKept, settled);
            } catch (RuntimeException e) {
                arena.settler().putBack(r.record.getId(), settled);
                throw e;
            }
            lastRound = r;
            round = null;
            phase = next;
        }
        signal(new TurnEvent(number, r.turn, false, last));
        if (firstKept > 0) arena.forgetFinishedViews();
        arena.scheduler().execute(() -> arena.packFinishedLogs(this));
        if (last) {
            stopHouseBots();
            allPractices().forEach(p -> p.voidSoon(arena.scheduler()));
            arena.forget(this);
        } else {
            scheduleRegistration(registrationEnds);
        }
    }

    private LocalDateTime registrationEnd() {
        long millis = settings.getLong(ContestSettings.REGISTRATION_MILLIS);
        return millis > 0 ? LocalDateTime.now().plusNanos(millis * 1_000_000) : null;
    }

    /** Milliseconds until the registration window ends and the next round starts, or 0 when none is scheduled. */
    public synchronized long millisToNextRound() {
        if (round != null || nextRoundAt == null || registrationTimer == null || registrationTimer.isDone()) return 0;
        return Math.max(0, java.time.Duration.between(LocalDateTime.now(), nextRoundAt).toMillis());
    }

    /** Starts the next round when the registration window ends (if the contest has one). */
    synchronized void scheduleRegistration(LocalDateTime endsAt) {
        if (registrationTimer != null) registrationTimer.cancel(false);
        nextRoundAt = endsAt;
        if (endsAt == null || finished() || ending) return;
        long delay = Math.max(0, java.time.Duration.between(LocalDateTime.now(), endsAt).toMillis());
        registrationTimer = arena.scheduler().schedule(this::registrationEnded, delay, TimeUnit.MILLISECONDS);
    }

    private void registrationEnded() {
        try {
            if (paused || round != null || finished()) {
                if (!finished() && round == null) scheduleRegistration(registrationEnd());
                return;
            }
            startRound();
        } catch (Refused notYet) {
            synchronized (this) { // an end of the contest in between must not be undone by reopening it
                if (ending || finished()) return;
                // too few teams: keep registration open for another window
                LocalDateTime again = registrationEnd();
                arena.contests().setPhase(id, "open", again);
                scheduleRegistration(again);
            }
        } catch (RuntimeException e) {
            // the store failed (a full disk, a lock timeout): try again in a while rather than stay open for good
            System.err.println("contest " + slug + ": could not start a round (trying again in " + START_RETRY_MILLIS + " ms): " + e);
            synchronized (this) {
                if (!ending && !finished() && round == null) scheduleRegistration(LocalDateTime.now().plusNanos(START_RETRY_MILLIS * 1_000_000));
            }
        }
    }

    /** How long a contest whose round could not be started waits before it tries again. */
    static final long START_RETRY_MILLIS = 2000;

    public void pause() {
        Round r;
        synchronized (this) {
            if (finished()) throw new Refused("the contest is finished");
            paused = true;
            arena.contests().setPaused(id, true);
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

    public synchronized void resume() {
        if (finished()) throw new Refused("the contest is finished");
        paused = false;
        pausedBecause = null;
        if (round != null) round.clock.resume(); // a turn kept from a failed commit is stored first by the next tick
        arena.contests().setPaused(id, false);
    }

    /** Picks up after a restart: the running round is rebuilt from its log, the registration timer re-armed. */
    synchronized void recover(ContestRecord record) {
        var running = arena.plays().runningRound(id);
        if (running.isPresent()) {
            Map<Long, String> names = new HashMap<>();
            for (TeamRecord t : arena.contests().enrolledTeams(id)) names.put(t.getId(), t.getName());
            startLiveRound(running.get(), arena.plays().matches(running.get().getId()), names, true);
        } else if ("open".equals(phase)) {
            scheduleRegistration(record.getRegistrationEndsAt());
        }
        startHouseBots();
    }

    // ---- ending now, by the instructor's hand (ContestEnding)

    /**
     * First step of ending the contest now: from here on no round starts and the one in progress is not scored; its
     * clock stops. Returns that round (its clock's thread may still be finishing a tick), or null if none runs.
     *
     * @param expectedRound the running round the instructor was shown (0: none), or null not to check
     */
    synchronized Round stopForEnd(Integer expectedRound) {
        if (finished() || ending) throw new Refused("the contest is already finished");
        int running = round == null ? 0 : round.record.getNumber();
        if (expectedRound != null && expectedRound != running) {
            throw new Refused(running == 0 ? "round " + expectedRound + " has ended since the page was shown: look again before ending the contest"
                    : "round " + running + " has started since the page was shown: look again before ending the contest");
        }
        ending = true;
        if (registrationTimer != null) registrationTimer.cancel(false);
        nextRoundAt = null;
        if (round != null) round.clock.stop();
        return round;
    }

    /**
     * Last step, once the clock's thread is over: the round in progress is voided and the contest finished, in the
     * store first, then in memory; waiting bots hear that the contest is over. Returns the number of the round voided, or 0.
     */
    int endNow() {
        Round r;
        synchronized (this) {
            r = round;
            if (r != null) arena.settler().settleNow(); // matches that finished before the end keep their results
            arena.plays().endContest(id, r == null ? null : r.record.getId());
            round = null;
            phase = "finished";
            paused = false;
            pausedBecause = null;
        }
        signal(new TurnEvent(roundNumber(), r == null ? 0 : r.turn, false, true)); // outside the lock, as in finishRound
        allPractices().forEach(PracticeRun::voidNow);
        stopHouseBots();
        arena.forget(this);
        return r == null ? 0 : r.record.getNumber();
    }

    // ---- entries registered before a round

    /** The coming round's data, drawn from its seed; kept until that round starts. */
    public synchronized Object nextRoundData() {
        int next = lastRoundNumber + 1;
        if (nextRoundData == null || nextRoundNumber != next) {
            nextRoundData = game.prepareRound(Seeds.derive(settings.getLong(ContestSettings.SEED), next), settings);
            nextRoundNumber = next;
        }
        return nextRoundData;
    }

    public java.util.Optional<String> entry(long teamId) {
        return arena.plays().entry(id, teamId);
    }

    /**
     * What a team's saved entry means for the coming round {@code round}: {@code entry} and {@code savedAt} are null if
     * it has none; {@code teamPlays} is false if the team sits that round out (the game's {@link Game#playsRoundWith});
     * {@code problem} says why the saved entry itself will not be played there (a deck built for another round's
     * card pool), or is null.
     */
    public record EntryOutlook(int round, String entry, LocalDateTime savedAt, boolean teamPlays, String problem) {
        public boolean saved() {
            return entry != null;
        }
    }

    /** A team's entry against the coming round, as {@link #startRound} and the game will judge it. */
    public EntryOutlook entryOutlook(long teamId) {
        PlayStore.SavedEntry saved = arena.plays().savedEntry(id, teamId).orElse(null);
        String entry = saved == null ? null : saved.data();
        String problem = entry == null ? null : game.entryProblem(nextRoundData(), settings, entry).orElse(null);
        return new EntryOutlook(roundNumber() + 1, entry, saved == null ? null : saved.savedAt(), game.playsRoundWith(entry), problem);
    }

    /** Checks an entry against the game's rules for the coming round and saves it. */
    public void saveEntry(long teamId, String entry) {
        if (finished()) throw new Refused("the contest is finished");
        if (entry == null || entry.isBlank()) throw new Refused("the entry is empty");
        if (entry.length() > 100_000) throw new Refused("the entry is too long");
        java.util.Optional<String> problem = game.entryProblem(nextRoundData(), settings, entry);
        if (problem.isPresent()) throw new Refused(problem.get());
        arena.plays().saveEntry(id, teamId, entry);
    }

    // ---- per-team change signals

    /** Counts the changes a team may be waiting for: its matches' commands, new turns, new rounds. */
    static final class ChangeSignal {
        private long version;

        synchronized long version() {
            return version;
        }

        synchronized void bump() {
            version++;
            notifyAll();
        }

        synchronized boolean await(long seen, long timeoutMillis) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
            while (version == seen) {
                long left = TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime());
                if (left <= 0) return false;
                wait(left);
            }
            return true;
        }
    }

    ChangeSignal changeSignal(long teamId) {
        return changeSignals.computeIfAbsent(teamId, k -> new ChangeSignal());
    }

    /** A command changed a match: both of its teams may be waiting for that. */
    void matchChanged(LiveMatch m) {
        changeSignal(m.team(0)).bump();
        changeSignal(m.team(1)).bump();
    }

    private void everyoneChanged() {
        changeSignals.values().forEach(ChangeSignal::bump);
    }

    // ---- turns, waiting and limits

    /** The turn a command is answered in (and the round): it grows as each turn ends, before the turn is stored. */
    public long epoch() {
        turnLock.lock();
        try {
            return epoch;
        } finally {
            turnLock.unlock();
        }
    }

    /**
     * Blocks until something after {@code seen} is published (a new turn, once stored; a new round; the end of
     * the contest) and returns it.
     */
    public TurnEvent awaitAfter(long seen) throws InterruptedException {
        return awaitPublished(seen).event();
    }

    /** What a waiting bot is told, and the epoch it is told as of. */
    public record Published(long epoch, TurnEvent event) {}

    public Published awaitPublished(long seen) throws InterruptedException {
        turnLock.lock();
        try {
            while (published <= seen && !finished()) turnChanged.await();
            TurnEvent event = finished() && published <= seen ? new TurnEvent(roundNumber(), turn(), false, true) : lastEvent;
            return new Published(published, event);
        } finally {
            turnLock.unlock();
        }
    }

    /** The last epoch told to waiting bots. */
    public long published() {
        turnLock.lock();
        try {
            return published;
        } finally {
            turnLock.unlock();
        }
    }

    /**
     * Blocks until something after {@code seen} is published (as {@link #awaitAfter(long)}), the contest is finished,
     * or {@code timeoutNanos} pass; returns the epoch published when it ends ({@code seen} or less if nothing happened).
     */
    public long awaitAfter(long seen, long timeoutNanos) throws InterruptedException {
        turnLock.lock();
        try {
            long left = timeoutNanos;
            while (published <= seen && !finished() && left > 0) left = turnChanged.awaitNanos(left);
            return published;
        } finally {
            turnLock.unlock();
        }
    }

    /** A turn ended: commands from now on are answered in the next one (called with the turn gate held alone). */
    private void advanceEpoch() {
        turnLock.lock();
        try {
            epoch++;
        } finally {
            turnLock.unlock();
        }
    }

    /** Tells the waiting bots what happened, once it is stored: everything up to the current epoch. */
    private void publish(TurnEvent event) {
        turnLock.lock();
        try {
            lastEvent = event;
            published = epoch;
            turnChanged.signalAll();
        } finally {
            turnLock.unlock();
        }
        everyoneChanged();
    }

    /** A round began or ended (already stored): a new epoch, published at once. */
    private void signal(TurnEvent event) {
        advanceEpoch();
        publish(event);
    }

    /** A team said it is done with this turn; with early turns on, the turn ends once all who can act are done. */
    void ready(long teamId) {
        Round r = round;
        if (r == null || !settings.getBool(ContestSettings.EARLY_TURNS)) return;
        int turn = r.turn;
        readyAtTurn.put(teamId, turn);
        for (LiveMatch m : r.matches) {
            for (int s = 0; s < 2; s++) {
                if (readyAtTurn.getOrDefault(m.team(s), -1) != turn && m.canAct(s)) return;
            }
        }
        synchronized (earlyLock) {
            if (r.turn != turn || earlyRequestedTurn == turn) return; // the turn is over, or its end is already asked for
            earlyRequestedTurn = turn;
        }
        r.clock.endTurnEarly();
    }

    /**
     * Counts a command of a team; false once the team is over its limit for this turn. Where the game limits commands
     * per match, this is the allowance of the commands that name no match (RULINGS 7).
     */
    boolean countCommand(long teamId) {
        Round r = round;
        if (r == null) return true;
        long limit = settings.getInt(ContestSettings.COMMANDS_PER_TURN);
        return commandsThisTurn.computeIfAbsent(teamId, k -> new AtomicInteger()).incrementAndGet() <= limit;
    }

    /** Counts a command of a team about one match, where the game limits commands per match; false once over. */
    boolean countMatchCommand(long teamId, long matchId) {
        if (round == null || !game.commandLimitPerMatch()) return true;
        int limit = settings.getInt(ContestSettings.COMMANDS_PER_TURN);
        return matchCommandsThisTurn.computeIfAbsent(new TeamMatch(teamId, matchId), k -> new AtomicInteger()).incrementAndGet() <= limit;
    }

    private record TeamMatch(long team, long match) {}

    // ---- house bots

    /** Starts a thread for every enrolled house-bot team that has none. */
    synchronized void startHouseBots() {
        if (finished()) return;
        for (TeamRecord team : arena.contests().enrolledTeams(id)) {
            if (team.getHouseBot() == null || houseBots.containsKey(team.getId())) continue;
            HouseBot.Factory factory = game.houseBots().get(team.getHouseBot());
            if (factory == null) continue;
            Thread t = Thread.ofVirtual().name("housebot-" + team.getName()).start(() -> runHouseBot(team, factory));
            houseBots.put(team.getId(), t);
        }
    }

    private void runHouseBot(TeamRecord team, HouseBot.Factory factory) {
        long restarts = 0;
        while (!finished() && !Thread.currentThread().isInterrupted()) {
            TeamConnection connection = new TeamConnection(this, team.getId(), team.getName(), null, false);
            HouseBotPermits permits = arena.houseBotPermits();
            try {
                permits.acquire(); // a house bot plays only while it holds a permit; it gives it back to wait (InProcessLink)
                try {
                    factory.create().play(new InProcessLink(connection, this, permits), Seeds.derive(settings.getLong(ContestSettings.SEED) ^ team.getId(), restarts++));
                } finally {
                    permits.release();
                }
                Thread.sleep(200);
            } catch (InterruptedException | InProcessLink.ContestOver e) {
                return;
            } catch (Exception e) {
                System.err.println("house bot " + team.getName() + " in " + slug + " stopped: " + e);
                try {
                    Thread.sleep(1000);
                } catch (InterruptedException ie) {
                    return;
                }
            }
        }
    }

    void stopHouseBots() {
        houseBots.values().forEach(Thread::interrupt);
        houseBots.clear();
    }

    /**
     * The server is stopping cleanly, first step (for every contest at once): no new round, the bots and the clock
     * stop. Then {@link #storeTurnInProgress()}.
     */
    void stopPlaying() {
        synchronized (this) {
            if (registrationTimer != null) registrationTimer.cancel(false);
        }
        stopHouseBots();
        allPractices().forEach(PracticeRun::stop); // voided after the restart (PlayStore.voidRunningPractices)
        Round r = round;
        if (r != null) r.clock.stop();
    }

    /**
     * The server is stopping cleanly, second step: once the clock's last tick is over, what the turn in progress has
     * so far (and a turn kept from a failed commit) is stored, so no command answered OK is lost; after the restart
     * that turn is played again in full from there (RULINGS 7).
     */
    void storeTurnInProgress() {
        Round r = round;
        if (r == null) return;
        try {
            r.clock.join(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (r.lastTurnStored || r != round) return; // the round's end is all that is left: the next start stores it
        turnGate.writeLock().lock();
        try {
            r.commits.queue(drain(r));
        } finally {
            turnGate.writeLock().unlock();
        }
        TurnCommits.Batch stored = r.commits.store();
        if (stored == null) {
            System.err.println("contest " + slug + ": the turn in progress could not be stored: " + r.commits.failure());
            return;
        }
        settleLater(r, stored); // the arena's stop settles them (Contests.shutdown)
    }
}
