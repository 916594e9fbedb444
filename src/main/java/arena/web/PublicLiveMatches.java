package arena.web;

import arena.contest.Contests;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * {@link PracticeSecrecy}'s check for the live board, which is asked for far more often than any page (every second by
 * every spectator, and by the hundred a second in issue 31's hard case), without a query each time: a live match that
 * the store says anyone may see is remembered as such. That never turns back (RULINGS 8: a practice is private only
 * until the round whose entry it plays has started; any other match is public from the start), so the memory never
 * shows what it should not. Only matches that exist and are being played are remembered (an id not yet used might
 * become a private practice), and the memory is emptied past {@value #MAX} matches.
 */
final class PublicLiveMatches {
    private static final int MAX = 50_000;
    private final Contests contests;
    private final Set<Long> known = ConcurrentHashMap.newKeySet();

    PublicLiveMatches(Contests contests) {
        this.contests = contests;
    }

    /** Answers 404 for a practice the request's viewer may not see yet, as {@link PracticeSecrecy#check} does. */
    void check(Context ctx, long matchId) {
        if (known.contains(matchId)) return;
        boolean live = contests.liveMatch(matchId).isPresent();
        java.util.Set<Long> owner = contests.secretPracticeOwners(matchId);
        if (!PracticeSecrecy.maySee(Security.user(ctx), owner)) throw new NotFoundResponse("there is no match " + matchId);
        if (owner.isEmpty() && live) {
            if (known.size() >= MAX) known.clear();
            known.add(matchId);
        }
    }
}
