package arena.contest.base;

/**
 * The contest lock's rule, the store first, then memory (arena.contest.life's package-info; issue 28, point 2), checked
 * in {@link LockOrder}'s test mode: {@link arena.contest.life.Rounds} notes each store write of the state it owns
 * ({@link #stored}) and each change of it in memory ({@link #changing}), which fails unless its thread holds the lock and
 * stored the change first (one write, one change); a change that is rightly in memory only says why ({@link
 * #changingInMemoryOnly}), and only the lock is checked for it. Without the test mode every call returns at once.
 *
 * <p>Apart from {@link LockOrder} because it checks what a thread does while it holds the lock, not the order it takes
 * locks in; it reads LockOrder's notes of the thread's holds, and keeps its own note on the hold, so that it ends with it.
 */
public final class StoreFirst {
    private StoreFirst() {}

    /**
     * The store has just recorded a change of the state that {@code owner}'s monitor guards (the contest lock's: the
     * phase, the pause, the rounds), on this thread, which holds that monitor.
     */
    public static void stored(Object owner) {
        if (!LockOrder.CHECKED) return;
        LockOrder.holding(owner, "stores a change of its state").stored().set(true);
    }

    /**
     * The state {@code owner}'s monitor guards changes in memory now ({@code what}, one change site, whatever fields
     * it sets): the thread holds the monitor and has stored the change first, a write not yet counted for another change.
     * In the test mode a change without either fails as a {@link LockOrder.Violation}.
     */
    public static void changing(Object owner, String what) {
        if (!LockOrder.CHECKED) return;
        if (!LockOrder.holding(owner, "changes " + what).stored().getAndSet(false)) {
            LockOrder.violated("contest invariant violated: " + Thread.currentThread().getName() + " changes " + what
                    + " in memory before the store recorded it");
        }
    }

    /**
     * A change in memory that is not stored with it, for the reason given ({@code why}: the store is what fails, the
     * state was read from the store, the store's part follows on its own): only the lock is checked.
     */
    public static void changingInMemoryOnly(Object owner, String what, String why) {
        if (!LockOrder.CHECKED) return;
        LockOrder.holding(owner, "changes " + what + " (in memory only: " + why + ")");
    }
}
