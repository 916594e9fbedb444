package arena.game;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * What a protocol may read for its team: the contest's clock and settings, the team's matches, and a match's state
 * through the game's read-only view of it. Nothing here changes the contest or a match.
 */
public interface BotView {

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
    long millisToNextRound();

    /**
     * How much longer than the game's time limits this connection's bot gets (issue 26): a hosted bot's language factor
     * from the languages' table (Python 2.0), set by the arena's runner; 1 for a bot on a socket. A game that measures
     * time (LOCM) scales the limit it hands over by it, and logs the factor with its decision, so replays stay exact.
     */
    double timeFactor();

    /** The current round's matches in which this team sits, in match order. */
    List<MatchRef> myMatches();

    /**
     * The ids of {@code mine} (a list {@link #myMatches()} gave) in its order, separated by single spaces: the line a bot
     * is told its matches by. A connection may keep it with the list while its matches stay the same (a bot asks for
     * them as often as for anything, issue 31).
     */
    default String idsOf(List<MatchRef> mine) {
        StringBuilder ids = new StringBuilder(mine.size() * 8);
        for (MatchRef m : mine) {
            if (!ids.isEmpty()) ids.append(' ');
            ids.append(m.id());
        }
        return ids.toString();
    }

    /** A match of the current round by id. */
    Optional<MatchRef> match(long matchId);

    /**
     * Reads a match of the current round under its lock, through the game's read-only view of its engine. Empty if no
     * such match is running (its round may have ended since the protocol looked at the team's matches), if its engine
     * has no such view, or if the reader finds nothing (returns null): a protocol answers from that, and nothing is
     * thrown at it.
     */
    <V extends MatchView, T> Optional<T> read(long matchId, Class<V> view, Function<? super V, ? extends T> reader);

    /** A match as a protocol sees it. */
    record MatchRef(long id, int number, List<String> teams, int mySeat, boolean finished) {}
}
