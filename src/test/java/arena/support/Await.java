package arena.support;

import java.util.function.Predicate;

/**
 * A test's wait for what it awaits (issue 45): the condition is looked at every few milliseconds until it holds, so the
 * test goes on as soon as it may on a quiet machine and still passes on a loaded one, where a fixed sleep either wastes
 * time or is too short. The limit is generous (a loaded machine is not what is tested); running out of it fails the test
 * with what was awaited and, where the wait reads a value, what it saw last.
 */
public final class Await {
    /** A condition that may read sockets, pages or the store. */
    @FunctionalInterface
    public interface Condition {
        boolean holds() throws Exception;
    }

    /** A reading of what is awaited (a count, a page, a process's state) that may read sockets, pages or the store. */
    @FunctionalInterface
    public interface Look<T> {
        T read() throws Exception;
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

    /**
     * Reads until what is read is {@code awaited}, and returns that reading; fails with {@code what} and the last
     * reading if none was within {@code millis}.
     */
    public static <T> T until(String what, long millis, Look<T> look, Predicate<? super T> awaited) throws Exception {
        long end = System.nanoTime() + millis * 1_000_000;
        T seen = look.read();
        while (!awaited.test(seen)) {
            if (System.nanoTime() - end > 0) {
                throw new AssertionError("not within " + millis + " ms: " + what + "; last seen: " + seen);
            }
            Thread.sleep(LOOK_MILLIS);
            seen = look.read();
        }
        return seen;
    }
}
