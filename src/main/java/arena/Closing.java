package arena;

import java.util.ArrayDeque;
import java.util.Deque;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What a start has opened so far, closed the last first: a close that throws is logged and the next is closed all the
 * same (issue 28, point 7: a start that failed at the web left the bot port, the database and their threads open, and
 * a close stopped at the first one that threw).
 */
final class Closing {
    private static final Logger log = LoggerFactory.getLogger(Closing.class);

    private record Step(String what, AutoCloseable close) {}

    private final Deque<Step> steps = new ArrayDeque<>();

    /** Notes something opened ({@code what} names it in the log) and how it is closed; returns {@code thing}. */
    synchronized <T> T opened(String what, T thing, AutoCloseable close) {
        steps.push(new Step(what, close));
        return thing;
    }

    /**
     * Closes everything noted, the last opened first, each once; every failure is logged and the rest still closed.
     * Returns the first failure (the others are added to it as suppressed), or null.
     */
    Exception closeAll() {
        Exception first = null;
        while (true) {
            Step step;
            synchronized (this) {
                step = steps.poll();
            }
            if (step == null) return first;
            try {
                step.close().close();
            } catch (Exception | LinkageError e) {
                Exception failure = e instanceof Exception x ? x : new IllegalStateException(e);
                log.error("closing {} failed (the rest is closed all the same): {}", step.what(), e.toString());
                if (first == null) first = failure;
                else first.addSuppressed(failure);
            }
        }
    }
}
