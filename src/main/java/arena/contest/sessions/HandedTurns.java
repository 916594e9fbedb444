package arena.contest.sessions;

import arena.contest.base.LockOrder;
import arena.contest.life.LiveContest;
import arena.contest.shared.MachineCores;
import arena.contest.turns.LiveMatch;
import arena.contest.turns.TurnTimer;
import arena.game.Answer;
import arena.game.MatchEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.Lock;
import java.util.function.Consumer;
import java.util.function.LongFunction;

/**
 * The turns handed to one connection under a real-time limit (RULINGS 7, LOCM): a limit starts once the lines that
 * hand its turn over are written, stops at the arrival of the answer, and on expiry tells the game how long it
 * waited; a connection that closes gives its turns back, each to be handed to another connection of the team.
 */
final class HandedTurns {
    private final LiveContest contest;
    private final Seating seating;
    /** When the command being answered arrived (System.nanoTime), 0 between commands: time limits end there. */
    private volatile long arrived;
    /** Limits to start once the lines that hand their turns over are written (see {@link #delivered}). */
    private final List<Runnable> handOvers = new ArrayList<>();
    private final Map<LiveMatch, Held> held = new ConcurrentHashMap<>();

    /** A turn this connection was handed and has not answered yet; {@code core}: it holds one of the machine's cores. */
    private record Held(int seat, int decision, boolean core) {}
    /** The machine's cores, for a connection whose bot runs on this machine (a hosted bot's), else null. */
    private volatile java.util.concurrent.Semaphore cores;
    /** A core taken for the turn being looked for, not yet handed over with a turn (the connection's thread only). */
    private boolean coreInHand;

    HandedTurns(LiveContest contest, Seating seating) {
        this.contest = contest;
        this.seating = seating;
    }

    /** The bot of this connection runs on this machine: its turns are handed over with a core each ({@link MachineCores}). */
    void runsOnThisMachine() {
        cores = MachineCores.TURNS;
    }

    /** Waits for a core before a turn is looked for, if this connection's bot runs on this machine. */
    void awaitCore() throws InterruptedException {
        java.util.concurrent.Semaphore c = cores;
        if (c == null || coreInHand) return;
        c.acquire();
        coreInHand = true;
    }

    /** {@link #awaitCore} without the wait: false if no core is free now. */
    boolean takeCoreNow() {
        java.util.concurrent.Semaphore c = cores;
        if (c == null || coreInHand) return true;
        if (!c.tryAcquire()) return false;
        coreInHand = true;
        return true;
    }

    /** Gives back the core taken for a look that handed no turn over. */
    void releaseCore() {
        if (!coreInHand) return;
        coreInHand = false;
        cores.release();
    }

    /** Forgets a handed turn; gives its core back, once, whoever (the answer, the expiry, the close) comes first. */
    private Held forget(LiveMatch m) {
        Held h = held.remove(m);
        if (h != null && h.core()) cores.release();
        return h;
    }

    /** A command arrived now (before the turn gate: a turn's commit does not count against a bot's time). */
    void arrived() {
        arrived(System.nanoTime());
    }

    /** A command arrived at {@code nanos} (never 0: 0 means between commands). */
    void arrived(long nanos) {
        arrived = nanos == 0 ? 1 : nanos;
    }

    /** The command is answered. */
    void answered() {
        arrived = 0;
    }

    /** The lines of the last answer have been written to the connection: the turns they hand over start their time now. */
    void delivered() {
        List<Runnable> start;
        synchronized (handOvers) {
            LockOrder.entered(handOvers, LockOrder.Level.LEAF);
            if (handOvers.isEmpty()) return;
            start = List.copyOf(handOvers);
            handOvers.clear();
        }
        start.forEach(Runnable::run);
    }

    /**
     * Gives back the turns this connection was handed and has not answered, when it closes or selects another
     * contest: each goes back to its engine ({@link arena.game.TurnHandOver#giveBack}), for another open connection of
     * the team, whose time starts when it takes it; a turn the game does not take back keeps its timer.
     */
    void giveBack() {
        for (var e : held.entrySet()) {
            LiveMatch m = e.getKey();
            Held h = e.getValue();
            if (m.handOver(turns -> turns.giveBack(h.seat(), h.decision())).orElse(false)) {
                m.timer(h.seat()).stop(System.nanoTime());
                contest.changes().matchChanged(m); // a waiting NEXT of another connection looks again
            }
            forget(m);
        }
    }

    /** A turn of match {@code m} is handed over by the answer being written: its limit starts once it is delivered. */
    void start(LiveMatch m, long limitMillis, int decision, LongFunction<String> onExpiry) {
        int seat = m == null ? -1 : seating.in(m);
        if (seat < 0) return;
        Held before = held.put(m, new Held(seat, decision, coreInHand));
        coreInHand = false;
        if (before != null && before.core()) cores.release(); // a turn of the same match handed again: one core a match
        Consumer<TurnTimer.Run> expire = new Consumer<>() {
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
            LockOrder.entered(handOvers, LockOrder.Level.LEAF);
            handOvers.add(() -> m.timer(seat).start(System.nanoTime(), limitMillis, expire));
        }
    }

    /** A turn's limit passed with no answer: the game is told how long it waited, under the turn gate like any command. */
    private void expired(LiveMatch m, int seat, TurnTimer.Run run, LongFunction<String> onExpiry) {
        Lock gate = contest.turnGate().readLock();
        gate.lock();
        try {
            long ms = m.timer(seat).expire(run, System.nanoTime());
            if (ms < 0) return;
            forget(m); // its time is up: its core goes to the next turn waiting
            Answer answer = m.play(seat, onExpiry.apply(ms));
            if (!answer.changed()) return;
            contest.changes().matchChanged(m);
            m.log(seat).add(m.read(MatchEngine::turn), "error", "the arena: no answer after " + ms + " ms");
        } finally {
            gate.unlock();
        }
    }

    /** The answer to a handed turn arrived: whole milliseconds since the hand-over, or -1 if no limit was running. */
    long stop(LiveMatch m) {
        int seat = m == null ? -1 : seating.in(m);
        long at = arrived;
        if (seat < 0) return -1;
        forget(m);
        return m.timer(seat).stop(at == 0 ? System.nanoTime() : at);
    }
}
