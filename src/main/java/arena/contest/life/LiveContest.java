package arena.contest.life;

import arena.contest.base.LockOrder;
import arena.contest.base.NotFound;
import arena.contest.base.Refused;
import arena.contest.rules.Readiness;
import arena.contest.rules.SeedScheme;
import arena.contest.shared.ArenaServices;
import arena.contest.shared.BotSlots;
import arena.contest.shared.DisabledTeams;
import arena.contest.turns.ChangeSignals;
import arena.contest.turns.LiveMatch;
import arena.contest.turns.TurnClock;
import arena.contest.turns.TurnSignal;
import arena.contest.turns.TurnTime;
import arena.domain.ContestPhase;
import arena.game.Game;
import arena.game.Settings;
import arena.store.ContestStore;
import arena.store.EntryStore;
import arena.store.PlayQueries;
import arena.store.RoundStore;
import arena.store.StoredContest;
import arena.store.StoredRound;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A contest that is not finished (or a finished one a bot still reads), in memory: what the pages, the console and
 * the bot port ask of it. The work is done by its parts, one job each (see package-info for the map and the lock
 * order): {@link Rounds}, {@link RoundTick}, {@link RoundRecovery}, {@link Registration}, {@link TurnSignal},
 * {@link ChangeSignals}, {@link CommandAllowance}, {@link Practices}, {@link Entries}, {@link HouseBots} and
 * {@link StoreOutage}.
 */
public final class LiveContest {
    /** The bot-port connections, whose presence says whether a team's bot is ready. */
    private final BotSlots slots;
    private final DisabledTeams disabledTeams;
    private final long id;
    private final String slug;
    private final SeedScheme seedScheme;
    private volatile Game game;
    /** Replaced whole between rounds by a change of settings ({@link SettingsChange}), under the contest lock. */
    private volatile Settings settings;
    /**
     * Commands pass the turn gate together (shared); a turn's end passes it alone, so a command is answered wholly in
     * one turn, and the turn a bot has seen (the epoch) always matches the state it was answered from. Fair, so that
     * a stream of commands cannot keep a turn from ending.
     */
    private final ReentrantReadWriteLock turnGate = LockOrder.readWriteLock(LockOrder.Level.TURN_GATE, "the turn gate", true);
    private final ChangeSignals changes = new ChangeSignals();
    private final TurnSignal turns = new TurnSignal(changes::everyone);
    private final CommandAllowance allowance;
    private final RoundTick tick;
    private final Registration registration;
    private final Practices practices;
    private final Entries entries;
    private final HouseBots houseBots;
    private final RoundRecovery recovery;
    private final StoreOutage storeOutage;
    private final Rounds rounds;
    private final HostedTeams hostedTeams;
    /** What its rounds' and practices' clocks keep their turns by (the arena's: real, or a test's manual time). */
    private final TurnTime turnTime;

    /**
     * What a contest's parts use from the arena, each by name (issue 32), as the arena ({@link arena.contest.Contests})
     * hands it over: the connection slots, the disabled teams, the shared services, the enrolling of teams, the stores,
     * the hosted teams (told after the contests are made: Hosting starts later), the house bots' way to play, and what
     * the arena forgets when old rounds are deleted and when this contest ends. A record, not the arena itself (issue
     * 45): a contest lives below the arena's facade and does not reach up to it.
     */
    public record Reach(BotSlots slots, DisabledTeams disabledTeams, ArenaServices services, ContestTeams teams,
                        ContestStore contests, RoundStore roundStore, EntryStore entryStore, PlayQueries playQueries,
                        RoundMatches.Sources matchSources, HostedTeams hostedTeams, HouseBotPlayers houseBotPlayers,
                        Runnable forgetFinished, Consumer<LiveContest> forget) {}

    /**
     * The contest and its parts. Each part is made here, once the contest's own fields are set, and is handed what it
     * uses beyond the contest by name (the stores, the arena's scheduler, settler, group commits and house bots'
     * permits; issue 32): no part reaches them through the arena, and none sees this contest half made.
     */
    public LiveContest(Reach arena, StoredContest record, Game game, Settings settings) {
        this.slots = arena.slots();
        this.disabledTeams = arena.disabledTeams();
        this.id = record.id();
        this.slug = record.slug();
        this.seedScheme = SeedScheme.of(record.seedScheme());
        this.game = game;
        this.settings = settings;
        ArenaServices shared = arena.services();
        this.turnTime = shared.turnTime();
        this.allowance = new CommandAllowance(this);
        this.tick = new RoundTick(this, shared.settler(), shared.scheduler());
        this.registration = new Registration(this, shared.scheduler(), arena.contests());
        this.practices = new Practices(this, arena.teams(), arena.roundStore(), arena.entryStore(), shared.turnStore(), arena.houseBotPlayers());
        this.entries = new Entries(this, arena.entryStore(), arena.playQueries(), arena.contests());
        this.houseBots = new HouseBots(this, arena.contests(), arena.houseBotPlayers());
        this.recovery = new RoundRecovery(this, arena.playQueries(), arena.contests(), slots, shared.scheduler());
        this.storeOutage = new StoreOutage(this, shared.scheduler(), arena.roundStore()::answers);
        this.hostedTeams = arena.hostedTeams(); // told after the contests are made (Hosting starts later)
        this.rounds = new Rounds(this, record, new Rounds.Reach(arena.roundStore(), arena.matchSources(), arena.contests(), shared.scheduler(), shared.settler(),
                shared.turnStore(), slots, hostedTeams, arena.forgetFinished(),
                arena.forget()));
    }

    public long id() {
        return id;
    }

    /** How this contest's rounds draw their data (V20: the contests made before from the round's seed). */
    SeedScheme seedScheme() {
        return seedScheme;
    }

    public String slug() {
        return slug;
    }

    public Game game() {
        return game;
    }

    public Settings settings() {
        return settings;
    }

    /** Why a setting of this contest cannot change now (a round is being played, or it was played with it), or null. */
    public String whySettingCannotChange(String name) {
        return SettingsChange.whyNotNow(this, name);
    }

    /** The settings changed, once stored ({@link SettingsChange}); called under the contest lock, between rounds. */
    void replaceSettings(Settings changed) {
        this.settings = changed;
    }

    /** The contest's rounds and phase; its monitor is the contest lock. */
    public Rounds rounds() {
        return rounds;
    }

    public RoundTick tick() {
        return tick;
    }

    TurnTime turnTime() {
        return turnTime;
    }

    public TurnSignal turns() {
        return turns;
    }

    public ChangeSignals changes() {
        return changes;
    }

    public CommandAllowance allowance() {
        return allowance;
    }

    public Registration registration() {
        return registration;
    }

    public Practices practices() {
        return practices;
    }

    HouseBots houseBots() {
        return houseBots;
    }

    public RoundRecovery recovery() {
        return recovery;
    }

    StoreOutage storeOutage() {
        return storeOutage;
    }

    public ReentrantReadWriteLock turnGate() {
        return turnGate;
    }

    /**
     * Puts the game over an instructor's data file in place; only before the contest's first round. Under the contest
     * lock, the store first ({@code store}, which writes the file), then memory (issue 28): a round cannot start
     * between the check and the swap, and a failed write changes nothing.
     */
    public void replaceGame(Game withData, Runnable store) {
        synchronized (rounds) {
            LockOrder.entered(rounds, LockOrder.Level.CONTEST);
            if (!rounds.noneYet()) throw new Refused("the data file can be replaced only before the first round");
            store.run();
            this.game = withData;
            entries.forgetNextRoundData();
        }
    }

    public ContestPhase phase() {
        return rounds.phase();
    }

    public boolean paused() {
        return rounds.paused();
    }

    /** Why the arena paused the contest by itself (its turns could not be stored), or null; cleared by a resume. */
    public String pausedBecause() {
        return rounds.pausedBecause();
    }

    public boolean finished() {
        return rounds.finished();
    }

    /** The number of the running round, or of the last one played. */
    public int roundNumber() {
        return rounds.number();
    }

    public boolean roundRunning() {
        return rounds.round() != null;
    }

    public int turn() {
        Round r = rounds.round();
        return r == null ? 0 : r.turn();
    }

    public long millisLeftInTurn() {
        Round r = rounds.round();
        return r == null ? 0 : r.clock.millisLeft();
    }

    /**
     * Ends the running round's turn now, as an early turn does (RoundTick): the seam through which a test advances the
     * clock by hand where it only waits for turns to pass, with turns too long to end by themselves (issue 45). A turn
     * whose end is already on its way to the store is followed by this one's end.
     */
    public void endTurnNow() {
        Round r = rounds.round();
        if (r != null) r.clock.endTurnEarly();
    }

    /** The running round's clock lateness, for benchmarks and the console. */
    public TurnClock.Lateness clockLateness() {
        Round r = rounds.round();
        return r == null ? new TurnClock.Lateness() : r.clock.lateness();
    }

    public List<LiveMatch> matches() {
        Round r = rounds.round();
        return r == null ? List.of() : r.matches;
    }

    /** A team's matches in the running round, or else in the round played last. */
    public List<LiveMatch> matchesOf(long teamId) {
        Round r = rounds.shown();
        return r == null ? List.of() : r.byTeam.getOrDefault(teamId, List.of());
    }

    /** A match of the running round, or else of the round played last, or a practice match in view (not voided). */
    public LiveMatch match(long matchId) {
        Round r = rounds.shown();
        LiveMatch m = r == null ? null : r.byId.get(matchId);
        if (m != null) return m;
        Round p = practices.ofMatch(matchId);
        return p == null || p.voided ? null : p.match();
    }

    /** Whether a match of this contest in memory is a practice match. */
    public boolean isPractice(long matchId) {
        return practices.ofMatch(matchId) != null;
    }

    /**
     * What the team page offers for practice: the house bots to play (empty when practice is off: then no row), why
     * none can start now (or null), and the practice match being played (or null).
     */
    public record PracticeOutlook(List<String> houseBots, String notNow, Long playing) {}

    /** The team's practice as its page shows it, or null when the contest has practice off. */
    public PracticeOutlook practiceOutlook(long teamId) {
        return practices.outlook(teamId);
    }

    /** A version's seat of a practice of teams' own bots being played (issue 44): the hosted runner plays it. */
    public record VersionSeat(long teamId, long matchId, int seat, int version) {}

    /** The versions' seats of the practices of teams' own bots being played. */
    public List<VersionSeat> versionSeats() {
        return practices.versionSeats();
    }

    /**
     * A connection to one version's seat of a practice of teams' own bots (issue 44), for the hosted runner, made by
     * {@code connect} from the practice (the connection's class lives above the contest: issue 45); {@link
     * NotFound} when no such seat is being played.
     */
    public <C> C seatConnection(long teamId, String teamName, long matchId, int seat, Function<Round, C> connect) {
        return practices.seatConnection(teamId, teamName, matchId, seat, connect);
    }

    /** Whether the team's own bot (TCP, or its chosen or tried hosted version) plays a practice now (a house bot's, a scrimmage). */
    public boolean ownBotPractising(long teamId) {
        return practices.ownBotPractising(teamId);
    }

    /** How far the running round is: matches finished of all, the clock's turn and the game's turn limit. */
    public record Progress(int round, int finished, int matches, int turn, int turnLimit) {
        public int percent() {
            if (turnLimit > 0) return Math.min(100, Math.max(finished * 100 / Math.max(1, matches), turn * 100 / turnLimit));
            return finished * 100 / Math.max(1, matches);
        }
    }

    public Progress progress() {
        Round r = rounds.round();
        if (r == null) return null;
        int finished = (int) r.matches.stream().filter(LiveMatch::finished).count();
        return new Progress(r.number(), finished, r.matches.size(), r.turn(), game.turnLimit(settings));
    }

    /** Closes registration and starts the next round now; returns its number. */
    public int startRound() {
        return rounds.start();
    }

    /** Starts the final bracket of the top {@code teams}, best of {@code bestOf} (issue 43); returns its first stage's round. */
    public int startPlayoff(Object teams, Object bestOf) {
        return rounds.startPlayoff(teams, bestOf);
    }

    /**
     * Plays round {@code number}'s data again (same decks, maps, pools) as a new round, on a fresh seed (RULINGS 9): a
     * re-run of a public seed would play draws everyone already knows.
     */
    public int rerunRound(StoredRound played) {
        return rounds.rerun(played);
    }

    /** Milliseconds until the registration window ends and the next round starts, or 0 when none is scheduled. */
    public long millisToNextRound() {
        return registration.millisToNextRound();
    }

    public void pause() {
        rounds.pause();
    }

    public void resume() {
        rounds.resume();
    }

    /** The coming round's data, drawn from its seed; kept until that round starts. */
    public arena.game.RoundData nextRoundData() {
        return entries.nextRoundData();
    }

    /** The seed the coming round's data is drawn from ({@link Entries#nextRoundDataSeed}). */
    long nextRoundDataSeed() {
        return entries.nextRoundDataSeed();
    }

    public Optional<String> entry(long teamId) {
        return entries.entry(teamId);
    }

    /**
     * What a team's saved entry means for the coming round {@code round}: {@code entry} and {@code savedAt} are null if
     * it has none; {@code teamPlays} is false if the team sits that round out (the game's {@link Game#playsRoundWith});
     * {@code problem} says why the saved entry itself will not be played there (a deck built for another round's
     * card pool), or is null; {@code whySitsOut} is {@link Readiness}'s reason when the team sits out, else null.
     */
    public record EntryOutlook(int round, String entry, LocalDateTime savedAt, boolean teamPlays, String problem, String whySitsOut) {
        public boolean saved() {
            return entry != null;
        }
    }

    /** A team's entry against the coming round, as {@link #startRound} and the game will judge it. */
    public EntryOutlook entryOutlook(long teamId) {
        return entries.outlook(teamId);
    }

    /**
     * Who plays the coming round, who sits out and why, and whose bot is not ready: the one computation the round's
     * start, the console and the team page follow (see {@link Readiness}).
     */
    public Readiness readiness() {
        java.util.Set<Long> hosted = hostedTeams.of(slug); // read once: it asks the store of every choice
        return entries.readiness(team -> botReady(team, hosted), rounds.playoff());
    }

    /**
     * The seeds a playoff started now would have (issue 43: at most 64, best first), each with whether its bot is ready,
     * for the instructor before starting it; empty once the contest has had its playoff.
     */
    public List<Readiness.Seed> playoffSeeding() {
        if (rounds.playoff().isPresent()) return List.of();
        java.util.Set<Long> hosted = hostedTeams.of(slug);
        return entries.seeding(rounds.seedingNow(), team -> botReady(team, hosted));
    }

    Entries entries() {
        return entries;
    }

    /**
     * Whether a team's bot is ready: a house bot always is (it plays in-process), a team's when it holds a bot-port
     * connection to this contest now, or when it has chosen a hosted version that is built, on an arena that runs hosted
     * bots ({@code hosted}: told only by an arena whose sandbox works; issue 39).
     */
    private boolean botReady(arena.store.StoredTeam team, java.util.Set<Long> hosted) {
        return team.houseBot() != null || hosted.contains(team.id()) || slots.presence(team.id(), id).connected();
    }

    /** Whether the team is disabled now: its connections' commands are refused (issue 40). */
    public boolean teamDisabled(long teamId) {
        return disabledTeams.contains(teamId);
    }

    /** Checks an entry against the game's rules for the coming round and saves it. */
    public void saveEntry(long teamId, String entry) {
        entries.save(teamId, entry);
    }
}
