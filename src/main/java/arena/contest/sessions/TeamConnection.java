package arena.contest.sessions;

import arena.contest.base.NotFound;
import arena.contest.base.Refused;
import arena.contest.life.LiveContest;
import arena.contest.life.Round;
import arena.contest.shared.BotSlots;
import arena.contest.turns.LiveMatch;
import arena.game.Answer;
import arena.game.ArenaCommand;
import arena.game.ArenaError;
import arena.game.BotContext;
import arena.game.BotLine;
import arena.game.Codes;
import arena.game.Command;
import arena.game.MatchEngine;
import arena.game.MatchView;
import arena.game.Parsed;
import arena.game.Settings;
import arena.game.TurnHandOver;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.locks.Lock;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.LongFunction;
import java.util.function.Supplier;

/**
 * One logged-in team in one contest: the context a game's protocol sees, and the arena's own checks around it
 * (command limits: {@link CommandCharges}; turns handed over under a time limit: {@link HandedTurns}; waits for the
 * next turn: {@link TurnWaits}). Used by bot-port sessions and by house bots alike; one thread reads its commands.
 */
public final class TeamConnection implements BotContext {
    private final LiveContest contest;
    private final long teamId;
    private final String teamName;
    /** The bot-port slot this connection holds, or null for a house bot (in-process, it holds none). */
    private final BotSlots.Slot slot;
    /** Whether its commands go to the team's private log: not for a house bot, whose log nobody reads. */
    private final boolean keepsLog;
    /**
     * For a connection to one seat of one practice (a house bot's; issue 44, a version of a team playing another), that
     * practice: it sees that match only, and plays that seat. Null for every other connection.
     */
    private final Round scope;
    private final Seating seating;
    private final CommandCharges charges;
    private final HandedTurns handed;
    private final TurnWaits waits;
    /**
     * Issue 44: a connection to one version's seat of a practice of teams' own bots, for the hosted runner that plays
     * that version ({@link LiveContest#seatConnection}: the practice checks the seat, this makes the connection).
     */
    public static TeamConnection toVersionSeat(LiveContest contest, long teamId, String teamName, long matchId, int seat) {
        return contest.seatConnection(teamId, teamName, matchId, seat, practice -> new TeamConnection(contest, teamId, teamName, practice, seat));
    }

    /** The bot's language factor when a hosted bot's runner opened it (issue 26); 1 on a socket. */
    private volatile double timeFactor = 1;

    public TeamConnection(LiveContest contest, long teamId, String teamName, BotSlots.Slot slot) {
        this(contest, teamId, teamName, slot, true);
    }

    TeamConnection(LiveContest contest, long teamId, String teamName, BotSlots.Slot slot, boolean keepsLog) {
        this(contest, teamId, teamName, slot, keepsLog, Seating.team(teamId));
    }

    /** A house bot's connection to one practice: it sees that match only, as its round, and plays seat 1. */
    public TeamConnection(LiveContest contest, long teamId, String teamName, Round scope) {
        this(contest, teamId, teamName, null, false, new Seating(teamId, scope, 1));
    }

    /**
     * A hosted version's connection to its seat of a practice of teams' own bots (issue 44): as a house bot's, it
     * sees that match only; its commands go to that seat's log. It holds no bot-port slot: it is the arena's, in-process.
     */
    TeamConnection(LiveContest contest, long teamId, String teamName, Round scope, int seat) {
        this(contest, teamId, teamName, null, true, new Seating(teamId, scope, seat));
    }

    private TeamConnection(LiveContest contest, long teamId, String teamName, BotSlots.Slot slot, boolean keepsLog, Seating seating) {
        this.contest = contest;
        this.teamId = teamId;
        this.teamName = teamName;
        this.slot = slot;
        this.keepsLog = keepsLog;
        this.scope = seating.scope();
        this.seating = seating;
        this.charges = new CommandCharges(contest, seating);
        this.handed = new HandedTurns(contest, seating);
        this.waits = new TurnWaits(contest, seating);
    }

    /** A hosted bot's connection: its time limits scaled by its language's factor (the runner says which, never a bot). */
    public void scaleTimeLimits(double factor) {
        if (!(factor >= 0.1 && factor <= 20)) throw new IllegalArgumentException("a time factor of 0.1..20, not " + factor);
        this.timeFactor = factor;
    }

    /** This connection's bot runs on this machine (a hosted bot in the arena's sandbox): its turns take a core each. */
    public void runsOnThisMachine() {
        handed.runsOnThisMachine();
    }

    @Override
    public boolean takeCoreNow() {
        return handed.takeCoreNow();
    }

    @Override
    public void releaseCore() {
        handed.releaseCore();
    }

    @Override
    public double timeFactor() {
        return timeFactor;
    }

    /**
     * The practices this connection sees: its team's (being played, or the last finished) that its ordinary connections
     * play (not where only its versions play, issue 44: their own connections play them), or its one.
     */
    private List<Round> practices() {
        if (scope != null) return scope.voided ? List.of() : List.of(scope);
        List<Round> all = contest.practices().of(teamId);
        return all.stream().allMatch(p -> p.playedBy(teamId)) ? all : all.stream().filter(p -> p.playedBy(teamId)).toList();
    }

    /**
     * The round this connection plays now, whose turn and time its bot is told: its one practice (a house bot's), the
     * contest's round, or else (between rounds) its team's practice. Null when it plays none.
     */
    private Round playing() {
        if (scope != null) return scope.running() ? scope : null;
        Round r = contest.rounds().round();
        if (r != null) return r;
        for (Round p : contest.practices().runningOf(teamId)) if (p.playedBy(teamId)) return p;
        return null;
    }

    public LiveContest contest() {
        return contest;
    }

    /** Answers one command line, come in now (an in-process bot's: its line is read here, at its edge). */
    public Answer handle(String line) {
        return handle(BotLine.read(line, System.nanoTime()));
    }

    /**
     * Answers one bot's line, read where it came in (issue 45): a turn's time stops at its arrival, at the latest (lines
     * written at once come in at once; issue 39).
     */
    public Answer handle(BotLine line) {
        if (contest.teamDisabled(teamId)) {
            return Answer.error(arena.game.Codes.BAD_LOGIN, "the team " + teamName + " is disabled: its bots play no more; ask your instructor");
        }
        if (slot != null) slot.commandSent();
        if (scope == null && line.arena() == ArenaCommand.PRACTICE) return practice(line.command()); // outside the turn gate: it creates a match
        handed.arrived(line.arrivedNanos()); // before the gate: a turn's commit does not count against a bot's time
        Lock gate = contest.turnGate().readLock();
        gate.lock();
        try {
            long epochNow = contest.turns().epoch(waits.listener());
            Answer answer = charges.answer(line.command(), command -> contest.game().protocol().handle(this, command));
            if (answer.later() == null) waits.answered(epochNow);
            if (keepsLog) charges.log(line.text(), answer);
            return answer;
        } finally {
            gate.unlock();
            handed.answered();
        }
    }

    /**
     * Whether answering this line now may wait: for the turn gate, held while the clock ends a turn in every match of the
     * contest, or for the store ({@code PRACTICE} creates a match; the game's own, {@link arena.game.Protocol#waitsForStore}).
     * The bot port then answers it away from the loop that answers other contests' bots too (issue 31).
     */
    public boolean mayWait(BotLine line) {
        return contest.turnGate().isWriteLocked() || line.arena() == ArenaCommand.PRACTICE
                || contest.game().protocol().waitsForStore(line.command());
    }

    /** The lines of the last answer have been written to the connection: the turns they hand over start their time now. */
    public void delivered() {
        handed.delivered();
    }

    /**
     * {@code PRACTICE <houseBot>}: starts a practice match against that house bot of the game; answers {@code OK} and
     * the match's id. {@code 104} for an unknown house bot, {@code 107} when practice is refused (off, one already
     * running, not during a round of this game, the contest paused or over), each with the reason.
     */
    private Answer practice(Command command) {
        if (!(ArenaCommand.TABLE.parse(command) instanceof Parsed.Call<ArenaCommand> call)) { // the count's 104, with the names
            return Codes.invalidArguments(ArenaCommand.PRACTICE.spec().countRule() + ": " + String.join(", ", contest.game().houseBots().keySet()));
        }
        if (!charges.chargeTeam()) return charges.limitReached();
        try {
            return Answer.ok(String.valueOf(contest.practices().start(teamId, teamName, call.words().get(0)).match().id()));
        } catch (NotFound e) {
            return Codes.invalidArguments(e.getMessage());
        } catch (Refused e) {
            return ArenaError.PRACTICE_REFUSED.answer(e.getMessage());
        }
    }

    /** Gives back the bot-port slot this connection held (if any; calling again does nothing), and its turns; ends its wait. */
    public void close() {
        hangUp();
        giveBackTurns();
        if (slot != null) slot.release();
    }

    /**
     * The connection is gone (from any thread): its wait for a later answer ({@code WAIT}, {@code NEXT}, a game's) leaves
     * the contest's lists and ends at its next look with an {@link InterruptedException} of its own, and any wait it
     * starts after at once. Nothing is interrupted: no thread waits on a socket's behalf (issue 45), and a command's own
     * work, which may be in the store, always finishes (issue 38: an interrupt in H2's file I/O closes the database).
     */
    public void hangUp() {
        waits.hangUp();
        contest.changes().of(teamId).wake();
    }

    /**
     * Gives back the turns this connection was handed and has not answered (RULINGS 7), when it closes or selects
     * another contest (see {@link HandedTurns#giveBack}).
     */
    public void giveBackTurns() {
        handed.giveBack();
    }

    @Override
    public long teamId() {
        return teamId;
    }

    @Override
    public String teamName() {
        return teamName;
    }

    @Override
    public Settings settings() {
        return contest.settings();
    }

    @Override
    public int round() {
        return contest.roundNumber();
    }

    @Override
    public boolean roundRunning() {
        return playing() != null;
    }

    @Override
    public int turn() {
        Round r = playing();
        return r != null ? r.turn() : contest.turn();
    }

    @Override
    public long millisLeftInTurn() {
        if (contest.paused()) return 0;
        Round r = playing();
        return r != null ? r.clock.millisLeft() : 0;
    }

    @Override
    public long millisToNextRound() {
        return contest.paused() ? 0 : contest.millisToNextRound();
    }

    @Override
    public List<MatchRef> myMatches() {
        List<LiveMatch> matches = myLiveMatches();
        Mine last = lastMine;
        if (last != null && last.shows(matches)) return last.refs();
        List<MatchRef> refs = new ArrayList<>(matches.size());
        for (LiveMatch m : matches) refs.add(ref(m));
        List<MatchRef> kept = List.copyOf(refs);
        Mine mine = new Mine(matches, kept, BotContext.super.idsOf(kept));
        lastMine = mine;
        return mine.refs();
    }

    @Override
    public String idsOf(List<MatchRef> mine) {
        Mine last = lastMine;
        return last != null && last.refs() == mine ? last.ids() : BotContext.super.idsOf(mine);
    }

    /** The matches {@link #myMatches()} names, in its order. */
    private List<LiveMatch> myLiveMatches() {
        List<Round> practices = practices();
        if (scope != null) return practices.isEmpty() ? List.of() : List.of(practices.get(0).match());
        // Between rounds, in a game whose protocol numbers a team's matches by round (Kieszostwory), practice is the round.
        boolean practiceOnly = !contest.roundRunning() && !practices.isEmpty() && !contest.game().traits().practiceDuringRounds();
        List<LiveMatch> round = practiceOnly ? List.of() : contest.matchesOf(teamId);
        if (practices.isEmpty()) return round;
        List<LiveMatch> all = new ArrayList<>(round.size() + practices.size());
        all.addAll(round);
        for (Round p : practices) all.add(p.match()); // after the round's: their numbers stay as they are
        return all;
    }

    /**
     * The last answer of {@link #myMatches()}, given again while it names the same matches and none of them has finished
     * since: a bot asks for its matches as often as for anything (issue 31: building the list per command was the
     * costliest part of {@code GET_MY_MATCHES} on a 25-team round, 48 matches a team).
     */
    private volatile Mine lastMine;

    private record Mine(List<LiveMatch> matches, List<MatchRef> refs, String ids) {
        boolean shows(List<LiveMatch> now) {
            if (now.size() != matches.size()) return false;
            for (int i = 0; i < matches.size(); i++) {
                LiveMatch m = now.get(i);
                if (m != matches.get(i) || m.finished() != refs.get(i).finished()) return false;
            }
            return true;
        }
    }

    @Override
    public Optional<MatchRef> match(long matchId) {
        return Optional.ofNullable(find(matchId)).map(this::ref);
    }

    /**
     * A match this connection may name: any of the contest's rounds in memory and its team's own practices (another
     * team's practice shows that team's entry: RULINGS 8, private); for a house bot's practice, only that one.
     */
    private LiveMatch find(long matchId) {
        if (scope != null) return scope.match().id() == matchId && !scope.voided ? scope.match() : null;
        Round practice = contest.practices().ofMatch(matchId);
        if (practice != null && !practice.playedBy(teamId)) return null;
        return contest.match(matchId);
    }

    private MatchRef ref(LiveMatch m) {
        return new MatchRef(m.id(), m.number(), m.teamNames(), seating.in(m), m.finished());
    }

    @Override
    public <V extends MatchView, T> Optional<T> read(long matchId, Class<V> view, Function<? super V, ? extends T> reader) {
        LiveMatch m = find(matchId);
        if (m == null) return Optional.empty();
        // A read names no match by itself (Kieszostwory's GET_RIVALS reads them all): only play charges and logs.
        return m.read(e -> view.isInstance(e) ? Optional.ofNullable(reader.apply(view.cast(e))) : Optional.empty());
    }

    @Override
    public Optional<TurnHandOver.Delivery> takeTurn(long matchId) {
        LiveMatch m = find(matchId);
        int seat = m == null ? -1 : seating.in(m);
        if (seat < 0) return Optional.empty();
        return m.handOver(turns -> turns.take(seat));
    }

    @Override
    public Optional<Answer> play(long matchId, int seat, String command) {
        LiveMatch m = find(matchId);
        if (m == null) return Optional.empty();
        if (seat < 0 || seat > 1 || seat != seating.in(m)) throw new IllegalArgumentException("team " + teamName + " does not play seat " + seat + " here");
        if (!charges.touch(m)) return Optional.of(charges.limitReached());
        Answer answer = m.play(seat, command);
        if (answer.changed()) contest.changes().matchChanged(m);
        return Optional.of(answer);
    }

    @Override
    public void startTimer(long matchId, long limitMillis, int decision, LongFunction<String> onExpiry) {
        handed.start(find(matchId), limitMillis, decision, onExpiry);
    }

    @Override
    public long stopTimer(long matchId) {
        return handed.stop(find(matchId));
    }

    /**
     * A last word for the team's log of each match of this connection not yet over, written when that match ends
     * ({@link arena.contest.turns.TeamLog#atEnd}): a hosted bot's runner says how its bot was then (issue 39).
     */
    public void atMatchEnd(java.util.function.LongFunction<String> word) {
        for (LiveMatch m : myLiveMatches()) {
            int seat = seating.in(m);
            if (seat >= 0 && !m.finished()) m.log(seat).atEnd(() -> word.apply(m.id()));
        }
    }

    @Override
    public void appendTeamLog(long matchId, String line) {
        LiveMatch m = find(matchId);
        int seat = m == null ? -1 : seating.in(m);
        if (seat < 0) return;
        m.log(seat).add(m.read(MatchEngine::turn), "stderr", line);
    }

    @Override
    public long changes() {
        return contest.changes().of(teamId).version();
    }

    @Override
    public <R extends arena.game.RoundData> Optional<R> comingRound(Class<R> type) {
        return Optional.of(contest.nextRoundData()).filter(type::isInstance).map(type::cast);
    }

    @Override
    public Optional<String> entry() {
        return contest.entry(teamId);
    }

    @Override
    public Optional<String> saveEntry(String entry) {
        try {
            contest.saveEntry(teamId, entry);
            return Optional.empty();
        } catch (Refused e) {
            return Optional.of(e.getMessage());
        }
    }

    @Override
    public Answer waitUntil(BooleanSupplier until, long timeoutMillis, Supplier<List<String>> lines, List<String> timedOut) {
        return waits.waitUntil(until, timeoutMillis, lines, timedOut);
    }

    @Override
    public Answer waitForNextTurn(Function<TurnEvent, List<String>> lines) {
        return waits.waitForNextTurn(lines);
    }

    @Override
    public Answer waitForChange(Supplier<List<String>> look, long timeoutMillis, List<String> timedOut) {
        return waits.waitForChange(look, timeoutMillis, timedOut, handed);
    }
}
