package arena.web;

import arena.contest.ContestSettings;
import arena.contest.Contests;
import arena.contest.LiveContest;
import arena.contest.LiveMatch;
import arena.game.Game;
import arena.store.ContestStore;
import arena.store.PlayStore;
import arena.store.db.tables.records.ContestRecord;
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
    private final ContestStore contestStore;
    private final Views views;
    private final ContestViews contestViews;
    private final WebServer.BotPortInfo botPort;
    /** Rendered boards by match, with the log length they show: a poll with nothing new costs a lookup. */
    private final Map<Long, RenderedBoard> boards = java.util.Collections.synchronizedMap(new java.util.LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, RenderedBoard> eldest) {
            return size() > 2048;
        }
    });

    private record RenderedBoard(int version, boolean finished, String html) {}

    PublicPages(Contests contests, ContestStore contestStore, PlayStore playStore, Views views, WebServer.BotPortInfo botPort) {
        this.contests = contests;
        this.contestStore = contestStore;
        this.views = views;
        this.contestViews = new ContestViews(contests, contestStore, playStore);
        this.botPort = botPort;
    }

    void home(Context ctx) {
        Map<String, Object> model = Pages.model(ctx);
        List<Map<String, Object>> running = new ArrayList<>();
        List<Map<String, Object>> open = new ArrayList<>();
        List<Map<String, Object>> finished = new ArrayList<>();
        for (ContestRecord c : contests.all()) {
            Map<String, Object> card = contestViews.card(c);
            switch (c.getPhase()) {
                case "running" -> {
                    card.put("liveMatches", liveMatches(c.getSlug(), 8));
                    running.add(card);
                }
                case "open" -> open.add(card);
                default -> finished.add(card);
            }
        }
        model.put("running", running);
        model.put("open", open);
        model.put("finished", finished.size() > 10 ? finished.subList(0, 10) : finished);
        model.put("games", contests.games().all());
        ctx.html(views.page("home", model));
    }

    private List<Map<String, Object>> liveMatches(String slug, int limit) {
        List<Map<String, Object>> list = new ArrayList<>();
        LiveContest live = contests.live(slug).orElse(null);
        if (live == null) return list;
        for (LiveMatch m : live.matches()) {
            if (list.size() >= limit) break;
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("id", m.id());
            row.put("seat0", m.teamName(0));
            row.put("seat1", m.teamName(1));
            row.put("summary", m.read(e -> e.summary()));
            row.put("finished", m.finished());
            list.add(row);
        }
        return list;
    }

    private ContestRecord contestOf(Context ctx) {
        return contests.find(ctx.pathParam("slug")).orElseThrow(() -> new NotFoundResponse("there is no contest " + ctx.pathParam("slug")));
    }

    void contest(Context ctx) {
        ContestRecord c = contestOf(ctx);
        Map<String, Object> model = Pages.model(ctx);
        fillContest(model, c);
        Principal me = Security.user(ctx);
        boolean enrolled = me != null && me.isTeam() && contestStore.isEnrolled(c.getId(), me.id());
        model.put("enrolled", enrolled);
        model.put("canJoin", me != null && me.isTeam() && !enrolled && c.getSelfSignup() && "open".equals(c.getPhase()));
        model.put("game", contests.games().get(c.getGame()).orElse(null));
        model.put("settings", contests.games().get(c.getGame()).map(g -> contests.settingsOf(c, g).asMap()).orElse(Map.of()));
        ctx.html(views.page("contest", model));
    }

    void contestLive(Context ctx) {
        ContestRecord c = contestOf(ctx);
        Map<String, Object> model = Pages.model(ctx);
        fillContest(model, c);
        if ("finished".equals(c.getPhase())) ctx.status(STOP_POLLING);
        ctx.html(views.fragment("contest", "live", model));
    }

    private void fillContest(Map<String, Object> model, ContestRecord c) {
        model.put("contest", contestViews.card(c));
        List<Map<String, Object>> standings = contestViews.standings(c);
        model.put("standings", standings);
        Map<String, List<Double>> series = new LinkedHashMap<>();
        for (Map<String, Object> row : standings.subList(0, Math.min(10, standings.size()))) {
            @SuppressWarnings("unchecked") List<Double> rounds = (List<Double>) row.get("rounds");
            series.put((String) row.get("team"), rounds);
        }
        model.put("chart", Charts.cumulative(series));
        model.put("rounds", contestViews.rounds(c));
        model.put("fmt", new Formats());
    }

    void match(Context ctx) {
        Contests.MatchView view = matchView(ctx);
        Map<String, Object> model = Pages.model(ctx);
        model.put("view", view);
        model.put("contest", contestViews.card(view.contest()));
        model.put("boardTemplate", view.game().boardTemplate());
        model.put("board", view.board());
        model.put("fmt", new Formats());
        model.put("logs", privateLogs(Security.user(ctx), view));
        ctx.html(views.page("match", model));
    }

    /** The team logs this viewer may read: a team its own, an instructor both. */
    private List<Map<String, Object>> privateLogs(Principal viewer, Contests.MatchView view) {
        List<Map<String, Object>> logs = new ArrayList<>();
        if (viewer == null) return logs;
        long[] teams = {view.match().getSeat0TeamId(), view.match().getSeat1TeamId()};
        for (int seat = 0; seat < 2; seat++) {
            if (viewer.isInstructor() || (viewer.isTeam() && viewer.id() == teams[seat])) {
                Map<String, Object> log = new LinkedHashMap<>();
                log.put("team", view.teams().get(seat));
                log.put("lines", contests.teamLog(view.match().getId(), teams[seat]));
                logs.add(log);
            }
        }
        return logs;
    }

    void board(Context ctx) {
        long id = matchId(ctx);
        RenderedBoard cached = boards.get(id);
        LiveMatch live = contests.liveMatch(id).orElse(null);
        if (cached != null && !cached.finished() && live != null && live.version() == cached.version()) {
            ctx.html(cached.html());
            return;
        }
        Contests.MatchView view = matchView(ctx);
        String html;
        if (cached != null && cached.version() == view.version() && cached.finished() == view.finished()) {
            html = cached.html();
        } else {
            Map<String, Object> model = new LinkedHashMap<>();
            model.put("view", view);
            model.put("board", view.board());
            model.put("fmt", new Formats());
            html = views.fragment("match", "board", withBoardTemplate(model, view.game()));
            boards.put(id, new RenderedBoard(view.version(), view.finished(), html));
        }
        if (view.finished()) ctx.status(STOP_POLLING);
        ctx.html(html);
    }

    private static Map<String, Object> withBoardTemplate(Map<String, Object> model, Game game) {
        model.put("boardTemplate", game.boardTemplate());
        return model;
    }

    private Contests.MatchView matchView(Context ctx) {
        long id = matchId(ctx);
        return contests.matchView(id).orElseThrow(() -> new NotFoundResponse("there is no match " + id));
    }

    private static long matchId(Context ctx) {
        try {
            return Long.parseLong(ctx.pathParam("id"));
        } catch (NumberFormatException e) {
            throw new NotFoundResponse("there is no match " + ctx.pathParam("id"));
        }
    }

    void gameRules(Context ctx) {
        Game game = contests.games().get(ctx.pathParam("name")).orElseThrow(() -> new NotFoundResponse("there is no game " + ctx.pathParam("name")));
        Map<String, Object> model = Pages.model(ctx);
        model.put("game", game);
        model.put("commonSettings", ContestSettings.COMMON);
        model.put("houseBots", game.houseBots().keySet());
        model.put("rulesTemplate", views.exists(game.rulesTemplate()) ? game.rulesTemplate() : null);
        model.put("botPort", botPort.port());
        String slug = ctx.queryParam("contest");
        if (slug != null) {
            contests.find(slug).filter(c -> c.getGame().equals(game.name()))
                    .ifPresent(c -> model.put("contestSettings", contests.settingsOf(c, game).asMap()));
        }
        ctx.html(views.page("rules", model));
    }

    void botGuide(Context ctx) {
        Map<String, Object> model = Pages.model(ctx);
        model.put("botPort", botPort.port());
        model.put("host", ctx.host() == null ? "localhost" : ctx.host().replaceFirst(":\\d+$", ""));
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
