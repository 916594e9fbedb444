package arena.web;

import arena.contest.Contests;
import arena.hosted.Hosting;
import arena.store.StoredContest;
import io.javalin.http.Context;
import io.javalin.http.Handler;

/**
 * A practice asks before it plays a bot that is not there (issue 44: with no bot connected, a practice was played and
 * silently lost, -20:80 in 17 turns, the card saying "Not connected" in small print). The team page words its practice
 * buttons by it, and a practice asked for without the team's "anyway" is refused with the reason while no bot of the
 * team is connected to the contest and no hosted version of it is chosen there.
 */
final class PracticeAsk {
    /** The form field, "yes", of a team that has been told and starts the practice all the same. */
    static final String ANYWAY = "anyway";

    private final Contests contests;
    /** Null: this arena hosts no bots. */
    private final Hosting hosting;

    PracticeAsk(Contests contests, Hosting hosting) {
        this.contests = contests;
        this.hosting = hosting;
    }

    /** Whether a practice of the team in this contest now would be played by nobody on its side. */
    boolean noBot(String slug, long teamId) {
        StoredContest c = contests.find(slug).orElse(null);
        if (c == null || BotPresencePages.teamRow(contests, c, teamId).connected()) return false;
        return hosting == null || hosting.play().map(play -> !play.hostedTeams(slug).contains(teamId)).orElse(true);
    }

    /**
     * Why a practice of the team's TCP bot against one of its versions (issue 44) would be played by nobody on the TCP
     * side now, or null: no bot of the team is connected to the contest.
     */
    String tcpBotAway(String slug, long teamId) {
        StoredContest c = contests.find(slug).orElse(null);
        if (c == null || BotPresencePages.teamRow(contests, c, teamId).connected()) return null;
        return "your TCP bot is not connected to " + slug + ", so its side would make no move and lose; start it first, or ask"
                + " again with \"play even if my TCP bot is not connected\"";
    }

    /** The practice's start, asked first: a team with no bot there that has not said "anyway" is sent back with why. */
    Handler first(Handler start) {
        return ctx -> {
            if (!told(ctx) && noBot(ctx.pathParam("slug"), Security.user(ctx).id())) {
                Pages.flashError(ctx, "Practice not started: no bot of your team is connected to " + ctx.pathParam("slug")
                        + " and no hosted version is chosen, so your side would make no move and lose. Start your bot, or press \""
                        + "Practice against " + ctx.formParam("bot") + " anyway\".");
                Pages.back(ctx, "/team#hub-" + ctx.pathParam("slug"));
                return;
            }
            start.handle(ctx);
        };
    }

    /** Whether the team has been told there is no bot and starts the practice all the same. */
    private static boolean told(Context ctx) {
        return "yes".equals(ctx.formParam(ANYWAY));
    }
}
