package arena.contest;

/** An instructor's or a team's request that the rules do not allow; the message says why, for a person. */
public final class Refused extends RuntimeException {
    public Refused(String why) {
        super(why, null, false, false);
    }
}
