package arena.contest.base;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
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
 * hold counts) each time it is checked. Every checked lock, the plain one and both halves of the read-write one, takes
 * part through one {@link Checked} gate.
 *
 * <p>The contest lock's other rule, the store first, then memory, is {@link StoreFirst}'s: it checks what a thread
 * does while holding a lock, not the order it takes them in, and reads the holds noted here ({@link #holding}).
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
     * A lock a thread holds; {@code stored}: {@link StoreFirst}'s note of this hold, kept here because a monitor's
     * release cannot be seen and a hold's notes must end with the hold (true: the state the lock owns was written to
     * the store, and no change in memory has been counted against that write yet).
     */
    record Held(Object lock, Level level, String name, BooleanSupplier stillHeld, AtomicBoolean stored) {}

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
        held.add(new Held(lock, level, name, stillHeld, new AtomicBoolean()));
    }

    /** What this thread notes of {@code owner}'s monitor, which it must hold ({@code doing}: what it does, for the message). */
    static Held holding(Object owner, String doing) {
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

    static void violated(String what) {
        VIOLATIONS.add(what);
        log.error(what, new Throwable("where"));
        throw new Violation(what);
    }

    /** A lock's way of being taken: the JDK lock's own method, which may block and be interrupted. */
    @FunctionalInterface
    private interface Take {
        boolean take() throws InterruptedException;
    }

    /**
     * The one gate of every checked lock: the order is checked before the lock may block, the hold noted once it is
     * got; {@code lock} is the identity a hold is noted under (a read-write lock's both halves note the one lock).
     */
    private record Checked(Object lock, Level level, String name, BooleanSupplier stillHeld) {
        boolean take(Take take) throws InterruptedException {
            acquiring(lock, level, name);
            boolean got = take.take();
            if (got) note(lock, level, name, stillHeld);
            return got;
        }

        void takeUninterruptibly(Runnable take) {
            acquiring(lock, level, name);
            take.run();
            note(lock, level, name, stillHeld);
        }

        boolean tryTakeAtOnce(BooleanSupplier take) {
            acquiring(lock, level, name);
            boolean got = take.getAsBoolean();
            if (got) note(lock, level, name, stillHeld);
            return got;
        }
    }

    private static final class CheckedLock extends ReentrantLock {
        private final Checked checked;

        CheckedLock(Level level, String name, boolean fair) {
            super(fair);
            this.checked = new Checked(this, level, name, this::isHeldByCurrentThread);
        }

        @Override
        public void lock() {
            checked.takeUninterruptibly(super::lock);
        }

        @Override
        public void lockInterruptibly() throws InterruptedException {
            checked.take(() -> {
                super.lockInterruptibly();
                return true;
            });
        }

        @Override
        public boolean tryLock() {
            return checked.tryTakeAtOnce(super::tryLock);
        }

        @Override
        public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
            return checked.take(() -> super.tryLock(timeout, unit));
        }
    }

    private static final class CheckedReadWriteLock extends ReentrantReadWriteLock {
        private final CheckedRead read;
        private final CheckedWrite write;

        CheckedReadWriteLock(Level level, String name, boolean fair) {
            super(fair);
            Checked checked = new Checked(this, level, name, this::heldByMe);
            this.read = new CheckedRead(this, checked);
            this.write = new CheckedWrite(this, checked);
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

        /**
         * The read half; the write half below is its twin because the JDK's two halves are two classes ({@link
         * #readLock}, {@link #writeLock} must return them), each of its takes one call to the shared gate.
         */
        private static final class CheckedRead extends ReentrantReadWriteLock.ReadLock {
            private final Checked checked;

            CheckedRead(CheckedReadWriteLock owner, Checked checked) {
                super(owner);
                this.checked = checked;
            }

            @Override
            public void lock() {
                checked.takeUninterruptibly(super::lock);
            }

            @Override
            public void lockInterruptibly() throws InterruptedException {
                checked.take(() -> {
                    super.lockInterruptibly();
                    return true;
                });
            }

            @Override
            public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
                return checked.take(() -> super.tryLock(timeout, unit));
            }
        }

        private static final class CheckedWrite extends ReentrantReadWriteLock.WriteLock {
            private final Checked checked;

            CheckedWrite(CheckedReadWriteLock owner, Checked checked) {
                super(owner);
                this.checked = checked;
            }

            @Override
            public void lock() {
                checked.takeUninterruptibly(super::lock);
            }

            @Override
            public void lockInterruptibly() throws InterruptedException {
                checked.take(() -> {
                    super.lockInterruptibly();
                    return true;
                });
            }

            @Override
            public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
                return checked.take(() -> super.tryLock(timeout, unit));
            }
        }
    }
}
