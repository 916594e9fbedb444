package arena.contest.life;

import arena.contest.base.LockOrder;
import arena.contest.base.NotFound;
import arena.contest.base.Refused;
import arena.contest.base.Sides;
import arena.contest.rules.ContestSettings;
import arena.contest.turns.LiveMatch;
import arena.contest.turns.TurnCommits;
import arena.domain.RoundStatus;
import arena.game.Game;
import arena.game.HouseBot;
import arena.game.MatchEngine;
import arena.game.RoundData;
import arena.game.SeatNames;
import arena.game.Seeds;
import arena.game.Settings;
import arena.store.EntryStore;
import arena.store.RoundStore;
import arena.store.StoredRound;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * What is particular to practice (a team against a house bot, outside the counted rounds; never counted): who may
 * start one and when, and which a team sees (per team, those being played and the last one finished, until it starts
 * another). A practice itself is a {@link Round} of one match, played, finished and voided as any round
 * ({@link RoundTick}, {@link Rounds#finish}, {@link Rounds#voidPractice}). The lists are guarded by this object's
 * monitor, a leaf below the contest lock; a match's practice is found without a lock.
 */
public final class Practices {
    private final LiveContest contest;
    /** The house bots' own teams, made on a practice's first need of one. */
    private final ContestTeams teams;
    private final RoundStore rounds;
    private final EntryStore entries;
    /** Where a practice's turns are committed, as a round's. */
    private final TurnCommits.Store turnStore;
    /** How a practice's house bot plays: through an in-process connection, under the bound on every contest's house bots. */
    private final HouseBotPlayers players;
    private final Map<Long, List<Round>> byTeam = new HashMap<>();
    private final Map<Long, Round> byMatch = new ConcurrentHashMap<>();
    /** The house bot playing each practice, interrupted at its end. */
    private final Map<Round, HouseBotPlayers.Running> houseBots = new ConcurrentHashMap<>();

    Practices(LiveContest contest, ContestTeams teams, RoundStore rounds, EntryStore entries, TurnCommits.Store turnStore,
              HouseBotPlayers players) {
        this.contest = contest;
        this.teams = teams;
        this.rounds = rounds;
        this.entries = entries;
        this.turnStore = turnStore;
        this.players = players;
    }

    /** A team's practices in view: being played, or the last finished; voided ones are left out. */
    public synchronized List<Round> of(long teamId) {
        LockOrder.entered(this, LockOrder.Level.LEAF);
        List<Round> all = byTeam.get(teamId);
        if (all == null || all.isEmpty()) return List.of();
        List<Round> shown = new ArrayList<>(all.size());
        for (Round p : all) if (!p.voided) shown.add(p);
        return shown;
    }

    /** A team's practices being played. */
    public List<Round> runningOf(long teamId) {
        return of(teamId).stream().filter(Round::running).toList();
    }

    /** The practice that a match is, if it is one in view. */
    public Round ofMatch(long matchId) {
        return byMatch.get(matchId);
    }

    /** Whether a match is a practice being played. */
    boolean running(long matchId) {
        Round p = byMatch.get(matchId);
        return p != null && p.running();
    }

    /** The practices being played. */
    List<Round> all() {
        return byMatch.values().stream().filter(Round::running).toList();
    }

    /**
     * Starts a practice match of a team against one of the game's house bots, now. Refused ({@link Refused}, the
     * reason for a person) when practice is off ({@code practiceMatches} 0), the team plays as many as allowed already,
     * the game takes no extra match while a round runs (Kieszostwory), the contest is paused or finished, or the game
     * needs an entry the team has not saved; an unknown house bot is {@link NotFound}.
     */
    public Round start(long teamId, String teamName, String botName) {
        Game game = contest.game();
        HouseBot.Factory factory = botName == null ? null : game.houseBots().get(botName);
        if (factory == null) throw new NotFound("no house bot " + botName + " in " + game.name() + "; house bots: "
                + String.join(", ", game.houseBots().keySet()));
        return begin(teamId, teamName, factory, botName, null, null);
    }

    /**
     * Starts a practice of teams' own bots, now: a team against itself (issue 44), or against another team (issue 43, a
     * scrimmage); {@code sides} says which version (or the team's own bot) plays each seat, {@code rivalName} names the
     * second team. The versions are the teams' own, built, for this game (checked by the caller, which reads the hosted
     * bots). Refused as any practice ({@link #start}), for either team: it counts among each one's practices at a time,
     * and the second team needs its entry too.
     */
    Round startSides(Sides sides, String teamName, String rivalName) {
        return begin(sides.firstTeam(), teamName, null, null, sides, rivalName);
    }

    /** A practice against a house bot ({@code factory}), or of teams' own bots ({@code sides}, the second named {@code rivalName}). */
    private Round begin(long teamId, String teamName, HouseBot.Factory factory, String botName, Sides sides, String rivalName) {
        synchronized (contest.rounds()) { // the contest lock: no round starts, no pause comes between the checks and the start
            LockOrder.entered(contest.rounds(), LockOrder.Level.CONTEST);
            Game game = contest.game();
            Settings settings = contest.settings();
            if (contest.rounds().endedOrEnding()) throw new Refused("the contest is finished");
            int allowed = settings.getInt(ContestSettings.PRACTICE_MATCHES);
            if (allowed <= 0) throw new Refused("practice matches are off in this contest");
            if (contest.paused()) throw new Refused("the contest is paused");
            long running = runningOf(teamId).size();
            if (running >= allowed) throw new Refused("your team already plays " + (allowed == 1 ? "a practice match" : running + " practice matches")
                    + " (at most " + allowed + " at a time): wait for its end");
            boolean rivalTeam = sides != null && !sides.selfPlay();
            if (rivalTeam && runningOf(sides.secondTeam()).size() >= allowed)
                throw new Refused("team " + rivalName + " already plays as many practice matches as it may (" + allowed + " at a time): try again after");
            Round round = contest.rounds().round();
            if (round != null && !game.traits().practiceDuringRounds())
                throw new Refused("in " + game.name() + " practice matches run only between rounds: round " + round.number() + " is being played");
            String entry = contest.entry(teamId).orElse(null);
            if (!game.playsRoundWith(entry)) throw new Refused("save your " + game.traits().entryName() + " first: a practice match is played with it");
            long rivalId;
            String rival;
            String rivalEntry;
            ContestTeams.HouseTeam house = null;
            if (sides == null) {
                house = teams.houseBotTeam(game, botName);
                rivalId = house.id();
                rival = house.name();
                rivalEntry = this.entries.entry(contest.id(), house.id()).orElse(null);
                if (!game.playsRoundWith(rivalEntry)) rivalEntry = entry; // a house bot with no entry of its own here plays a copy of the team's
            } else { // a team against itself plays its one entry in both seats (issue 44); another team its own
                rivalId = sides.secondTeam();
                rival = rivalName;
                rivalEntry = sides.selfPlay() ? entry : contest.entry(rivalId).orElse(null);
                if (!game.playsRoundWith(rivalEntry)) throw new Refused("team " + rivalName + " has no " + game.traits().entryName() + " saved to play with");
            }
            long seed = new SecureRandom().nextLong(1, Long.MAX_VALUE);
            long matchSeed = Seeds.derive(seed, 1);
            Map<Long, String> entries = new LinkedHashMap<>();
            entries.put(teamId, entry);
            entries.put(rivalId, rivalEntry);
            // RULINGS 8: a practice plays the team's entry for the coming round; where entries are built on a round's data
            // (LOCM 1.5's deck on its card pool, public for deck building), on that round's data. Elsewhere on data of
            // its own seed, so that no practice shows a coming round's secret deck or map.
            // RULINGS 9: elsewhere on its own data seed, a child of its seed, so that its map gives its match's seed no bits
            boolean comingRoundsData = game.traits().hasEntries();
            Long dataSeed = comingRoundsData ? Long.valueOf(contest.nextRoundDataSeed()) : contest.seedScheme().storedDataSeed(seed);
            RoundStore.NewPractice created = rounds.createPractice(contest.id(), seed, dataSeed, matchSeed, teamId, rivalId, entries,
                    sides == null ? null : new RoundStore.Sides(sides.first(), sides.second()));
            RoundData data = comingRoundsData ? contest.nextRoundData() : game.prepareRound(contest.seedScheme().dataSeed(seed), settings);
            MatchEngine engine = data.newMatch(matchSeed, settings, Arrays.asList(entry, rivalEntry), new SeatNames(teamName, rival));
            LiveMatch live = new LiveMatch(created.matchId(), 1, new long[] {teamId, rivalId}, new String[] {teamName, rival}, engine);
            StoredRound record = new StoredRound(created.roundId(), contest.id(), created.number(), seed, RoundStatus.RUNNING, 1, false, dataSeed);
            Round practice = new Round(record, List.of(live), settings.getLong(ContestSettings.TURN_MILLIS), contest.turnTime(), contest.tick(),
                    new TurnCommits(created.roundId(), turnStore), 1, new Round.Practice(teamId, botName, sides));
            List<Round> left = new ArrayList<>();
            synchronized (this) {
                LockOrder.entered(this, LockOrder.Level.LEAF);
                List<Round> mine = byTeam.computeIfAbsent(teamId, k -> new ArrayList<>());
                mine.removeIf(p -> !p.running() && left.add(p));
                mine.add(practice);
                if (rivalTeam) { // a scrimmage is in view of both its teams (issue 43)
                    List<Round> theirs = byTeam.computeIfAbsent(rivalId, k -> new ArrayList<>());
                    theirs.removeIf(p -> !p.running() && left.add(p));
                    theirs.add(practice);
                }
                byMatch.put(live.id(), practice);
            }
            left.forEach(this::leaveView);
            // RULINGS 9: as a round's first turn, it waits for the hosted bots that play it: a team's own bot where it is
            // its chosen or tried version (not a TCP bot), and each version's own connection (issue 44)
            java.util.function.LongPredicate awaited = sides == null ? team -> team == teamId && contest.rounds().awaitsHostedBot(teamId)
                    : team -> !sides.selfPlay() && sides.ownBotOf(team) && contest.rounds().awaitsHostedBot(team);
            boolean held = sides == null ? awaited.test(teamId)
                    : sides.first() != null || sides.second() != null || awaited.test(sides.firstTeam()) || awaited.test(sides.secondTeam());
            practice.clock.start("practice-" + live.id(), held);
            if (held) contest.rounds().holdForHostedBots(practice, awaited);
            if (house != null) startHouseBot(practice, house, factory);
            // A bot of the team already waiting (WAIT) hears the practice from its first turn: a new epoch for its team.
            contest.turns().signal(practice.audience(), new arena.game.BotWaits.TurnEvent(contest.roundNumber(), 1, false, false));
            return practice;
        }
    }

    /**
     * Issue 44: a connection to one version's seat of a practice of teams' own bots, for the hosted runner that plays
     * that version, made by {@code connect} from the practice (a connection's class lives above the contest: issue 45);
     * it joins the seat (a held practice's first turn waits for its seats). {@link NotFound} when the practice is not
     * being played, or that seat is not this team's version's.
     */
    <C> C seatConnection(long teamId, String teamName, long matchId, int seat, Function<Round, C> connect) {
        Round p = byMatch.get(matchId);
        Sides sides = p == null ? null : p.practice.sides();
        if (sides == null || !p.running() || seat < 0 || seat > 1 || sides.team(seat) != teamId || sides.version(seat) == null) {
            throw new NotFound("no practice " + matchId + " with a version of team " + teamName + " in seat " + seat + " being played");
        }
        C connection = connect.apply(p);
        p.joinedSeats.add(seat);
        return connection;
    }

    /** The versions' seats of the practices of teams' own bots being played: for the hosted runner (issue 44). */
    List<LiveContest.VersionSeat> versionSeats() {
        List<LiveContest.VersionSeat> seats = new ArrayList<>();
        for (Round p : all()) {
            Sides sides = p.practice.sides();
            if (sides == null) continue;
            for (int s = 0; s < 2; s++) {
                Integer v = sides.version(s);
                if (v != null) seats.add(new LiveContest.VersionSeat(sides.team(s), p.match().id(), s, v));
            }
        }
        return seats;
    }

    /**
     * Whether the team's own bot, as it plays its rounds (TCP, or its chosen or tried hosted version), plays a practice
     * now: one against a house bot, or a seat of a scrimmage. Not a team's TCP seat against its own version (issue 44).
     */
    boolean ownBotPractising(long teamId) {
        for (Round p : runningOf(teamId)) {
            Sides sides = p.practice.sides();
            if (sides == null ? p.practice.teamId() == teamId : !sides.selfPlay() && sides.ownBotOf(teamId)) return true;
        }
        return false;
    }

    /** The house bot plays through a connection that sees this practice only. */
    private void startHouseBot(Round practice, ContestTeams.HouseTeam house, HouseBot.Factory factory) {
        String name = "practice " + practice.match().id() + ": house bot " + practice.practice.houseBot();
        var play = new HouseBotPlayers.Play("practice-" + practice.match().id() + "-" + practice.practice.houseBot(), name, house.id(),
                house.name(), practice, run -> Seeds.derive(practice.record.seed(), run + 1), () -> !practice.running(), 500);
        houseBots.put(practice, players.start(contest, factory, play));
    }

    /**
     * A practice ended or was voided: its house bot stops (its wait hung up, never its thread interrupted: it may be in
     * the store, issue 38), and its team sees the change.
     */
    void over(Round practice) {
        HouseBotPlayers.Running bot = houseBots.remove(practice);
        if (bot != null) bot.stop();
        contest.changes().matchChanged(practice.match());
    }

    /** The arena stops: the practices' clocks and house bots stop; after the restart they are voided. */
    void stop() {
        for (Round p : all()) p.clock.stop();
        houseBots.values().forEach(HouseBotPlayers.Running::stop);
    }

    /** The team's practice as its page shows it, or null when the contest has practice off. */
    LiveContest.PracticeOutlook outlook(long teamId) {
        Game game = contest.game();
        int allowed = contest.settings().getInt(ContestSettings.PRACTICE_MATCHES);
        if (allowed <= 0 || contest.finished() || game.houseBots().isEmpty()) return null;
        List<Round> running = runningOf(teamId);
        Round round = contest.rounds().round();
        String notNow = null;
        if (contest.paused()) notNow = "The contest is paused.";
        else if (running.size() >= allowed) notNow = allowed == 1 ? "One practice match at a time." : "At most " + allowed + " practice matches at a time.";
        else if (round != null && !game.traits().practiceDuringRounds())
            notNow = "In " + game.title() + " practice matches run only between rounds: round " + round.number() + " is being played.";
        else if (!game.playsRoundWith(contest.entry(teamId).orElse(null))) notNow = "Save your " + game.traits().entryName() + " first: a practice match is played with it.";
        return new LiveContest.PracticeOutlook(List.copyOf(game.houseBots().keySet()), notNow, running.isEmpty() ? null : running.get(0).match().id());
    }

    /**
     * A round starts (under the contest lock): finished practices leave the teams' views; where the game takes no extra
     * match then, running ones are voided.
     */
    void atRoundStart() {
        List<Round> left = new ArrayList<>();
        synchronized (this) {
            LockOrder.entered(this, LockOrder.Level.LEAF);
            for (List<Round> mine : byTeam.values()) {
                mine.removeIf(p -> !(p.running() && contest.game().traits().practiceDuringRounds()) && left.add(p));
            }
        }
        for (Round p : left) {
            if (p.running()) contest.rounds().voidPractice(p, false);
            leaveView(p);
        }
    }

    /** A practice over is no longer shown (its team started another, or a round started); outside this monitor (a leaf). */
    private void leaveView(Round p) {
        byMatch.remove(p.match().id());
        contest.turns().forget(p.seatKey(0));
        contest.turns().forget(p.seatKey(1));
    }
}
