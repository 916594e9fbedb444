package arena.web;

import arena.contest.Contests;
import arena.contest.Scrimmages;
import arena.contest.base.NotFound;
import arena.hosted.BadUpload;
import arena.hosted.Hosting;
import arena.store.ContestStore;
import arena.store.ScrimmageStore.StoredScrimmage;
import arena.store.StoredContest;
import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import java.util.List;
import java.util.Map;

/**
 * The JSON API of scrimmages (issue 43), with the admin token or the team's own web session: a team's scrimmages and
 * policy, an ask of another team, its answer, the policy. A version named for a side is checked as the hosted bots
 * check it (the team's own, built, for this game); none is the team's own bot.
 */
final class ScrimmageApi {
    private final Contests contests;
    private final ContestStore contestStore;
    /** Null: this arena hosts no bots (a side is then always the team's own bot). */
    private final Hosting hosting;

    ScrimmageApi(Contests contests, ContestStore contestStore, Hosting hosting) {
        this.contests = contests;
        this.contestStore = contestStore;
        this.hosting = hosting;
    }

    /** A scrimmage as the API shows it. */
    record Scrimmage(long id, String asking, Integer askingVersion, String asked, Integer askedVersion, String status, Long match,
                     String askedAt, String note) {
        static Scrimmage of(StoredScrimmage s, String note) {
            return new Scrimmage(s.id(), s.askingTeam(), s.askingVersion(), s.askedTeam(), s.askedVersion(), s.status(), s.matchId(),
                    s.askedAt().toString(), note);
        }
    }

    record Outlook(String policy, List<Scrimmage> scrimmages) {}

    void list(Context ctx) {
        long team = team(ctx);
        Scrimmages.Outlook o = contests.scrimmages().of(ctx.pathParam("slug"), team);
        ctx.json(new Outlook(o.policy(), o.scrimmages().stream().map(s -> Scrimmage.of(s, null)).toList()));
    }

    /** {@code {"opponent": "team", "version": 3}} (version null or absent: the team's own bot): 201 with the ask. */
    void ask(Context ctx) {
        long team = team(ctx);
        Map<String, Object> body = Api.body(ctx);
        if (!(body.get("opponent") instanceof String opponent)) throw new BadUpload("field opponent is required: the name of the team to ask");
        Integer version = version(body, team, ctx.pathParam("slug"));
        Scrimmages.Answered a = contests.scrimmages().ask(ctx.pathParam("slug"), team, version, opponent);
        ctx.status(201).json(Scrimmage.of(a.scrimmage(), a.note()));
    }

    /** {@code {"version": 3}} (null or absent: the team's own bot): the scrimmage starts. */
    void accept(Context ctx) {
        long team = team(ctx);
        Map<String, Object> body = ctx.body().isBlank() ? Map.of() : Api.body(ctx);
        Integer version = version(body, team, ctx.pathParam("slug"));
        ctx.json(Scrimmage.of(contests.scrimmages().accept(ctx.pathParam("slug"), team, id(ctx), version), null));
    }

    void refuse(Context ctx) {
        long team = team(ctx);
        ctx.json(Scrimmage.of(contests.scrimmages().refuse(ctx.pathParam("slug"), team, id(ctx)), null));
    }

    /** {@code {"policy": "ask" | "accept all" | "refuse all"}}. */
    void policy(Context ctx) {
        long team = team(ctx);
        Object policy = Api.body(ctx).get("policy");
        contests.scrimmages().setPolicy(ctx.pathParam("slug"), team, policy instanceof String p ? p : null);
        list(ctx);
    }

    /** The version a body names for the team's side, checked; null for its own bot. */
    private Integer version(Map<String, Object> body, long team, String slug) {
        Object v = body.get("version");
        if (v == null) return null;
        if (!(v instanceof Integer version)) throw new BadUpload("field version must be a version's number, or null for the team's own bot");
        StoredContest c = contestStore.bySlug(slug).orElseThrow(() -> new NotFound("no contest " + slug));
        if (hosting == null || hosting.bots().isEmpty()) throw new BadUpload("hosted bots are off in this arena: a side is the team's own bot");
        hosting.bots().get().playable(team, c.game(), version);
        return version;
    }

    /** The team named in the path, which a team's session may only be its own. */
    private long team(Context ctx) {
        String name = ctx.pathParam("team");
        long id = contests.teamId(name).orElseThrow(() -> new NotFound("no team " + name));
        Principal user = Security.user(ctx);
        if (ctx.header("Authorization") == null && (user == null || !user.isTeam() || user.id() != id)) {
            throw new ForbiddenResponse("a team may see and answer only its own scrimmages");
        }
        return id;
    }

    private static long id(Context ctx) {
        try {
            return Long.parseLong(ctx.pathParam("id"));
        } catch (NumberFormatException e) {
            throw new NotFound("no scrimmage " + ctx.pathParam("id"));
        }
    }
}
