package arena.web;

import arena.contest.Contests;
import arena.contest.rules.Standings;
import arena.store.AccountStore;
import arena.store.ContestStore;
import arena.store.PlayQueries;
import arena.store.StoredContest;
import arena.store.StoredTeam;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * A team's pages: its own hub (each of its contests with what it needs next, see {@link TeamHub}) and its history in a
 * contest, for anyone (its matches filtered by round and opponent, head to head, points per round).
 */
final class TeamPages {
    private final ContestStore contestStore;
    private final PlayQueries playQueries;
    private final AccountStore accountStore;
    private final Views views;
    private final ContestViews contestViews;
    private final TeamHub hub;
    private final WebServer.BotPortInfo botPort;
    private final PracticeAsk practiceAsk;
    private final arena.contest.classroom.Students students;
    private final arena.contest.classroom.Marks marks;

    TeamPages(Contests contests, ContestStore contestStore, PlayQueries playQueries, AccountStore accountStore, Views views, WebServer.BotPortInfo botPort,
               PracticeAsk practiceAsk, arena.contest.classroom.Students students) {
        this.students = students;
        this.practiceAsk = practiceAsk;
        this.contestStore = contestStore;
        this.playQueries = playQueries;
        this.accountStore = accountStore;
        this.views = views;
        this.contestViews = new ContestViews(contests, contestStore, playQueries);
        this.hub = new TeamHub(contests, contestStore, playQueries, contestViews);
        this.marks = new arena.contest.classroom.Marks(contests, contestStore, playQueries, accountStore.students());
        this.botPort = botPort;
    }

    /** The signed-in team's page: a card per contest it is in, then the contests it may join. */
    void hub(Context ctx) {
        Principal me = Security.user(ctx);
        Map<String, Object> model = Pages.model(ctx);
        List<TeamHub.Card> cards = hub.cards(me.id(), me.name(), Pages.host(ctx), botPort.port());
        model.put("cards", cards);
        // the contests where a practice now would be played by no bot of the team: its buttons ask first (issue 44)
        model.put("practiceAsks", cards.stream().map(c -> c.contest().slug()).filter(s -> practiceAsk.noBot(s, me.id())).collect(java.util.stream.Collectors.toSet()));
        model.put("openContests", contestViews.openToJoin().stream()
                .filter(open -> cards.stream().noneMatch(mine -> mine.contest().slug().equals(open.slug()))).toList());
        model.put("passwordVariable", Starters.PASSWORD_VARIABLE);
        model.put("fmt", new PublicPages.Formats());
        if (me.member() != null) model.put("people", people(me, cards));
        model.put("marks", markLines(cards, me)); // issue 43
        ctx.html(views.page("team", model));
    }

    /** The team's members and code in a contest, as a member sees them on the team's page (issue 42). */
    record People(List<String> members, String code) {}

    /** For a member acting for the team: its members and code in each contest of the page, by slug. */
    private Map<String, People> people(Principal me, List<TeamHub.Card> cards) {
        Map<String, People> out = new HashMap<>();
        for (TeamHub.Card card : cards) {
            contestStore.bySlug(card.contest().slug()).ifPresent(c -> out.put(c.slug(), new People(
                    students.members(c.id(), me.id()).stream().map(arena.store.StoredStudent::name).toList(),
                    students.joinCode(c.id(), me.id()).orElse(null))));
        }
        return out;
    }

    /** Issue 43: in each contest with staff bots, the team's mark (that of its last marking round) in a line, by slug. */
    private Map<String, String> markLines(List<TeamHub.Card> cards, Principal me) {
        Map<String, String> lines = new HashMap<>();
        for (TeamHub.Card card : cards) {
            StoredContest c = contestStore.bySlug(card.contest().slug()).orElse(null);
            if (c == null || contestStore.staff().staffBots(c.id()).isEmpty()) continue;
            List<arena.contest.classroom.Marks.Mark> mine = marks.ofTeam(c, me.id(), me.name());
            lines.put(c.slug(), mine.isEmpty() ? "No marking round of your team has been played to its end yet."
                    : "Your mark: " + mine.get(mine.size() - 1).pointsText() + " (marking round " + mine.get(mine.size() - 1).round() + ").");
        }
        return lines;
    }

    void history(Context ctx) {
        StoredTeam team = accountStore.teamByName(ctx.pathParam("name")).orElseThrow(() -> new NotFoundResponse("there is no team " + ctx.pathParam("name")));
        List<StoredContest> theirs = contestStore.contestsOf(team.id());
        String slug = ctx.queryParam("contest");
        StoredContest contest = slug == null ? opening(team, theirs)
                : theirs.stream().filter(c -> c.slug().equals(slug)).findFirst().orElseThrow(() -> new NotFoundResponse(team.name() + " is not in contest " + slug));
        Map<String, Object> model = Pages.model(ctx);
        model.put("team", team);
        model.put("contests", theirs);
        model.put("contest", contest);
        model.put("fmt", new PublicPages.Formats());
        if (contest == null) {
            ctx.html(views.page("team-history", model));
            return;
        }
        String roundFilter = ctx.queryParam("round");
        String opponentFilter = ctx.queryParam("opponent");
        List<PlayQueries.TeamMatch> matches = new ArrayList<>();
        Map<String, int[]> h2h = new LinkedHashMap<>(); // played, won, drawn, lost
        Map<String, double[]> h2hPoints = new HashMap<>();
        TreeSet<Integer> roundNumbers = new TreeSet<>();
        TreeSet<String> opponents = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        // RULINGS 8: a practice still private to its team is listed to that team and the instructor only
        java.util.Set<Long> hidden = PracticeSecrecy.seesPracticesOf(Security.user(ctx), team.id()) ? java.util.Set.of()
                : playQueries.secretPractices(contest.id());
        for (PlayQueries.TeamMatch m : playQueries.matchesOf(contest.id(), team.id())) {
            if (hidden.contains(m.id())) continue;
            if (!m.practice()) roundNumbers.add(m.round());
            opponents.add(m.opponent());
            if (m.finished() && !m.voided() && !m.practice() && !m.result().isEmpty()) { // practice never counts
                int[] line = h2h.computeIfAbsent(m.opponent(), k -> new int[4]);
                line[0]++;
                line[m.result().equals("won") ? 1 : m.result().equals("draw") ? 2 : 3]++;
                double[] pts = h2hPoints.computeIfAbsent(m.opponent(), k -> new double[2]);
                pts[0] += m.mine();
                pts[1] += m.theirs();
            }
            if (roundFilter != null && !roundFilter.isBlank() && (m.practice() || !roundFilter.equals(String.valueOf(m.round())))) continue;
            if (opponentFilter != null && !opponentFilter.isBlank() && !opponentFilter.equalsIgnoreCase(m.opponent())) continue;
            matches.add(m);
        }
        List<HeadToHead> headToHead = new ArrayList<>();
        for (Map.Entry<String, int[]> e : h2h.entrySet()) {
            int[] line = e.getValue();
            double[] pts = h2hPoints.get(e.getKey());
            headToHead.add(new HeadToHead(e.getKey(), line[0], line[1], line[2], line[3], pts[0], pts[1]));
        }
        headToHead.sort((a, b) -> a.opponent().compareToIgnoreCase(b.opponent()));
        Standings.Row standing = Standings.scoredRow(Standings.of(playQueries, contest.id()), team.id()).orElse(null);
        model.put("matches", matches);
        model.put("headToHead", headToHead);
        model.put("rounds", roundNumbers);
        model.put("opponents", opponents);
        model.put("roundFilter", roundFilter == null ? "" : roundFilter);
        model.put("opponentFilter", opponentFilter == null ? "" : opponentFilter);
        model.put("standing", standing);
        model.put("chart", standing == null ? null : Charts.cumulative(Map.of(team.name(), standing.rounds())));
        model.put("bars", standing == null ? List.of() : bars(standing.rounds()));
        ctx.html(views.page("team-history", model));
    }

    /**
     * The contest the history opens on: the one the team last played a match in (a contest it only enrolled in since
     * has nothing to show yet), else its newest.
     */
    private StoredContest opening(StoredTeam team, List<StoredContest> theirs) {
        return contestStore.lastPlayedContestOf(team.id())
                .flatMap(played -> theirs.stream().filter(c -> c.id() == played.id()).findFirst())
                .orElse(theirs.isEmpty() ? null : theirs.get(0));
    }

    /** The team's finished matches against one opponent, practice never counted: how many, how they ended, points each way. */
    record HeadToHead(String opponent, int played, int won, int drawn, int lost, double pointsFor, double pointsAgainst) {}

    /** A round's bar: its number, the team's points (null: none or voided), and the height in percent of the best round. */
    record Bar(int round, Double points, int height) {}

    /** Points per round as bars. */
    private static List<Bar> bars(List<Double> rounds) {
        double max = rounds.stream().filter(java.util.Objects::nonNull).mapToDouble(Double::doubleValue).max().orElse(0);
        List<Bar> bars = new ArrayList<>();
        for (int i = 0; i < rounds.size(); i++) {
            Double p = rounds.get(i);
            bars.add(new Bar(i + 1, p, p == null || max <= 0 ? 0 : (int) Math.round(Math.max(0, p) / max * 100)));
        }
        return bars;
    }
}
