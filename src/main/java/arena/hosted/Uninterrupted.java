package arena.hosted;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

/**
 * Work of a hosted bot's threads that reaches the contest core, and so maybe the store, run on a thread of its own that
 * nobody interrupts (issue 38: an interrupt inside H2's FileChannel I/O closes the database for everyone, and on
 * PostgreSQL fails the statement). A runner's own threads are interrupted to stop them, out of their process's pipes,
 * their pauses and a process slot's queue; the interrupt then ends only their wait for such work, which finishes, its
 * result dropped, as a socket's command does when its connection closes.
 */
final class Uninterrupted {
    private Uninterrupted() {}

    /** Work that may throw what its caller declares. */
    interface Work<T, E extends Exception> {
        T run() throws E, InterruptedException;
    }

    /** Runs the work on a thread of its own and waits for it; an interrupt of the caller ends the wait, never the work. */
    @SuppressWarnings("unchecked") // the work's own checked exception, passed on as the work threw it
    static <T, E extends Exception> T call(Class<E> declared, Work<T, E> work) throws E, InterruptedException {
        CompletableFuture<T> result = new CompletableFuture<>();
        Thread.ofVirtual().name("hosted-core-call").start(() -> {
            try {
                result.complete(work.run());
            } catch (Throwable e) {
                result.completeExceptionally(e);
            }
        });
        try {
            return result.get();
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) throw r;
            if (cause instanceof Error err) throw err;
            if (cause instanceof InterruptedException i) throw i; // the work's wait ended (a hang-up): the caller's ends too
            if (declared.isInstance(cause)) throw (E) cause;
            throw new IllegalStateException(cause);
        }
    }

    /** The same for work that throws no checked exception but an interrupted wait. */
    static <T> T call(Work<T, RuntimeException> work) throws InterruptedException {
        return call(RuntimeException.class, work);
    }

    /** Work whose result nobody waits for once the caller is interrupted (closing, a note): it still runs to its end. */
    static void runToEnd(Runnable work) {
        try {
            call(() -> {
                work.run();
                return null;
            });
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // keeps the caller's stop; the work goes on
        }
    }
}
