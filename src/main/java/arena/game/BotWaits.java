package arena.game;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * How a protocol's answer waits: for the next turn, for a condition, or for a change of the team's matches. Each answers
 * {@code OK} at once and its second part later ({@link Answer.Later}); the conditions and looks it is given answer from
 * memory, on the bot port's command loop.
 */
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
     * turn or round begins.
     */
    long changes();

    /**
     * Answers {@code OK} now and a second time with the first answer of {@code look} that is not null: looked at now,
     * after every change of the team's matches ({@link #changes}), and at least every 30 s; with a {@code timeoutMillis}
     * over 0, {@code timedOut} once that has passed with nothing. For a bot that runs on this machine each look has one
     * of its cores in hand (issue 39), which goes with a turn the look hands over, or back. {@code look} answers from
     * memory and never blocks: it runs on the bot port's command loop (issue 45: no thread is parked per waiting bot).
     */
    Answer waitForChange(Supplier<List<String>> look, long timeoutMillis, List<String> timedOut);

    /** What {@code WAIT} woke up for. */
    record TurnEvent(int round, int turn, boolean newRound, boolean contestFinished) {}
}
