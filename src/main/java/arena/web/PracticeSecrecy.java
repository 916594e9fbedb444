package arena.web;

import arena.contest.Contests;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;

/**
 * RULINGS 8 (issue 27 point 1): a practice is seen only by its own team and the instructor until the round whose entry
 * it plays has started, since it shows that entry (a deck, a creature team); then it is public like any match. To
 * anyone else it does not exist: 404, not 403, so that its existence says nothing either. Every page of a match (its
 * page, its live board, its replay, its replay file) and every list of matches asks here.
 */
final class PracticeSecrecy {
    private PracticeSecrecy() {}

    /** Whether {@code viewer} (null: anonymous) may see a match private to {@code owners} (none: a public match; a scrimmage's two teams, issue 43). */
    static boolean maySee(Principal viewer, java.util.Set<Long> owners) {
        if (owners.isEmpty()) return true;
        return viewer != null && (viewer.isStaff() || (viewer.isTeam() && owners.contains(viewer.id())));
    }

    /** Whether {@code viewer} sees the private practices of team {@code teamId} (its own, or as the instructor). */
    static boolean seesPracticesOf(Principal viewer, long teamId) {
        return maySee(viewer, java.util.Set.of(teamId));
    }

    /** Answers 404 for a practice match the request's viewer may not see yet. */
    static void check(Contests contests, Context ctx, long matchId) {
        if (!maySee(Security.user(ctx), contests.secretPracticeOwners(matchId))) throw new NotFoundResponse("there is no match " + matchId);
    }
}
