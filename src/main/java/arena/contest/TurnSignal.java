package arena.contest;

import arena.game.BotWaits.TurnEvent;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Turn publishing and waiting, for one contest. The epoch is the turn a command is answered in: it grows at every
 * turn end (under the turn gate, before the turn is stored), round start and round end. What is published is the
 * last epoch told to waiting bots, with what they are told: a turn only once it is stored (DESIGN: commit, then
 * advance). Its lock guards these fields only and is held across no store write and no other lock, so the clock's
 * tick never waits behind a page, a command or a round's start to tell a turn.
 *
 * <p>A round is told to the whole contest; a practice (a one-match round of one team) only to its audience: the team
 * that plays it and the connection of its house bot. So each {@link Listener} has an epoch of its own: the contest's
 * (if it hears the contest) plus the turns addressed to its key. One signal and one wait serve both kinds of round, so
 * a bot already waiting in {@code WAIT} when its team's practice starts is woken by the practice's turns.
 *
 * <p>Who waits is a {@link Waiter} on the list of this contest's waits (as Redis keeps its blocked clients): a publish
 * wakes each, and a connection that is gone ends its own wait with {@link #hangUp}, never by interrupting the waiting
 * thread, which may be in the store a moment later or before (issue 38).
 */
final class TurnSignal {
    private final ReentrantLock lock = LockOrder.lock(LockOrder.Level.MATCH_OR_SIGNAL, "the turn signal's lock", false);
    /** The waits under way now, each woken by every publish (guarded by the lock). */
    private final LinkedHashSet<Waiter> waiting = new LinkedHashSet<>();
    /** Wakes whoever waits for any change of a team (ChangeSignals), after the lock is let go. */
    private final Runnable afterPublish;
    private long epoch;
    private long published;
    private TurnEvent lastEvent;
    private long lastSeq;
    /** Grows with every publish, to tell which of the contest's and a key's last events is newer. */
    private long seq;
    private final Map<Long, Addressed> addressed = new HashMap<>();

    TurnSignal(Runnable afterPublish) {
        this.afterPublish = afterPublish;
    }

    /**
     * Who waits: a team's connection hears the contest and its team's practices ({@code key} the team's id); a house
     * bot's connection to one practice (a version's, in a team's practice against itself: issue 44) hears that practice
     * only ({@code key} its seat's {@link Round#seatKey}).
     */
    record Listener(long key, boolean hearsContest) {
        static Listener team(long teamId) {
            return new Listener(teamId, true);
        }
    }

    /** What was addressed to one key: its own epochs and last event, ordered against the contest's by {@code seq}. */
    private static final class Addressed {
        long epoch;
        long published;
        TurnEvent last;
        long seq;
    }

    /** One connection's waits: woken by every publish, or by its own hang-up alone. */
    final class Waiter {
        private final Condition wake = lock.newCondition();
        /** Threads waiting with it now (one, as a connection answers one command at a time), guarded by the lock. */
        private int threads;
        /** Its connection is gone: a wait of it ends with {@link HungUp} (guarded by the lock). */
        private boolean hungUp;

        private void enter() throws HungUp {
            if (hungUp) throw new HungUp();
            if (threads++ == 0) waiting.add(this);
        }

        private void leave() {
            if (--threads == 0) waiting.remove(this);
        }
    }

    /** A place in the waits for one connection. */
    Waiter waiter() {
        return new Waiter();
    }

    /** The waiter's connection is gone: its wait ends now, and any later one at once, with {@link HungUp}. */
    void hangUp(Waiter w) {
        lock.lock();
        try {
            w.hungUp = true;
            w.wake.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** What a waiting bot is told, and the epoch it is told as of. */
    record Published(long epoch, TurnEvent event) {}

    private Addressed of(long key) {
        return addressed.computeIfAbsent(key, k -> new Addressed());
    }

    private long epochOf(Listener l) {
        Addressed a = addressed.get(l.key());
        return (l.hearsContest() ? epoch : 0) + (a == null ? 0 : a.epoch);
    }

    private long publishedOf(Listener l) {
        Addressed a = addressed.get(l.key());
        return (l.hearsContest() ? published : 0) + (a == null ? 0 : a.published);
    }

    private TurnEvent lastEventOf(Listener l) {
        Addressed a = addressed.get(l.key());
        if (a == null || a.last == null) return l.hearsContest() ? lastEvent : null;
        return !l.hearsContest() || a.seq > lastSeq || lastEvent == null ? a.last : lastEvent;
    }

    /** The epoch a listener's command is answered in. */
    long epoch(Listener l) {
        lock.lock();
        try {
            return epochOf(l);
        } finally {
            lock.unlock();
        }
    }

    /** The last epoch told to a listener. */
    long published(Listener l) {
        lock.lock();
        try {
            return publishedOf(l);
        } finally {
            lock.unlock();
        }
    }

    /**
     * A turn ended: commands from now on are answered in the next one (called with the turn gate held alone). {@code
     * audience} null: the whole contest's; else only those keys'.
     */
    void advance(Set<Long> audience) {
        lock.lock();
        try {
            if (audience == null) epoch++;
            else for (long k : audience) of(k).epoch++;
        } finally {
            lock.unlock();
        }
    }

    /** Tells the waiting bots of {@code audience} (null: all) what happened, once it is stored: up to their current epoch. */
    void publish(Set<Long> audience, TurnEvent event) {
        lock.lock();
        try {
            seq++;
            if (audience == null) {
                lastEvent = event;
                lastSeq = seq;
                published = epoch;
            } else {
                for (long k : audience) {
                    Addressed a = of(k);
                    a.published = a.epoch;
                    a.last = event;
                    a.seq = seq;
                }
            }
            for (Waiter w : waiting) w.wake.signalAll();
        } finally {
            lock.unlock();
        }
        afterPublish.run();
    }

    /** A practice left every view: what was addressed to its house bot's key is dropped (nobody listens there any more). */
    void forget(long key) {
        lock.lock();
        try {
            addressed.remove(key);
        } finally {
            lock.unlock();
        }
    }

    /** A round began or ended (already stored): a new epoch, published at once. */
    void signal(Set<Long> audience, TurnEvent event) {
        advance(audience);
        publish(audience, event);
    }

    /** {@link #signal} to the whole contest. */
    void signal(TurnEvent event) {
        signal(null, event);
    }

    /**
     * Blocks until something after {@code seen} is published to {@code l} (a new turn, once stored; a new round; the
     * end of the contest) and returns it; once {@code over}, what {@code overEvent} says if nothing newer was published.
     *
     * @throws HungUp the waiter's connection is gone ({@link #hangUp})
     */
    Published await(Waiter w, Listener l, long seen, BooleanSupplier over, Supplier<TurnEvent> overEvent) throws InterruptedException {
        lock.lock();
        try {
            w.enter();
            try {
                while (publishedOf(l) <= seen && !over.getAsBoolean()) {
                    w.wake.await();
                    if (w.hungUp) throw new HungUp();
                }
            } finally {
                w.leave();
            }
            long now = publishedOf(l);
            TurnEvent event = over.getAsBoolean() && now <= seen ? overEvent.get() : lastEventOf(l);
            return new Published(now, event);
        } finally {
            lock.unlock();
        }
    }

    /**
     * Blocks until something after {@code seen} is published to {@code l}, {@code over} holds, or {@code timeoutNanos}
     * pass; returns the epoch published when it ends ({@code seen} or less if nothing happened).
     *
     * @throws HungUp the waiter's connection is gone ({@link #hangUp})
     */
    long await(Waiter w, Listener l, long seen, long timeoutNanos, BooleanSupplier over) throws InterruptedException {
        lock.lock();
        try {
            w.enter();
            try {
                long left = timeoutNanos;
                while (publishedOf(l) <= seen && !over.getAsBoolean() && left > 0) {
                    left = w.wake.awaitNanos(left);
                    if (w.hungUp) throw new HungUp();
                }
            } finally {
                w.leave();
            }
            return publishedOf(l);
        } finally {
            lock.unlock();
        }
    }
}
