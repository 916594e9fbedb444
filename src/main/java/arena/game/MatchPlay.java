package arena.game;

import java.util.Optional;
import java.util.function.LongFunction;

/** What a protocol may do in its team's matches: play a command, take a turn handed over, time it, log beside it. */
public interface MatchPlay {

    /**
     * Passes a command to a match engine under its lock, as the team in {@code seat}; if the answer says
     * the match changed, the command is logged (and stored at the next turn boundary). Empty if no such match is
     * running (its round may have ended since the protocol looked); a seat that is not the team's is a protocol's
     * mistake, and throws.
     */
    Optional<Answer> play(long matchId, int seat, String command);

    /**
     * Takes the team's awaited turn of a match whose engine hands turns to one connection at a time
     * ({@link TurnHandOver}), or the news that it has ended; empty when there is nothing for this team there, or no
     * such match is running.
     */
    Optional<TurnHandOver.Delivery> takeTurn(long matchId);

    /**
     * Starts the real-time limit of a turn whose input is being handed to this connection (RULINGS 7): the turn taken
     * as {@code decision}. The arena notes when the lines of this answer are written to the connection; if
     * {@link #stopTimer} is not called for the match within {@code limitMillis}, it plays
     * {@code onExpiry.apply(elapsedMillis)} in the match as this team, logged when it changes the match. The game
     * measures nothing itself: it receives the figures as data. If this connection closes before the answer, the arena
     * gives the decision back to the engine ({@link TurnHandOver#giveBack}), and its time then stops.
     */
    void startTimer(long matchId, long limitMillis, int decision, LongFunction<String> onExpiry);

    /**
     * Takes one of the machine's cores before a turn is looked for and handed over at once ({@code NEXT NOW}), when this
     * connection's bot runs on this machine (a hosted bot: issue 39): false if none is free now, true at once for a bot
     * elsewhere. The core goes with the turn that {@link #startTimer} then starts, and comes back with its answer or at
     * its limit; {@link #releaseCore} gives it back when the look handed no turn over. (A look of
     * {@link BotWaits#waitForChange} has its core in hand already.)
     */
    default boolean takeCoreNow() {
        return true;
    }

    /** Gives back a core {@link #takeCoreNow} took for a look that handed no turn over; nothing otherwise. */
    default void releaseCore() {}

    /**
     * Stops the team's timer of a match: the whole milliseconds from the hand-over to the arrival of the command being
     * answered (time spent waiting for the arena does not count), or -1 if no timer was running.
     */
    long stopTimer(long matchId);

    /**
     * Adds a line to this team's private log of a match (its bot's stderr, say), shown on the match page to
     * the team and instructors only. Not part of the match: never replayed.
     */
    void appendTeamLog(long matchId, String line);
}
