package arena.web;

import arena.contest.Contests;
import arena.contest.base.Refused;
import arena.store.StoredContest;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.util.Map;

/**
 * A contest's roster imported from the console (teams; since issue 42, students in teams too), and the page of its result,
 * which hands generated passwords back once. Apart from the console's other pages ({@link ConsolePages}): a feature of
 * its own, with a template of its own.
 */
final class RosterPages {
    private final Contests contests;
    private final ContestViews contestViews;
    private final Views views;

    RosterPages(Contests contests, ContestViews contestViews, Views views) {
        this.contests = contests;
        this.contestViews = contestViews;
        this.views = views;
    }

    /** A roster as CSV, pasted or uploaded; the result page hands generated passwords back once. */
    void importRoster(Context ctx) throws java.io.IOException {
        StoredContest c = contests.find(ctx.pathParam("slug")).orElseThrow(() -> new NotFoundResponse("there is no contest " + ctx.pathParam("slug")));
        String csv = ConsolePages.pastedOrUploaded(ctx, "csv");
        arena.contest.accounts.Roster.Result result;
        try {
            result = contests.admin().importRoster(c.slug(), csv);
        } catch (Refused e) {
            Pages.flashError(ctx, AccountPages.capitalize(e.getMessage()) + ".");
            Pages.back(ctx, "/console/contests/" + c.slug());
            return;
        }
        Map<String, Object> model = Pages.model(ctx);
        model.put("contest", contestViews.card(c));
        model.put("result", result);
        model.put("csv", csv == null ? "" : csv);
        StringBuilder printable = new StringBuilder("name,password\n");
        for (arena.contest.accounts.Roster.Imported t : result.teams()) {
            printable.append(t.name()).append(',').append(t.generatedPassword() == null ? "" : t.generatedPassword()).append('\n');
        }
        model.put("passwordsGenerated", result.teams().stream().anyMatch(t -> t.generatedPassword() != null));
        model.put("students", result.teams().stream().anyMatch(t -> t.team() != null)); // issue 42: a roster of students
        model.put("passwordsCsv", "data:text/csv;charset=utf-8," + java.net.URLEncoder.encode(printable.toString(), java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20"));
        ctx.status(result.ok() ? 200 : 400).html(views.page("roster-result", model));
    }
}
