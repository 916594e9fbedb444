package arena.web;

import arena.contest.Contests;
import arena.contest.base.NotFound;
import arena.contest.classroom.MarkRules;
import arena.contest.rules.MarkingSettings;
import arena.contest.classroom.Marks;
import arena.contest.classroom.StaffBots;
import arena.game.Game;
import arena.game.Settings;
import arena.hosted.BadUpload;
import arena.hosted.HostedBots;
import arena.hosted.Hosting;
import arena.sandbox.LanguageStatus;
import arena.store.BotStatus;
import arena.store.StaffStore;
import arena.store.StoredBotVersion;
import arena.store.StoredContest;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The console's page of a contest's staff bots, marking rules and marks (issue 43), and a team's own page of its marks.
 * A staff bot's versions are built by the hosted bots' machinery ({@link HostedBots}), as a team's: the page only hands
 * it the source and the choice. Every form answers with the page: a refused one kept as typed, each reason beside its
 * field (the rules: one reason per bad line, all at once).
 */
final class MarkingPages {
    /** The versions of a hosted staff bot the page lists. */
    static final int VERSIONS_SHOWN = 5;

    /** A staff bot as the page shows it: its hosted versions (latest first), those ready to play, the one chosen. */
    record StaffRow(StaffStore.StaffBot bot, List<HostedBotPages.VersionRow> versions, List<Integer> ready, Integer chosen) {}

    private final Contests contests;
    private final arena.store.ContestStore contestStore;
    private final StaffBots staffBots;
    private final Marks marks;
    private final Hosting hosting;
    private final Views views;

    MarkingPages(Contests contests, arena.store.ContestStore contestStore, StaffBots staffBots, Marks marks, Hosting hosting, Views views) {
        this.contests = contests;
        this.contestStore = contestStore;
        this.staffBots = staffBots;
        this.marks = marks;
        this.hosting = hosting;
        this.views = views;
    }

    private StoredContest contestOf(Context ctx) {
        return contests.find(ctx.pathParam("slug")).orElseThrow(() -> new NotFound("no contest " + ctx.pathParam("slug")));
    }

    private Optional<HostedBots> bots() {
        return hosting == null ? Optional.empty() : hosting.bots();
    }

    void page(Context ctx) {
        render(ctx, contestOf(ctx), Form.empty(), List.of(), 200);
    }

    private void render(Context ctx, StoredContest c, Form form, List<String> ruleErrors, int status) {
        Game game = contests.gameFor(c).orElseThrow(() -> new NotFound("the game " + c.game() + " is not in this arena"));
        Settings settings = contests.settingsOf(c, game);
        Marks.Basis basis = marks.basis(c);
        List<StaffRow> rows = new ArrayList<>();
        for (StaffStore.StaffBot b : basis.staffBots()) rows.add(row(c, b));
        List<Marks.Mark> all = marks.all(c);
        Map<String, String> levelCells = new LinkedHashMap<>();
        for (Marks.Mark m : all) {
            for (Marks.LevelResult l : m.levels()) {
                levelCells.put(m.team() + "/" + m.round() + "/" + l.level(), l.wins() + " of " + l.matches() + " (" + l.percent() + "%)");
            }
        }
        Principal me = Security.user(ctx);
        Map<String, Object> model = Pages.model(ctx);
        model.put("contest", c);
        model.put("markingOn", settings.getBool(MarkingSettings.MARKING_ROUNDS));
        model.put("markingMatches", settings.getInt(MarkingSettings.MARKING_MATCHES));
        model.put("staff", rows);
        model.put("canChange", me != null && me.isInstructor() && contests.live(c.slug()).isPresent());
        model.put("hosted", bots().isPresent());
        model.put("hostedOff", hosting == null ? "not started" : hosting.off());
        model.put("languages", bots().map(b -> b.languages().stream().filter(LanguageStatus::available).toList()).orElse(List.of()));
        model.put("houseBots", List.copyOf(game.houseBots().keySet()));
        model.put("form", form);
        model.put("ruleErrors", ruleErrors);
        model.put("rulesText", MarkRules.text(basis.rules()));
        model.put("marks", all);
        model.put("levels", new TreeSet<>(basis.levels()));
        model.put("levelCells", levelCells);
        ctx.status(status).html(views.page("console-marking", model));
    }

    private StaffRow row(StoredContest c, StaffStore.StaffBot b) {
        Optional<HostedBots> bots = bots();
        if (b.houseBot() != null || bots.isEmpty()) return new StaffRow(b, List.of(), List.of(), null);
        HostedBots h = bots.get();
        Integer chosen = h.chosen(c.id(), b.teamId()).orElse(null);
        List<StoredBotVersion> versions = h.versions(b.teamId(), 1, VERSIONS_SHOWN);
        List<HostedBotPages.VersionRow> shown = versions.stream().map(v -> new HostedBotPages.VersionRow(v.version(), v.language(), v.status().text(),
                v.log(), v.createdAt().withNano(0).toString().replace('T', ' '), chosen != null && chosen == v.version(),
                v.game() == null ? "unknown" : v.game(), h.fits(v, c.game()), v.fileCount(), HostedBotPages.size(v.sourceBytes()))).toList();
        List<Integer> ready = versions.stream().filter(v -> v.status() == BotStatus.READY).map(StoredBotVersion::version).toList();
        return new StaffRow(b, shown, ready, chosen);
    }

    private String back(StoredContest c, String anchor) {
        return "/console/contests/" + c.slug() + "/marking#" + anchor;
    }

    void addStaffBot(Context ctx) {
        StoredContest c = contestOf(ctx);
        Form form = Form.empty().value("name", ctx.formParam("name")).value("houseBot", ctx.formParam("houseBot"))
                .value("level", ctx.formParam("level")).value("shown", ctx.formParam("shown"));
        try {
            String team = staffBots.add(c.slug(), ctx.formParam("name"), ctx.formParam("houseBot"), ctx.formParam("level"), ctx.formParam("shown") != null);
            Pages.flash(ctx, "Staff bot " + team + " is enrolled at level " + ctx.formParam("level").strip() + ".");
        } catch (arena.contest.base.RefusedFields e) {
            e.reasons().forEach(form::error);
            render(ctx, c, form, List.of(), 400);
            return;
        }
        Pages.back(ctx, back(c, "staff-bots"));
    }

    void setRules(Context ctx) {
        StoredContest c = contestOf(ctx);
        String text = ctx.formParam("rules");
        try {
            List<StaffStore.Rule> rules = staffBots.setRules(c.slug(), MarkRules.lines(text), "line %d");
            Pages.flash(ctx, rules.isEmpty() ? "The marking rules are cleared: every mark is 0." : "The marking rules are saved (" + rules.size()
                    + (rules.size() == 1 ? " rule" : " rules") + "): the marks below follow them.");
        } catch (arena.contest.base.RefusedFields e) {
            render(ctx, c, Form.empty().value("rules", text), List.copyOf(e.reasons().values()), 400);
            return;
        }
        Pages.back(ctx, back(c, "marking-rules"));
    }

    private StaffStore.StaffBot staffBotOf(Context ctx, StoredContest c) {
        String name = ctx.pathParam("team");
        return staffBots.of(c.slug()).stream().filter(b -> b.name().equals(name)).findFirst()
                .orElseThrow(() -> new NotFound(name + " is not a staff bot of " + c.slug()));
    }

    /** A new version of a hosted staff bot: built in the sandbox like a team's ({@link HostedBots#submit}). */
    void submitVersion(Context ctx) {
        StoredContest c = contestOf(ctx);
        StaffStore.StaffBot b = staffBotOf(ctx, c);
        try {
            HostedBots bots = bots().orElseThrow(() -> new BadUpload("hosted bots are off in this arena: " + (hosting == null ? "not started" : hosting.off())));
            if (b.houseBot() != null) throw new BadUpload(b.name() + " is a house bot: it takes no versions");
            StoredBotVersion v = bots.submit(b.teamId(), ctx.formParam("language"), c.game(), HostedBotPages.filesOf(ctx, bots));
            Pages.flash(ctx, "Version " + v.version() + " of " + b.name() + " is submitted and being built: its status shows below in a moment.");
        } catch (BadUpload e) {
            Pages.flashError(ctx, "Nothing was stored: " + e.getMessage());
        }
        Pages.back(ctx, back(c, "staff-" + b.name()));
    }

    void choose(Context ctx) {
        StoredContest c = contestOf(ctx);
        StaffStore.StaffBot b = staffBotOf(ctx, c);
        try {
            HostedBots bots = bots().orElseThrow(() -> new BadUpload("hosted bots are off in this arena"));
            String given = ctx.formParam("version");
            Integer version;
            try {
                version = given == null ? null : Integer.valueOf(given.strip());
            } catch (NumberFormatException e) {
                throw new BadUpload("the version is a number, not " + given);
            }
            if (version == null) throw new BadUpload("choose the version that plays");
            String warning = bots.choose(c.id(), c.game(), b.teamId(), version, false);
            Pages.flash(ctx, "Version " + version + " of " + b.name() + " plays in " + c.slug() + " from the next match on."
                    + (warning == null ? "" : " Note: " + warning + "."));
        } catch (BadUpload e) {
            Pages.flashError(ctx, e.getMessage());
        }
        Pages.back(ctx, back(c, "staff-" + b.name()));
    }

    /** A team's own marks in a contest, each marking round with the matches behind it. */
    void teamMarks(Context ctx) {
        Principal me = Security.user(ctx);
        StoredContest c = contestOf(ctx);
        if (!contestStore.isEnrolled(c.id(), me.id())) throw new NotFound("your team is not in contest " + c.slug());
        Marks.Basis basis = marks.basis(c);
        Map<String, Object> model = Pages.model(ctx);
        model.put("contest", c);
        model.put("marks", marks.ofTeam(c, me.id(), me.name()).reversed());
        model.put("rules", basis.rules().stream().map(r -> "Win at least " + r.minPercent() + "% of your matches against the staff bots of level "
                + r.level() + ": " + MarkRules.points(r.points()) + " points").toList());
        ctx.html(views.page("team-marks", model));
    }
}
