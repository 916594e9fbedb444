package arena.web;

import arena.domain.ContestPhase;
import arena.contest.rules.ContestSettings;
import arena.contest.Contests;
import arena.contest.life.LiveContest;
import arena.contest.turns.LiveMatch;
import arena.contest.rules.SeedScheme;
import arena.contest.rules.SeedSecrecy;
import arena.contest.rules.Standings;
import arena.store.ContestStore;
import arena.game.Seeds;
import arena.store.PlayQueries;
import arena.store.SpectatorStore;
import arena.store.StoredContest;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A contest's public pages. The contest page stays the same size however long the contest runs: its results
 * part shows the standings with the last few rounds and the newest rounds, the full tables are pages of their
 * own, and both live parts poll with the version they hold, answered 204 (nothing new, nothing sent) until it
 * changes. The results part is rendered once per version and shared by every spectator.
 */
final class ContestPages {
    /** Rounds of points shown beside the totals on the contest page. */
    static final int RECENT_ROUNDS = 3;
    /** Teams listed on the contest page; more are on the full table. */
    static final int TEAMS_ON_PAGE = 60;
    static final int ROUNDS_ON_PAGE = 5;
    static final int ROUNDS_PER_PAGE = 20;
    static final int MATCHES_PER_PAGE = 100;
    static final int STANDINGS_PER_PAGE = 50;
    static final int STANDINGS_ROUND_WINDOW = 20;
    static final int LIVE_MATCHES_SHOWN = 8;

    private final Contests contests;
    private final ContestStore contestStore;
    private final PlayQueries playQueries;
    private final SpectatorStore spectatorStore;
    private final ContestViews contestViews;
    private final ContestPulse pulse;
    private final Views views;
    /** The results part by contest, with the version it shows. */
    private final ConcurrentHashMap<Long, RenderedResults> results = new ConcurrentHashMap<>();

    private record RenderedResults(long version, String html) {}

    ContestPages(Contests contests, ContestStore contestStore, PlayQueries playQueries, SpectatorStore spectatorStore, Views views) {
        this.contests = contests;
        this.contestStore = contestStore;
        this.playQueries = playQueries;
        this.spectatorStore = spectatorStore;
        this.contestViews = new ContestViews(contests, contestStore, playQueries);
        this.pulse = new ContestPulse(spectatorStore);
        this.views = views;
    }

    private StoredContest contestOf(Context ctx) {
        return contests.find(ctx.pathParam("slug")).orElseThrow(() -> new NotFoundResponse("there is no contest " + ctx.pathParam("slug")));
    }

    void page(Context ctx) {
        StoredContest c = contestOf(ctx);
        Map<String, Object> model = Pages.model(ctx);
        model.put("contest", contestViews.card(c));
        model.put("status", status(c));
        model.put("resultsHtml", results(c).html());
        Principal me = Security.user(ctx);
        boolean enrolled = me != null && me.isTeam() && contestStore.isEnrolled(c.id(), me.id());
        model.put("enrolled", enrolled);
        model.put("canJoin", me != null && me.isTeam() && !enrolled && c.selfSignup() && c.phase() == ContestPhase.OPEN);
        model.put("game", contests.games().get(c.game()).orElse(null));
        boolean everything = me != null && me.isStaff();
        Map<String, Object> settings = contests.games().get(c.game()).map(g -> contests.settingsOf(c, g).asMap()).orElse(Map.of());
        model.put("settings", SeedSecrecy.settingsShown(settings, c, everything));
        model.put("nextRoundSeed", nextRoundSeed(c, settings, everything));
        model.put("masterSalt", SeedSecrecy.masterSalt(settings, c, everything));
        model.put("saltedSeeds", arena.contest.rules.SeedCommitments.of(c).salted());
        model.put("settingChanges", SettingsView.changes(contests.admin().settingChanges(c.id()), c.phase() == ContestPhase.FINISHED));
        ctx.html(views.page("contest", model));
    }

    /** The status line and the live matches: changes every turn, so it is small. */
    void statusPart(Context ctx) {
        StoredContest c = contestOf(ctx);
        Status status = status(c);
        if (String.valueOf(status.version()).equals(ctx.queryParam("v"))) {
            ctx.status(204);
            return;
        }
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("contest", contestViews.card(c));
        model.put("status", status);
        if (c.phase() == ContestPhase.FINISHED) ctx.status(PublicPages.STOP_POLLING);
        ctx.html(views.fragment("contest", "status", model));
    }

    /** Standings, chart and newest rounds: changes when a match or a round ends. */
    void resultsPart(Context ctx) {
        StoredContest c = contestOf(ctx);
        RenderedResults r = results(c);
        if (String.valueOf(r.version()).equals(ctx.queryParam("v"))) {
            ctx.status(204);
            return;
        }
        if (c.phase() == ContestPhase.FINISHED) ctx.status(PublicPages.STOP_POLLING);
        ctx.html(r.html());
    }

    /** What the status part shows, and one number that changes with any of it. */
    record Status(String phase, boolean paused, int round, int turn, boolean running, List<LiveLine> live, long version) {}

    /** A match on the contest page's live list. */
    record LiveLine(long id, String seat0, String seat1, String summary, boolean finished) {}

    private Status status(StoredContest c) {
        LiveContest live = contests.live(c.slug()).orElse(null);
        int round = live != null ? live.roundNumber() : playQueries.lastRoundNumber(c.id());
        int turn = live != null ? live.turn() : 0;
        boolean running = live != null && live.roundRunning();
        List<LiveLine> lines = new ArrayList<>();
        if (live != null) {
            for (LiveMatch m : live.matches()) {
                if (lines.size() >= LIVE_MATCHES_SHOWN) break;
                if (m.boardKey().over()) continue;
                lines.add(new LiveLine(m.id(), m.teamName(0), m.teamName(1), m.read(e -> e.summary()), false));
            }
        }
        long version = java.util.Objects.hash(c.phase().text(), c.paused(), round, turn, running, c.announcement(), lines);
        return new Status(c.phase().text(), c.paused(), round, turn, running, lines, version);
    }

    private RenderedResults results(StoredContest c) {
        long version = pulse.version(c.id());
        RenderedResults cached = results.get(c.id());
        if (cached != null && cached.version() == version) return cached;
        return results.compute(c.id(), (id, old) -> old != null && old.version() == version ? old : renderResults(c, version));
    }

    private RenderedResults renderResults(StoredContest c, long version) {
        Standings.Table table = Standings.of(playQueries, c.id());
        StandingsView standings = StandingsView.of(table, 0, TEAMS_ON_PAGE, table.rounds() - RECENT_ROUNDS + 1, table.rounds());
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("contest", contestViews.card(c));
        model.put("version", version);
        model.put("standings", standings);
        model.put("chart", chart(table));
        model.put("rounds", spectatorStore.rounds(c.id(), 0, ROUNDS_ON_PAGE));
        model.put("roundCount", spectatorStore.roundCount(c.id()));
        // issue 43: the playoff's bracket, redrawn with the results (a match's end moves the pulse)
        Map<Long, String> names = new java.util.HashMap<>();
        for (Standings.Row r : table.rows()) names.put(r.teamId(), r.team());
        model.put("bracket", contests.bracket(c.id()).map(b -> BracketView.of(b, names)).orElse(null));
        return new RenderedResults(version, views.fragment("parts/contest-results", "results", model));
    }

    /** The points chart of the ten best teams. */
    private static Charts.Chart chart(Standings.Table table) {
        Map<String, List<Double>> series = new LinkedHashMap<>();
        for (Standings.Row row : table.rows().subList(0, Math.min(10, table.rows().size()))) series.put(row.team(), row.rounds());
        return Charts.cumulative(series);
    }

    /** The whole standings table, a page of teams and a window of rounds at a time. */
    void standings(Context ctx) {
        StoredContest c = contestOf(ctx);
        Standings.Table table = Standings.of(playQueries, c.id());
        int page = Paging.page(ctx, "page");
        int last = Paging.number(ctx, "to", table.rounds(), table.firstRound(), Math.max(table.firstRound(), table.rounds()));
        int first = Math.max(table.firstRound(), last - STANDINGS_ROUND_WINDOW + 1);
        StandingsView view = StandingsView.of(table, (page - 1) * STANDINGS_PER_PAGE, STANDINGS_PER_PAGE, first, last);
        Map<String, Object> model = Pages.model(ctx);
        model.put("contest", contestViews.card(c));
        model.put("standings", view);
        model.put("paging", Paging.of(page, view.teams(), STANDINGS_PER_PAGE));
        model.put("earlier", first > table.firstRound() ? first - 1 : null);
        model.put("later", last < table.rounds() ? Math.min(table.rounds(), last + STANDINGS_ROUND_WINDOW) : null);
        ctx.html(views.page("contest-standings", model));
    }

    /** Every round, newest first, a page at a time. */
    void rounds(Context ctx) {
        StoredContest c = contestOf(ctx);
        int page = Paging.page(ctx, "page");
        Map<String, Object> model = Pages.model(ctx);
        model.put("contest", contestViews.card(c));
        model.put("rounds", spectatorStore.rounds(c.id(), (page - 1) * ROUNDS_PER_PAGE, ROUNDS_PER_PAGE));
        model.put("paging", Paging.of(page, spectatorStore.roundCount(c.id()), ROUNDS_PER_PAGE));
        ctx.html(views.page("contest-rounds", model));
    }

    /** One round's matches, a page at a time. */
    void round(Context ctx) {
        StoredContest c = contestOf(ctx);
        int number = Paging.number(ctx.pathParam("n"), "round");
        SpectatorStore.RoundLine round = spectatorStore.round(c.id(), number)
                .orElseThrow(() -> new NotFoundResponse("contest " + c.slug() + " has no round " + ctx.pathParam("n")));
        int page = Paging.page(ctx, "page");
        Map<Long, String> names = contestViews.teamNames(c);
        List<SpectatorStore.MatchLine> matches = spectatorStore.matches(c.id(), number, (page - 1) * MATCHES_PER_PAGE, MATCHES_PER_PAGE);
        Map<String, Object> model = Pages.model(ctx);
        model.put("contest", contestViews.card(c));
        model.put("round", round);
        model.put("matches", matches);
        model.put("names", names);
        model.put("fmt", new PublicPages.Formats());
        model.put("paging", Paging.of(page, round.matches(), MATCHES_PER_PAGE));
        Principal me = Security.user(ctx);
        model.put("seed", playQueries.round(c.id(), number).map(r -> SeedSecrecy.shown(c, r.seed(), SeedSecrecy.roundServed(c, r, null),
                me != null && me.isStaff())).orElse(null));
        ctx.html(views.page("contest-round", model));
    }

    /**
     * The commitment to the coming round's seed (RULINGS 8: shown before the round starts, so that anyone can check the
     * seed once the round is over), or null when no round is to come. Rounds draw their seeds from the master seed in
     * order ({@link arena.contest.life.Rounds}); a re-run draws a fresh seed of its own (RULINGS 9), committed on the round's page.
     */
    private String nextRoundSeed(StoredContest c, Map<String, Object> settings, boolean everything) {
        if (c.phase() == ContestPhase.FINISHED || !(settings.get(ContestSettings.SEED) instanceof Number master)) return null;
        int next = playQueries.lastRoundNumber(c.id()) + 1;
        return SeedSecrecy.shown(c, SeedScheme.roundSeed(master.longValue(), next), false, everything);
    }
}
