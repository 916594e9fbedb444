package arena.domain;

/**
 * One entry of a match's log: a command a seat's bot sent that the match accepted, or, at seat {@link #TICK_SEAT}, the
 * end of a turn. A match is its seed plus these, in order ({@code seq} from 0): replays and recovery play them again
 * (DESIGN: the engine is a pure function of seed and commands). Made by the contest core's {@code LiveMatch}; the store keeps them in a
 * running round's journal and a finished match's packed log.
 */
public record MatchLogEntry(long matchId, int seq, int seat, String command) {
    /** The seat of an entry that ends a turn. */
    public static final int TICK_SEAT = -1;
    /** The command of an entry that ends a turn. */
    public static final String TICK_COMMAND = "END_TURN";

    /** Whether it ends a turn rather than being a bot's command. */
    public boolean tick() {
        return seat == TICK_SEAT;
    }
}
