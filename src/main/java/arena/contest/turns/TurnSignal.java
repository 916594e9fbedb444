package arena.contest.turns;

import arena.contest.base.LockOrder;
import arena.game.BotWaits.TurnEvent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
 * <p>Who waits is a {@link Waiter} on the list of this contest's waits (as Redis keeps its blocked clients), with the
 * wake its connection left ({@link #whenPublished}); no thread waits (issue 45). A publish takes the list and runs each
 * wake after letting the lock go (the bot port's wake hands the connection to its command loop, which looks and
 * answers); a connection that is gone leaves the list with {@link #hangUp}, and nothing is interrupted (issue 38: an
 * interrupt in H2's file I/O closes the database).
 */
public final class TurnSignal {
    private final ReentrantLock lock = LockOrder.lock(LockOrder.Level.MATCH_OR_SIGNAL, "the turn signal's lock", false);
    /** The waits under way now, each woken by the next publish (guarded by the lock). */
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

    public TurnSignal(Runnable afterPublish) {
        this.afterPublish = afterPublish;
    }

    /**
     * Who waits: a team's connection hears the contest and its team's practices ({@code key} the team's id); a house
     * bot's connection to one practice (a version's, in a team's practice against itself: issue 44) hears that practice
     * only ({@code key} its seat's {@link arena.contest.life.Round#seatKey}).
     */
    public record Listener(long key, boolean hearsContest) {
        public static Listener team(long teamId) {
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

    /** One connection's place on the list: the wake it left for the next publish, or its hang-up. */
    public static final class Waiter {
        /** What the next publish runs, or null while it is not on the list (guarded by the lock). */
        private Runnable wake;
        /** Its connection is gone: a look of it ends with {@link HungUp} (guarded by the lock). */
        private boolean hungUp;
    }

    /** A place in the waits for one connection. */
    public Waiter waiter() {
        return new Waiter();
    }

    /** The waiter's connection is gone: it leaves the list, its wake runs (a look then ends with {@link HungUp}), and any later one at once. */
    public void hangUp(Waiter w) {
        Runnable wake;
        lock.lock();
        try {
            w.hungUp = true;
            wake = w.wake;
            w.wake = null;
            waiting.remove(w);
        } finally {
            lock.unlock();
        }
        if (wake != null) wake.run();
    }

    /** What a waiting bot is told, and the epoch it is told as of. */
    public record Published(long epoch, TurnEvent event) {}

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
    public long epoch(Listener l) {
        lock.lock();
        try {
            return epochOf(l);
        } finally {
            lock.unlock();
        }
    }

    /** The last epoch told to a listener. */
    public long published(Listener l) {
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
    public void advance(Set<Long> audience) {
        lock.lock();
        try {
            if (audience == null) epoch++;
            else for (long k : audience) of(k).epoch++;
        } finally {
            lock.unlock();
        }
    }

    /** Tells the waiting bots of {@code audience} (null: all) what happened, once it is stored: up to their current epoch. */
    public void publish(Set<Long> audience, TurnEvent event) {
        List<Runnable> wakes;
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
            wakes = new ArrayList<>(waiting.size());
            for (Waiter w : waiting) {
                wakes.add(w.wake);
                w.wake = null;
            }
            waiting.clear();
        } finally {
            lock.unlock();
        }
        for (Runnable wake : wakes) wake.run(); // each hands its connection to its loop: nothing waits here
        afterPublish.run();
    }

    /** A practice left every view: what was addressed to its house bot's key is dropped (nobody listens there any more). */
    public void forget(long key) {
        lock.lock();
        try {
            addressed.remove(key);
        } finally {
            lock.unlock();
        }
    }

    /** A round began or ended (already stored): a new epoch, published at once. */
    public void signal(Set<Long> audience, TurnEvent event) {
        advance(audience);
        publish(audience, event);
    }

    /** {@link #signal} to the whole contest. */
    public void signal(TurnEvent event) {
        signal(null, event);
    }

    /**
     * What was published to {@code l} after {@code seen} (a new turn, once stored; a new round; the end of the contest),
     * or, once {@code over}, what {@code overEvent} says if nothing newer was published; null when nothing yet. Never
     * blocks.
     *
     * @throws HungUp the waiter's connection is gone ({@link #hangUp})
     */
    public Published lookAfter(Waiter w, Listener l, long seen, BooleanSupplier over, Supplier<TurnEvent> overEvent) throws HungUp {
        lock.lock();
        try {
            if (w.hungUp) throw new HungUp();
            long now = publishedOf(l);
            if (now <= seen && !over.getAsBoolean()) return null;
            TurnEvent event = over.getAsBoolean() && now <= seen ? overEvent.get() : lastEventOf(l);
            return new Published(now, event);
        } finally {
            lock.unlock();
        }
    }

    /**
     * Puts the waiter on the list: {@code wake} runs once, at the next publish to anyone (it then looks whether the
     * publish was its), or at once when something after {@code seen} is published to {@code l} already or its
     * connection is gone. It replaces a wake the waiter left before (one connection waits for one answer at a time).
     */
    public void whenPublished(Waiter w, Listener l, long seen, Runnable wake) {
        lock.lock();
        try {
            if (!w.hungUp && publishedOf(l) <= seen) {
                w.wake = wake;
                waiting.add(w);
                return;
            }
        } finally {
            lock.unlock();
        }
        wake.run();
    }
}
