package arena.game;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.Supplier;

/** How a protocol's answer waits: for the next turn, for a condition, or for a change of the team's matches. */
public interface BotWaits {

    /**
     * Answers {@code OK} now, marks the team as done for this turn (early turns), and answers again with
     * {@code lines.apply(event)} when the next turn or the next round begins.
     */
    Answer waitForNextTurn(Function<TurnEvent, List<String>> lines);

    /**
     * Answers {@code OK} now and a second time once {@code until} holds: at once if it holds already, else as soon as
     * it holds after a turn, a round start or a round end, with {@code lines.get()}; if it still does not hold after
     * {@code timeoutMillis}, or the contest is over, with {@code timedOut}. Unlike {@link #waitForNextTurn}, it does not
     * mark the team as done for the turn. For commands such as Kieszostwory's {@code WAIT_FOR_REGISTRATION}
     * ({@code NOTYET} after about 30 s).
     */
    Answer waitUntil(BooleanSupplier until, long timeoutMillis, Supplier<List<String>> lines, List<String> timedOut);

    /**
     * A number that grows whenever one of this team's matches changes (a command of either side) or a
     * turn or round begins. Read it, look at the matches, then {@link #awaitChange} with what was read:
     * no change can slip between the look and the wait.
     */
    long changes();

    /** Blocks until {@link #changes()} differs from {@code seen} or the timeout passes; true if it changed. */
    boolean awaitChange(long seen, long timeoutMillis) throws InterruptedException;

    /** What {@code WAIT} woke up for. */
    record TurnEvent(int round, int turn, boolean newRound, boolean contestFinished) {}
}
