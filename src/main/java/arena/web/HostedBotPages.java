package arena.web;

import arena.contest.Contests;
import arena.contest.base.NotFound;
import arena.contest.life.LiveContest;
import arena.hosted.BadUpload;
import arena.hosted.HostedBots;
import arena.hosted.Hosting;
import arena.sandbox.LanguageStatus;
import arena.store.BotStatus;
import arena.store.ContestStore;
import arena.store.StoredBotVersion;
import arena.store.StoredContest;
import io.javalin.http.Context;
import io.javalin.http.UploadedFile;
import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The hosted bot's part of a team's card on {@code /team} (issue 26; markup in {@code templates/parts/hosted-bot.html}):
 * the card loads it by itself, so the card's own record stays as it is. Submitting (files, a zip, or text pasted into
 * the editor box), the versions with their status and compiler output, the version that plays in this contest, a
 * practice that tries a version against a house bot, and one of two versions against each other (issue 44). Every form answers by going back to the card, with what was done
 * or why nothing was (a refused upload stores nothing).
 */
final class HostedBotPages {
    /**
     * One version as the card lists it, with whether it plays in this contest: the game it was made for ("unknown" for one
     * made before versions had a game), whether that fits this contest's game (issue 39), its files and their size.
     */
    record VersionRow(int version, String language, String status, String log, String createdAt, boolean plays, String game, boolean fits,
                      int files, String size) {}

    /**
     * What the card shows. {@code offered} are the languages bots are taken in; {@code refused} says why none are;
     * {@code game} is this contest's; {@code editor} the source loaded back into the editor box, if asked (issue 39).
     */
    record Panel(String slug, List<VersionRow> versions, Integer chosen, List<LanguageStatus> offered, String refused,
                 String limits, List<String> houseBots, String practiceNotNow, boolean compiling, Paging paging, List<VersionRow> choices,
                 String rate, String game, Editor editor, List<HostedLimits.Row> timeLimits) {}

    /** The editor box's content: a version's single file and its language, or nothing (empty, the default). */
    record Editor(Integer version, String language, String source, String note) {
        static final Editor EMPTY = new Editor(null, null, "", null);
    }

    /** Versions on a page of the card (issue 38: a team may have hundreds; the card stays small and quick). */
    static final int PER_PAGE = 10;

    private final Hosting hosting;
    private final Contests contests;
    private final ContestStore contestStore;
    private final Views views;

    /** Asks before a practice whose TCP side has no bot there (issue 44). */
    private final PracticeAsk practiceAsk;

    HostedBotPages(Hosting hosting, Contests contests, ContestStore contestStore, Views views) {
        this.practiceAsk = new PracticeAsk(contests, hosting);
        this.hosting = hosting;
        this.contests = contests;
        this.contestStore = contestStore;
        this.views = views;
    }

    private StoredContest contestOf(Context ctx, Principal me) {
        StoredContest c = contestStore.bySlug(ctx.pathParam("slug")).orElseThrow(() -> new NotFound("no contest " + ctx.pathParam("slug")));
        if (!contestStore.isEnrolled(c.id(), me.id())) throw new NotFound("your team is not in contest " + c.slug());
        return c;
    }

    private static String back(StoredContest c) {
        return "/team#hub-" + c.slug();
    }

    /** The card's part, as HTML (loaded by htmx; polled while a version is being built). */
    void panel(Context ctx) {
        Principal me = Security.user(ctx);
        StoredContest c = contestOf(ctx, me);
        Map<String, Object> model = Pages.model(ctx);
        Integer edit = ctx.queryParam("edit") == null ? null : version(ctx.queryParam("edit"));
        model.put("hosted", panelOf(c, me.id(), Paging.page(ctx, "page"), edit));
        ctx.html(views.fragment("parts/hosted-bot", "panel", model));
    }

    private Panel panelOf(StoredContest c, long teamId, int page, Integer edit) {
        if (hosting.bots().isEmpty()) {
            return new Panel(c.slug(), List.of(), null, List.of(), "hosted bots are off in this arena: " + hosting.off(), "", List.of(), null, false,
                    Paging.of(1, 0, PER_PAGE), List.of(), "", c.game(), Editor.EMPTY, List.of());
        }
        HostedBots bots = hosting.bots().get();
        Integer chosen = bots.chosen(c.id(), teamId).orElse(null);
        Paging paging = Paging.of(page, bots.countVersions(teamId), PER_PAGE);
        List<VersionRow> rows = bots.versions(teamId, paging.page(), PER_PAGE).stream().map(v -> row(bots, v, chosen, c.game())).toList();
        // what may be chosen: this page's versions that compiled or may still, and the one chosen now wherever it is
        List<VersionRow> choices = new java.util.ArrayList<>(rows.stream().filter(r -> !r.status().equals(BotStatus.FAILED.text())).toList());
        if (chosen != null && choices.stream().noneMatch(VersionRow::plays)) {
            bots.version(teamId, chosen).ifPresent(v -> choices.add(0, row(bots, v, chosen, c.game())));
        }
        List<LanguageStatus> offered = bots.languages().stream().filter(LanguageStatus::available).toList();
        String refused = !bots.sandbox().usable() ? "the arena cannot run hosted bots here: " + bots.sandbox().reason()
                : offered.isEmpty() ? "no language is available on this arena" : null;
        LiveContest live = contests.live(c.slug()).orElse(null);
        LiveContest.PracticeOutlook practice = live == null ? null : live.practiceOutlook(teamId);
        boolean compiling = bots.anyCompiling(teamId);
        return new Panel(c.slug(), rows, chosen, offered, refused, bots.sources().limits().describe(),
                practice == null ? List.of() : practice.houseBots(), practice == null ? "practice is off in this contest" : practice.notNow(), compiling,
                paging, choices, bots.rate().describe(), c.game(), editor(bots, teamId, edit),
                limitsOf(c, offered));
    }

    private List<HostedLimits.Row> limitsOf(StoredContest c, List<LanguageStatus> offered) {
        var game = contests.gameFor(c);
        return game.isEmpty() ? List.of() : HostedLimits.of(game, contests.settingsOf(c, game.get()), offered);
    }

    /** A version loaded back into the editor box: its one file; a bot of several files is viewed and downloaded instead. */
    private static Editor editor(HostedBots bots, long teamId, Integer edit) {
        if (edit == null) return Editor.EMPTY;
        StoredBotVersion v = bots.version(teamId, edit).orElseThrow(() -> new NotFound("your team has no version " + edit));
        Map<String, String> files = bots.files(teamId, edit);
        if (files.size() != 1) {
            return new Editor(edit, v.language(), "", "version " + edit + " has " + files.size() + " files: the editor holds a one-file bot;"
                    + " view or download it, change it on your machine and upload its files");
        }
        return new Editor(edit, v.language(), files.values().iterator().next(), null);
    }

    private static VersionRow row(HostedBots bots, StoredBotVersion v, Integer chosen, String game) {
        return new VersionRow(v.version(), v.language(), v.status().text(), v.log(), v.createdAt().withNano(0).toString().replace('T', ' '),
                chosen != null && chosen == v.version(), v.game() == null ? "unknown" : v.game(), bots.fits(v, game), v.fileCount(),
                size(v.sourceBytes()));
    }

    static String size(int bytes) {
        return bytes < 1024 ? bytes + " B" : String.format(Locale.ROOT, "%.1f KiB", bytes / 1024.0);
    }

    /** One version's source, each file in full, with a link to download it (issue 39: what was submitted can be seen). */
    void source(Context ctx) {
        Principal me = Security.user(ctx);
        StoredContest c = contestOf(ctx, me);
        HostedBots bots = hosting.bots().orElseThrow(() -> new NotFound("hosted bots are off in this arena: " + hosting.off()));
        int n = version(ctx.pathParam("n"));
        StoredBotVersion v = bots.version(me.id(), n).orElseThrow(() -> new NotFound("your team has no version " + n));
        Map<String, Object> model = Pages.model(ctx);
        model.put("slug", c.slug());
        model.put("v", row(bots, v, bots.chosen(c.id(), me.id()).orElse(null), c.game()));
        model.put("files", bots.files(me.id(), n));
        ctx.html(views.page("hosted-version", model));
    }

    /** One version's source as a file: its one file as it is, several as a zip of them. */
    void download(Context ctx) {
        Principal me = Security.user(ctx);
        contestOf(ctx, me);
        HostedBots bots = hosting.bots().orElseThrow(() -> new NotFound("hosted bots are off in this arena: " + hosting.off()));
        int n = version(ctx.pathParam("n"));
        if (bots.version(me.id(), n).isEmpty()) throw new NotFound("your team has no version " + n);
        Map<String, String> files = bots.files(me.id(), n);
        if (files.size() == 1) {
            Map.Entry<String, String> f = files.entrySet().iterator().next();
            ctx.header("Content-Disposition", "attachment; filename=\"" + f.getKey() + "\"");
            ctx.contentType("text/plain; charset=utf-8").result(f.getValue());
            return;
        }
        java.io.ByteArrayOutputStream zip = new java.io.ByteArrayOutputStream();
        try (java.util.zip.ZipOutputStream out = new java.util.zip.ZipOutputStream(zip, java.nio.charset.StandardCharsets.UTF_8)) {
            for (Map.Entry<String, String> f : files.entrySet()) {
                out.putNextEntry(new java.util.zip.ZipEntry("version-" + n + "/" + f.getKey()));
                out.write(f.getValue().getBytes(java.nio.charset.StandardCharsets.UTF_8));
                out.closeEntry();
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e); // a zip in memory: no I/O to fail
        }
        ctx.header("Content-Disposition", "attachment; filename=\"version-" + n + ".zip\"");
        ctx.contentType("application/zip").result(zip.toByteArray());
    }

    /**
     * A new version from the card: uploaded files (or one zip), or the text of the editor box. Past the team's rate of
     * versions the answer is 429 with the wait ({@link arena.hosted.TooManyVersions}, shown by the web's error page).
     */
    void submit(Context ctx) {
        Principal me = Security.user(ctx);
        StoredContest c = contestOf(ctx, me);
        try {
            HostedBots bots = hosting.bots().orElseThrow(() -> new BadUpload("hosted bots are off in this arena: " + hosting.off()));
            Map<String, String> files = filesOf(ctx, bots);
            StoredBotVersion v = bots.submit(me.id(), ctx.formParam("language"), c.game(), files);
            ctx.attribute(ActionRecorder.DONE, "submitted version " + v.version() + " (" + v.language() + ")");
            Pages.flash(ctx, "Version " + v.version() + " is submitted and being built: its status shows below in a moment.");
        } catch (BadUpload e) {
            Pages.flashError(ctx, "Nothing was stored: " + e.getMessage());
        }
        Pages.back(ctx, back(c));
    }

    static Map<String, String> filesOf(Context ctx, HostedBots bots) {
        List<UploadedFile> uploads = ctx.uploadedFiles("files").stream().filter(f -> f.size() > 0).toList();
        String pasted = ctx.formParam("source");
        if (!uploads.isEmpty() && pasted != null && !pasted.isBlank()) throw new BadUpload("give files or paste the source, not both");
        if (uploads.isEmpty()) {
            if (pasted == null || pasted.isBlank()) throw new BadUpload("choose files to upload, or paste your bot's source");
            return bots.sources().ofTexts(Map.of("bot", pasted.replace("\r\n", "\n")));
        }
        if (uploads.size() == 1 && (uploads.get(0).filename().toLowerCase(Locale.ROOT).endsWith(".zip") || isZip(uploads.get(0)))) {
            return bots.sources().ofZip(bytes(uploads.get(0)));
        }
        Map<String, byte[]> given = new LinkedHashMap<>();
        for (UploadedFile f : uploads) {
            if (f.filename().toLowerCase(Locale.ROOT).endsWith(".zip")) throw new BadUpload("upload a zip alone, not with other files");
            if (given.put(f.filename(), bytes(f)) != null) throw new BadUpload("file " + f.filename() + " is given twice");
        }
        return bots.sources().ofBytes(given);
    }

    private static boolean isZip(UploadedFile f) {
        byte[] b = bytes(f);
        return b.length >= 4 && b[0] == 'P' && b[1] == 'K' && b[2] == 3 && b[3] == 4;
    }

    private static byte[] bytes(UploadedFile f) {
        try (InputStream in = f.content()) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new BadUpload("file " + f.filename() + " could not be read: " + e.getMessage());
        }
    }

    /** Which version plays in this contest: a number, or "tcp" for the team's own bot over TCP. */
    void choose(Context ctx) {
        Principal me = Security.user(ctx);
        StoredContest c = contestOf(ctx, me);
        try {
            HostedBots bots = hosting.bots().orElseThrow(() -> new BadUpload("hosted bots are off in this arena: " + hosting.off()));
            Integer version = version(ctx.formParam("version"));
            String warning = bots.choose(c.id(), c.game(), me.id(), version, ctx.formParam("otherGame") != null);
            Pages.flash(ctx, (version == null ? "Your own bot over TCP plays in " + c.slug() + "." : "Version " + version + " plays in " + c.slug() + " from the next match on.")
                    + (warning == null ? "" : " Note: " + warning + "."));
        } catch (BadUpload e) {
            Pages.flashError(ctx, e.getMessage());
        }
        Pages.back(ctx, back(c));
    }

    /** Tries a version in a practice match against a house bot, before (or without) choosing it. */
    void practice(Context ctx) {
        Principal me = Security.user(ctx);
        StoredContest c = contestOf(ctx, me);
        try {
            Integer version = version(ctx.formParam("version"));
            if (version == null) throw new BadUpload("choose the version to try");
            HostedBots bots = hosting.bots().orElseThrow(() -> new BadUpload("hosted bots are off in this arena: " + hosting.off()));
            StoredBotVersion v = bots.version(me.id(), version).orElseThrow(() -> new BadUpload("your team has no version " + version));
            if (v.status() != BotStatus.READY) throw new BadUpload("version " + version + " is " + v.status().text() + ", not ready to play");
            hosting.play().orElseThrow().tryInPractice(me.id(), c.slug(), version);
            long match = contests.startPractice(c.slug(), me.id(), ctx.formParam("bot"));
            Pages.flash(ctx, "Version " + version + " plays practice match #" + match + " against " + ctx.formParam("bot") + ".");
            Pages.back(ctx, "/matches/" + match); // to its board, as the TCP bot's Practice button goes (issue 44 point 5)
            return;
        } catch (BadUpload e) {
            Pages.flashError(ctx, e.getMessage());
        } catch (arena.contest.base.Refused | NotFound e) {
            Pages.flashError(ctx, "practice refused: " + e.getMessage());
        }
        Pages.back(ctx, back(c));
    }

    /**
     * Issue 44: plays two of the team's versions against each other (or its TCP bot against a version) as a practice,
     * and goes to its board; a refusal goes back to the card with the reason.
     */
    void sparring(Context ctx) {
        Principal me = Security.user(ctx);
        StoredContest c = contestOf(ctx, me);
        try {
            HostedBots bots = hosting.bots().orElseThrow(() -> new BadUpload("hosted bots are off in this arena: " + hosting.off()));
            Integer first = version(ctx.formParam("first"));
            String away = first == null && !"yes".equals(ctx.formParam(PracticeAsk.ANYWAY)) ? practiceAsk.tcpBotAway(c.slug(), me.id()) : null;
            if (away != null) throw new BadUpload(away);
            arena.contest.base.Sides sides = bots.sparring(me.id(), c.game(), first, version(ctx.formParam("second")));
            long match = contests.startSides(c.slug(), sides);
            Pages.flash(ctx, "Practice match #" + match + ": " + sides.label(0) + " against " + sides.label(1) + ".");
            Pages.back(ctx, "/matches/" + match);
            return;
        } catch (BadUpload e) {
            Pages.flashError(ctx, "practice not started: " + e.getMessage());
        } catch (arena.contest.base.Refused | NotFound e) {
            Pages.flashError(ctx, "practice refused: " + e.getMessage());
        }
        Pages.back(ctx, back(c));
    }

    private static Integer version(String given) {
        if (given == null || given.isBlank() || given.equals("tcp")) return null;
        try {
            return Integer.valueOf(given.strip());
        } catch (NumberFormatException e) {
            throw new BadUpload("a version is a number, not " + given);
        }
    }
}
