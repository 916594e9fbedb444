package arena.web;

import arena.contest.Contests;
import arena.contest.base.NotFound;
import arena.domain.MatchStatus;
import arena.contest.Replays;
import arena.contest.rules.SeedSecrecy;
import arena.store.AccountStore;
import arena.store.StoredTeam;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.util.List;
import java.util.Map;

/** Replays of finished matches, turn by turn in the browser (step, play, jump), and as one downloadable file. */
final class ReplayPages {
    private final Replays replays;
    private final AccountStore accountStore;
    private final Views views;
    private final ContestViews contestViews;
    private final PrivateLogs privateLogs;

    ReplayPages(Replays replays, AccountStore accountStore, ContestViews contestViews, PrivateLogs privateLogs, Views views) {
        this.replays = replays;
        this.privateLogs = privateLogs;
        this.accountStore = accountStore;
        this.contestViews = contestViews;
        this.views = views;
    }

    private Replays.Recording recording(Context ctx) {
        long id;
        try {
            id = Long.parseLong(ctx.pathParam("id"));
        } catch (NumberFormatException e) {
            throw new NotFoundResponse("there is no match " + ctx.pathParam("id"));
        }
        if (!PracticeSecrecy.maySee(Security.user(ctx), replays.secretPracticeOwners(id))) throw new NotFoundResponse("there is no match " + id);
        Replays.Recording r = replays.recording(id).orElseThrow(() -> new NotFoundResponse("there is no match " + id));
        if (r.match().status() == MatchStatus.RUNNING) { // finished, or voided half-way when its contest was ended
            throw new arena.contest.base.Refused("match #" + id + " is still being played: watch it live on its page");
        }
        return r;
    }

    private List<String> teams(Replays.Recording r) {
        return List.of(name(r.match().seat0TeamId()), name(r.match().seat1TeamId()));
    }

    private String name(long teamId) {
        return accountStore.team(teamId).map(StoredTeam::name).orElse("?");
    }

    private Map<String, Object> model(Context ctx, Replays.Recording r) {
        int step = parseStep(ctx.queryParam("step"));
        if (ctx.queryParam("step") == null && ctx.queryParam("turn") != null) step = parseStep(ctx.queryParam("turn"));
        Replays.Position p = replays.position(r, step);
        Map<String, Object> model = Pages.model(ctx);
        Contests.MatchView view = new Contests.MatchView(r.match(), r.round(), r.contest(), r.game(), p.board(), p.summary(), p.turn(),
                p.finished(), teams(r), p.step());
        model.put("view", view);
        model.put("contest", contestViews.card(r.contest()));
        model.put("boardHtml", BoardFrame.board(view));
        model.put("step", p.step());
        model.put("last", p.steps() - 1);
        model.put("stepWord", r.game().traits().replayStepsByCommand() ? "answer" : "step"); // LOCM steps by the players' answers
        model.put("playing", "1".equals(ctx.queryParam("play")) && p.step() < p.steps() - 1);
        String speed = speed(ctx.queryParam("speed"));
        model.put("speed", speed);
        model.put("speeds", SPEEDS.keySet());
        model.put("delayMillis", SPEEDS.get(speed));
        model.put("matchId", r.match().id());
        model.put("fmt", new PublicPages.Formats());
        List<String> teams = teams(r);
        model.put("moves", p.moves().stream().map(m -> new StepMove(teams.get(m.seat()), VisibleText.of(m.command()), VisibleText.of(String.join(" | ", m.answer())),
                !m.answer().isEmpty() && m.answer().get(0).startsWith("ERR "))).toList());
        model.put("playedInTurn", p.playedInTurn());
        model.put("stepLogs", p.playedInTurn() == 0 ? List.of() : privateLogs.ofTurn(Security.user(ctx), r.match().id(),
                new long[] {r.match().seat0TeamId(), r.match().seat1TeamId()}, teams, p.playedInTurn()));
        return model;
    }

    /** A command played in the step shown, by team, with the engine's answer. */
    record StepMove(String team, String command, String answer, boolean error) {}

    /** Play speeds offered, and the pause between two steps at each (1× is a step every 700 ms). */
    private static final Map<String, Integer> SPEEDS = new java.util.LinkedHashMap<>();
    static {
        SPEEDS.put("0.5", 1400);
        SPEEDS.put("1", 700);
        SPEEDS.put("2", 350);
        SPEEDS.put("4", 175);
    }

    private static String speed(String given) {
        return given != null && SPEEDS.containsKey(given.strip()) ? given.strip() : "1";
    }

    private static int parseStep(String s) {
        if (s == null || s.isBlank()) return 0;
        try {
            return Integer.parseInt(s.strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    void page(Context ctx) {
        ctx.html(views.page("replay", model(ctx, recording(ctx))));
    }

    void step(Context ctx) {
        Map<String, Object> model = model(ctx, recording(ctx));
        // the address bar follows the step (replaced, not pushed: playing would fill the history), so a link opens there
        String speed = (String) model.get("speed");
        ctx.header("HX-Replace-Url", "/matches/" + model.get("matchId") + "/replay?step=" + model.get("step") + ("1".equals(speed) ? "" : "&speed=" + speed));
        ctx.html(views.fragment("replay", "replay", model));
    }

    void download(Context ctx) {
        Replays.Recording r = recording(ctx);
        ctx.header("Content-Disposition", "attachment; filename=\"match-" + r.match().id() + "-replay.json\"");
        Principal user = Security.user(ctx);
        ctx.json(SeedSecrecy.shown(replays.document(r, teams(r)), r.contest(), r.round(), r.match(), user != null && user.isStaff()));
    }

    /** The API's replay: served for a running match too (its log so far). */
    void api(Context ctx) {
        long id;
        try {
            id = Long.parseLong(ctx.pathParam("id"));
        } catch (NumberFormatException e) {
            throw new NotFound("no match " + ctx.pathParam("id"));
        }
        Replays.Recording r = replays.recording(id).orElseThrow(() -> new NotFound("no match " + id));
        ctx.json(replays.document(r, teams(r)));
    }
}
