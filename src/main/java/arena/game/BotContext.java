package arena.game;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/** What a game's protocol may see and do for one logged-in team in one contest. */
public interface BotContext {

    long teamId();

    String teamName();

    /** The contest's settings, the common ones and the game's. */
    Settings settings();

    /** The current round's number, or 0 before the first round. */
    int round();

    /** Whether a round is being played now. */
    boolean roundRunning();

    /** The current turn of the round's clock (from 1), or 0 when no round runs. */
    int turn();

    /** Milliseconds left in the current turn (0 when no round runs or the contest is paused). */
    long millisLeftInTurn();

    /** Milliseconds until the next round starts by itself (the end of its registration window), or 0 if none is set. */
    default long millisToNextRound() {
        return 0;
    }

    /** The current round's matches in which this team sits, in match order. */
    List<MatchRef> myMatches();

    /** A match of the current round by id. */
    Optional<MatchRef> match(long matchId);

    /**
     * Reads a match of the current round under its lock, as the game's own engine. Empty if no such match is running
     * (its round may have ended since the protocol looked at the team's matches), if it is not of that engine, or if
     * the reader finds nothing (returns null): a protocol answers from that, and nothing is thrown at it.
     */
    <E extends MatchEngine, T> Optional<T> read(long matchId, Class<E> engine, Function<? super E, ? extends T> reader);

    /**
     * Passes a command to a match engine under its lock, as the team in {@code seat}; if the answer says
     * the match changed, the command is logged (and stored at the next turn boundary). Empty if no such match is
     * running (its round may have ended since the protocol looked); a seat that is not the team's is a protocol's
     * mistake, and throws.
     */
    Optional<Answer> play(long matchId, int seat, String command);

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
    default Answer waitUntil(java.util.function.BooleanSupplier until, long timeoutMillis, java.util.function.Supplier<List<String>> lines,
                             List<String> timedOut) {
        throw new UnsupportedOperationException("waiting with a timeout is not possible here");
    }

    /**
     * The data of the coming round (the next one to start) as the game's own type, for games whose teams register
     * entries or see the round before it starts; empty where there is none (a context without contests).
     */
    default <R extends RoundData> Optional<R> comingRound(Class<R> type) {
        return Optional.empty();
    }

    /** The team's saved entry for the coming rounds, if any. */
    default Optional<String> entry() {
        return Optional.empty();
    }

    /** Saves the team's entry (the last one saved before a round starts counts); returns why it was refused, if it was. */
    default Optional<String> saveEntry(String entry) {
        return Optional.of("entries cannot be saved here");
    }

    /**
     * A number that grows whenever one of this team's matches changes (a command of either side) or a
     * turn or round begins. Read it, look at the matches, then {@link #awaitChange} with what was read:
     * no change can slip between the look and the wait.
     */
    default long changes() {
        return 0;
    }

    /** Blocks until {@link #changes()} differs from {@code seen} or the timeout passes; true if it changed. */
    default boolean awaitChange(long seen, long timeoutMillis) throws InterruptedException {
        Thread.sleep(timeoutMillis);
        return false;
    }

    /**
     * Adds a line to this team's private log of a match (its bot's stderr, say), shown on the match page to
     * the team and instructors only. Not part of the match: never replayed.
     */
    default void appendTeamLog(long matchId, String line) {
    }

    /**
     * Starts the real-time limit of a turn whose input is being handed to this connection (RULINGS 7). The arena
     * notes when the lines of this answer are written to the connection; if {@link #stopTimer} is not called for the
     * match within {@code limitMillis}, it plays {@code onExpiry.apply(elapsedMillis)} in the match as this team,
     * logged when it changes the match. The game measures nothing itself: it receives the figures as data. If this
     * connection closes before the answer, the arena offers the turn back with {@code giveBack} (under the match's
     * lock; true if the game took it back, and its time then stops).
     */
    default void startTimer(long matchId, long limitMillis, java.util.function.LongFunction<String> onExpiry,
                            java.util.function.Predicate<MatchEngine> giveBack) {
    }

    /**
     * Stops the team's timer of a match: the whole milliseconds from the hand-over to the arrival of the command being
     * answered (time spent waiting for the arena does not count), or -1 if no timer was running.
     */
    default long stopTimer(long matchId) {
        return -1;
    }

    /**
     * How much longer than the game's time limits this connection's bot gets (issue 26): a hosted bot's language factor
     * from the languages' table (Python 2.0), set by the arena's runner; 1 for a bot on a socket. A game that measures
     * time (LOCM) scales the limit it hands over by it, and logs the factor with its decision, so replays stay exact.
     */
    default double timeFactor() {
        return 1;
    }

    /** A match as a protocol sees it. */
    record MatchRef(long id, int number, List<String> teams, int mySeat, boolean finished) {}

    /** What {@code WAIT} woke up for. */
    record TurnEvent(int round, int turn, boolean newRound, boolean contestFinished) {}
}
