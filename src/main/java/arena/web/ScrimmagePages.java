package arena.web;

import arena.contest.Contests;
import arena.contest.Scrimmages;
import arena.contest.base.NotFound;
import arena.hosted.BadUpload;
import arena.hosted.HostedBots;
import arena.hosted.Hosting;
import arena.store.BotStatus;
import arena.store.ContestStore;
import arena.store.ScrimmageStore;
import arena.store.ScrimmageStore.StoredScrimmage;
import arena.store.StoredContest;
import io.javalin.http.Context;
import java.util.List;
import java.util.Map;

/**
 * Scrimmages on a team's card (issue 43; markup in {@code templates/parts/scrimmages.html}): ask another team of the
 * contest, answer the asks of yours (with the bot your side plays), set how your team answers all of them. The card
 * loads this part by itself; every form goes back to the card (or to the board of a scrimmage it started) with what was
 * done or why nothing was.
 */
final class ScrimmagePages {
    /** One ask as the card lists it, seen from the team: {@code incoming} when asked of it, {@code waiting} for its answer. */
    record Row(long id, String other, String theirBot, String ourBot, String status, Long match, boolean incoming, boolean waiting) {}

    /** A bot a side may play: the team's own bot, or one of its built versions. */
    record Side(String value, String label) {}

    record Panel(String slug, String policy, List<String> opponents, List<Side> sides, List<Row> rows, int perHour) {}

    private final Contests contests;
    private final ContestStore contestStore;
    private final Views views;
    /** Null: this arena hosts no bots. */
    private final Hosting hosting;

    ScrimmagePages(Contests contests, ContestStore contestStore, Views views, Hosting hosting) {
        this.contests = contests;
        this.contestStore = contestStore;
        this.views = views;
        this.hosting = hosting;
    }

    void panel(Context ctx) {
        Principal me = Security.user(ctx);
        StoredContest c = contestOf(ctx, me);
        Scrimmages.Outlook o = contests.scrimmages().of(c.slug(), me.id());
        List<String> opponents = contestStore.enrolledTeams(c.id()).stream().filter(t -> t.houseBot() == null && t.id() != me.id() && !t.disabled())
                .map(t -> t.name()).sorted().toList();
        List<Row> rows = o.scrimmages().stream().map(s -> row(s, me.id())).toList();
        Map<String, Object> model = Pages.model(ctx);
        model.put("scrim", new Panel(c.slug(), o.policy(), opponents, sides(me.id(), c.game()), rows, Scrimmages.ASKS_PER_HOUR));
        ctx.html(views.fragment("parts/scrimmages", "panel", model));
    }

    void ask(Context ctx) {
        Principal me = Security.user(ctx);
        StoredContest c = contestOf(ctx, me);
        try {
            Scrimmages.Answered a = contests.scrimmages().ask(c.slug(), me.id(), version(ctx, me.id(), c), ctx.formParam("opponent"));
            StoredScrimmage s = a.scrimmage();
            if (s.matchId() != null) {
                Pages.flash(ctx, "Team " + s.askedTeam() + " accepts all scrimmages: scrimmage match #" + s.matchId() + " is played now.");
                Pages.back(ctx, "/matches/" + s.matchId());
                return;
            }
            if (a.note() != null) Pages.flashError(ctx, "Scrimmage " + s.id() + ": " + a.note() + ".");
            else Pages.flash(ctx, "Scrimmage asked of " + s.askedTeam() + ": it waits for their answer.");
        } catch (BadUpload | arena.contest.base.Refused | NotFound | Scrimmages.TooManyAsks e) {
            Pages.flashError(ctx, "scrimmage not asked: " + e.getMessage());
        }
        Pages.back(ctx, back(c));
    }

    void accept(Context ctx) {
        Principal me = Security.user(ctx);
        StoredContest c = contestOf(ctx, me);
        try {
            StoredScrimmage s = contests.scrimmages().accept(c.slug(), me.id(), id(ctx), version(ctx, me.id(), c));
            Pages.flash(ctx, "Scrimmage with " + s.askingTeam() + " accepted: match #" + s.matchId() + ".");
            Pages.back(ctx, "/matches/" + s.matchId());
            return;
        } catch (BadUpload | arena.contest.base.Refused | NotFound e) {
            Pages.flashError(ctx, "scrimmage not started: " + e.getMessage());
        }
        Pages.back(ctx, back(c));
    }

    void refuse(Context ctx) {
        Principal me = Security.user(ctx);
        StoredContest c = contestOf(ctx, me);
        try {
            StoredScrimmage s = contests.scrimmages().refuse(c.slug(), me.id(), id(ctx));
            Pages.flash(ctx, "Scrimmage asked by " + s.askingTeam() + " refused.");
        } catch (arena.contest.base.Refused | NotFound e) {
            Pages.flashError(ctx, e.getMessage());
        }
        Pages.back(ctx, back(c));
    }

    void policy(Context ctx) {
        Principal me = Security.user(ctx);
        StoredContest c = contestOf(ctx, me);
        try {
            contests.scrimmages().setPolicy(c.slug(), me.id(), ctx.formParam("policy"));
            Pages.flash(ctx, "Scrimmages asked of your team: " + Scrimmages.POLICIES.get(ctx.formParam("policy")) + ".");
        } catch (arena.contest.base.Refused e) {
            Pages.flashError(ctx, e.getMessage());
        }
        Pages.back(ctx, back(c));
    }

    private static Row row(StoredScrimmage s, long me) {
        boolean incoming = s.askedTeamId() == me;
        String asking = arena.contest.base.Sides.label(s.askingVersion(), false);
        String asked = s.matchId() == null ? "" : arena.contest.base.Sides.label(s.askedVersion(), false);
        return new Row(s.id(), incoming ? s.askingTeam() : s.askedTeam(), incoming ? asking : asked, incoming ? asked : asking, s.status(),
                s.matchId(), incoming, s.status().equals(ScrimmageStore.WAITING));
    }

    /** What the team's side may play: its own bot, and each of its built versions made for this game (newest first, 20). */
    private List<Side> sides(long teamId, String game) {
        List<Side> sides = new java.util.ArrayList<>();
        sides.add(new Side("own", "your own bot (as in your rounds)"));
        if (hosting == null || hosting.bots().isEmpty()) return sides;
        HostedBots bots = hosting.bots().get();
        for (var v : bots.versions(teamId, 1, 20)) {
            if (v.status() == BotStatus.READY && bots.fits(v, game)) sides.add(new Side(String.valueOf(v.version()), "version " + v.version()));
        }
        return sides;
    }

    /** The version the form names for the team's side, checked; null for its own bot. */
    private Integer version(Context ctx, long teamId, StoredContest c) {
        String given = ctx.formParam("version");
        if (given == null || given.isBlank() || given.equals("own")) return null;
        int version;
        try {
            version = Integer.parseInt(given.strip());
        } catch (NumberFormatException e) {
            throw new BadUpload("a version is a number, not " + given);
        }
        if (hosting == null || hosting.bots().isEmpty()) throw new BadUpload("hosted bots are off in this arena: your side is your own bot");
        hosting.bots().get().playable(teamId, c.game(), version);
        return version;
    }

    private StoredContest contestOf(Context ctx, Principal me) {
        StoredContest c = contestStore.bySlug(ctx.pathParam("slug")).orElseThrow(() -> new NotFound("no contest " + ctx.pathParam("slug")));
        if (!contestStore.isEnrolled(c.id(), me.id())) throw new NotFound("your team is not in contest " + c.slug());
        return c;
    }

    private static long id(Context ctx) {
        try {
            return Long.parseLong(ctx.pathParam("id"));
        } catch (NumberFormatException e) {
            throw new NotFound("no scrimmage " + ctx.pathParam("id"));
        }
    }

    private static String back(StoredContest c) {
        return "/team#hub-" + c.slug();
    }
}
