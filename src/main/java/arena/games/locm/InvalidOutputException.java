package arena.games.locm;

/** A player's answer that the referee cannot read: that player loses the game. */
public final class InvalidOutputException extends Exception {
    public InvalidOutputException(String message) {
        super(message, null, false, false);
    }
}
