package arena.game;

/**
 * Who looks at a live board (RULINGS 8): a board shows each player's private information only to that player's team
 * and to the instructor. There are four audiences, not one per viewer, so a board is drawn once per turn for each.
 */
public enum Eye {
    /** Spectators, and a team not in the match: what the rules let both players see. */
    PUBLIC,
    /** The team in seat 0: its own private information, and what both may see. */
    SEAT_0,
    /** The team in seat 1. */
    SEAT_1,
    /** The instructor, and every replay of a finished match: everything. */
    ALL;

    /** The eye of the team in {@code seat} (0 or 1). */
    public static Eye ofSeat(int seat) {
        return switch (seat) {
            case 0 -> SEAT_0;
            case 1 -> SEAT_1;
            default -> throw new IllegalArgumentException("no seat " + seat);
        };
    }

    /** The seat this eye belongs to, or -1 for the public and the instructor. */
    public int seat() {
        return switch (this) {
            case SEAT_0 -> 0;
            case SEAT_1 -> 1;
            default -> -1;
        };
    }

    /** Whether this eye may see what the rules show only to the player in {@code seat}. */
    public boolean sees(int seat) {
        return this == ALL || seat() == seat;
    }

    /** A short word for entity tags and cache keys. */
    public String tag() {
        return switch (this) {
            case PUBLIC -> "p";
            case SEAT_0 -> "s0";
            case SEAT_1 -> "s1";
            case ALL -> "a";
        };
    }
}
