package arena.contest;

import arena.game.BotContext.TurnEvent;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Turn publishing and waiting, for one contest. The epoch is the turn a command is answered in: it grows at every
 * turn end (under the turn gate, before the turn is stored), round start and round end. What is published is the
 * last epoch told to waiting bots, with what they are told: a turn only once it is stored (DESIGN: commit, then
 * advance). Its lock guards these three fields only and is held across no store write and no other lock, so the
 * clock's tick never waits behind a page, a command or a round's start to tell a turn.
 */
final class TurnSignal {
    private final ReentrantLock lock = LockOrder.lock(LockOrder.Level.MATCH_OR_SIGNAL, "the turn signal's lock", false);
    private final Condition told = lock.newCondition();
    /** Wakes whoever waits for any change of a team (ChangeSignals), after the lock is let go. */
    private final Runnable afterPublish;
    private long epoch;
    private long published;
    private TurnEvent lastEvent;

    TurnSignal(Runnable afterPublish) {
        this.afterPublish = afterPublish;
    }

    /** What a waiting bot is told, and the epoch it is told as of. */
    record Published(long epoch, TurnEvent event) {}

    long epoch() {
        lock.lock();
        try {
            return epoch;
        } finally {
            lock.unlock();
        }
    }

    /** The last epoch told to waiting bots. */
    long published() {
        lock.lock();
        try {
            return published;
        } finally {
            lock.unlock();
        }
    }

    /** A turn ended: commands from now on are answered in the next one (called with the turn gate held alone). */
    void advance() {
        lock.lock();
        try {
            epoch++;
        } finally {
            lock.unlock();
        }
    }

    /** Tells the waiting bots what happened, once it is stored: everything up to the current epoch. */
    void publish(TurnEvent event) {
        lock.lock();
        try {
            lastEvent = event;
            published = epoch;
            told.signalAll();
        } finally {
            lock.unlock();
        }
        afterPublish.run();
    }

    /** A round began or ended (already stored): a new epoch, published at once. */
    void signal(TurnEvent event) {
        advance();
        publish(event);
    }

    /**
     * Blocks until something after {@code seen} is published (a new turn, once stored; a new round; the end of the
     * contest) and returns it; once {@code over}, what {@code overEvent} says if nothing newer was published.
     */
    Published await(long seen, BooleanSupplier over, Supplier<TurnEvent> overEvent) throws InterruptedException {
        lock.lock();
        try {
            while (published <= seen && !over.getAsBoolean()) told.await();
            TurnEvent event = over.getAsBoolean() && published <= seen ? overEvent.get() : lastEvent;
            return new Published(published, event);
        } finally {
            lock.unlock();
        }
    }

    /**
     * Blocks until something after {@code seen} is published, {@code over} holds, or {@code timeoutNanos} pass; returns
     * the epoch published when it ends ({@code seen} or less if nothing happened).
     */
    long await(long seen, long timeoutNanos, BooleanSupplier over) throws InterruptedException {
        lock.lock();
        try {
            long left = timeoutNanos;
            while (published <= seen && !over.getAsBoolean() && left > 0) left = told.awaitNanos(left);
            return published;
        } finally {
            lock.unlock();
        }
    }
}
