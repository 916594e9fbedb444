package arena.web;

import arena.contest.accounts.Accounts;
import arena.contest.base.NotFound;
import arena.contest.rules.ContestSettings;
import arena.contest.Contests;
import arena.contest.life.LiveContest;
import arena.contest.base.Refused;
import arena.game.Game;
import arena.game.Setting;
import arena.store.ContestStore;
import arena.store.PlayQueries;
import arena.store.StoredContest;
import arena.store.StoredTeam;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
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
    private final ConsoleTeamTable teamTable;
    private final arena.contest.classroom.JoinCodes joinCodes;

    ConsolePages(Accounts accounts, Contests contests, ContestStore contestStore, PlayQueries playQueries, arena.store.AccountStore accountStore,
                 arena.contest.classroom.JoinCodes joinCodes, Views views) {
        this.joinCodes = joinCodes;
        this.accounts = accounts;
        this.contests = contests;
        this.contestStore = contestStore;
        this.views = views;
        this.contestViews = new ContestViews(contests, contestStore, playQueries);
        this.accountStore = accountStore;
        this.teamTable = new ConsoleTeamTable(contestStore, playQueries);
    }

    void home(Context ctx) {
        renderHome(ctx, Form.empty(), Form.empty(), 200);
    }

    /**
     * The console's home. A form the server refused comes back as it was sent, with each reason beside
     * its field ({@code contestForm} for a new contest, settings included; {@code teamForm} for a new team).
     */
    private void renderHome(Context ctx, Form contestForm, Form teamForm, int status) {
        Map<String, Object> model = Pages.model(ctx);
        model.put("contests", contests.all().stream().map(contestViews::card).toList());
        model.put("teams", accountStore.allTeams());
        model.put("games", contests.games().all());
        Game chosen = contests.games().get(contestForm.value("game")).orElse(null);
        Game first = chosen != null ? chosen : contests.games().all().stream().findFirst().orElse(null);
        model.put("selectedGame", first);
        model.put("settingFields", first == null ? List.of() : SettingField.of(first));
        model.put("form", contestForm);
        model.put("teamForm", teamForm);
        ctx.status(status).html(views.page("console", model));
    }

    /** The settings inputs of one game, swapped in by HTMX when the game is chosen. */
    void settingsForm(Context ctx) {
        Game game = contests.games().get(ctx.queryParam("game")).orElseThrow(() -> new NotFoundResponse("no game " + ctx.queryParam("game")));
        Map<String, Object> model = Pages.model(ctx);
        model.put("settingFields", SettingField.of(game));
        model.put("form", Form.empty());
        ctx.html(views.fragment("console", "settings", model));
    }

    void createContest(Context ctx) {
        String gameName = ctx.formParam("game");
        String slug = Optional.ofNullable(ctx.formParam("slug")).orElse("").strip();
        String title = ctx.formParam("title");
        Form form = Form.empty().value("slug", slug).value("title", title).value("game", gameName);
        Game game = contests.games().get(gameName).orElse(null);
        Map<String, Object> given = new LinkedHashMap<>();
        if (game != null) {
            for (Setting s : ContestSettings.schema(game)) {
                String field = "s." + s.name();
                String value = ctx.formParam(field);
                form.value(field, value);
                if (s.kind() == Setting.Kind.BOOL) given.put(s.name(), value != null);
                else if (value != null && !value.isBlank()) given.put(s.name(), value.strip());
            }
        }
        int status = 400;
        try {
            // every field is checked at once (contest.ContestSetup): each reason comes back beside its field
            contests.create(slug, title, gameName, given);
            Pages.flash(ctx, "Contest " + slug + " created. Enroll teams, then start its first round.");
            Pages.back(ctx, "/console/contests/" + slug);
            return;
        } catch (arena.contest.base.RefusedFields e) {
            e.reasons().forEach((field, why) -> form.error(field.equals("slug") || field.equals("title") || field.equals("game") ? field : "s." + field, why));
        } catch (Refused e) {
            form.error(e.field() == null ? "form" : e.field(), e.getMessage());
        } catch (Contests.Conflict e) {
            form.error("slug", e.getMessage() + ": choose another");
            status = 409;
        }
        renderHome(ctx, form, Form.empty(), status);
    }

    void createTeam(Context ctx) {
        String name = Optional.ofNullable(ctx.formParam("name")).orElse("").strip();
        String password = Optional.ofNullable(ctx.formParam("password")).orElse("");
        // The password is not sent back into the page: the instructor types it again.
        Form form = Form.empty().value("name", name);
        accounts.teamNameProblem(name).ifPresent(p -> form.error("name", p));
        Accounts.passwordProblem(password).ifPresent(p -> form.error("password", p));
        if (!form.hasErrors()) {
            Accounts.Created created = accounts.createTeam(name, password);
            if (created.ok()) {
                Pages.flash(ctx, "Team " + name + " created.");
                Pages.back(ctx, "/console#teams");
                return;
            }
            form.error("name", created.problem());
            renderHome(ctx, Form.empty(), form, created.nameTaken() ? 409 : 400);
            return;
        }
        renderHome(ctx, Form.empty(), form, 400);
    }

    private StoredContest contestOf(Context ctx) {
        return contests.find(ctx.pathParam("slug")).orElseThrow(() -> new NotFoundResponse("there is no contest " + ctx.pathParam("slug")));
    }

    void contest(Context ctx) {
        renderContest(ctx, contestOf(ctx), Form.empty(), 200);
    }

    /** The contest's console page; a refused form ({@code form}: announcement, enrollment, data file) comes back filled in. */
    private void renderContest(Context ctx, StoredContest c, Form form, int status) {
        Map<String, Object> model = Pages.model(ctx);
        model.put("contest", contestViews.card(c));
        List<StoredTeam> enrolled = contestStore.enrolledTeams(c.id());
        Set<Long> ids = enrolled.stream().map(StoredTeam::id).collect(Collectors.toSet());
        model.put("enrolled", enrolled);
        model.put("available", accountStore.allTeams().stream().filter(t -> !ids.contains(t.id()) && t.houseBot() == null).toList());
        Game game = contests.games().get(c.game()).orElse(null);
        model.put("houseBots", game == null ? Set.of() : game.houseBots().keySet());
        model.put("takesDataFile", game != null && game.traits().takesDataFile());
        model.put("hasOwnData", c.gameData() != null);
        LiveContest running = contests.live(c.slug()).orElse(null);
        Game played = running != null ? running.game() : game;
        model.put("settingInputs", played == null ? List.of()
                : SettingsView.inputs(played, running != null ? running.settings() : contests.settingsOf(c, played), running, form));
        model.put("settingChanges", SettingsView.changes(contests.admin().settingChanges(c.id()), true));
        model.put("standings", contestViews.standings(c));
        model.put("rounds", contestViews.rounds(c));
        ConsoleTeamTable.Table table = teamTable(c);
        model.put("teamTable", table);
        model.put("readiness", table.readiness());
        LiveContest live = contests.live(c.slug()).orElse(null);
        Principal viewer = Security.user(ctx);
        // issue 43: before the playoff, who it would seed now and their bots (the standings are read only for an instructor)
        model.put("playoffSeeding", live == null || viewer == null || !viewer.isInstructor() ? List.of() : live.playoffSeeding());
        model.put("millisLeft", live == null ? 0 : live.millisLeftInTurn());
        model.put("progress", live == null ? null : live.progress());
        model.put("fmt", new PublicPages.Formats());
        model.put("botRows", BotPresencePages.contestRows(contests, contestStore, c.id()));
        String joinCode = c.phase() == arena.domain.ContestPhase.FINISHED ? null : joinCodes.codeOf(c);
        model.put("joinCode", joinCode);
        model.put("joinLink", joinCode == null ? null : (CsrfCookie.secure ? "https" : ctx.scheme()) + "://" + ctx.host() + "/signup?code=" + joinCode);
        model.put("signUpsPerCode", arena.contest.accounts.LoginThrottle.SIGNUPS_PER_CODE_PER_HOUR);
        model.put("form", form);
        ctx.status(status).html(views.page("console-contest", model));
    }

    /** The table of the contest's teams (polled by HTMX, so entries saved and teams disabled show without a reload). */
    void teams(Context ctx) {
        StoredContest c = contestOf(ctx);
        // Not Pages.model: a poll must not take the flash message meant for the page a form is going to.
        Map<String, Object> model = new java.util.HashMap<>();
        model.put("csrf", Security.csrfToken(ctx));
        model.put("contest", contestViews.card(c));
        model.put("teamTable", teamTable(c));
        ctx.html(views.fragment("console-contest", "teams", model));
    }

    /** The contest's teams, each saved entry checked against the next round (a finished contest has none). */
    private ConsoleTeamTable.Table teamTable(StoredContest c) {
        LiveContest live = contests.live(c.slug()).orElse(null);
        boolean entries = live != null ? live.game().traits().hasEntries() : contests.games().get(c.game()).map(g -> g.traits().hasEntries()).orElse(false);
        java.util.function.Function<String, Optional<String>> check = !entries ? null
                : live == null ? entry -> Optional.empty()
                : entry -> live.nextRoundData().entryProblem(live.settings(), entry);
        return teamTable.of(c.id(), check, live == null ? null : live.readiness());
    }

    /**
     * Who will play the coming round, above the Start button (polled while the contest is open): the button's
     * confirmation names the teams that sit out and those with no bot, so the instructor starts knowing it.
     */
    void readiness(Context ctx) {
        StoredContest c = contestOf(ctx);
        // Not Pages.model: a poll must not take the flash message meant for the page a form is going to.
        Map<String, Object> model = new java.util.HashMap<>();
        model.put("csrf", Security.csrfToken(ctx));
        model.put("contest", contestViews.card(c));
        model.put("readiness", contests.live(c.slug()).map(LiveContest::readiness).orElse(null));
        ctx.html(views.fragment("console-contest", "readiness", model));
    }

    private void act(Context ctx, Runnable action, String done) {
        String slug = ctx.pathParam("slug");
        try {
            action.run();
            Pages.flash(ctx, done);
        } catch (Refused | NotFound | Contests.Conflict e) {
            Pages.flashError(ctx, AccountPages.capitalize(e.getMessage()) + ".");
        }
        Pages.back(ctx, "/console/contests/" + slug);
    }

    void enroll(Context ctx) {
        String team = Optional.ofNullable(ctx.formParam("team")).orElse("");
        StoredContest c = contestOf(ctx);
        try {
            contests.enroll(c.slug(), team);
        } catch (Refused | NotFound e) {
            renderContest(ctx, c, Form.empty().value("team", team).error("team", e.getMessage()), e instanceof Refused ? 400 : 404);
            return;
        }
        Pages.flash(ctx, "Team " + team + " enrolled.");
        Pages.back(ctx, "/console/contests/" + c.slug());
    }

    void enrollHouseBot(Context ctx) {
        String bot = Optional.ofNullable(ctx.formParam("bot")).orElse("");
        String slug = ctx.pathParam("slug");
        try {
            Pages.flash(ctx, "House bot " + bot + " enrolled as team " + contests.enrollHouseBot(slug, bot) + ".");
        } catch (Refused | NotFound e) {
            Pages.flashError(ctx, AccountPages.capitalize(e.getMessage()) + ".");
        }
        Pages.back(ctx, "/console/contests/" + slug);
    }

    void startRound(Context ctx) {
        String slug = ctx.pathParam("slug");
        try {
            Pages.flash(ctx, "Round " + contests.startRound(slug) + " started.");
        } catch (Refused | NotFound e) {
            Pages.flashError(ctx, AccountPages.capitalize(e.getMessage()) + ".");
        }
        Pages.back(ctx, "/console/contests/" + slug);
    }

    /** Starts the final bracket (issue 43); a refused form comes back as typed, each reason beside its field. */
    void startPlayoff(Context ctx) {
        StoredContest c = contestOf(ctx);
        String teams = ctx.formParam("teams");
        String bestOf = ctx.formParam("bestOf");
        try {
            Pages.flash(ctx, "Playoff started: its first stage is round " + contests.startPlayoff(c.slug(), teams, bestOf) + ".");
        } catch (arena.contest.base.RefusedFields e) {
            Form form = Form.empty().value("teams", teams).value("bestOf", bestOf);
            e.reasons().forEach(form::error);
            renderContest(ctx, c, form, 400);
            return;
        } catch (Refused | NotFound e) {
            Pages.flashError(ctx, AccountPages.capitalize(e.getMessage()) + ".");
        }
        Pages.back(ctx, "/console/contests/" + c.slug());
    }

    void pause(Context ctx) {
        act(ctx, () -> contests.pause(ctx.pathParam("slug")), "Contest paused: the clock stands still.");
    }

    void resume(Context ctx) {
        act(ctx, () -> contests.resume(ctx.pathParam("slug")), "Contest resumed.");
    }

    /**
     * Ends the contest now. The form says which round was running when the page was drawn (0: none), as its
     * confirmation named it; if that changed meanwhile the end is refused, so the instructor never voids a round
     * the confirmation did not name.
     */
    void endContest(Context ctx) {
        String slug = ctx.pathParam("slug");
        Integer expected = null;
        try {
            String round = ctx.formParam("round");
            if (round != null && !round.isBlank()) expected = Integer.valueOf(round.strip());
        } catch (NumberFormatException e) {
            // an odd form: end without the check, as the API does
        }
        try {
            Pages.flash(ctx, contests.admin().endContest(slug, expected).summary());
        } catch (Refused | NotFound e) {
            Pages.flashError(ctx, AccountPages.capitalize(e.getMessage()) + ".");
        }
        Pages.back(ctx, "/console/contests/" + slug);
    }

    /** The running round's progress bar (polled by HTMX while the round runs). */
    void progress(Context ctx) {
        StoredContest c = contestOf(ctx);
        Map<String, Object> model = Pages.model(ctx);
        model.put("contest", contestViews.card(c));
        model.put("progress", contests.live(c.slug()).map(LiveContest::progress).orElse(null));
        ctx.html(views.fragment("console-contest", "progress", model));
    }

    /** A new join code for the contest (issue 38): the old one enrolls no one from now on. */
    void renewJoinCode(Context ctx) {
        StoredContest c = contestOf(ctx);
        joinCodes.renew(c);
        Pages.flash(ctx, "A new join code is made: the old one no longer works.");
        Pages.back(ctx, "/console/contests/" + c.slug() + "#join-code");
    }

    void announce(Context ctx) {
        StoredContest c = contestOf(ctx);
        String text = ctx.formParam("text");
        try {
            contests.admin().announce(c.slug(), text);
        } catch (Refused e) {
            renderContest(ctx, c, Form.empty().value("text", text).error("text", e.getMessage()), 400);
            return;
        }
        Pages.flash(ctx, text == null || text.isBlank() ? "Announcement removed." : "Announcement saved: it is shown on every page of the contest.");
        Pages.back(ctx, "/console/contests/" + c.slug());
    }

    /**
     * The contest's settings form: every setting the form sends that differs from the settings in force is changed;
     * a refused form comes back as typed, each reason beside its setting (400 bad values, 409 not now).
     */
    void changeSettings(Context ctx) {
        StoredContest c = contestOf(ctx);
        LiveContest live = contests.live(c.slug()).orElse(null);
        Game game = live != null ? live.game() : contests.games().get(c.game()).orElseThrow();
        Form form = Form.empty();
        Map<String, Object> given = new LinkedHashMap<>();
        for (Setting s : ContestSettings.schema(game)) {
            String field = "s." + s.name();
            String value = ctx.formParam(field);
            form.value(field, value);
            // an input the page showed locked was not sent (a disabled input): that setting is left as it is
            if (live == null || live.whySettingCannotChange(s.name()) != null) continue;
            if (s.kind() == Setting.Kind.BOOL) given.put(s.name(), value != null);
            else if (value != null && !value.isBlank()) given.put(s.name(), value.strip());
        }
        try {
            contests.admin().changeSettings(c.slug(), given);
        } catch (arena.contest.base.RefusedFields e) {
            e.reasons().forEach((name, why) -> form.error("s." + name, why));
            renderContest(ctx, c, form, e.conflict() ? 409 : 400);
            return;
        } catch (Refused e) {
            Pages.flashError(ctx, AccountPages.capitalize(e.getMessage()) + ".");
            Pages.back(ctx, "/console/contests/" + c.slug());
            return;
        }
        Pages.flash(ctx, "Settings saved: they apply from round " + (contests.live(c.slug()).map(l -> l.roundNumber()).orElse(0) + 1) + ".");
        Pages.back(ctx, "/console/contests/" + c.slug() + "#settings");
    }

    void voidRound(Context ctx) {
        int n = roundNumber(ctx);
        boolean voided = !"false".equals(ctx.formParam("voided"));
        act(ctx, () -> contests.admin().voidRound(ctx.pathParam("slug"), n, voided),
                voided ? "Round " + n + " is void: it no longer counts in the standings." : "Round " + n + " counts again in the standings.");
    }

    void rerunRound(Context ctx) {
        int n = roundNumber(ctx);
        String slug = ctx.pathParam("slug");
        try {
            int again = contests.admin().rerunRound(slug, n);
            Pages.flash(ctx, "Round " + n + " is being played again as round " + again + ", with its data and a fresh seed (committed on its page).");
        } catch (Refused | NotFound | Contests.Conflict e) {
            Pages.flashError(ctx, AccountPages.capitalize(e.getMessage()) + ".");
        }
        Pages.back(ctx, "/console/contests/" + slug);
    }

    private static int roundNumber(Context ctx) {
        try {
            return Integer.parseInt(ctx.pathParam("n"));
        } catch (NumberFormatException e) {
            throw new NotFoundResponse("no round " + ctx.pathParam("n"));
        }
    }

    void resetPassword(Context ctx) {
        String team = ctx.pathParam("name");
        try {
            String password = contests.admin().resetPassword(team, null);
            Pages.flash(ctx, "Password of " + team + " reset: its old one no longer works. New password: " + password + " (shown once).");
        } catch (Refused | NotFound e) {
            Pages.flashError(ctx, AccountPages.capitalize(e.getMessage()) + ".");
        }
        Pages.back(ctx, backTo(ctx));
    }

    void setDisabled(Context ctx) {
        String team = ctx.pathParam("name");
        boolean disabled = !"false".equals(ctx.formParam("disabled"));
        try {
            contests.admin().setDisabled(team, disabled);
            Pages.flash(ctx, disabled ? team + " is disabled: it plays no further rounds and cannot log in; its results stay." : team + " is enabled again.");
        } catch (NotFound e) {
            Pages.flashError(ctx, AccountPages.capitalize(e.getMessage()) + ".");
        }
        Pages.back(ctx, backTo(ctx));
    }

    /** An instructor's own data file for the contest's game, uploaded (or pasted) before the first round. */
    void uploadGameData(Context ctx) throws java.io.IOException {
        StoredContest c = contestOf(ctx);
        String text = pastedOrUploaded(ctx, "data");
        try {
            contests.admin().setGameData(c.slug(), text);
        } catch (Refused e) {
            renderContest(ctx, c, Form.empty().value("data", text).error("data", e.getMessage()), 400);
            return;
        }
        Pages.flash(ctx, "The data file is replaced: the contest now plays with yours.");
        Pages.back(ctx, "/console/contests/" + c.slug());
    }

    /** A form's text: the file uploaded as {@code file} if one was, else what was pasted in the field. */
    static String pastedOrUploaded(Context ctx, String field) throws java.io.IOException {
        var file = ctx.uploadedFile("file");
        if (file == null || file.size() == 0) return ctx.formParam(field);
        try (var in = file.content()) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    /** Where a team action was asked from: the contest page it was on, or the console's list of teams. */
    private static String backTo(Context ctx) {
        String back = ctx.formParam("back");
        return back != null && back.matches("/console(/contests/[a-z0-9-]+)?") ? back : "/console#teams";
    }
}
