package arena.contest.base;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arena.support.Machine;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The lock order checked in its test mode, through every way a checked lock is taken (the plain lock, both halves of
 * the read-write one, a monitor): an acquisition against the order fails before it could block, one along it passes.
 */
// its violations are on purpose, and an arena closing beside it (a starter matrix's) would count them as its own
@ResourceLock(Machine.WHOLE_CPU)
class LockOrderTest {
    private final Object contestMonitor = new Object();

    @Test
    void aLockTakenAlongTheOrderPassesAndAgainstItFails() throws InterruptedException {
        assumeTrue(LockOrder.checked(), "the lock-order test mode is off");
        ReentrantLock leaf = LockOrder.lock(LockOrder.Level.LEAF, "a leaf", false);
        synchronized (contestMonitor) {
            LockOrder.entered(contestMonitor, LockOrder.Level.CONTEST);
            assertTrue(leaf.tryLock(), "a leaf under the contest lock is along the order");
            leaf.unlock();
            assertTrue(leaf.tryLock(1, TimeUnit.SECONDS));
            leaf.unlock();
        }
        leaf.lock();
        try {
            assertThrows(LockOrder.Violation.class, () -> {
                synchronized (contestMonitor) {
                    LockOrder.entered(contestMonitor, LockOrder.Level.CONTEST);
                }
            }, "the contest lock under a leaf is against the order");
            assertTrue(leaf.tryLock(), "taking a lock the thread holds is reentrant, not against the order");
            leaf.unlock();
        } finally {
            leaf.unlock();
        }
        assertFalse(leaf.isHeldByCurrentThread());
    }

    @Test
    void bothHalvesOfAReadWriteLockAreOneLockInTheOrder() throws InterruptedException {
        assumeTrue(LockOrder.checked(), "the lock-order test mode is off");
        ReentrantReadWriteLock gate = LockOrder.readWriteLock(LockOrder.Level.TURN_GATE, "a turn gate", true);
        ReentrantLock signal = LockOrder.lock(LockOrder.Level.MATCH_OR_SIGNAL, "a signal", false);
        gate.writeLock().lock();
        try {
            assertDoesNotThrow(() -> {
                gate.readLock().lock();
                gate.readLock().unlock();
            }, "reading under the write half is reentrant");
            signal.lockInterruptibly();
            signal.unlock();
        } finally {
            gate.writeLock().unlock();
        }
        signal.lock();
        try {
            assertThrows(LockOrder.Violation.class, () -> gate.readLock().tryLock(1, TimeUnit.SECONDS),
                    "the gate's read half under a signal is against the order");
            assertThrows(LockOrder.Violation.class, () -> gate.writeLock().lockInterruptibly(),
                    "so is its write half");
        } finally {
            signal.unlock();
        }
        assertFalse(gate.isWriteLocked());
        assertEquals(0, gate.getReadLockCount(), "a failed check takes no half of the gate");
    }
}
