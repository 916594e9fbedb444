package arena.contest.base;

/**
 * An instructor's or a team's request that the rules do not allow; the message says why, for a person,
 * and {@link #field()} names what was wrong (a form shows the reason beside that field), when one thing was.
 */
public final class Refused extends RuntimeException {
    private final String field;

    public Refused(String why) {
        this(null, why);
    }

    public Refused(String field, String why) {
        super(why, null, false, false);
        this.field = field;
    }

    /** The input at fault ({@code slug}, {@code title}, {@code game}, a setting's name), or null. */
    public String field() {
        return field;
    }
}
