package arena.contest;

import arena.game.Answer;
import arena.game.BotContext;
import arena.game.Codes;
import arena.game.Command;
import arena.game.Settings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * One logged-in team in one contest: the context a game's protocol sees, and the arena's own checks
 * (per-turn command limit, bad arguments) around it. Used by bot-port sessions and by house bots alike.
 */
public final class TeamConnection implements BotContext {
    private final LiveContest contest;
    private final long teamId;
    private final String teamName;
    /** The bot-port slot this connection holds, or null for a house bot (in-process, it holds none). */
    private final BotSlots.Slot slot;

    /** Whether its commands go to the team's private log: not for a house bot, whose log nobody reads. */
    private final boolean keepsLog;

    TeamConnection(LiveContest contest, long teamId, String teamName) {
        this(contest, teamId, teamName, null, true);
    }

    TeamConnection(LiveContest contest, long teamId, String teamName, BotSlots.Slot slot) {
        this(contest, teamId, teamName, slot, true);
    }

    TeamConnection(LiveContest contest, long teamId, String teamName, BotSlots.Slot slot, boolean keepsLog) {
        this(contest, teamId, teamName, slot, keepsLog, null);
    }

    /** A house bot's connection to one practice match: it sees that match only, as its round. */
    TeamConnection(LiveContest contest, long teamId, String teamName, PracticeRun only) {
        this(contest, teamId, teamName, null, false, only);
    }

    private TeamConnection(LiveContest contest, long teamId, String teamName, BotSlots.Slot slot, boolean keepsLog, PracticeRun only) {
        this.contest = contest;
        this.teamId = teamId;
        this.teamName = teamName;
        this.slot = slot;
        this.keepsLog = keepsLog;
        this.only = only;
    }

    /** For a house bot's practice connection, the one practice match it plays; null for every other connection. */
    private final PracticeRun only;

    /** The practice turn this connection's bot last saw, by practice match id (as {@link #observed} for the round). */
    private final java.util.Map<Long, Integer> observedPractice = new java.util.concurrent.ConcurrentHashMap<>();

    /** The practice matches this connection sees: its team's (being played, or the last finished), or its one. */
    private List<PracticeRun> practices() {
        if (only != null) return only.voided() ? List.of() : List.of(only);
        return contest.practicesOf(teamId);
    }

    private List<PracticeRun> runningPractices() {
        return practices().stream().filter(PracticeRun::running).toList();
    }

    private void notePracticeTurns() {
        for (PracticeRun p : practices()) observedPractice.put(p.match().id(), p.turn());
    }

    public LiveContest contest() {
        return contest;
    }

    /** The turn (the contest's epoch) this connection's bot last saw: as of its last answer. -1 before any. */
    private volatile long observed = -1;

    /**
     * The matches the command being answered names (it played or asked something of them), each with the match's turn
     * when the command reached it: its line and answer go to those matches' team logs, and nowhere else.
     */
    private final java.util.Map<LiveMatch, Integer> touched = new java.util.LinkedHashMap<>();

    /** When the command being answered arrived (System.nanoTime), 0 between commands: time limits end there. */
    private volatile long arrived;

    /** Limits to start once the lines that hand their turns over are written (see {@link #delivered}). */
    private final List<Runnable> handOvers = new ArrayList<>();

    /** Answers one command line. */
    public Answer handle(String line) {
        if (slot != null) slot.commandSent();
        Command parsed = Command.parse(line);
        if (parsed.name().equals("PRACTICE") && only == null) return practice(parsed); // outside the turn gate: it creates a match
        arrived = System.nanoTime(); // before the gate: a turn's commit does not count against a bot's time
        var gate = contest.turnGate().readLock();
        gate.lock();
        try {
            return handleInTurn(line);
        } finally {
            gate.unlock();
            arrived = 0;
        }
    }

    /** The lines of the last answer have been written to the connection: the turns they hand over start their time now. */
    public void delivered() {
        List<Runnable> start;
        synchronized (handOvers) {
            if (handOvers.isEmpty()) return;
            start = List.copyOf(handOvers);
            handOvers.clear();
        }
        start.forEach(Runnable::run);
    }

    private Answer handleInTurn(String line) {
        touched.clear();
        long epochNow = contest.epoch();
        Answer answer = answer(line);
        if (answer.later() == null) {
            observed = epochNow;
            notePracticeTurns();
        }
        if (!touched.isEmpty() && keepsLog) {
            String reply = String.join(" | ", answer.lines());
            for (var e : touched.entrySet()) {
                LiveMatch m = e.getKey();
                int seat = m.seatOf(teamId);
                if (seat < 0) continue;
                int turn = e.getValue();
                m.log(seat).add(turn, "command", line);
                m.log(seat).add(turn, answer.isError() ? "error" : "answer", reply);
            }
            touched.clear();
        }
        return answer;
    }

    /**
     * The arena's limits around the game's answer (RULINGS 7). {@code WAIT} is never refused: a bot must always be able
     * to wait for the next turn. Where the game limits commands per match, a command is charged to the match it names
     * (when it reaches that match, refused or not) and one that names no match to one more allowance of the same size,
     * so one match's flood costs no other match anything; elsewhere every command counts against the team's allowance.
     */
    private Answer answer(String line) {
        Command command = Command.parse(line);
        if (command.name().isEmpty()) return Answer.error(Codes.UNKNOWN_COMMAND, "empty command");
        boolean waits = command.name().equals("WAIT");
        boolean perMatch = contest.game().commandLimitPerMatch();
        if (!waits && !perMatch && only == null && !contest.countCommand(teamId)) return limitReached();
        Answer answer;
        try {
            answer = contest.game().protocol().handle(this, command);
        } catch (Command.BadArguments e) {
            answer = Codes.invalidArguments(e.getMessage());
        } catch (MatchLimitReached e) {
            return limitReached();
        }
        // Only commands that name no match are left to charge; they only read, so answering 102 after the fact is safe.
        if (!waits && perMatch && touched.isEmpty() && only == null && !contest.countCommand(teamId)) return limitReached();
        return answer;
    }

    /**
     * {@code PRACTICE <houseBot>}: starts a practice match against that house bot of the game; answers {@code OK} and
     * the match's id. {@code 104} for an unknown house bot, {@code 107} when practice is refused (off, one already
     * running, not during a round of this game, the contest paused or over), each with the reason.
     */
    private Answer practice(Command command) {
        if (command.argCount() != 1) return Codes.invalidArguments("PRACTICE takes the name of a house bot: "
                + String.join(", ", contest.game().houseBots().keySet()));
        if (!contest.countCommand(teamId)) return limitReached();
        try {
            return Answer.ok(String.valueOf(contest.startPractice(teamId, teamName, command.args().get(0)).match().id()));
        } catch (Contests.NotFound e) {
            return Codes.invalidArguments(e.getMessage());
        } catch (Refused e) {
            return Answer.error(Codes.PRACTICE_REFUSED, "practice refused: " + e.getMessage());
        }
    }

    private Answer limitReached() {
        return Answer.error(Codes.COMMAND_LIMIT, "command limit reached for this turn ("
                + contest.settings().getInt(ContestSettings.COMMANDS_PER_TURN) + (contest.game().commandLimitPerMatch() ? " per match" : "") + ")");
    }

    /** A command about a match over that match's allowance for the turn: the protocol's work stops, 102 answers. */
    private static final class MatchLimitReached extends RuntimeException {
        MatchLimitReached() {
            super(null, null, false, false);
        }
    }

    /** Notes that the command being answered touches a match, counting it once against the match's allowance. */
    private void touch(LiveMatch m) {
        if (touched.containsKey(m)) return;
        touched.put(m, m.read(arena.game.MatchEngine::turn));
        PracticeRun practice = contest.practiceOfMatch(m.id());
        if (practice != null) { // its own turns, its own allowance
            if (contest.game().commandLimitPerMatch() && !practice.countCommand(m.seatOf(teamId))) throw new MatchLimitReached();
        } else if (!contest.countMatchCommand(teamId, m.id())) throw new MatchLimitReached();
    }

    /** A turn this connection was handed and has not answered yet. */
    private record Held(int seat, java.util.function.Predicate<arena.game.MatchEngine> giveBack) {}

    private final java.util.Map<LiveMatch, Held> held = new java.util.concurrent.ConcurrentHashMap<>();

    /** Gives back the bot-port slot this connection held (if any; calling again does nothing), and its turns. */
    public void close() {
        giveBackTurns();
        if (slot != null) slot.release();
    }

    /**
     * Gives back the turns this connection was handed and has not answered (RULINGS 7), when it closes or selects
     * another contest: each goes to another open connection of the team, whose time starts when it takes it; a
     * turn the game does not take back keeps its timer.
     */
    public void giveBackTurns() {
        for (var e : held.entrySet()) {
            LiveMatch m = e.getKey();
            Held h = e.getValue();
            if (m.read(engine -> h.giveBack().test(engine))) {
                m.timer(h.seat()).stop(System.nanoTime());
                contest.matchChanged(m); // a waiting NEXT of another connection looks again
            }
        }
        held.clear();
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

    /**
     * Whether this connection sees a practice match as its round: a house bot's practice connection always; a team's
     * when no round is being played and it plays a practice match. Then {@link #roundRunning}, {@link #turn} and
     * {@link #millisLeftInTurn} are the practice's.
     */
    private PracticeRun practiceAsRound() {
        if (only != null) return only;
        if (contest.roundRunning()) return null;
        List<PracticeRun> running = runningPractices();
        return running.isEmpty() ? null : running.get(0);
    }

    @Override
    public boolean roundRunning() {
        if (only != null) return only.running();
        return contest.roundRunning() || practiceAsRound() != null;
    }

    @Override
    public int turn() {
        PracticeRun p = practiceAsRound();
        return p != null ? p.turn() : contest.turn();
    }

    @Override
    public long millisLeftInTurn() {
        if (contest.paused()) return 0;
        PracticeRun p = practiceAsRound();
        return p != null ? p.millisLeftInTurn() : contest.millisLeftInTurn();
    }

    @Override
    public long millisToNextRound() {
        return contest.paused() ? 0 : contest.millisToNextRound();
    }

    @Override
    public List<MatchRef> myMatches() {
        List<MatchRef> refs = new ArrayList<>();
        if (only != null) {
            if (!only.voided()) refs.add(ref(only.match()));
            return refs;
        }
        List<PracticeRun> practices = practices();
        // Between rounds, in a game whose protocol numbers a team's matches by round (Kieszostwory), practice is the round.
        boolean practiceOnly = !contest.roundRunning() && !practices.isEmpty() && !contest.game().practiceDuringRounds();
        if (!practiceOnly) for (LiveMatch m : contest.matchesOf(teamId)) refs.add(ref(m));
        for (PracticeRun p : practices) refs.add(ref(p.match())); // after the round's: their numbers stay as they are
        return refs;
    }

    @Override
    public Optional<MatchRef> match(long matchId) {
        return Optional.ofNullable(find(matchId)).map(this::ref);
    }

    /** A match this connection may name: any of the contest's in memory; for a house bot's practice, only that one. */
    private LiveMatch find(long matchId) {
        if (only != null) return only.match().id() == matchId && !only.voided() ? only.match() : null;
        return contest.match(matchId);
    }

    private MatchRef ref(LiveMatch m) {
        return new MatchRef(m.id(), m.number(), m.teamNames(), m.seatOf(teamId), m.finished());
    }

    @Override
    public <T> T read(long matchId, Function<arena.game.MatchEngine, T> reader) {
        LiveMatch m = find(matchId);
        if (m == null) throw new IllegalArgumentException("no running match " + matchId);
        // A read names no match by itself (Kieszostwory's GET_RIVALS reads them all): only play charges and logs.
        return m.read(reader);
    }

    @Override
    public Answer play(long matchId, int seat, String command) {
        LiveMatch m = find(matchId);
        if (m == null) throw new IllegalArgumentException("no running match " + matchId);
        if (seat < 0 || seat > 1 || m.team(seat) != teamId) throw new IllegalArgumentException("team " + teamName + " is not in seat " + seat);
        touch(m);
        Answer answer = m.play(seat, command);
        if (answer.changed()) contest.matchChanged(m);
        return answer;
    }

    @Override
    public void startTimer(long matchId, long limitMillis, java.util.function.LongFunction<String> onExpiry,
                           java.util.function.Predicate<arena.game.MatchEngine> giveBack) {
        LiveMatch m = find(matchId);
        int seat = m == null ? -1 : m.seatOf(teamId);
        if (seat < 0) return;
        held.put(m, new Held(seat, giveBack));
        java.util.function.Consumer<TurnTimer.Run> expire = new java.util.function.Consumer<>() {
            @Override
            public void accept(TurnTimer.Run run) {
                long since = arrived;
                // a command that arrived before the deadline is being answered (maybe this very answer): look again
                if (since != 0 && since - run.deadline() <= 0) {
                    m.timer(seat).retry(run, this);
                    return;
                }
                expired(m, seat, run, onExpiry);
            }
        };
        synchronized (handOvers) {
            handOvers.add(() -> m.timer(seat).start(System.nanoTime(), limitMillis, expire));
        }
    }

    /** A turn's limit passed with no answer: the game is told how long it waited, under the turn gate like any command. */
    private void expired(LiveMatch m, int seat, TurnTimer.Run run, java.util.function.LongFunction<String> onExpiry) {
        var gate = contest.turnGate().readLock();
        gate.lock();
        try {
            long ms = m.timer(seat).expire(run, System.nanoTime());
            if (ms < 0) return;
            Answer answer = m.play(seat, onExpiry.apply(ms));
            if (!answer.changed()) return;
            contest.matchChanged(m);
            m.log(seat).add(m.read(arena.game.MatchEngine::turn), "error", "the arena: no answer after " + ms + " ms");
        } finally {
            gate.unlock();
        }
    }

    @Override
    public long stopTimer(long matchId) {
        LiveMatch m = find(matchId);
        int seat = m == null ? -1 : m.seatOf(teamId);
        long at = arrived;
        if (seat < 0) return -1;
        held.remove(m);
        return m.timer(seat).stop(at == 0 ? System.nanoTime() : at);
    }

    @Override
    public void appendTeamLog(long matchId, String line) {
        LiveMatch m = find(matchId);
        if (m == null || m.seatOf(teamId) < 0) return;
        m.log(m.seatOf(teamId)).add(m.read(arena.game.MatchEngine::turn), "stderr", line);
    }

    @Override
    public long changes() {
        return contest.changeSignal(teamId).version();
    }

    @Override
    public boolean awaitChange(long seen, long timeoutMillis) throws InterruptedException {
        return contest.changeSignal(teamId).await(seen, timeoutMillis);
    }

    @Override
    public Object nextRoundData() {
        return contest.nextRoundData();
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
    public Answer waitUntil(java.util.function.BooleanSupplier until, long timeoutMillis, java.util.function.Supplier<List<String>> lines,
                            List<String> timedOut) {
        if (only != null || !practices().isEmpty()) return waitUntilWithPractice(until, timeoutMillis, lines, timedOut);
        long seen = contest.published();
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(Math.max(0, timeoutMillis));
        return Answer.ok().then(() -> {
            long last = seen;
            while (!until.getAsBoolean()) {
                long left = deadline - System.nanoTime();
                if (left <= 0 || contest.finished()) return timedOut;
                last = contest.awaitAfter(last, left);
            }
            return lines.get();
        });
    }

    /** {@link #waitUntil} where a practice match may end what is waited for: it wakes at every change of the team. */
    private Answer waitUntilWithPractice(java.util.function.BooleanSupplier until, long timeoutMillis,
                                         java.util.function.Supplier<List<String>> lines, List<String> timedOut) {
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(Math.max(0, timeoutMillis));
        LiveContest.ChangeSignal signal = contest.changeSignal(teamId);
        return Answer.ok().then(() -> {
            while (true) {
                long v = signal.version();
                if (until.getAsBoolean()) return lines.get();
                long left = deadline - System.nanoTime();
                if (left <= 0 || contest.finished()) return timedOut;
                signal.await(v, Math.max(1, java.util.concurrent.TimeUnit.NANOSECONDS.toMillis(left)));
            }
        });
    }

    /**
     * {@code WAIT} when the team plays a practice match: the answer comes with the next turn of the round or of a
     * practice match, whichever is first (each is told once it is stored). The practice's own early turn counts
     * this WAIT when the bot has seen its current turn.
     */
    private Answer waitWithPractice(Function<TurnEvent, List<String>> lines, List<PracticeRun> running) {
        long now = contest.epoch();
        long seen = observed >= 0 ? Math.min(observed, now) : now;
        if (only == null && seen == now) contest.ready(teamId);
        java.util.Map<PracticeRun, Integer> seenTurns = new java.util.LinkedHashMap<>();
        for (PracticeRun p : running) {
            int t = p.turn();
            int s = Math.min(observedPractice.getOrDefault(p.match().id(), t), t);
            seenTurns.put(p, s);
            if (s == t) p.ready(teamId, t);
        }
        LiveContest.ChangeSignal signal = contest.changeSignal(teamId);
        return Answer.ok().then(() -> {
            while (true) {
                long v = signal.version();
                if (only == null && (contest.published() > seen || contest.finished())) {
                    LiveContest.Published told = contest.awaitPublished(seen);
                    observed = told.epoch();
                    notePracticeTurns();
                    return lines.apply(told.event());
                }
                for (var e : seenTurns.entrySet()) {
                    PracticeRun p = e.getKey();
                    if (p.turn() > e.getValue() || !p.running()) {
                        notePracticeTurns();
                        return lines.apply(new TurnEvent(contest.roundNumber(), p.turn(), false, false));
                    }
                }
                if (contest.finished()) return lines.apply(new TurnEvent(contest.roundNumber(), 0, false, true));
                signal.await(v, 1000);
            }
        });
    }

    @Override
    public Answer waitForNextTurn(Function<TurnEvent, List<String>> lines) {
        List<PracticeRun> running = runningPractices();
        if (only != null || !running.isEmpty()) return waitWithPractice(lines, running);
        long now = contest.epoch();
        // A WAIT sent before a turn ended but read after it waits for nothing more: the turn it waited for has begun.
        // Only a bot that has seen the current turn is done with it (for early turns).
        long seen = observed >= 0 ? Math.min(observed, now) : now;
        if (seen == now) contest.ready(teamId);
        return Answer.ok().then(() -> {
            LiveContest.Published told = contest.awaitPublished(seen);
            observed = told.epoch();
            return lines.apply(told.event());
        });
    }
}
