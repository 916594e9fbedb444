package arena.web;

import arena.contest.Accounts;
import arena.contest.ContestSettings;
import arena.contest.Contests;
import arena.contest.LiveContest;
import arena.contest.Refused;
import arena.game.Game;
import arena.game.Setting;
import arena.store.ContestStore;
import arena.store.PlayStore;
import arena.store.db.tables.records.ContestRecord;
import arena.store.db.tables.records.TeamRecord;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/** The instructor's console: contests, teams, enrollments, rounds. */
final class ConsolePages {
    private final Accounts accounts;
    private final Contests contests;
    private final ContestStore contestStore;
    private final Views views;
    private final ContestViews contestViews;
    private final arena.store.AccountStore accountStore;

    ConsolePages(Accounts accounts, Contests contests, ContestStore contestStore, PlayStore playStore, arena.store.AccountStore accountStore, Views views) {
        this.accounts = accounts;
        this.contests = contests;
        this.contestStore = contestStore;
        this.views = views;
        this.contestViews = new ContestViews(contests, contestStore, playStore);
        this.accountStore = accountStore;
    }

    void home(Context ctx) {
        Map<String, Object> model = Pages.model(ctx);
        model.put("contests", contests.all().stream().map(contestViews::card).toList());
        model.put("teams", accountStore.allTeams());
        model.put("games", contests.games().all());
        Game first = contests.games().all().stream().findFirst().orElse(null);
        model.put("selectedGame", first);
        model.put("settingFields", first == null ? List.of() : fields(first));
        ctx.html(views.page("console", model));
    }

    /** The settings inputs of one game, swapped in by HTMX when the game is chosen. */
    void settingsForm(Context ctx) {
        Game game = contests.games().get(ctx.queryParam("game")).orElseThrow(() -> new NotFoundResponse("no game " + ctx.queryParam("game")));
        Map<String, Object> model = Pages.model(ctx);
        model.put("settingFields", fields(game));
        ctx.html(views.fragment("console", "settings", model));
    }

    private static List<Map<String, Object>> fields(Game game) {
        List<Map<String, Object>> list = new ArrayList<>();
        for (Setting s : ContestSettings.schema(game)) {
            Map<String, Object> f = new LinkedHashMap<>();
            f.put("name", s.name());
            f.put("kind", s.kind().name());
            f.put("defaultValue", s.defaultValue());
            f.put("min", s.min());
            f.put("max", s.max());
            f.put("description", s.description());
            f.put("own", game.settings().contains(s));
            list.add(f);
        }
        return list;
    }

    void createContest(Context ctx) {
        String gameName = ctx.formParam("game");
        Game game = contests.games().get(gameName).orElse(null);
        Map<String, Object> given = new LinkedHashMap<>();
        if (game != null) {
            for (Setting s : ContestSettings.schema(game)) {
                String value = ctx.formParam("s." + s.name());
                if (s.kind() == Setting.Kind.BOOL) given.put(s.name(), value != null);
                else if (value != null && !value.isBlank()) given.put(s.name(), value.strip());
            }
        }
        String slug = Optional.ofNullable(ctx.formParam("slug")).orElse("").strip();
        try {
            contests.create(slug, ctx.formParam("title"), gameName, given);
            Pages.flash(ctx, "Contest " + slug + " created. Enroll teams, then start its first round.");
            Pages.back(ctx, "/console/contests/" + slug);
        } catch (Refused | Contests.Conflict e) {
            Pages.flashError(ctx, AccountPages.capitalize(e.getMessage()) + ".");
            Pages.back(ctx, "/console");
        }
    }

    void createTeam(Context ctx) {
        String name = Optional.ofNullable(ctx.formParam("name")).orElse("").strip();
        Accounts.Created created = accounts.createTeam(name, Optional.ofNullable(ctx.formParam("password")).orElse(""));
        if (created.ok()) Pages.flash(ctx, "Team " + name + " created.");
        else Pages.flashError(ctx, AccountPages.capitalize(created.problem()) + ".");
        String back = ctx.formParam("back");
        Pages.back(ctx, back != null && back.startsWith("/console") ? back : "/console");
    }

    private ContestRecord contestOf(Context ctx) {
        return contests.find(ctx.pathParam("slug")).orElseThrow(() -> new NotFoundResponse("there is no contest " + ctx.pathParam("slug")));
    }

    void contest(Context ctx) {
        ContestRecord c = contestOf(ctx);
        Map<String, Object> model = Pages.model(ctx);
        model.put("contest", contestViews.card(c));
        List<TeamRecord> enrolled = contestStore.enrolledTeams(c.getId());
        Set<Long> ids = enrolled.stream().map(TeamRecord::getId).collect(Collectors.toSet());
        model.put("enrolled", enrolled);
        model.put("available", accountStore.allTeams().stream().filter(t -> !ids.contains(t.getId()) && t.getHouseBot() == null).toList());
        Game game = contests.games().get(c.getGame()).orElse(null);
        model.put("houseBots", game == null ? Set.of() : game.houseBots().keySet());
        model.put("settings", game == null ? Map.of() : contests.settingsOf(c, game).asMap());
        model.put("standings", contestViews.standings(c));
        model.put("rounds", contestViews.rounds(c));
        LiveContest live = contests.live(c.getSlug()).orElse(null);
        model.put("millisLeft", live == null ? 0 : live.millisLeftInTurn());
        model.put("fmt", new PublicPages.Formats());
        ctx.html(views.page("console-contest", model));
    }

    private void act(Context ctx, Runnable action, String done) {
        String slug = ctx.pathParam("slug");
        try {
            action.run();
            Pages.flash(ctx, done);
        } catch (Refused | Contests.NotFound | Contests.Conflict e) {
            Pages.flashError(ctx, AccountPages.capitalize(e.getMessage()) + ".");
        }
        Pages.back(ctx, "/console/contests/" + slug);
    }

    void enroll(Context ctx) {
        String team = Optional.ofNullable(ctx.formParam("team")).orElse("");
        act(ctx, () -> contests.enroll(ctx.pathParam("slug"), team), "Team " + team + " enrolled.");
    }

    void enrollHouseBot(Context ctx) {
        String bot = Optional.ofNullable(ctx.formParam("bot")).orElse("");
        String[] name = new String[1];
        act(ctx, () -> name[0] = contests.enrollHouseBot(ctx.pathParam("slug"), bot), "House bot enrolled.");
    }

    void startRound(Context ctx) {
        int[] n = new int[1];
        String slug = ctx.pathParam("slug");
        try {
            n[0] = contests.startRound(slug);
            Pages.flash(ctx, "Round " + n[0] + " started.");
        } catch (Refused | Contests.NotFound e) {
            Pages.flashError(ctx, AccountPages.capitalize(e.getMessage()) + ".");
        }
        Pages.back(ctx, "/console/contests/" + slug);
    }

    void pause(Context ctx) {
        act(ctx, () -> contests.pause(ctx.pathParam("slug")), "Contest paused: the clock stands still.");
    }

    void resume(Context ctx) {
        act(ctx, () -> contests.resume(ctx.pathParam("slug")), "Contest resumed.");
    }
}
