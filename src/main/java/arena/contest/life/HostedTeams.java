package arena.contest.life;

/**
 * The teams of a contest whose bots the arena runs itself (issue 26), whose first turn of a round waits for them. Was
 * {@code Contests.HostedTeams}; here since issue 45, beside the rounds that wait for them.
 */
@FunctionalInterface
public interface HostedTeams {
    java.util.Set<Long> of(String contestSlug);

    /** Whether a practice of this team starting now is played by a hosted bot (its chosen version, or one tried). */
    default boolean inPractice(String contestSlug, long teamId) {
        return of(contestSlug).contains(teamId);
    }
}
