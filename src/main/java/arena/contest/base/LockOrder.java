package arena.contest.base;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.BooleanSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The lock order of arena.contest.life's package-info (where the contest's locks live), checked in a test mode: with
 * {@code -Darena.lockOrder=check}, every lock of the contest core notes, as it is taken, the locks its thread holds,
 * and an acquisition against the written order fails ({@link Violation}, logged as "lock order violated"). Without the
 * property nothing is recorded: the locks are the plain JDK ones and {@link #entered} returns at once.
 *
 * <p>How a lock takes part: a {@link ReentrantLock} or read-write lock made here ({@link #lock}, {@link #readWriteLock})
 * checks before it blocks; a monitor calls {@link #entered} first thing inside its {@code synchronized} body. Nothing
 * is noted at release: a thread's list drops the locks it no longer holds ({@link Thread#holdsLock}, the locks' own
 * hold counts) each time it is checked.
 *
 * <p>The same mode checks the contest lock's other rule, the store first, then memory: {@link arena.contest.life.Rounds} notes each store
 * write of the state it owns ({@link #stored}) and each change of it in memory ({@link #changing}), which fails unless
 * its thread holds the lock and stored the change first (one write, one change); a change that is rightly in memory only says why
 * ({@link #changingInMemoryOnly}), and only the lock is checked for it.
 */
public final class LockOrder {
    private static final Logger log = LoggerFactory.getLogger(LockOrder.class);
    /** The system property; its value {@code check} turns the checks on. */
    public static final String PROPERTY = "arena.lockOrder";
    static final boolean CHECKED = "check".equals(System.getProperty(PROPERTY));

    /**
     * The order of arena.contest.life's package-info: a thread takes a lock only while it holds none of the same or a
     * later level.
     */
    public enum Level {
        /** The contest's turn gate. */
        TURN_GATE,
        /** The contest lock (the monitor of the contest's Rounds). */
        CONTEST,
        /** The arena-wide monitors just above the leaves (ContestTeams, FinishedContests) and the settler's write turn. */
        ARENA_WIDE,
        /** A match's lock or the turn signal's: never two of them at once. */
        MATCH_OR_SIGNAL,
        /** Monitors that call out to no other lock. */
        LEAF
    }

    /** An acquisition against the order: an Error, so that no catch of the code under test hides it. */
    public static final class Violation extends Error {
        Violation(String message) {
            super(message);
        }
    }

    /**
     * A lock a thread holds; {@code stored}: the state it owns was written to the store, and no change in memory has
     * been counted against that write yet (a monitor's release cannot be seen, so a write covers the one change after it).
     */
    private record Held(Object lock, Level level, String name, BooleanSupplier stillHeld, java.util.concurrent.atomic.AtomicBoolean stored) {}

    private static final ThreadLocal<List<Held>> HELD = ThreadLocal.withInitial(ArrayList::new);
    private static final List<String> VIOLATIONS = new CopyOnWriteArrayList<>();

    private LockOrder() {}

    /** Whether the checks are on in this process. */
    public static boolean checked() {
        return CHECKED;
    }

    /** Every violation seen in this process (the tests assert there is none). */
    public static List<String> violations() {
        return List.copyOf(VIOLATIONS);
    }

    /** A monitor just entered ({@code synchronized (monitor)}): checked against what the thread holds, then noted. */
    public static void entered(Object monitor, Level level) {
        if (!CHECKED) return;
        acquiring(monitor, level, monitor.getClass().getSimpleName());
        note(monitor, level, monitor.getClass().getSimpleName(), () -> Thread.holdsLock(monitor));
    }

    /** A lock of the level; checked in the test mode, the plain JDK lock otherwise. */
    public static ReentrantLock lock(Level level, String name, boolean fair) {
        return CHECKED ? new CheckedLock(level, name, fair) : new ReentrantLock(fair);
    }

    /** A read-write lock of the level (both its halves); checked in the test mode, the plain JDK one otherwise. */
    public static ReentrantReadWriteLock readWriteLock(Level level, String name, boolean fair) {
        return CHECKED ? new CheckedReadWriteLock(level, name, fair) : new ReentrantReadWriteLock(fair);
    }

    private static void acquiring(Object lock, Level level, String name) {
        List<Held> held = HELD.get();
        held.removeIf(h -> !h.stillHeld().getAsBoolean());
        for (Held h : held) {
            if (h.lock() == lock) return; // reentrant: already held, already checked
        }
        for (Held h : held) {
            if (h.level().compareTo(level) >= 0) {
                violated("lock order violated: " + Thread.currentThread().getName() + " takes " + name + " (" + level + ") while holding "
                        + h.name() + " (" + h.level() + "); all held: " + held.stream().map(x -> x.name() + " (" + x.level() + ")").toList());
            }
        }
    }

    private static void note(Object lock, Level level, String name, BooleanSupplier stillHeld) {
        List<Held> held = HELD.get();
        for (Held h : held) if (h.lock() == lock) return;
        held.add(new Held(lock, level, name, stillHeld, new java.util.concurrent.atomic.AtomicBoolean()));
    }

    /**
     * The store has just recorded a change of the state that {@code owner}'s monitor guards (the contest lock's: the
     * phase, the pause, the rounds), on this thread, which holds that monitor. Checked in the test mode, like the rest.
     */
    public static void stored(Object owner) {
        if (!CHECKED) return;
        holding(owner, "stores a change of its state").stored().set(true);
    }

    /**
     * The state {@code owner}'s monitor guards changes in memory now ({@code what}, one change site, whatever fields
     * it sets): the thread holds the monitor and has stored the change first, a write not yet counted for another change
     * (arena.contest.life's package-info: the store first, then memory, under the lock that owns it; issue 28, point 2).
     * In the test mode a change without either fails as a {@link Violation}.
     */
    public static void changing(Object owner, String what) {
        if (!CHECKED) return;
        if (!holding(owner, "changes " + what).stored().getAndSet(false)) {
            violated("contest invariant violated: " + Thread.currentThread().getName() + " changes " + what + " in memory before the store recorded it");
        }
    }

    /**
     * A change in memory that is not stored with it, for the reason given ({@code why}: the store is what fails, the
     * state was read from the store, the store's part follows on its own): only the lock is checked.
     */
    public static void changingInMemoryOnly(Object owner, String what, String why) {
        if (!CHECKED) return;
        holding(owner, "changes " + what + " (in memory only: " + why + ")");
    }

    /** What this thread notes of {@code owner}'s monitor, which it must hold. */
    private static Held holding(Object owner, String doing) {
        List<Held> held = HELD.get();
        held.removeIf(h -> !h.stillHeld().getAsBoolean());
        for (Held h : held) if (h.lock() == owner) return h;
        violated("contest invariant violated: " + Thread.currentThread().getName() + " " + doing + " without holding "
                + owner.getClass().getSimpleName() + ", the lock that owns it");
        throw new AssertionError("unreachable");
    }

    private static final ThreadLocal<Boolean> NEVER_WAITS = ThreadLocal.withInitial(() -> false);

    /**
     * This thread answers many connections and must never wait (the bot port's command loops, issue 31: a command that
     * waits for the store there holds every bot on the loop). In the test mode, {@link #waitsForStore} then fails on it.
     */
    public static void neverWaits() {
        if (CHECKED) NEVER_WAITS.set(true);
    }

    /**
     * This thread is about to wait for the store ({@code what}): not allowed on a thread that {@link #neverWaits()} (a
     * game's {@code Protocol.waitsForStore} must name the command, so the bot port answers it on a thread of its own).
     */
    public static void waitsForStore(String what) {
        if (CHECKED && NEVER_WAITS.get()) {
            violated("never-wait thread waited for the store: " + Thread.currentThread().getName() + " " + what);
        }
    }

    private static void violated(String what) {
        VIOLATIONS.add(what);
        log.error(what, new Throwable("where"));
        throw new Violation(what);
    }

    private static final class CheckedLock extends ReentrantLock {
        private final Level level;
        private final String name;

        CheckedLock(Level level, String name, boolean fair) {
            super(fair);
            this.level = level;
            this.name = name;
        }

        @Override
        public void lock() {
            acquiring(this, level, name);
            super.lock();
            note(this, level, name, this::isHeldByCurrentThread);
        }

        @Override
        public void lockInterruptibly() throws InterruptedException {
            acquiring(this, level, name);
            super.lockInterruptibly();
            note(this, level, name, this::isHeldByCurrentThread);
        }

        @Override
        public boolean tryLock() {
            acquiring(this, level, name);
            boolean got = super.tryLock();
            if (got) note(this, level, name, this::isHeldByCurrentThread);
            return got;
        }

        @Override
        public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
            acquiring(this, level, name);
            boolean got = super.tryLock(timeout, unit);
            if (got) note(this, level, name, this::isHeldByCurrentThread);
            return got;
        }
    }

    private static final class CheckedReadWriteLock extends ReentrantReadWriteLock {
        private final Checked read;
        private final CheckedWrite write;

        CheckedReadWriteLock(Level level, String name, boolean fair) {
            super(fair);
            this.read = new Checked(this, level, name);
            this.write = new CheckedWrite(this, level, name);
        }

        @Override
        public ReentrantReadWriteLock.ReadLock readLock() {
            return read;
        }

        @Override
        public ReentrantReadWriteLock.WriteLock writeLock() {
            return write;
        }

        /** Both halves count as the one lock: reading under the write half is reentrant, the rest is ordered. */
        private boolean heldByMe() {
            return getReadHoldCount() > 0 || isWriteLockedByCurrentThread();
        }

        private static final class Checked extends ReentrantReadWriteLock.ReadLock {
            private final CheckedReadWriteLock owner;
            private final Level level;
            private final String name;

            Checked(CheckedReadWriteLock owner, Level level, String name) {
                super(owner);
                this.owner = owner;
                this.level = level;
                this.name = name;
            }

            @Override
            public void lock() {
                acquiring(owner, level, name);
                super.lock();
                note(owner, level, name, owner::heldByMe);
            }

            @Override
            public void lockInterruptibly() throws InterruptedException {
                acquiring(owner, level, name);
                super.lockInterruptibly();
                note(owner, level, name, owner::heldByMe);
            }

            @Override
            public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
                acquiring(owner, level, name);
                boolean got = super.tryLock(timeout, unit);
                if (got) note(owner, level, name, owner::heldByMe);
                return got;
            }
        }

        private static final class CheckedWrite extends ReentrantReadWriteLock.WriteLock {
            private final CheckedReadWriteLock owner;
            private final Level level;
            private final String name;

            CheckedWrite(CheckedReadWriteLock owner, Level level, String name) {
                super(owner);
                this.owner = owner;
                this.level = level;
                this.name = name;
            }

            @Override
            public void lock() {
                acquiring(owner, level, name);
                super.lock();
                note(owner, level, name, owner::heldByMe);
            }

            @Override
            public void lockInterruptibly() throws InterruptedException {
                acquiring(owner, level, name);
                super.lockInterruptibly();
                note(owner, level, name, owner::heldByMe);
            }

            @Override
            public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
                acquiring(owner, level, name);
                boolean got = super.tryLock(timeout, unit);
                if (got) note(owner, level, name, owner::heldByMe);
                return got;
            }
        }
    }
}
