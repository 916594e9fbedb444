package arena.contest.turns;

import arena.contest.base.LockOrder;
import arena.domain.MatchLogEntry;
import arena.domain.MatchStatus;
import arena.domain.MatchUpdate;
import arena.game.Answer;
import arena.game.MatchEngine;
import arena.game.TurnHandOver;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;

/** A match being played: its engine, the lock that lets one thread touch it at a time, and its unsaved log. */
public final class LiveMatch {
    public static final int TICK_SEAT = MatchLogEntry.TICK_SEAT;
    public static final String TICK = MatchLogEntry.TICK_COMMAND;

    private final long id;
    private final int number;
    private final long[] teams;
    private final String[] teamNames;
    /** The same, as the list {@link #teamNames()} gives: built once, as a bot's every GET_MY_MATCHES asks it of each match. */
    private final List<String> teamNameList;
    private final MatchEngine engine;
    private final ReentrantLock lock = LockOrder.lock(LockOrder.Level.MATCH_OR_SIGNAL, "a match's lock", false);
    private final List<MatchLogEntry> unsaved = new ArrayList<>();
    private final TeamLog[] logs = {new TeamLog(), new TeamLog()};
    private final TurnTimer[] timers = {new TurnTimer(), new TurnTimer()};
    private int nextSeq;
    /** The result was handed to the round's commits (which keep it until it is stored, see TurnCommits). */
    private boolean finishQueued;
    /** Turns ended and whether the match is over, readable without the lock: spectators' caches key on them. */
    private volatile int turnsEnded;
    private volatile boolean over;

    public LiveMatch(long id, int number, long[] teams, String[] teamNames, MatchEngine engine) {
        this.id = id;
        this.number = number;
        this.teams = teams;
        this.teamNames = teamNames;
        this.teamNameList = List.of(teamNames);
        this.engine = engine;
        this.over = engine.finished();
    }

    public long id() {
        return id;
    }

    public int number() {
        return number;
    }

    public long team(int seat) {
        return teams[seat];
    }

    public String teamName(int seat) {
        return teamNames[seat];
    }

    public List<String> teamNames() {
        return teamNameList;
    }

    /** The seat of a team in this match, or -1. */
    public int seatOf(long teamId) {
        for (int s = 0; s < teams.length; s++) if (teams[s] == teamId) return s;
        return -1;
    }

    /** The private log of the team in a seat. */
    public TeamLog log(int seat) {
        return logs[seat];
    }

    /** The real-time limit of the turn handed to the team in a seat (RULINGS 7). */
    public TurnTimer timer(int seat) {
        return timers[seat];
    }

    /** Rebuilds the match from its stored log, without logging again. */
    @SuppressWarnings("NonAtomicVolatileUpdate") // written under the match's lock only; volatile for the readers that take none
    public void replay(List<MatchLogEntry> log) {
        lock.lock();
        try {
            for (MatchLogEntry e : log) {
                if (e.seat() == TICK_SEAT) {
                    engine.endTurn();
                    turnsEnded++;
                } else engine.apply(e.seat(), e.command());
                nextSeq = e.seq() + 1;
            }
            over = engine.finished();
        } finally {
            lock.unlock();
        }
    }

    /** Passes a command to the engine and logs it if it changed the match. */
    public Answer play(int seat, String command) {
        lock.lock();
        try {
            Answer answer = engine.apply(seat, command);
            if (answer.changed()) {
                unsaved.add(new MatchLogEntry(id, nextSeq++, seat, command));
                if (engine.finished()) over = true;
            }
            return answer;
        } finally {
            lock.unlock();
        }
    }

    /**
     * A step of an engine that hands turns to one connection at a time (take one, give one back), under the match's
     * lock: not part of the match, never logged. Empty if its engine hands no turns over, or the step found nothing.
     */
    public <T> Optional<T> handOver(Function<TurnHandOver, T> step) {
        lock.lock();
        try {
            return engine instanceof TurnHandOver turns ? Optional.ofNullable(step.apply(turns)) : Optional.empty();
        } finally {
            lock.unlock();
        }
    }

    public <T> T read(Function<MatchEngine, T> reader) {
        lock.lock();
        try {
            return reader.apply(engine);
        } finally {
            lock.unlock();
        }
    }

    /** Ends the turn if the match still runs. */
    @SuppressWarnings("NonAtomicVolatileUpdate") // written under the match's lock only; volatile for the readers that take none
    public void endTurn() {
        lock.lock();
        try {
            if (engine.finished()) return;
            engine.endTurn();
            unsaved.add(new MatchLogEntry(id, nextSeq++, TICK_SEAT, TICK));
            turnsEnded++;
            over = engine.finished();
        } finally {
            lock.unlock();
        }
    }

    /** How many entries the match's log has: a board changes only when this grows. */
    public int version() {
        lock.lock();
        try {
            return nextSeq;
        } finally {
            lock.unlock();
        }
    }

    /**
     * Whether the match is over, read without the match's lock: every change of the engine (a command, a turn's end, a
     * replay) sets it under the lock, and a bot's every {@code GET_MY_MATCHES} asks it of each of its matches (issue 31:
     * with a lock taken per match, building a team's list of matches was the costliest part of that command).
     */
    public boolean finished() {
        return over;
    }

    /**
     * What a spectator's board shows changes with: the turns ended so far and whether the match is over. Read
     * without the match's lock, so a hundred pollers never queue behind the bots' commands; a board is drawn
     * once per turn (DESIGN: spectator fragments are rendered once per turn), and again when the match ends.
     */
    public BoardKey boardKey() {
        return new BoardKey(turnsEnded, over);
    }

    /** See {@link #boardKey()}. */
    public record BoardKey(int turnsEnded, boolean over) {}

    public boolean canAct(int seat) {
        return read(e -> !e.finished() && e.canAct(seat));
    }

    /** Hands over the log entries not yet handed to the store, and the match's result if it has just finished (else null). */
    public Drained drain() {
        lock.lock();
        try {
            List<MatchLogEntry> events = List.copyOf(unsaved);
            unsaved.clear();
            MatchUpdate finished = null;
            if (engine.finished() && !finishQueued) {
                double[] s = engine.scores();
                finished = new MatchUpdate(id, engine.turn(), MatchStatus.FINISHED, s[0], s[1], engine.summary());
                finishQueued = true;
            }
            return new Drained(events, finished);
        } finally {
            lock.unlock();
        }
    }

    public void markFinishStored() {
        lock.lock();
        try {
            finishQueued = true;
        } finally {
            lock.unlock();
        }
    }

    public record Drained(List<MatchLogEntry> events, MatchUpdate finished) {}
}
