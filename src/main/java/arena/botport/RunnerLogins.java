package arena.botport;

import java.util.Optional;

/**
 * Logins of runners' bots (issue 30): a runner on another machine connects each hosted bot it was given to the bot port
 * with its own token instead of the team's password ({@code LOGIN} team, {@code PASS RUNNER <token> <contest>}); it is
 * let in only as a team whose bot in that contest the arena gave it now, and only for as long as it holds it.
 */
public interface RunnerLogins {

    /** What a runner's connection may do: play this team's bot in this contest, its time limits scaled by its language's factor. */
    record Grant(long runnerId, long teamId, String team, String contest, double timeFactor) {}

    /** The grant for a runner's token, a team and a contest; empty when the token is unknown or revoked, or the bot is not given to it. */
    Optional<Grant> grant(String token, String team, String contest);

    /** Whether the grant still holds (its runner not revoked, the bot still given to it). Read once a second per connection: cache it. */
    boolean holds(Grant grant);

    /** No runners: every runner's login is refused. */
    RunnerLogins NONE = new RunnerLogins() {
        @Override
        public Optional<Grant> grant(String token, String team, String contest) {
            return Optional.empty();
        }

        @Override
        public boolean holds(Grant grant) {
            return false;
        }
    };
}
