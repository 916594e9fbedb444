package arena.web;

import arena.contest.Contests;
import arena.contest.base.NotFound;
import arena.contest.base.Sides;
import arena.hosted.BadUpload;
import arena.hosted.HostedBots;
import arena.hosted.Hosting;
import io.javalin.http.ServiceUnavailableResponse;
import arena.sandbox.LanguageStatus;
import arena.sandbox.SandboxCheck;
import arena.store.ContestStore;
import arena.store.StoredBotVersion;
import arena.store.StoredContest;
import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON API of hosted bots (issue 26): a team's versions (submitted by the admin token or by the team's own web
 * session), the version chosen per contest, and the languages offered. Bad uploads answer 400 with the reason and
 * store nothing ({@link BadUpload}).
 */
final class HostedBotApi {
    /**
     * A version as the API shows it: its number, language, status (compiling, ready, failed, replaced), compiler output,
     * the game it was made for (null: unknown, made before versions had one: issue 39), how many files and their bytes.
     */
    record Version(int version, String language, String status, String log, String sourceHash, String createdAt, String game,
                   int files, int bytes) {
        static Version of(StoredBotVersion v) {
            return new Version(v.version(), v.language(), v.status().text(), v.log(), v.sourceHash(), v.createdAt().toString(), v.game(),
                    v.fileCount(), v.sourceBytes());
        }
    }

    /** A language: whether it is offered, its toolchain's version text, the name of a single-file bot, and why not. */
    record Language(String id, String name, String fileName, boolean available, String version, String reason, double timeFactor) {}

    /** What {@code GET /api/languages} answers: the sandbox's state and every language. */
    record Languages(Sandbox sandbox, List<Language> languages) {}

    /**
     * The sandbox's state; for the instructor also whether the boxes' CPU share is fair and what to do where not
     * (issue 39), null for anyone else.
     */
    record Sandbox(boolean usable, String reason, String details, String cpuShare, String cpuShareRemedy) {}

    /** The choice in a contest: the version that plays, or null for the team's own TCP bot; a warning, or null. */
    record Choice(String contest, String team, Integer version, String warning) {}

    /** A practice of a team's version against another started (issue 44): its match, and which bot plays each seat. */
    record SparringStarted(long match, String contest, String team, Integer first, int second) {}

    private final Hosting hosting;
    private final Contests contests;
    private final ContestStore contestStore;

    /** Asks before a practice whose TCP side has no bot there (issue 44). */
    private final PracticeAsk practiceAsk;

    HostedBotApi(Hosting hosting, Contests contests, ContestStore contestStore) {
        this.practiceAsk = new PracticeAsk(contests, hosting);
        this.hosting = hosting;
        this.contests = contests;
        this.contestStore = contestStore;
    }

    /** The hosted bots' service; 503 with the reason when this arena has them off. */
    private HostedBots hosted() {
        return hosting.bots().orElseThrow(() -> new ServiceUnavailableResponse("hosted bots are off in this arena: " + hosting.off()));
    }

    /** The team named in the path, which a team's session may only be its own. */
    private long team(Context ctx, String name) {
        long id = contests.teamId(name).orElseThrow(() -> new NotFound("no team " + name));
        Principal user = Security.user(ctx);
        if (ctx.header("Authorization") == null && (user == null || !user.isTeam() || user.id() != id)) {
            throw new ForbiddenResponse("a team may see and change only its own bots");
        }
        return id;
    }

    void submit(Context ctx) {
        long team = team(ctx, ctx.pathParam("name"));
        Map<String, Object> body = Api.body(ctx);
        Object language = body.get("language");
        if (language != null && !(language instanceof String)) throw new BadUpload("field language must be a string");
        Object files = body.get("files");
        if (!(files instanceof Map<?, ?> given)) throw new BadUpload("field files must be an object of path to text");
        Object game = body.get("game");
        if (game != null && !(game instanceof String name && contests.games().get(name).isPresent())) {
            throw new BadUpload("field game must name a game of this arena (" + String.join(", ", contests.games().all().stream()
                    .map(arena.game.Game::name).toList()) + "): the game the version is made for");
        }
        Map<String, String> texts = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : given.entrySet()) {
            if (!(e.getValue() instanceof String text)) throw new BadUpload("file " + e.getKey() + " must be given as text");
            texts.put(String.valueOf(e.getKey()), text);
        }
        StoredBotVersion v = hosted().submit(team, (String) language, (String) game, hosted().sources().ofTexts(texts));
        ctx.attribute(ActionRecorder.DONE, "submitted version " + v.version() + " (" + v.language() + ")");
        ctx.status(201).json(Version.of(v));
    }

    /** Versions on a page of the list (issue 38: a team may have hundreds); the default page size when none is asked. */
    static final int PER_PAGE = 50;

    /**
     * A page of the team's versions, newest first: {@code ?page=N} (from 1) and {@code perPage} (at most 100); the total
     * in {@code X-Total-Count} and the neighbouring pages in {@code Link} (rel next, prev).
     */
    void versions(Context ctx) {
        long team = team(ctx, ctx.pathParam("name"));
        int page = Paging.page(ctx, "page");
        int perPage = Paging.number(ctx, "perPage", PER_PAGE, 1, 100);
        int total = hosted().countVersions(team);
        Paging paging = Paging.of(page, total, perPage);
        String here = "/api/teams/" + ctx.pathParam("name") + "/bots?perPage=" + perPage + "&page=";
        List<String> links = new java.util.ArrayList<>();
        if (paging.next() != null) links.add("<" + here + paging.next() + ">; rel=\"next\"");
        if (paging.previous() != null) links.add("<" + here + paging.previous() + ">; rel=\"prev\"");
        ctx.header("X-Total-Count", String.valueOf(total));
        if (!links.isEmpty()) ctx.header("Link", String.join(", ", links));
        ctx.json(hosted().versions(team, page, perPage).stream().map(Version::of).toList());
    }

    void version(Context ctx) {
        long team = team(ctx, ctx.pathParam("name"));
        int n = number(ctx.pathParam("n"));
        ctx.json(Version.of(hosted().version(team, n).orElseThrow(() -> new NotFound("the team has no version " + n))));
    }

    /** A version's source files, path to text, in the order they were submitted (issue 39: the source can be had back). */
    void files(Context ctx) {
        long team = team(ctx, ctx.pathParam("name"));
        int n = number(ctx.pathParam("n"));
        if (hosted().version(team, n).isEmpty()) throw new NotFound("the team has no version " + n);
        ctx.json(hosted().files(team, n));
    }

    void choose(Context ctx) {
        long team = team(ctx, ctx.pathParam("team"));
        StoredContest contest = contestStore.bySlug(ctx.pathParam("slug")).orElseThrow(() -> new NotFound("no contest " + ctx.pathParam("slug")));
        if (!contestStore.isEnrolled(contest.id(), team)) throw new BadUpload("team " + ctx.pathParam("team") + " is not enrolled in " + contest.slug());
        Map<String, Object> body = Api.body(ctx);
        if (!body.containsKey("version")) throw new BadUpload("field version is required: a version's number, or null for the team's own TCP bot");
        Object v = body.get("version");
        if (v != null && !(v instanceof Integer)) throw new BadUpload("field version must be a version's number, or null");
        Object otherGame = body.getOrDefault("otherGame", false);
        if (!(otherGame instanceof Boolean meant)) throw new BadUpload("field otherGame must be true or false");
        String warning = hosted().choose(contest.id(), contest.game(), team, (Integer) v, meant);
        ctx.json(new Choice(contest.slug(), ctx.pathParam("team"), (Integer) v, warning));
    }

    /**
     * Issue 44: a team's practice of one version against another, {@code {"first": 3, "second": 5}} ({@code first} null
     * or absent: the team's TCP bot). 201 with the match; 400 with the reason for a version that is not the team's, not
     * built, for another game, or the same twice, and when practice is refused now (off, one running, paused).
     */
    void sparring(Context ctx) {
        long team = team(ctx, ctx.pathParam("team"));
        StoredContest contest = contestStore.bySlug(ctx.pathParam("slug")).orElseThrow(() -> new NotFound("no contest " + ctx.pathParam("slug")));
        if (!contestStore.isEnrolled(contest.id(), team)) throw new BadUpload("team " + ctx.pathParam("team") + " is not enrolled in " + contest.slug());
        Map<String, Object> body = Api.body(ctx);
        Object first = body.get("first");
        Object second = body.get("second");
        Integer firstVersion = null;
        if (first != null) {
            if (!(first instanceof Integer f)) throw new BadUpload("field first must be a version's number, or null for the team's TCP bot");
            firstVersion = f;
        }
        if (!(second instanceof Integer secondVersion)) throw new BadUpload("field second is required: a version's number");
        Object anyway = body.get("anyway");
        if (anyway != null && !(anyway instanceof Boolean)) throw new BadUpload("field anyway must be true or false");
        if (firstVersion == null && !Boolean.TRUE.equals(anyway)) {
            String away = practiceAsk.tcpBotAway(contest.slug(), team);
            if (away != null) throw new BadUpload(away.replace("\"play even if my TCP bot is not connected\"", "\"anyway\": true"));
        }
        Sides sides = hosted().sparring(team, contest.game(), firstVersion, secondVersion);
        long match = contests.startSides(contest.slug(), sides);
        ctx.status(201).json(new SparringStarted(match, contest.slug(), ctx.pathParam("team"), sides.first(), sides.second()));
    }

    /**
     * The languages and whether each is offered; the sandbox's workings (its uids, cgroup paths, why a compiler is
     * missing) are the instructor's alone (issue 40).
     */
    void languages(Context ctx) {
        Principal me = Security.actor(ctx); // the session's, or a staff token's
        boolean instructor = me != null && me.isStaff();
        SandboxCheck s = hosted().sandbox();
        List<Language> list = hosted().languages().stream().map(l -> language(l, instructor)).toList();
        Sandbox sandbox = instructor ? new Sandbox(s.usable(), s.reason(), s.details(), s.cpuShare().line(), s.cpuShare().remedy())
                : new Sandbox(s.usable(), s.usable() ? null : "hosted bots are not offered here now", null, null, null);
        ctx.json(new Languages(sandbox, list));
    }

    private static Language language(LanguageStatus s, boolean instructor) {
        var l = s.language();
        return new Language(l.id(), l.name(), l.fileName(), s.available(), s.version(),
                instructor || s.available() ? s.reason() : "not offered here now", l.timeFactor());
    }

    private static int number(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new BadUpload("a version is a number, not " + text);
        }
    }
}
