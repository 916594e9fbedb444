package arena.game;

import java.util.List;

/**
 * What every match of two players who move in turns shares (Vestrock, Pizzacraft): a turn of the clock is one
 * player's turn, seat 0 moving in odd turns; the match ends at its turn limit or when the rules end it; a short log of
 * what happened, newest first; and the spectators' board, drawn again only after the match changed (DESIGN:
 * "spectator fragments are rendered once per turn"). Written once here so that the engines keep only their rules.
 *
 * <p>A subclass calls {@link #changed()} whenever its state changes (a {@link #note} counts as one), says what a new
 * turn brings in {@link #turnBegins()}, and draws its board in {@link #snapshot()}.
 *
 * @param <B> the game's board view
 * @param <L> the game's log line, made by its {@link LogLines}
 */
public abstract class AlternatingMatch<B, L> implements MatchEngine {
    /** Log lines a board shows. */
    public static final int LOG_SIZE = 14;

    /** How a game makes its log line of a turn, a seat (-1: the game itself) and a text: its record's constructor. */
    @FunctionalInterface
    public interface LogLines<L> {
        L line(int turn, int seat, String text);
    }

    /** The teams in seats 0 and 1, named in the summary and the log. */
    protected final SeatNames names;
    private final int turnLimit;
    private final LogLines<L> lines;
    private final RecentLog<L> log = new RecentLog<>(LOG_SIZE);
    private int turn = 1;
    private boolean over;
    private int version;
    private B board;
    private int boardVersion = -1;

    protected AlternatingMatch(int turnLimit, SeatNames names, LogLines<L> lines) {
        this.turnLimit = turnLimit;
        this.names = names;
        this.lines = lines;
    }

    // ---- what the game says

    /** A seat's match score now (its final score once the match is over). */
    public abstract double score(int seat);

    /** Who won or leads, in words, for the log, the summary and the board. */
    protected abstract String outcome();

    /** The spectators' full board now. */
    protected abstract B snapshot();

    /** What ends with the current player's turn, before the turn limit is checked (it may end the match). */
    protected void turnEnds() {
    }

    /** What the new turn brings (the turn number has moved on; {@link #current()} is the new player). */
    protected abstract void turnBegins();

    // ---- the contract

    @Override
    public final void endTurn() {
        if (over) return;
        turnEnds();
        if (!over && turn >= turnLimit) {
            over = true;
            note(-1, "turn limit reached: " + outcome());
        }
        if (!over) {
            turn++;
            turnBegins();
        }
        changed();
    }

    @Override
    public final int turn() {
        return turn;
    }

    @Override
    public final boolean finished() {
        return over;
    }

    @Override
    public final boolean canAct(int seat) {
        return !over && seat == current();
    }

    @Override
    public final double[] scores() {
        return new double[] {score(0), score(1)};
    }

    @Override
    public final B board() {
        if (boardVersion != version || board == null) {
            board = snapshot();
            boardVersion = version;
        }
        return board;
    }

    // ---- for the game

    /** The seat whose turn it is. */
    public final int current() {
        return (turn - 1) % 2;
    }

    /** Turns left in the match, the current one included; 0 once it has ended. */
    public final int turnsLeft() {
        return over ? 0 : turnLimit - turn + 1;
    }

    /** The most turns the match lasts. */
    public final int turnLimit() {
        return turnLimit;
    }

    /** "turn 3 of 60 · alpha to move", the summary of a match being played. */
    protected final String progress() {
        return "turn " + turn + " of " + turnLimit + " · " + names.of(current()) + " to move";
    }

    /** Ends the match now (a player knocked out, every building destroyed); the caller notes why. */
    protected final void end() {
        over = true;
        changed();
    }

    /** The match changed: the board is drawn again when next asked, and views kept by {@link #version()} too. */
    protected final void changed() {
        version++;
    }

    /** Counts the match's changes, for views a game keeps beside the board (Pizzacraft's fog of war). */
    protected final int version() {
        return version;
    }

    /** Adds a line to the log, newest first; {@code seat} -1 for what the game itself did. */
    protected final void note(int seat, String text) {
        log.add(lines.line(turn, seat, text));
        changed();
    }

    /** The log, newest first, as a board shows it. */
    protected final List<L> recentLog() {
        return log.newestFirst();
    }
}
