package arena.contest;

import arena.game.Game;
import arena.game.HouseBot;
import arena.game.MatchEngine;
import arena.game.SeatNames;
import arena.game.Settings;
import arena.store.AccountStore;
import arena.store.ContestStore;
import arena.store.PlayStore;
import arena.store.db.tables.records.ContestRecord;
import arena.store.db.tables.records.MatchRecord;
import arena.store.db.tables.records.RoundRecord;
import arena.store.db.tables.records.TeamRecord;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.security.SecureRandom;
import java.time.LocalDateTime;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.regex.Pattern;

/** The arena's contests: creating them, enrolling teams, running rounds, and recovering after a restart. */
public final class Contests {
    private static final Pattern SLUG = Pattern.compile("[a-z0-9][a-z0-9-]{1,39}");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Games games;
    private final Accounts accounts;
    private final AccountStore accountStore;
    private final ContestStore contestStore;
    private final PlayStore playStore;
    /**
     * Timers and follow-ups of the contests. Once the arena stops, what is handed to it is dropped, not refused: a round
     * that ends during a clean stop is stored, and its follow-ups (the next registration window, deleting old rounds)
     * are set up again by the recovery after the next start; refusing them made that round look unstored (KillLoopTest).
     */
    private final ScheduledExecutorService scheduler = new java.util.concurrent.ScheduledThreadPoolExecutor(1, r -> {
        Thread t = new Thread(r, "contest-scheduler");
        t.setDaemon(true);
        return t;
    }, (task, executor) -> {
        if (!executor.isShutdown()) throw new java.util.concurrent.RejectedExecutionException("the contest scheduler refused a task");
    });
    private final Map<String, LiveContest> live = new ConcurrentHashMap<>();
    private final FinishedContests finished = new FinishedContests(this);
    private final BotSlots slots = new BotSlots();
    private final Map<Long, MatchView> finishedViews = Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, MatchView> eldest) {
            return size() > 256;
        }
    });

    private final TurnCommits.Store turnStore;
    private final MatchSettler settler;
    private final java.util.concurrent.CountDownLatch recovered = new java.util.concurrent.CountDownLatch(1);

    public Contests(Games games, Accounts accounts, AccountStore accountStore, ContestStore contestStore, PlayStore playStore) {
        this(games, accounts, accountStore, contestStore, playStore, playStore::saveTurn);
    }

    /** With another store for the clock's group commits (a test's failing one). */
    Contests(Games games, Accounts accounts, AccountStore accountStore, ContestStore contestStore, PlayStore playStore,
             TurnCommits.Store turnStore) {
        this.turnStore = turnStore;
        this.settler = new MatchSettler(playStore::settle);
        this.games = games;
        this.accounts = accounts;
        this.accountStore = accountStore;
        this.contestStore = contestStore;
        this.playStore = playStore;
    }

    PlayStore plays() {
        return playStore;
    }

    TurnCommits.Store turnStore() {
        return turnStore;
    }

    /** Finished matches of every contest on their way into the database, in batches. */
    MatchSettler settler() {
        return settler;
    }

    /** One bound for every contest's house bots together: the machine's cores are what they share. */
    private final HouseBotPermits houseBotPermits = HouseBotPermits.forThisMachine();

    HouseBotPermits houseBotPermits() {
        return houseBotPermits;
    }

    /** Whether every contest is back after a start (until then a contest may not be live yet). */
    public boolean recovered() {
        return recovered.getCount() == 0;
    }

    /**
     * Waits for the recovery after a start, however long it takes: a bot that logs in meanwhile hears its login's
     * {@code OK} only then, so it never sees its contest without its running round (RULINGS 7: the round waits for it).
     */
    public void awaitRecoveredForBot() throws InterruptedException {
        recovered.await();
    }

    /**
     * Waits (a bounded while) for the recovery after a start, so that nothing is created or changed beside a contest
     * that is still being rebuilt; refuses with the reason if it takes longer.
     */
    private void awaitRecovered() {
        try {
            if (recovered.await(10, java.util.concurrent.TimeUnit.SECONDS)) return;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        throw new Refused("the arena is starting: its contests are being recovered; try again in a moment");
    }

    ContestStore contests() {
        return contestStore;
    }

    ScheduledExecutorService scheduler() {
        return scheduler;
    }

    /** Old rounds were deleted (keepRounds): the views of their matches go too. */
    void forgetFinishedViews() {
        finishedViews.clear();
    }

    /** Packs the logs of the contest's finished matches (on the contest scheduler, after a round ends). */
    void packFinishedLogs(LiveContest contest) {
        try {
            playStore.packFinishedLogs(contest.id());
        } catch (RuntimeException e) {
            if (scheduler.isShutdown()) return; // interrupted by a stop: the rest is packed after the next round
            System.err.println("contest " + contest.slug() + ": match logs could not be packed (they stay as they are): " + e.getMessage());
        }
    }

    /** A team's private log of a match: from memory while it is played, from the store after. */
    public List<TeamLog.Line> teamLog(long matchId, long teamId) {
        Optional<LiveMatch> live = liveMatch(matchId);
        if (live.isPresent() && live.get().seatOf(teamId) >= 0) return live.get().log(live.get().seatOf(teamId)).lines();
        return playStore.teamLog(matchId, teamId).map(TeamLog::decode).orElse(List.of());
    }

    public Games games() {
        return games;
    }

    /**
     * Brings every unfinished contest back to life after a start: running rounds are rebuilt from their logs, and
     * only once all are rebuilt do their clocks start (a recovered round never ticks while another is still read).
     */
    public void recoverAll() {
        try {
            recoverEach();
        } finally {
            recovered.countDown();
        }
    }

    private void recoverEach() {
        int voided = playStore.voidRunningPractices(); // practice is not resumed after a restart (the rules pages say so)
        if (voided > 0) System.err.println(voided + " practice match(es) in progress when the arena stopped: voided");
        playStore.deleteStaleJournals();
        List<LiveContest> back = new java.util.ArrayList<>();
        for (ContestRecord record : contestStore.notFinished()) {
            Optional<Game> game = games.get(record.getGame());
            if (game.isEmpty()) {
                System.err.println("contest " + record.getSlug() + ": game " + record.getGame() + " is not installed; left as it is");
                continue;
            }
            Game contestGame;
            try {
                contestGame = gameFor(record).orElseThrow();
            } catch (IllegalArgumentException e) {
                System.err.println("contest " + record.getSlug() + ": its data file is unreadable (" + e.getMessage() + "); left as it is");
                continue;
            }
            try {
                LiveContest contest = new LiveContest(this, record, contestGame, settingsOf(record, contestGame));
                live.put(record.getSlug(), contest);
                contest.recovery().recover(record);
                back.add(contest);
            } catch (RuntimeException e) {
                System.err.println("contest " + record.getSlug() + ": could not be recovered: " + e);
            }
        }
        back.forEach(c -> c.recovery().startClock());
    }

    /** A contest created: it is open for registration until its first round starts. */
    public ContestRecord create(String slug, String title, String gameName, Map<String, ?> given) {
        awaitRecovered();
        if (slug == null || !SLUG.matcher(slug).matches())
            throw new Refused("slug", "a slug has 2 to 40 characters: lower-case letters, digits and '-', starting with a letter or digit");
        if (title == null || title.isBlank()) throw new Refused("title", "a contest needs a title");
        if (title.length() > 120) throw new Refused("title", "a title has at most 120 characters");
        Game game = games.get(gameName).orElseThrow(() -> new Refused("game", "unknown game " + gameName + "; games: " + String.join(", ", gameNames())));
        Map<String, Object> values;
        try {
            values = new LinkedHashMap<>(ContestSettings.of(game, given == null ? Map.of() : given).asMap());
        } catch (IllegalArgumentException e) {
            throw new Refused(e.getMessage());
        }
        if ((Long) values.get(ContestSettings.SEED) == 0L) values.put(ContestSettings.SEED, new SecureRandom().nextLong(1, Long.MAX_VALUE));
        long registration = (Long) values.get(ContestSettings.REGISTRATION_MILLIS);
        LocalDateTime endsAt = registration > 0 ? LocalDateTime.now().plusNanos(registration * 1_000_000) : null;
        String json;
        try {
            json = JSON.writeValueAsString(values);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        ContestRecord record = contestStore.create(slug, title.strip(), game.name(), json, (Boolean) values.get(ContestSettings.SELF_SIGNUP), endsAt)
                .orElseThrow(() -> new Conflict("a contest with slug " + slug + " exists"));
        LiveContest contest = new LiveContest(this, record, game, settingsOf(record, game));
        live.put(slug, contest);
        contest.scheduleRegistration(endsAt);
        return record;
    }

    private final Map<Long, Game> gamesWithData = new ConcurrentHashMap<>();

    /** The game a contest plays: the installed one, or the one over the contest's own data file. */
    public Optional<Game> gameFor(ContestRecord contest) {
        Optional<Game> base = games.get(contest.getGame());
        if (base.isEmpty() || contest.getGameData() == null) return base;
        return Optional.of(gamesWithData.computeIfAbsent(contest.getId(), id -> base.get().withContestData(contest.getGameData())));
    }

    /** Replaces the data file of a contest's game (before its first round); a bad file is refused with the reason. */
    public void setGameData(String slug, String text) {
        LiveContest contest = requireLive(slug);
        Game base = games.get(contest.game().name()).orElseThrow();
        if (!base.takesDataFile()) throw new Refused("the game " + base.name() + " takes no data file");
        if (text == null || text.isBlank()) throw new Refused("the data file is empty");
        Game withData;
        try {
            withData = base.withContestData(text);
        } catch (IllegalArgumentException e) {
            throw new Refused("the data file is refused: " + e.getMessage());
        }
        contest.replaceGame(withData);
        contestStore.setGameData(contest.id(), text);
        gamesWithData.put(contest.id(), withData);
    }

    public List<String> gameNames() {
        return games.all().stream().map(Game::name).toList();
    }

    public Settings settingsOf(ContestRecord record, Game game) {
        try {
            Map<String, Object> stored = JSON.readValue(record.getSettingsJson(), new TypeReference<>() {});
            stored.keySet().retainAll(ContestSettings.schema(game).stream().map(arena.game.Setting::name).toList());
            return ContestSettings.of(game, stored);
        } catch (Exception e) {
            throw new IllegalStateException("contest " + record.getSlug() + " has unreadable settings: " + e.getMessage(), e);
        }
    }

    public Optional<ContestRecord> find(String slug) {
        return contestStore.bySlug(slug);
    }

    public List<ContestRecord> all() {
        return contestStore.all();
    }

    public Optional<LiveContest> live(String slug) {
        return Optional.ofNullable(live.get(slug));
    }

    /** A contest played its last round: no longer live, but kept for bots that read its final scores. */
    void forget(LiveContest contest) {
        finished.keep(contest);
        live.remove(contest.slug(), contest);
    }

    private LiveContest requireLive(String slug) {
        if (contestStore.bySlug(slug).isEmpty()) throw new NotFound("no contest " + slug);
        awaitRecovered();
        LiveContest c = live.get(slug);
        if (c == null) throw new Refused("the contest is finished");
        return c;
    }

    /** Enrolls a team by name. Enrolling twice is harmless. */
    public void enroll(String slug, String teamName) {
        LiveContest contest = requireLive(slug);
        TeamRecord team = accountStore.teamByName(teamName).orElseThrow(() -> new NotFound("no team " + teamName));
        if (team.getHouseBot() != null && !contest.game().houseBots().containsKey(team.getHouseBot()))
            throw new Refused("team " + team.getName() + " is a house bot of another game");
        contestStore.enroll(contest.id(), team.getId());
        contest.houseBots().start();
    }

    /** Enrolls a team by itself from the browser, if the contest allows it and is open. */
    public void selfEnroll(String slug, long teamId) {
        LiveContest contest = requireLive(slug);
        ContestRecord record = contestStore.bySlug(slug).orElseThrow();
        if (!record.getSelfSignup()) throw new Refused("teams are enrolled by the instructor in this contest");
        if (!"open".equals(contest.phase())) throw new Refused("registration is closed while a round runs");
        contestStore.enroll(contest.id(), teamId);
    }

    /** Enrolls one of the game's house bots as a team of its own; returns the team's name. */
    public String enrollHouseBot(String slug, String botName) {
        LiveContest contest = requireLive(slug);
        HouseBot.Factory factory = contest.game().houseBots().get(botName);
        if (factory == null) {
            throw new Refused("the game " + contest.game().name() + " has no house bot " + botName + "; it has: "
                    + String.join(", ", contest.game().houseBots().keySet()));
        }
        String prefix = contest.game().name() + "-" + botName;
        for (int n = 1; n < 10_000; n++) {
            String name = n == 1 ? prefix : prefix + "-" + n;
            if (name.length() > 32) throw new Refused("the house bot's name is too long for a team name");
            Optional<TeamRecord> existing = accountStore.teamByName(name);
            if (existing.isPresent()) {
                if (botName.equals(existing.get().getHouseBot()) && !contestStore.isEnrolled(contest.id(), existing.get().getId())) {
                    contestStore.enroll(contest.id(), existing.get().getId());
                    contest.houseBots().start();
                    return existing.get().getName();
                }
                continue;
            }
            Accounts.Created created = accounts.createTeam(name, Accounts.randomSecret(24), botName);
            if (!created.ok()) continue;
            contestStore.enroll(contest.id(), created.id());
            contest.houseBots().start();
            return name;
        }
        throw new Refused("too many house bots");
    }

    /** A house bot's own team account (found or created, not enrolled): the opponent of practice matches. */
    public record HouseTeam(long id, String name) {}

    /** The team a house bot of a game plays practice matches as: {@code <game>-<bot>}, created the first time. */
    synchronized HouseTeam houseBotTeam(Game game, String botName) {
        String prefix = game.name() + "-" + botName;
        for (int n = 1; n < 10_000; n++) {
            String name = n == 1 ? prefix : prefix + "-" + n;
            if (name.length() > 32) throw new Refused("the house bot's name is too long for a team name");
            Optional<TeamRecord> existing = accountStore.teamByName(name);
            if (existing.isPresent()) {
                if (botName.equals(existing.get().getHouseBot())) return new HouseTeam(existing.get().getId(), existing.get().getName());
                continue;
            }
            Accounts.Created created = accounts.createTeam(name, Accounts.randomSecret(24), botName);
            if (created.ok()) return new HouseTeam(created.id(), name);
        }
        throw new Refused("too many house bots");
    }

    /**
     * Starts a practice match of an enrolled team against a house bot of the contest's game (from the team page);
     * returns the match's id. Refused with the reason ({@link Refused}); an unknown house bot is {@link NotFound}.
     */
    public long startPractice(String slug, long teamId, String botName) {
        LiveContest contest = requireLive(slug);
        if (!contestStore.isEnrolled(contest.id(), teamId)) throw new Refused("the team is not enrolled in " + slug);
        String name = accountStore.team(teamId).map(TeamRecord::getName).orElseThrow(() -> new NotFound("no team " + teamId));
        return contest.practices().start(teamId, name, botName).match().id();
    }

    /** Saves a team's entry for the contest's coming rounds, checked by the game; throws {@link Refused} with the reason. */
    public void saveEntry(String slug, long teamId, String entry) {
        LiveContest contest = requireLive(slug);
        if (!contestStore.isEnrolled(contest.id(), teamId)) throw new Refused("the team is not enrolled in " + slug);
        contest.saveEntry(teamId, entry);
    }

    public Optional<Long> teamId(String name) {
        return accountStore.teamByName(name).map(TeamRecord::getId);
    }

    public Optional<String> entry(String slug, long teamId) {
        return contestStore.bySlug(slug).flatMap(c -> playStore.entry(c.getId(), teamId));
    }

    public int startRound(String slug) {
        return requireLive(slug).startRound();
    }

    /** Plays round {@code number} again as a new round: same seed (same decks, maps, pools), the teams enrolled now. */
    public int rerunRound(String slug, int number) {
        LiveContest contest = requireLive(slug);
        var round = playStore.round(contest.id(), number).orElseThrow(() -> new NotFound("contest " + slug + " has no round " + number));
        return contest.startRound(round.getSeed());
    }

    /** A voided round stays stored but no longer counts; voiding can be undone. */
    public void voidRound(String slug, int number, boolean voided) {
        ContestRecord c = contestStore.bySlug(slug).orElseThrow(() -> new NotFound("no contest " + slug));
        var round = playStore.round(c.getId(), number).orElseThrow(() -> new NotFound("contest " + slug + " has no round " + number));
        if (!voided && playStore.matches(round.getId()).stream().anyMatch(m -> "voided".equals(m.getStatus())))
            throw new Refused("round " + number + " was voided when the contest was ended, before its matches were over: it has no scores to count");
        playStore.setVoided(round.getId(), voided);
    }

    public void announce(String slug, String text) {
        ContestRecord c = contestStore.bySlug(slug).orElseThrow(() -> new NotFound("no contest " + slug));
        String line = text == null || text.isBlank() ? null : text.strip();
        if (line != null && line.length() > 400) throw new Refused("an announcement has at most 400 characters");
        contestStore.setAnnouncement(c.getId(), line);
    }

    public Roster.Result importRoster(String slug, String csv) {
        LiveContest contest = requireLive(slug);
        return new Roster(accounts, accountStore).importCsv(contest.id(), csv);
    }

    /** Sets a team's password, or generates one (returned) when none is given. */
    public String resetPassword(String teamName, String password) {
        TeamRecord team = accountStore.teamByName(teamName).orElseThrow(() -> new NotFound("no team " + teamName));
        if (team.getHouseBot() != null) throw new Refused(team.getName() + " is a house bot");
        boolean generate = password == null || password.isEmpty();
        String chosen = generate ? Accounts.randomSecret(12) : password;
        Accounts.passwordProblem(chosen).ifPresent(p -> {
            throw new Refused(p);
        });
        accountStore.setTeamPassword(team.getId(), generate ? Accounts.hashGenerated(chosen) : Accounts.hash(chosen));
        accounts.forget(team.getId());
        return chosen;
    }

    /** A disabled team plays no further rounds and cannot log in; its past results stay. */
    public void setDisabled(String teamName, boolean disabled) {
        TeamRecord team = accountStore.teamByName(teamName).orElseThrow(() -> new NotFound("no team " + teamName));
        accountStore.setTeamDisabled(team.getId(), disabled);
        accounts.forget(team.getId());
    }

    public void pause(String slug) {
        requireLive(slug).pause();
    }

    /**
     * Ends a contest now: the round in progress is voided, finished rounds and standings stay, no round starts
     * (see {@link ContestEnding}). {@code expectedRound}: the running round the instructor saw (0: none), or null.
     */
    public ContestEnding.Ended endContest(String slug, Integer expectedRound) {
        if (contestStore.bySlug(slug).filter(c -> "finished".equals(c.getPhase())).isPresent())
            throw new Refused("the contest " + slug + " is already finished");
        return ContestEnding.end(requireLive(slug), expectedRound);
    }

    public void resume(String slug) {
        requireLive(slug).resume();
    }

    /** Every team's bot-port connection slots, and what its bots last did. */
    public BotSlots slots() {
        return slots;
    }

    /** A team's bot in a contest, for the pages. */
    public BotPresence presence(long teamId, long contestId) {
        return slots.presence(teamId, contestId);
    }

    /**
     * A slot for a new bot-port connection of a team, with no contest selected yet. Its limit is the largest
     * {@code maxConnections} of the team's contests (the default when it is in none): RULINGS 7, the limit holds
     * whether or not a contest is selected.
     */
    public BotSlots.Slot openSlot(long teamId) {
        int limit = 0;
        for (ContestRecord c : contestStore.contestsOf(teamId)) {
            LiveContest l = live.get(c.getSlug());
            Settings s = l != null ? l.settings() : gameFor(c).map(g -> settingsOf(c, g)).orElse(null);
            if (s != null) limit = Math.max(limit, s.getInt(ContestSettings.MAX_CONNECTIONS));
        }
        if (limit == 0) limit = defaultMaxConnections();
        return slots.open(teamId, limit);
    }

    private static int defaultMaxConnections() {
        return ContestSettings.COMMON.stream().filter(s -> s.name().equals(ContestSettings.MAX_CONNECTIONS))
                .findFirst().map(s -> ((Number) s.defaultValue()).intValue()).orElseThrow();
    }

    /**
     * The contest selected at login: the team's one open or running contest; when it is in none, its most recently
     * finished one (RULINGS 7: so a bot can read final scores); when it is in several, none (it sends CONTEST).
     */
    public Optional<String> defaultContest(long teamId) {
        List<ContestRecord> active = contestStore.activeContestsOf(teamId);
        if (active.size() == 1) return Optional.of(active.get(0).getSlug());
        if (!active.isEmpty()) return Optional.empty();
        return contestStore.lastFinishedContestOf(teamId).map(ContestRecord::getSlug);
    }

    /**
     * Selects a contest for a bot-port connection: its slot moves to that contest (the old slot is given back first).
     * Any contest the team is enrolled in may be selected, finished ones included (RULINGS 7).
     */
    public TeamConnection select(long teamId, String teamName, String slug, BotSlots.Slot slot) {
        LiveContest contest = live.get(slug);
        if (contest == null) {
            contest = contestStore.bySlug(slug).flatMap(finished::get).orElse(null);
        }
        if (contest == null || !contestStore.isEnrolled(contest.id(), teamId))
            throw new Refused("no contest " + slug + " with team " + teamName);
        slots.move(slot, contest.id(), contest.settings().getInt(ContestSettings.MAX_CONNECTIONS));
        return new TeamConnection(contest, teamId, teamName, slot);
    }

    /** What the match page shows: the stored match and, from its engine, the board. */
    public record MatchView(MatchRecord match, RoundRecord round, ContestRecord contest, Game game, Object board,
                            String summary, int turn, boolean finished, List<String> teams, int version) {
        /** A practice match against a house bot: it never counts (V8). */
        public boolean practice() {
            return Boolean.TRUE.equals(match.getPractice());
        }

        /** The round's number, or null for a practice match (its round row is its own). */
        public Integer roundNumber() {
            return practice() ? null : round.getNumber();
        }

        public long id() {
            return match.getId();
        }

        public String status() {
            return match.getStatus();
        }

        public String contestSlug() {
            return contest.getSlug();
        }

        /** The seed its round data (deck, map, pool) was drawn from: a practice match's own. */
        public long roundSeed() {
            return round.getSeed();
        }

        public long matchSeed() {
            return match.getSeed();
        }

        /** The scores by seat once it is finished, else null. */
        public List<Double> scores() {
            return "finished".equals(match.getStatus()) ? java.util.Arrays.asList(match.getScore0(), match.getScore1()) : null;
        }
    }

    /** A match being played now, if it is one. */
    /**
     * A match that finished in a round still being played is in the database as running until its result is settled
     * there (MatchSettler, a few seconds later): pages, the API and replays show the result its live engine has already.
     */
    public MatchRecord withLiveResult(MatchRecord stored) {
        if (!"running".equals(stored.getStatus())) return stored;
        Optional<LiveMatch> live = liveMatch(stored.getId());
        if (live.isEmpty() || !live.get().finished()) return stored;
        MatchRecord shown = stored.copy();
        shown.setId(stored.getId());
        live.get().read(e -> {
            double[] scores = e.scores();
            shown.setStatus("finished");
            shown.setTurn(e.turn());
            shown.setScore0(scores[0]);
            shown.setScore1(scores[1]);
            shown.setSummary(e.summary());
            return null;
        });
        return shown;
    }

    /** A round's matches in order, each as {@link #withLiveResult} shows it. */
    public List<MatchRecord> matchesOf(long roundId) {
        return playStore.matches(roundId).stream().map(this::withLiveResult).toList();
    }

    public Optional<LiveMatch> liveMatch(long matchId) {
        for (LiveContest c : live.values()) {
            LiveMatch m = c.match(matchId);
            if (m != null) return Optional.of(m);
        }
        return Optional.empty();
    }

    public Optional<MatchView> matchView(long matchId) {
        MatchView cached = finishedViews.get(matchId);
        if (cached != null) return Optional.of(cached);
        Optional<MatchRecord> found = playStore.match(matchId);
        if (found.isEmpty()) return Optional.empty();
        MatchRecord match = found.get();
        RoundRecord round = playStore.round(match.getRoundId()).orElseThrow();
        ContestRecord contestRecord = contestStore.byId(round.getContestId()).orElseThrow();
        Game game = gameFor(contestRecord).orElse(null);
        if (game == null) return Optional.empty();
        List<String> teams = List.of(teamName(match.getSeat0TeamId()), teamName(match.getSeat1TeamId()));
        LiveContest contest = live.get(contestRecord.getSlug());
        LiveMatch liveMatch = contest == null ? null : contest.match(matchId);
        if (liveMatch != null) {
            return Optional.of(liveMatch.read(e -> new MatchView(match, round, contestRecord, game, e.board(), e.summary(), e.turn(),
                    e.finished(), teams, liveMatch.version())));
        }
        Settings settings = settingsOf(contestRecord, game);
        Map<Long, String> entries = playStore.roundEntries(round.getId());
        MatchEngine engine = game.newMatch(game.prepareRound(round.getSeed(), settings), match.getSeed(), settings,
                java.util.Arrays.asList(entries.get(match.getSeat0TeamId()), entries.get(match.getSeat1TeamId())), new SeatNames(teams.get(0), teams.get(1)));
        var events = playStore.events(matchId);
        for (var e : events) {
            if (e.seat() == LiveMatch.TICK_SEAT) engine.endTurn();
            else engine.apply(e.seat(), e.command());
        }
        // A match voided half-way (its contest was ended) is over too: its page stops polling.
        boolean over = !"running".equals(match.getStatus());
        MatchView view = new MatchView(match, round, contestRecord, game, engine.board(), engine.summary(), engine.turn(),
                engine.finished() || over, teams, events.size());
        if (over) finishedViews.put(matchId, view);
        return Optional.of(view);
    }

    /** The teams in a match's seats, by name: what its engine calls the seats in the text it writes for people. */
    public SeatNames seatNames(MatchRecord match) {
        return new SeatNames(teamName(match.getSeat0TeamId()), teamName(match.getSeat1TeamId()));
    }

    private String teamName(long id) {
        return accountStore.team(id).map(TeamRecord::getName).orElse("?");
    }

    private volatile Replays replays;

    /** Replays of stored matches. */
    public Replays replays() {
        if (replays == null) replays = new Replays(games, this, contestStore, playStore);
        return replays;
    }

    public Optional<Replays.Recording> recording(long matchId) {
        return replays().recording(matchId);
    }

    /** The last position of a stored match's replay. */
    public Replays.Position replayEnd(long matchId) {
        Replays.Recording r = recording(matchId).orElseThrow(() -> new NotFound("no match " + matchId));
        return replays().position(r, Integer.MAX_VALUE);
    }

    public void shutdown() {
        live.values().forEach(c -> c.recovery().stopPlaying()); // every clock stops at once, then each stores its turn
        scheduler.shutdownNow();
        live.values().forEach(c -> c.recovery().storeTurnInProgress());
        try {
            settler.settleNow(); // the teams' logs of matches that finished live only in memory
        } catch (RuntimeException e) {
            System.err.println("finished matches could not be stored (after the restart they are, from the journals): " + e.getMessage());
        }
        try {
            // a follow-up under way (packing logs, deleting old rounds) stops between transactions once interrupted
            scheduler.awaitTermination(500, java.util.concurrent.TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A name or slug already taken. */
    public static final class Conflict extends RuntimeException {
        public Conflict(String why) {
            super(why, null, false, false);
        }
    }

    public static final class NotFound extends RuntimeException {
        public NotFound(String why) {
            super(why, null, false, false);
        }
    }

    public static final class TooManyConnections extends RuntimeException {
        public TooManyConnections(int limit) {
            super("too many connections for this team (limit " + limit + ")", null, false, false);
        }
    }
}
