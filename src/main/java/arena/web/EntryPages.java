package arena.web;

import arena.domain.ContestPhase;
import arena.contest.Contests;
import arena.contest.life.LiveContest;
import arena.contest.base.Refused;
import arena.game.Game;
import arena.store.ContestStore;
import arena.store.StoredContest;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.util.List;
import java.util.Map;

/**
 * The entry builder a game offers (a deck, a creature team): the page is the arena's, its body and its
 * live summary are the game's template; the rules are checked by the game on the server.
 */
final class EntryPages {
    private final Contests contests;
    private final ContestStore contestStore;
    private final Views views;

    EntryPages(Contests contests, ContestStore contestStore, Views views) {
        this.contests = contests;
        this.contestStore = contestStore;
        this.views = views;
    }

    private record Target(StoredContest contest, LiveContest live, Game game) {}

    private Target target(Context ctx) {
        Target t = contestOf(ctx);
        if (!contestStore.isEnrolled(t.contest().id(), Security.user(ctx).id())) throw new Refused("your team is not enrolled in this contest");
        return t;
    }

    private Target contestOf(Context ctx) {
        String slug = ctx.pathParam("slug");
        StoredContest contest = contests.find(slug).orElseThrow(() -> new NotFoundResponse("there is no contest " + slug));
        LiveContest live = contests.live(slug).orElseThrow(() -> new Refused("the contest is finished"));
        if (!live.game().traits().hasEntries()) throw new NotFoundResponse("teams register no entries in " + live.game().title());
        return new Target(contest, live, live.game());
    }

    private Map<String, Object> model(Context ctx, Target t, Map<String, List<String>> draft) {
        Map<String, Object> model = Pages.model(ctx);
        String saved = t.live().entry(Security.user(ctx).id()).orElse(null);
        model.put("contest", t.contest());
        model.put("game", t.game());
        model.put("pages", t.game().pages());
        model.put("entryTemplate", t.game().pages().entryTemplate());
        model.put("saved", saved);
        model.put("entry", t.game().pages().entryView(t.live().nextRoundData(), t.live().settings(), saved, draft));
        model.put("nextRound", t.live().roundNumber() + 1);
        return model;
    }

    void page(Context ctx) {
        Target t = contestOf(ctx);
        if (!contestStore.isEnrolled(t.contest().id(), Security.user(ctx).id())) {
            notEnrolled(ctx, t);
            return;
        }
        ctx.html(views.page("entry", model(ctx, t, ctx.queryParamMap())));
    }

    /**
     * A team that is not enrolled is told so, with the way in: an "Enroll" button where the contest lets teams enroll
     * themselves now, else who enrolls them or when registration opens again (403: the builder is not theirs yet).
     */
    private void notEnrolled(Context ctx, Target t) {
        Map<String, Object> model = Pages.model(ctx);
        model.put("contest", t.contest());
        model.put("game", t.game());
        model.put("notEnrolled", true);
        boolean selfSignup = t.contest().selfSignup();
        model.put("canJoin", selfSignup && t.live().phase() == ContestPhase.OPEN);
        model.put("why", !selfSignup ? "Teams are enrolled by the instructor in this contest: ask them to enroll yours."
                : "Registration is closed while a round runs; it opens again when the round ends.");
        ctx.status(403).html(views.page("entry", model));
    }

    /**
     * The live summary of the builder's form as it is (HTMX). In a page without scripts a row's pick button posts
     * the form here too: that request gets the whole page back, the row added or taken out.
     */
    void check(Context ctx) {
        Target t = target(ctx);
        Map<String, Object> model = model(ctx, t, ctx.formParamMap());
        if (ctx.header("HX-Request") == null) ctx.html(views.page("entry", model));
        else ctx.html(views.fragment(t.game().pages().entryTemplate(), "check", model));
    }

    void save(Context ctx) {
        Target t = target(ctx);
        String problem = null;
        try {
            String entry = t.game().pages().entryFromForm(ctx.formParamMap());
            contests.saveEntry(t.contest().slug(), Security.user(ctx).id(), entry);
            ctx.attribute(ActionRecorder.DONE, "saved the " + t.game().traits().entryName()); // "saved the deck" (issue 42)
        } catch (IllegalArgumentException | Refused e) {
            problem = AccountPages.capitalize(e.getMessage()) + ".";
        }
        if (problem == null) {
            Pages.flash(ctx, "Saved. It counts for " + t.game().pages().entryCountsFor(t.live().roundNumber() + 1) + ".");
            Pages.back(ctx, "/contests/" + t.contest().slug() + "/entry");
            return;
        }
        Map<String, Object> model = model(ctx, t, ctx.formParamMap());
        model.put("error", problem);
        ctx.status(400).html(views.page("entry", model));
    }
}
