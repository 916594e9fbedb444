package arena.game;

/**
 * One match of a game. It is touched by one thread at a time (the arena holds a lock per match), is
 * deterministic, and knows no clock: the arena tells it when a turn ends. Replaying the same seed with
 * the same sequence of accepted commands and turn ends rebuilds the same match.
 */
public interface MatchEngine {

    /**
     * Answers one command of the team in {@code seat} (0 or 1). An answer that changed the match must
     * say so ({@link Answer#changed()}); the arena then stores the command, exactly as given, in the
     * match's log, and replays it on recovery.
     */
    Answer apply(int seat, String command);

    /** The turn clock ended the current turn. */
    void endTurn();

    /** The current turn, from 1. */
    int turn();

    boolean finished();

    /** Whether the team in this seat can still act in the current turn (early turns wait for those who can). */
    boolean canAct(int seat);

    /** Match scores by seat; only meaningful once finished. */
    double[] scores();

    /** One short line telling a person how the match stands or ended. */
    String summary();

    /** The full view of the board (the instructor's, and a replay's), handed to the game's board template as {@code board}. */
    Object board();

    /**
     * The board as {@code eye} may see it while the match is played (RULINGS 8): a player's private information (a
     * hand, what its fog hides from the other) only for that player's eye; {@link Eye#PUBLIC} what both players may
     * see. Same type as {@link #board()}, for the same template. No default: every game says what its rules hide.
     */
    Object board(Eye eye);
}
