package arena.contest;

import arena.contest.accounts.Accounts;
import arena.contest.base.Games;
import arena.contest.base.NotFound;
import arena.contest.base.Refused;
import arena.contest.base.Sides;
import arena.contest.life.ContestTeams;
import arena.contest.life.HostedTeams;
import arena.contest.life.HouseBotPlayers;
import arena.contest.life.LiveContest;
import arena.contest.life.RoundMatches;
import arena.contest.rules.Playoffs;
import arena.contest.sessions.InProcessPlayers;
import arena.contest.shared.ArenaServices;
import arena.contest.shared.DisabledTeams;
import arena.contest.turns.LiveMatch;
import arena.contest.turns.TeamLog;
import arena.contest.turns.TurnCommits;
import arena.contest.turns.TurnTime;
import arena.domain.ContestPhase;
import arena.domain.MatchStatus;
import arena.domain.RoundStatus;
import arena.game.Game;
import arena.game.Settings;
import arena.store.AccountStore;
import arena.store.ContestStore;
import arena.store.EntryStore;
import arena.store.MatchLogStore;
import arena.store.PlayQueries;
import arena.store.RoundStore;
import arena.store.StoredContest;
import arena.store.StoredMatch;
import arena.store.StoredRound;
import arena.store.StoredTeam;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The arena's contests, as the web and the bot port reach them: the live ones by slug, and what is asked of them.
 * The work is done by parts with one job each: {@link ContestSetup}, {@link ContestTeams}, {@link ArenaRecovery},
 * {@link BotAccess}, {@link ContestAdmin}, {@link MatchViews}, {@link FinishedContests} and {@link ArenaServices}; each live contest is a {@link LiveContest}.
 */
public final class Contests {
    private final Games games;
    private final AccountStore accountStore;
    private final ContestStore contestStore;
    private final RoundStore roundStore;
    private final MatchLogStore matchLogs;
    private final EntryStore entryStore;
    private final PlayQueries playQueries;
    private final Map<String, LiveContest> live = new ConcurrentHashMap<>();
    private final FinishedContests finished = new FinishedContests(this);
    private final ArenaServices services;
    private final ContestSetup setup;
    private final ContestTeams teams;
    private final DisabledTeams disabledTeams;
    private final ArenaRecovery recovery = new ArenaRecovery(this);
    private final BotAccess bots;
    private final MatchViews views;
    private final ContestAdmin admin;
    private final Replays replays;
    /** The house bots' way to play, handed to each live contest: in-process connections under the shared permits. */
    private final HouseBotPlayers houseBotPlayers;
    private volatile ContestOwnership ownership = ContestOwnership.ALONE;
    private volatile HostedTeams hostedTeams = slug -> java.util.Set.of();

    /** Tells the rounds which teams' hosted bots their first turn waits for (RULINGS 8). */
    public void hostTeams(HostedTeams teams) {
        hostedTeams = teams;
    }

    HostedTeams hostedTeams() {
        return hostedTeams;
    }

    /**
     * What each live contest's parts use from the arena, by name ({@link LiveContest.Reach}; issue 45: a contest is
     * made below this facade and does not reach up to it).
     */
    LiveContest.Reach reach() {
        return new LiveContest.Reach(bots.slots(), disabledTeams, services, teams, contestStore, roundStore, entryStore, playQueries,
                matchSources(), hostedTeamsNow(), houseBotPlayers, () -> views.forgetFinished(), this::forget);
    }

    /** The hosted teams as told at each call ({@link #hostTeams} comes after the contests are made). */
    HostedTeams hostedTeamsNow() {
        return new HostedTeams() {
            @Override
            public java.util.Set<Long> of(String contestSlug) {
                return hostedTeams.of(contestSlug);
            }

            @Override
            public boolean inPractice(String contestSlug, long teamId) {
                return hostedTeams.inPractice(contestSlug, teamId);
            }
        };
    }

    public Contests(Games games, Accounts accounts, AccountStore accountStore, ContestStore contestStore, RoundStore roundStore,
                    MatchLogStore matchLogs, EntryStore entryStore, PlayQueries playQueries) {
        this(games, accounts, accountStore, contestStore, roundStore, matchLogs, entryStore, playQueries, TurnTime.REAL);
    }

    /** With the time the clocks keep their turns by (a test's manual time: issue 45). */
    public Contests(Games games, Accounts accounts, AccountStore accountStore, ContestStore contestStore, RoundStore roundStore,
                    MatchLogStore matchLogs, EntryStore entryStore, PlayQueries playQueries, TurnTime turnTime) {
        this(games, accounts, accountStore, contestStore, roundStore, matchLogs, entryStore, playQueries, matchLogs::saveTurn, turnTime);
    }

    private volatile Scrimmages scrimmages;

    /** Issue 43: the scrimmages between teams, kept in this store (App wires it in, as the hosted teams). */
    public void keepScrimmages(arena.store.ScrimmageStore store) {
        scrimmages = new Scrimmages(this, contestStore, accountStore, store);
    }

    /** The scrimmages between teams (issue 43); {@link Refused} when this arena keeps none. */
    public Scrimmages scrimmages() {
        Scrimmages s = scrimmages;
        if (s == null) throw new Refused("this arena keeps no scrimmages");
        return s;
    }

    /** With another store for the clock's group commits (a test's failing one). */
    Contests(Games games, Accounts accounts, AccountStore accountStore, ContestStore contestStore, RoundStore roundStore,
             MatchLogStore matchLogs, EntryStore entryStore, PlayQueries playQueries, TurnCommits.Store turnStore) {
        this(games, accounts, accountStore, contestStore, roundStore, matchLogs, entryStore, playQueries, turnStore, TurnTime.REAL);
    }

    private Contests(Games games, Accounts accounts, AccountStore accountStore, ContestStore contestStore, RoundStore roundStore,
                     MatchLogStore matchLogs, EntryStore entryStore, PlayQueries playQueries, TurnCommits.Store turnStore, TurnTime turnTime) {
        this.services = new ArenaServices(turnStore, matchLogs::settle, turnTime);
        this.houseBotPlayers = new InProcessPlayers(services.houseBotPermits());
        this.games = games;
        this.accountStore = accountStore;
        this.contestStore = contestStore;
        this.roundStore = roundStore;
        this.matchLogs = matchLogs;
        this.entryStore = entryStore;
        this.playQueries = playQueries;
        this.setup = new ContestSetup(games, contestStore);
        this.teams = new ContestTeams(accounts, accountStore, contestStore);
        this.disabledTeams = new DisabledTeams(accountStore.teamSummaries().stream()
                .filter(AccountStore.TeamSummary::disabled).map(AccountStore.TeamSummary::id).toList());
        this.bots = new BotAccess(this, contestStore, accountStore, live, finished, recovery);
        this.views = new MatchViews(this, accountStore, contestStore, playQueries, entryStore, matchLogs);
        this.admin = new ContestAdmin(this, accounts, accountStore, contestStore, roundStore, playQueries, setup);
        this.replays = new Replays(games, this, contestStore, playQueries, entryStore, matchLogs);
    }

    /** The teams disabled now, whose connections' commands are refused. */
    DisabledTeams disabledTeams() {
        return disabledTeams;
    }

    /** Rounds and practices created, closed, voided. */
    RoundStore roundStore() {
        return roundStore;
    }

    /** The turns stored, the finished matches settled, the logs read back. */
    MatchLogStore matchLogs() {
        return matchLogs;
    }

    /** The teams' entries and their private logs of matches. */
    EntryStore entryStore() {
        return entryStore;
    }

    /** What was played, read. */
    PlayQueries playQueries() {
        return playQueries;
    }

    /** What a stored round's matches are rebuilt from: its entries, its matches, their logs. */
    RoundMatches.Sources matchSources() {
        return new RoundMatches.Sources(entryStore, playQueries, matchLogs);
    }

    /** The scheduler, the group commits, the settler and the house bots' permits every contest shares. */
    ArenaServices services() {
        return services;
    }

    ContestStore contests() {
        return contestStore;
    }

    public Games games() {
        return games;
    }

    /** What only the instructor does: data files, announcements, rosters, passwords, voiding and ending. */
    public ContestAdmin admin() {
        return admin;
    }

    /** The bot port's way to the contests: connection slots, the contest selected, the bots' presence. */
    public BotAccess bots() {
        return bots;
    }

    MatchViews views() {
        return views;
    }

    ContestTeams teams() {
        return teams;
    }

    /** Shares the database server with other arena processes ({@link ContestOwnership}); before {@link #recoverAll}. */
    public void shareDatabase(arena.store.ContestLeases leases, String instance) {
        ownership = new ContestOwnership(this, leases, instance, live, recovery);
    }

    ContestOwnership ownership() {
        return ownership;
    }

    /** Brings every unfinished contest this process runs back to life after a start (see {@link ArenaRecovery}). */
    public void recoverAll() {
        recovery.recoverAll(live);
        ownership.start();
    }

    /** A contest created: it is open for registration until its first round starts. */
    public StoredContest create(String slug, String title, String gameName, Map<String, ?> given) {
        recovery.awaitBriefly();
        StoredContest record = setup.create(slug, title, gameName, given);
        ownership.take(record.id()); // its creator runs it (a fresh contest: nobody else holds it)
        Game game = games.get(record.game()).orElseThrow();
        LiveContest contest = new LiveContest(reach(), record, game, settingsOf(record, game));
        live.put(slug, contest);
        contest.registration().schedule(record.registrationEndsAt());
        return record;
    }

    /** The game a contest plays: the installed one, or the one over the contest's own data file. */
    public Optional<Game> gameFor(StoredContest contest) {
        return setup.gameFor(contest);
    }

    public List<String> gameNames() {
        return games.all().stream().map(Game::name).toList();
    }

    /**
     * How far a contest's running round is, or null if none runs: from memory where this process runs it, else (another
     * process on the same database runs it) from the store, as the database holds it: the round's last stored turn
     * (from its frames, {@link arena.store.MatchLogStore#storedTurn}) and its matches' results (issue 28: a standby showed turn 0).
     */
    public LiveContest.Progress progress(StoredContest record) {
        LiveContest live = live(record.slug()).orElse(null);
        if (live != null) return live.progress();
        if (record.phase() != ContestPhase.RUNNING) return null;
        arena.store.StoredRound running = playQueries.rounds(record.id()).stream()
                .filter(r -> r.status() == RoundStatus.RUNNING).reduce((a, b) -> b).orElse(null);
        if (running == null) return null;
        List<arena.store.StoredMatch> matches = playQueries.matches(running.id());
        int finished = (int) matches.stream().filter(m -> m.status() != MatchStatus.RUNNING).count();
        int turnLimit = games.get(record.game()).map(g -> g.turnLimit(settingsOf(record, g))).orElse(0);
        return new LiveContest.Progress(running.number(), finished, matches.size(), matchLogs.storedTurn(running.id()), turnLimit);
    }

    public Settings settingsOf(StoredContest record, Game game) {
        return setup.settingsOf(record, game);
    }

    public Optional<StoredContest> find(String slug) {
        return contestStore.bySlug(slug);
    }

    public List<StoredContest> all() {
        return contestStore.all();
    }

    /** The contests the arena paused by itself because its store fails, with why: what a page says while the database is away. */
    public List<String> pausedByTheStore() {
        return live.values().stream().filter(c -> c.pausedBecause() != null).map(c -> c.slug() + ": " + c.pausedBecause()).sorted().toList();
    }

    public Optional<LiveContest> live(String slug) {
        return Optional.ofNullable(live.get(slug));
    }

    /** A contest played its last round: no longer live, but kept for bots that read its final scores. */
    void forget(LiveContest contest) {
        finished.keep(contest);
        live.remove(contest.slug(), contest);
    }

    LiveContest requireLive(String slug) {
        StoredContest record = contestStore.bySlug(slug).orElseThrow(() -> new NotFound("no contest " + slug));
        recovery.awaitBriefly();
        LiveContest c = live.get(slug);
        if (c != null) return c;
        if (record.phase() == ContestPhase.FINISHED) throw new Refused("the contest is finished");
        if (ownership == ContestOwnership.ALONE) throw new Refused("the contest could not be loaded at start (see the arena's log)");
        throw new Conflict("contest " + slug + " is run by another arena process on this database; make this change there");
    }

    /** Enrolls a team by name. Enrolling twice is harmless. */
    public void enroll(String slug, String teamName) {
        teams.enroll(requireLive(slug), teamName);
    }

    /** Enrolls a team by itself from the browser, if the contest allows it and is open. */
    public void selfEnroll(String slug, long teamId) {
        teams.selfEnroll(requireLive(slug), teamId);
    }

    /** Enrolls one of the game's house bots as a team of its own; returns the team's name. */
    public String enrollHouseBot(String slug, String botName) {
        return teams.enrollHouseBot(requireLive(slug), botName);
    }

    /** Starts a team's practice match against a house bot; its id. {@link Refused} with the reason; an unknown bot: {@link NotFound}. */
    public long startPractice(String slug, long teamId, String botName) {
        return teams.startPractice(requireLive(slug), teamId, botName);
    }

    /**
     * Starts a practice of teams' own bots (issue 44: a team against itself; issue 43: a scrimmage): which version (or
     * the team's own bot) plays each seat; the versions' being the teams', built and for this game is the hosted bots'
     * check ({@code HostedBots.playable}). Its match's id; {@link Refused} with the reason, as any practice.
     */
    public long startSides(String slug, Sides sides) {
        return teams.startSides(requireLive(slug), sides);
    }

    /** Saves a team's entry for the contest's coming rounds, checked by the game; throws {@link Refused} with the reason. */
    public void saveEntry(String slug, long teamId, String entry) {
        teams.saveEntry(requireLive(slug), teamId, entry);
    }

    public Optional<Long> teamId(String name) {
        return accountStore.teamByName(name).map(StoredTeam::id);
    }

    public Optional<String> entry(String slug, long teamId) {
        return contestStore.bySlug(slug).flatMap(c -> entryStore.entry(c.id(), teamId));
    }

    public int startRound(String slug) {
        return requireLive(slug).startRound();
    }

    /**
     * Starts a contest's final bracket (issue 43): {@code teams} and {@code bestOf} whole numbers as JSON or a form gives
     * them; returns the round of its first stage.
     */
    public int startPlayoff(String slug, Object teams, Object bestOf) {
        return requireLive(slug).startPlayoff(teams, bestOf);
    }

    /** A contest's final bracket as played so far, if it has one (issue 43). */
    public Optional<Playoffs.State> bracket(long contestId) {
        return Playoffs.of(roundStore.playoffs(), playQueries, contestId);
    }

    public void pause(String slug) {
        requireLive(slug).pause();
    }

    public void resume(String slug) {
        requireLive(slug).resume();
    }

    /** What the match page shows: the stored match and, from its engine, the board as one eye may see it. */
    public record MatchView(StoredMatch match, StoredRound round, StoredContest contest, Game game, Object board,
                            String summary, int turn, boolean finished, List<String> teams, int version) {
        /** A practice match against a house bot: it never counts (V8). */
        public boolean practice() {
            return match.practice();
        }

        /** The round's number, or null for a practice match (its round row is its own). */
        public Integer roundNumber() {
            return practice() ? null : round.number();
        }

        public long id() {
            return match.id();
        }

        public MatchStatus status() {
            return match.status();
        }

        public String contestSlug() {
            return contest.slug();
        }

        /**
         * The round's seed: a practice match's own. Its round data (deck, map, pool) was drawn from it, but for a practice
         * on a coming round's data (StoredRound.dataSeed: LOCM 1.5's pool), whose seed is never shown here.
         */
        public long roundSeed() {
            return round.seed();
        }

        public long matchSeed() {
            return match.seed();
        }

        /** The scores by seat once it is finished, else null. */
        public List<Double> scores() {
            return match.status() == MatchStatus.FINISHED ? java.util.Arrays.asList(match.score0(), match.score1()) : null;
        }
    }

    /**
     * The team a practice match is private to, with the instructor, until the round whose entry it plays has started
     * (RULINGS 8); empty for a match anyone may see.
     */
    public java.util.Set<Long> secretPracticeOwners(long matchId) {
        return playQueries.secretPracticeOwners(matchId);
    }

    /** The ids of a contest's practice matches still private to their teams (see {@link #secretPracticeOwners}). */
    public java.util.Set<Long> secretPractices(long contestId) {
        return playQueries.secretPractices(contestId);
    }

    /** A team's private log of a match: from memory while it is played, from the store after. */
    public List<TeamLog.Line> teamLog(long matchId, long teamId) {
        return views.teamLog(matchId, teamId);
    }

    /** The private log of the team in one seat of a match (its page reads each seat's: issue 44). */
    public List<TeamLog.Line> seatLog(long matchId, int seat) {
        return views.seatLog(matchId, seat);
    }

    /** A round's matches in order, each as {@link MatchViews#withLiveResult} shows it. */
    public List<StoredMatch> matchesOf(long roundId) {
        return playQueries.matches(roundId).stream().map(views::withLiveResult).toList();
    }

    /**
     * Whether the running rounds are all back in memory after a start, waiting at most {@code millis} for it (issue 46):
     * a board of a match being recovered is drawn from its recovered match, not replayed from the store beside it.
     */
    boolean recoveredWithin(long millis) {
        return recovery.awaitUpTo(millis);
    }

    /** A match being played now (or kept in memory with its contest's last round), if it is one. */
    public Optional<LiveMatch> liveMatch(long matchId) {
        for (LiveContest c : live.values()) {
            LiveMatch m = c.match(matchId);
            if (m != null) return Optional.of(m);
        }
        return Optional.empty();
    }

    /** A match as {@code eye} may see it: its board fogged for that eye while it is played (RULINGS 8), whole once it is over. */
    public Optional<MatchView> matchView(long matchId, arena.game.Eye eye) {
        return views.matchView(matchId, eye);
    }

    /** Replays of stored matches. */
    public Replays replays() {
        return replays;
    }

    /** A clean stop: every clock stops at once, then each contest stores its turn in progress (see {@link ArenaRecovery#stop}). */
    public void shutdown() {
        recovery.stop(live.values());
        ownership.releaseAll();
    }

    /** A name or slug already taken, or a contest another process runs. */
    public static final class Conflict extends RuntimeException {
        public Conflict(String why) {
            super(why, null, false, false);
        }
    }
}
