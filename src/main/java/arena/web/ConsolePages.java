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
        model.put("takesDataFile", game != null && game.takesDataFile());
        model.put("hasOwnData", c.getGameData() != null);
        model.put("settings", game == null ? Map.of() : contests.settingsOf(c, game).asMap());
        model.put("standings", contestViews.standings(c));
        model.put("rounds", contestViews.rounds(c));
        LiveContest live = contests.live(c.getSlug()).orElse(null);
        model.put("millisLeft", live == null ? 0 : live.millisLeftInTurn());
        model.put("progress", live == null ? null : live.progress());
        model.put("fmt", new PublicPages.Formats());
        model.put("botRows", BotPresencePages.contestRows(contests, contestStore, c.getId()));
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
        String slug = ctx.pathParam("slug");
        try {
            Pages.flash(ctx, "House bot " + bot + " enrolled as team " + contests.enrollHouseBot(slug, bot) + ".");
        } catch (Refused | Contests.NotFound e) {
            Pages.flashError(ctx, AccountPages.capitalize(e.getMessage()) + ".");
        }
        Pages.back(ctx, "/console/contests/" + slug);
    }

    void startRound(Context ctx) {
        String slug = ctx.pathParam("slug");
        try {
            Pages.flash(ctx, "Round " + contests.startRound(slug) + " started.");
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

    /** The running round's progress bar (polled by HTMX while the round runs). */
    void progress(Context ctx) {
        ContestRecord c = contestOf(ctx);
        Map<String, Object> model = Pages.model(ctx);
        model.put("contest", contestViews.card(c));
        model.put("progress", contests.live(c.getSlug()).map(LiveContest::progress).orElse(null));
        ctx.html(views.fragment("console-contest", "progress", model));
    }

    void announce(Context ctx) {
        act(ctx, () -> contests.announce(ctx.pathParam("slug"), ctx.formParam("text")), "Announcement saved.");
    }

    void voidRound(Context ctx) {
        int n = roundNumber(ctx);
        boolean voided = !"false".equals(ctx.formParam("voided"));
        act(ctx, () -> contests.voidRound(ctx.pathParam("slug"), n, voided),
                voided ? "Round " + n + " is void: it no longer counts in the standings." : "Round " + n + " counts again.");
    }

    void rerunRound(Context ctx) {
        int n = roundNumber(ctx);
        act(ctx, () -> contests.rerunRound(ctx.pathParam("slug"), n), "Round " + n + " is being played again.");
    }

    private static int roundNumber(Context ctx) {
        try {
            return Integer.parseInt(ctx.pathParam("n"));
        } catch (NumberFormatException e) {
            throw new NotFoundResponse("no round " + ctx.pathParam("n"));
        }
    }

    /** A roster as CSV, pasted or uploaded; the result page hands generated passwords back once. */
    void importRoster(Context ctx) throws java.io.IOException {
        ContestRecord c = contestOf(ctx);
        String csv = ctx.formParam("csv");
        var file = ctx.uploadedFile("file");
        if (file != null && file.size() > 0) {
            try (var in = file.content()) {
                csv = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            }
        }
        arena.contest.Roster.Result result;
        try {
            result = contests.importRoster(c.getSlug(), csv);
        } catch (Refused e) {
            Pages.flashError(ctx, AccountPages.capitalize(e.getMessage()) + ".");
            Pages.back(ctx, "/console/contests/" + c.getSlug());
            return;
        }
        Map<String, Object> model = Pages.model(ctx);
        model.put("contest", contestViews.card(c));
        model.put("result", result);
        model.put("csv", csv == null ? "" : csv);
        StringBuilder printable = new StringBuilder("name,password\n");
        for (arena.contest.Roster.Imported t : result.teams()) {
            printable.append(t.name()).append(',').append(t.generatedPassword() == null ? "" : t.generatedPassword()).append('\n');
        }
        model.put("passwordsCsv", "data:text/csv;charset=utf-8," + java.net.URLEncoder.encode(printable.toString(), java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20"));
        ctx.status(result.ok() ? 200 : 400).html(views.page("roster-result", model));
    }

    void resetPassword(Context ctx) {
        String team = ctx.pathParam("name");
        try {
            String password = contests.resetPassword(team, null);
            Pages.flash(ctx, "New password of " + team + ": " + password + " (shown once).");
        } catch (Refused | Contests.NotFound e) {
            Pages.flashError(ctx, AccountPages.capitalize(e.getMessage()) + ".");
        }
        Pages.back(ctx, "/console");
    }

    void setDisabled(Context ctx) {
        String team = ctx.pathParam("name");
        boolean disabled = !"false".equals(ctx.formParam("disabled"));
        try {
            contests.setDisabled(team, disabled);
            Pages.flash(ctx, disabled ? team + " is disabled: it plays no further rounds; its results stay." : team + " is enabled again.");
        } catch (Contests.NotFound e) {
            Pages.flashError(ctx, AccountPages.capitalize(e.getMessage()) + ".");
        }
        Pages.back(ctx, "/console");
    }

    /** An instructor's own data file for the contest's game, uploaded before the first round. */
    void uploadGameData(Context ctx) throws java.io.IOException {
        String text = ctx.formParam("data");
        var file = ctx.uploadedFile("file");
        if (file != null && file.size() > 0) {
            try (var in = file.content()) {
                text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            }
        }
        String data = text;
        act(ctx, () -> contests.setGameData(ctx.pathParam("slug"), data), "The contest now plays with your data file.");
    }
}
