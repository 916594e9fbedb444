package arena.contest.base;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arena.support.Machine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The contest lock's rule, store first, then memory, checked in the lock-order test mode (issue 32: the invariants
 * checked, not only written): a change in memory fails unless its thread holds the owning lock and stored the change
 * during this hold. Runs in the test command's H2 run, which is the lock-order mode (and with -Darena.lockOrder=check);
 * skipped in the PostgreSQL run, where the checks are off.
 */
// its violations are on purpose, and an arena closing beside it (a starter matrix's) would count them as its own
@ResourceLock(Machine.WHOLE_CPU)
class ContestInvariantsTest {
    private final Object contestLock = new Object();

    @Test
    void aChangeInMemoryBeforeTheStoreRecordedItFails() {
        assumeTrue(LockOrder.checked(), "the lock-order test mode is off");
        synchronized (contestLock) {
            LockOrder.entered(contestLock, LockOrder.Level.CONTEST);
            assertThrows(LockOrder.Violation.class, () -> StoreFirst.changing(contestLock, "the pause"));
            StoreFirst.stored(contestLock);
            assertDoesNotThrow(() -> StoreFirst.changing(contestLock, "the pause"));
        }
    }

    @Test
    void aStoreWriteCoversOneChangeNotTheNext() {
        assumeTrue(LockOrder.checked(), "the lock-order test mode is off");
        synchronized (contestLock) {
            LockOrder.entered(contestLock, LockOrder.Level.CONTEST);
            StoreFirst.stored(contestLock);
            StoreFirst.changing(contestLock, "the round started");
        }
        synchronized (contestLock) {
            LockOrder.entered(contestLock, LockOrder.Level.CONTEST);
            assertThrows(LockOrder.Violation.class, () -> StoreFirst.changing(contestLock, "the round's end"),
                    "the round's start was stored and counted: its end needs a write of its own");
        }
    }

    @Test
    void aChangeOrAStoreWriteWithoutTheOwningLockFails() {
        assumeTrue(LockOrder.checked(), "the lock-order test mode is off");
        assertThrows(LockOrder.Violation.class, () -> StoreFirst.stored(contestLock));
        assertThrows(LockOrder.Violation.class, () -> StoreFirst.changingInMemoryOnly(contestLock, "the pause", "the store fails"));
        synchronized (contestLock) {
            LockOrder.entered(contestLock, LockOrder.Level.CONTEST);
            assertDoesNotThrow(() -> StoreFirst.changingInMemoryOnly(contestLock, "the pause", "the store fails"));
        }
    }
}
