package arena.contest.turns;

import arena.contest.base.LockOrder;
import arena.domain.MatchUpdate;
import arena.domain.SettledMatch;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Finished matches on their way into the database (result, packed log, team logs), every running round's at once: the
 * first match to finish schedules a settle a few seconds later, and every match that finishes meanwhile, in any
 * contest, goes with it in one transaction. Why not at once: each commit makes H2 write a chunk and keep the one it
 * replaces for its 45 s retention, so the database file grows with the commit rate, not with the data (RoundJournal;
 * a settle per contest every 2 s still kept the demo's file at 2.4 to 2.7 times its data, DemoStorageBench). A
 * match's turns are in its round's journal from the tick it ended, so what waits here is never lost: after a restart
 * a match the database holds as running replays to its end and is settled then. A round's end settles whatever
 * waits for it in the same transaction that closes the round.
 */
public final class MatchSettler {
    private static final Logger log = LoggerFactory.getLogger(MatchSettler.class);

    /** Where finished matches go, by round. */
    @FunctionalInterface
    public interface Store {
        void settle(Map<Long, List<SettledMatch>> byRound);
    }

    /** How long the first finished match waits for others to settle with it. */
    static final long DELAY_MILLIS = 5000;

    private final Store store;
    private final Map<Long, List<SettledMatch>> waiting = new LinkedHashMap<>();
    private boolean scheduled;
    /** The rounds whose matches a settle is writing now (guarded by the monitor). */
    private Set<Long> inFlight = Set.of();
    /** One settle at a time; held across the store's write, never with the monitor (it is taken first, alone). */
    private final ReentrantLock settling = LockOrder.lock(LockOrder.Level.ARENA_WIDE, "the settler's write turn", false);

    public MatchSettler(Store store) {
        this.store = store;
    }

    /** A finished match as it goes into the database: its result and its seats' logs (empty ones, like house bots', left out). */
    public static SettledMatch of(LiveMatch m, MatchUpdate result) {
        List<SettledMatch.SeatLog> logs = new ArrayList<>(2);
        for (int seat = 0; seat < 2; seat++) {
            m.log(seat).ended(m.read(arena.game.MatchEngine::turn)); // a hosted bot's last word (issue 39)
            String lines = m.log(seat).encode();
            if (!lines.isEmpty()) logs.add(new SettledMatch.SeatLog(seat, m.team(seat), lines));
        }
        return new SettledMatch(result, logs);
    }

    /** Queues a round's finished matches and schedules a settle, unless one is scheduled already. */
    @SuppressWarnings("FutureReturnValueIgnored") // settleQuietly catches and logs what it throws
    public void settleSoon(long roundId, List<SettledMatch> finished, ScheduledExecutorService scheduler) {
        synchronized (this) {
            LockOrder.entered(this, LockOrder.Level.LEAF);
            if (finished.isEmpty()) return;
            waiting.computeIfAbsent(roundId, k -> new ArrayList<>()).addAll(finished);
            if (scheduled) return;
            scheduled = true;
        }
        try {
            scheduler.schedule(this::settleQuietly, DELAY_MILLIS, TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException stopping) {
            synchronized (this) {
                LockOrder.entered(this, LockOrder.Level.LEAF);
                scheduled = false; // the arena stops: its clean stop settles them (Contests.shutdown)
            }
        }
    }

    private void settleQuietly() {
        try {
            settleNow();
        } catch (RuntimeException e) {
            log.warn("finished matches could not be stored yet (their round's end stores them): {}", e.getMessage());
        }
    }

    /**
     * Settles everything waiting now, in one transaction; on failure it all goes back to waiting, and the exception says
     * why. The store is written outside the monitor (issue 28): the clocks' {@link #settleSoon} and {@link #take} need
     * the monitor, and one settler serves every contest. Settles run one at a time ({@link #settling}), so one that comes
     * while another writes waits for it and then takes what is left.
     */
    public void settleNow() {
        settling.lock();
        try {
            Map<Long, List<SettledMatch>> batch;
            synchronized (this) {
                LockOrder.entered(this, LockOrder.Level.LEAF);
                scheduled = false;
                if (waiting.isEmpty()) return;
                batch = new LinkedHashMap<>(waiting);
                waiting.clear();
                inFlight = batch.keySet();
            }
            boolean stored = false;
            try {
                store.settle(batch);
                stored = true;
            } finally {
                synchronized (this) {
                    LockOrder.entered(this, LockOrder.Level.LEAF);
                    if (!stored) batch.forEach((round, matches) -> waiting.computeIfAbsent(round, k -> new ArrayList<>()).addAll(0, matches));
                    inFlight = Set.of();
                    notifyAll();
                }
            }
        } finally {
            settling.unlock();
        }
    }

    /**
     * Takes a round's waiting matches out, to be stored with its end ({@link #putBack} if that fails). If a settle is
     * writing some of this round's matches, it waits for that write: the round's end deletes its journal, which the
     * settle reads, and what a failed settle gives back must go with the end. Other rounds never wait here.
     */
    public synchronized List<SettledMatch> take(long roundId) {
        LockOrder.entered(this, LockOrder.Level.LEAF);
        boolean interrupted = false;
        while (inFlight.contains(roundId)) {
            try {
                wait();
            } catch (InterruptedException e) {
                interrupted = true; // the round's end must still take its matches: wait on, and say so after
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
        List<SettledMatch> round = waiting.remove(roundId);
        return round == null ? List.of() : round;
    }

    public synchronized void putBack(long roundId, List<SettledMatch> matches) {
        LockOrder.entered(this, LockOrder.Level.LEAF);
        if (!matches.isEmpty()) waiting.computeIfAbsent(roundId, k -> new ArrayList<>()).addAll(0, matches);
    }
}
