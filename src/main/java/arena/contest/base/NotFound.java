package arena.contest.base;

/**
 * What was asked for is not there: no contest, team, match or account of that name (the pages answer 404). Was
 * {@code Contests.NotFound}; here since issue 45, below every part of the contest core that throws it.
 */
public final class NotFound extends RuntimeException {
    public NotFound(String why) {
        super(why, null, false, false);
    }
}
