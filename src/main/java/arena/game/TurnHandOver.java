package arena.game;

/**
 * An engine that hands each awaited turn to one of a team's connections at a time (LOCM: a team may run several
 * connections, each asking for turns), apart from its rules: a hand-over is not part of the match, never logged.
 */
public interface TurnHandOver {

    /** What a connection is handed: a turn's input under its limit, as decision number {@code decision}, or the news that the match is over. */
    record Delivery(String input, long limitMillis, int decision, String over) {
        public boolean isOver() {
            return over != null;
        }
    }

    /**
     * Takes the seat's awaited turn for one connection, so that no other connection of the team gets it too, or the
     * news (once) that the match has ended; null when there is nothing for this seat.
     */
    Delivery take(int seat);

    /**
     * RULINGS 7: the connection that took the seat's decision number {@code decision} closed before it answered, so the
     * turn goes back, for another open connection of the team to take (its time starting then); a decision goes back
     * once only, so closing connections buys no extra time. True if it went back.
     */
    boolean giveBack(int seat, int decision);
}
