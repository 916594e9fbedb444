package arena.web;

import arena.contest.rules.ContestSettings;
import arena.contest.Contests;
import arena.contest.life.LiveContest;
import arena.contest.turns.LiveMatch;
import arena.contest.rules.SeedSecrecy;
import arena.game.Eye;
import arena.game.Game;
import arena.game.StarterLanguage;
import arena.store.ContestStore;
import arena.store.PlayQueries;
import arena.store.StoredContest;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Pages anyone may see: home, contests, matches and their live boards, rules. */
final class PublicPages {
    /** HTMX stops polling when a response has this status. */
    static final int STOP_POLLING = 286;

    private final Contests contests;
    private final Views views;
    private final ContestViews contestViews;
    private final WebServer.BotPortInfo botPort;
    private final BoardCache boardCache;
    private final PublicLiveMatches publicLiveMatches;
    private final HomeLivePart homeLive;
    private final java.util.concurrent.ConcurrentHashMap<Long, AfterPart> afterParts = new java.util.concurrent.ConcurrentHashMap<>();
    /** The views finished boards were drawn from: what the part below them needs (its match, its contest). */
    private final java.util.concurrent.ConcurrentHashMap<Long, Contests.MatchView> finishedViews = new java.util.concurrent.ConcurrentHashMap<>();

    /** The languages hosted bots are taken in, for the rules page's limits per language (issue 39); none without hosting. */
    private final java.util.function.Supplier<List<arena.sandbox.LanguageStatus>> hostedLanguages;

    PublicPages(Contests contests, ContestStore contestStore, PlayQueries playQueries, Views views, WebServer.BotPortInfo botPort,
                java.util.function.Supplier<List<arena.sandbox.LanguageStatus>> hostedLanguages) {
        this.hostedLanguages = hostedLanguages;
        this.contests = contests;
        this.views = views;
        this.contestViews = new ContestViews(contests, contestStore, playQueries);
        this.botPort = botPort;
        this.publicLiveMatches = new PublicLiveMatches(contests);
        this.homeLive = new HomeLivePart(contests, views);
        this.boardCache = new BoardCache(this::liveBoardEtag, key -> renderBoard(key, liveBoardEtag(key)));
    }

    void home(Context ctx) {
        Map<String, Object> model = Pages.model(ctx);
        List<ContestCard> open = new ArrayList<>();
        List<ContestCard> finished = new ArrayList<>();
        for (StoredContest c : contests.all()) {
            switch (c.phase()) {
                case RUNNING -> { }
                case OPEN -> open.add(contestViews.card(c));
                default -> finished.add(contestViews.card(c));
            }
        }
        model.put("live", homeLive.now().live());
        model.put("open", open);
        model.put("finished", finished.size() > 10 ? finished.subList(0, 10) : finished);
        model.put("games", contests.games().all());
        ctx.html(views.page("home", model));
    }

    /** The home page's "running now" part, polled with the version it shows: 204 while nothing moved; drawn once per change (issue 46). */
    void homeLivePart(Context ctx) {
        HomeLivePart.Drawn live = homeLive.now();
        if (String.valueOf(live.live().version()).equals(ctx.queryParam("v"))) {
            ctx.status(204);
            return;
        }
        ctx.contentType(io.javalin.http.ContentType.TEXT_HTML).result(live.utf8()); // as ctx.html(live.html()), encoded once
    }

    void match(Context ctx) {
        long id = matchId(ctx);
        Eye eye = eye(ctx, id);
        Contests.MatchView view = matchView(id, eye);
        Map<String, Object> model = Pages.model(ctx);
        model.put("view", view);
        model.put("contest", contestViews.card(view.contest()));
        model.put("fmt", new Formats());
        model.put("logs", logsOf(ctx, view));
        model.put("boardFrame", BoardFrame.live(view, boardCache.etagNow(new BoardCache.Key(id, eye))));
        // the match's own seed once it is over (RULINGS 8), before as its commitment
        model.put("seed", SeedSecrecy.shown(view.contest(), view.matchSeed(), SeedSecrecy.matchServed(view.match()), eye == Eye.ALL));
        model.putAll(afterModel(view, false));
        ctx.html(views.page("match", model));
    }

    /**
     * The viewer's private logs of a match, alone: the page asks for them again once the match is over (issue 44 point
     * 4: a page opened at turn 1 kept its 8 lines of turn 1 until reloaded). Not in the finished board's last poll, which
     * is drawn once for every viewer.
     */
    void logsPart(Context ctx) {
        Contests.MatchView view = matchView(matchId(ctx), Eye.PUBLIC);
        Map<String, Object> model = Pages.model(ctx);
        model.put("view", view);
        model.put("logs", logsOf(ctx, view));
        ctx.header("Cache-Control", "no-store");
        ctx.html(views.fragment("match", "logs", model));
    }

    private List<PrivateLogs.TeamLines> logsOf(Context ctx, Contests.MatchView view) {
        return new PrivateLogs(contests).readableBy(Security.user(ctx), view.match().id(),
                new long[] {view.match().seat0TeamId(), view.match().seat1TeamId()}, view.teams());
    }

    /**
     * A match's live board. A poll names the board version it holds ({@code ?v=} from HTMX, or
     * {@code If-None-Match}); while the match has not moved on it is answered with no body (204 or 304), and
     * otherwise with the board drawn once for this turn for everyone (see {@link BoardCache}).
     */
    void board(Context ctx) {
        long id = parsedMatchId(ctx);
        publicLiveMatches.check(ctx, id);
        String version = ctx.queryParam("v");
        String ifNoneMatch = ctx.header("If-None-Match");
        String held = version != null ? version : ifNoneMatch == null ? null : ifNoneMatch.replace("\"", "");
        BoardCache.Answer answer = boardCache.poll(new BoardCache.Key(id, eye(ctx, id)), held);
        ctx.header("ETag", quoted(answer.etag()));
        if (answer.board() == null) {
            ctx.status(version != null ? 204 : 304);
            return;
        }
        BoardCache.Rendered board = answer.board();
        if (!SecurityHeaders.dependsOnWhoAsks(ctx)) ctx.header("Cache-Control", "no-cache"); // a team's eye: private, no-store (issue 40)
        if (board.finished()) {
            // the match is over: polling stops, and the part below the board offers the replay and the next live match
            ctx.status(STOP_POLLING);
            ctx.html(board.html() + afterPart(id));
            return;
        }
        ctx.contentType(io.javalin.http.ContentType.TEXT_HTML).result(board.utf8()); // as ctx.html(board.html()), encoded once
    }

    /**
     * What follows a finished board in its last poll, drawn once per turn of its contest, not once per request (issue 31:
     * spectators opening many matches ask for finished boards by the hundred a second; the next live match it offers
     * changes only when a turn ends).
     */
    private String afterPart(long id) {
        AfterPart known = afterParts.get(id);
        if (known != null && known.clock().equals(contestClock(known.contestSlug()))) return known.html();
        // the view its board was drawn from (a match just over is read again from the store, its log replayed, until settled)
        Contests.MatchView drawn = finishedViews.get(id);
        Contests.MatchView view = drawn != null ? drawn : matchView(id, Eye.ALL);
        String clock = contestClock(view.contest().slug());
        String html = views.fragment("match", "after", afterModel(view, true));
        if (afterParts.size() >= 4096) afterParts.clear();
        afterParts.put(id, new AfterPart(view.contest().slug(), clock, html));
        return html;
    }

    /** The part below a finished board as drawn at a moment of its contest ({@link #contestClock}). */
    private record AfterPart(String contestSlug, String clock, String html) {}

    /** The round and turn a contest plays now ("-" when none is played): what the part below a finished board follows. */
    private String contestClock(String slug) {
        return contests.live(slug).map(c -> c.roundNumber() + "." + c.turn()).orElse("-");
    }

    /** The version a live match's board has now for an eye (read without the match's lock), or null if the match is not live. */
    private String liveBoardEtag(BoardCache.Key board) {
        return contests.liveMatch(board.matchId()).map(m -> {
            LiveMatch.BoardKey key = m.boardKey();
            return "b" + board.matchId() + "-" + key.turnsEnded() + (key.over() ? "-end" : "") + "-" + board.eye().tag();
        }).orElse(null);
    }

    /**
     * Whose eye looks at a match's board (RULINGS 8): the instructor sees everything, a team playing in the live match
     * its own seat's side, anyone else what both players may see. A match no longer live shows everything to anyone.
     */
    private Eye eye(Context ctx, long matchId) {
        Principal user = Security.user(ctx);
        if (user == null) return Eye.PUBLIC;
        if (user.isStaff()) return Eye.ALL;
        var live = contests.liveMatch(matchId);
        // issue 44: a team's practice of one version against another shows it both sides, its own
        if (live.isPresent() && user.isTeam() && live.get().team(0) == user.id() && live.get().team(1) == user.id()) return Eye.ALL;
        int seat = live.map(m -> m.seatOf(user.id())).orElse(-1);
        return seat >= 0 ? Eye.ofSeat(seat) : Eye.PUBLIC;
    }

    /** Stops drawing boards in the background. */
    void close() {
        boardCache.close();
    }

    private static String quoted(String etag) {
        return "\"" + etag + "\"";
    }

    private BoardCache.Rendered renderBoard(BoardCache.Key key, String etag) {
        long id = key.matchId();
        Contests.MatchView view = matchView(id, key.eye());
        String tag = etag != null ? etag : "b" + id + "-" + view.version() + (view.finished() ? "-end" : "") + "-" + key.eye().tag();
        if (view.finished()) {
            if (finishedViews.size() >= 4096) finishedViews.clear();
            finishedViews.put(id, view);
        }
        return new BoardCache.Rendered(tag, view.finished(), BoardFrame.live(view, tag));
    }

    /** What follows a finished match: its replay, and the next match of its contest still being played. */
    private Map<String, Object> afterModel(Contests.MatchView view, boolean outOfBand) {
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("view", view);
        model.put("oob", outOfBand);
        LiveMatch next = null;
        LiveContest live = contests.live(view.contest().slug()).orElse(null);
        if (live != null && view.finished()) {
            for (LiveMatch m : live.matches()) {
                if (m.id() != view.match().id() && !m.boardKey().over()) {
                    next = m;
                    break;
                }
            }
        }
        model.put("next", next == null ? null : new NextMatch(next.id(), next.teamName(0), next.teamName(1)));
        return model;
    }

    /** The live match a spectator of a finished one is offered. */
    record NextMatch(long id, String seat0, String seat1) {}

    private Contests.MatchView matchView(long id, Eye eye) {
        return contests.matchView(id, eye).orElseThrow(() -> new NotFoundResponse("there is no match " + id));
    }

    /**
     * The match a request names, as an id: 404 if no match has that number, or if the viewer may not see it (a practice
     * still private to its team, RULINGS 8: as if it did not exist).
     */
    private long matchId(Context ctx) {
        long id = parsedMatchId(ctx);
        PracticeSecrecy.check(contests, ctx, id);
        return id;
    }

    private static long parsedMatchId(Context ctx) {
        try {
            return Long.parseLong(ctx.pathParam("id"));
        } catch (NumberFormatException e) {
            throw new NotFoundResponse("there is no match " + ctx.pathParam("id"));
        }
    }

    private Game game(Context ctx) {
        return contests.games().get(ctx.pathParam("name")).orElseThrow(() -> new NotFoundResponse("there is no game " + ctx.pathParam("name")));
    }

    /**
     * The game's starter bot in the language {@code ?lang=} names (python, java, cpp, javascript; none: python), as a
     * file to save under the name its run command uses (the team page links it beside that command). An unknown
     * language answers 400 listing the known ones; a language the game ships no starter in, 404.
     */
    void starterBot(Context ctx) {
        Game game = game(ctx);
        String asked = ctx.queryParam("lang");
        StarterLanguage language = StarterLanguage.of(asked).orElseThrow(() -> new BadRequestResponse(
                "there is no starter language '" + asked + "': lang is one of " + StarterLanguage.keys()));
        String text = game.pages().starterBot(language).orElseThrow(
                () -> new NotFoundResponse("this build has no " + language.title() + " starter bot for " + game.title()));
        ctx.header("Content-Disposition", "attachment; filename=\"" + language.file() + "\"");
        ctx.contentType(language.mediaType() + "; charset=utf-8").result(text);
    }

    void gameRules(Context ctx) {
        Game game = game(ctx);
        Map<String, Object> model = Pages.model(ctx);
        model.put("game", game);
        model.put("pages", game.pages());
        model.put("commonSettings", ContestSettings.COMMON);
        model.put("houseBots", game.houseBots().keySet());
        model.put("rulesTemplate", views.exists(game.pages().rulesTemplate()) ? game.pages().rulesTemplate() : null);
        model.put("botPort", botPort.port());
        model.put("starters", Starters.of(game));
        String slug = ctx.queryParam("contest");
        StoredContest contest = slug == null ? null : contests.find(slug).filter(c -> c.game().equals(game.name())).orElse(null);
        if (contest != null) model.put("contestSettings", SeedSecrecy.settingsShown(contests.settingsOf(contest, game).asMap(), contest,
                Security.user(ctx) != null && Security.user(ctx).isStaff()));
        // issue 39: the limits that apply, the contest's factor and each language's of hosted bots in
        List<arena.sandbox.LanguageStatus> offered = hostedLanguages.get().stream().filter(arena.sandbox.LanguageStatus::available).toList();
        model.put("languageFactors", offered);
        model.put("hostedLimits", contest == null ? List.of() : HostedLimits.of(java.util.Optional.of(game), contests.settingsOf(contest, game), offered));
        if (game.pages().startersRunThroughBridge()) {
            // the bridge's commands filled in as far as the page knows: the team logged in, the contest it was opened from
            Principal me = Security.user(ctx);
            String team = me != null && me.isTeam() ? me.name() : null;
            String where = contest == null ? null : contest.slug();
            model.put("bridge", BridgeCommands.own(Pages.host(ctx), botPort.port(), team, where));
            model.put("starterCommands", Starters.commands(game, Pages.host(ctx), botPort.port(), team, where));
        }
        ctx.html(views.page("rules", model));
    }

    void botGuide(Context ctx) {
        Map<String, Object> model = Pages.model(ctx);
        model.put("botPort", botPort.port());
        model.put("host", Pages.host(ctx));
        model.put("starters", contests.games().all().stream().map(g -> new Starters.OfGame(g.name(), g.title(), Starters.of(g))).toList());
        ctx.html(views.page("bots", model));
    }

    /** Formatting helpers for templates. */
    public static final class Formats {
        public String points(Double p) {
            return ContestViews.points(p);
        }

        public String points(Object p) {
            return p instanceof Number n ? ContestViews.points(n.doubleValue()) : "";
        }
    }
}
