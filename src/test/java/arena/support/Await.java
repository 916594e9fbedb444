package arena.support;

/**
 * A test's wait for what it awaits (issue 45): the condition is looked at every few milliseconds until it holds, so the
 * test goes on as soon as it may on a quiet machine and still passes on a loaded one, where a fixed sleep either wastes
 * time or is too short. The limit is generous (a loaded machine is not what is tested); running out of it fails the test
 * with what was awaited.
 */
public final class Await {
    /** A condition that may read sockets, pages or the store. */
    @FunctionalInterface
    public interface Condition {
        boolean holds() throws Exception;
    }

    private static final long LOOK_MILLIS = 10;

    private Await() {}

    /** Waits until the condition holds; fails with {@code what} if it has not within {@code millis}. */
    public static void until(String what, long millis, Condition condition) throws Exception {
        long end = System.nanoTime() + millis * 1_000_000;
        while (!condition.holds()) {
            if (System.nanoTime() - end > 0) throw new AssertionError("not within " + millis + " ms: " + what);
            Thread.sleep(LOOK_MILLIS);
        }
    }
}
