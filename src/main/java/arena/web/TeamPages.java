package arena.web;

import static arena.store.db.Tables.MATCH;
import static arena.store.db.Tables.ROUND;

import arena.contest.Contests;
import arena.contest.Standings;
import arena.store.AccountStore;
import arena.store.ContestStore;
import arena.store.PlayStore;
import arena.store.db.tables.records.ContestRecord;
import arena.store.db.tables.records.TeamRecord;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/** A team's history in a contest: its matches (filtered by round and opponent), head to head, points per round. */
final class TeamPages {
    private final Contests contests;
    private final ContestStore contestStore;
    private final PlayStore playStore;
    private final AccountStore accountStore;
    private final Views views;

    TeamPages(Contests contests, ContestStore contestStore, PlayStore playStore, AccountStore accountStore, Views views) {
        this.contests = contests;
        this.contestStore = contestStore;
        this.playStore = playStore;
        this.accountStore = accountStore;
        this.views = views;
    }

    void history(Context ctx) {
        TeamRecord team = accountStore.teamByName(ctx.pathParam("name")).orElseThrow(() -> new NotFoundResponse("there is no team " + ctx.pathParam("name")));
        List<ContestRecord> theirs = contestStore.contestsOf(team.getId());
        String slug = ctx.queryParam("contest");
        ContestRecord contest = slug == null ? (theirs.isEmpty() ? null : theirs.get(0))
                : theirs.stream().filter(c -> c.getSlug().equals(slug)).findFirst().orElseThrow(() -> new NotFoundResponse(team.getName() + " is not in contest " + slug));
        Map<String, Object> model = Pages.model(ctx);
        model.put("team", team);
        model.put("contests", theirs);
        model.put("contest", contest);
        model.put("fmt", new PublicPages.Formats());
        if (contest == null) {
            ctx.html(views.page("team-history", model));
            return;
        }
        Map<Long, String> names = new HashMap<>();
        for (TeamRecord t : contestStore.enrolledTeams(contest.getId())) names.put(t.getId(), t.getName());
        String roundFilter = ctx.queryParam("round");
        String opponentFilter = ctx.queryParam("opponent");
        List<Map<String, Object>> matches = new ArrayList<>();
        Map<String, int[]> h2h = new LinkedHashMap<>(); // played, won, drawn, lost
        Map<String, double[]> h2hPoints = new LinkedHashMap<>();
        TreeSet<Integer> roundNumbers = new TreeSet<>();
        TreeSet<String> opponents = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        for (var m : playStore.allMatches(contest.getId())) {
            int seat = m.get(MATCH.SEAT0_TEAM_ID).equals(team.getId()) ? 0 : m.get(MATCH.SEAT1_TEAM_ID).equals(team.getId()) ? 1 : -1;
            if (seat < 0) continue;
            String opponent = names.getOrDefault(seat == 0 ? m.get(MATCH.SEAT1_TEAM_ID) : m.get(MATCH.SEAT0_TEAM_ID), "?");
            int round = m.get(ROUND.NUMBER);
            roundNumbers.add(round);
            opponents.add(opponent);
            boolean finished = "finished".equals(m.get(MATCH.STATUS));
            Double mine = seat == 0 ? m.get(MATCH.SCORE0) : m.get(MATCH.SCORE1);
            Double theirsScore = seat == 0 ? m.get(MATCH.SCORE1) : m.get(MATCH.SCORE0);
            String result = !finished || mine == null ? "" : mine > theirsScore ? "won" : mine < theirsScore ? "lost" : "draw";
            if (finished && !m.get(ROUND.VOIDED)) {
                int[] line = h2h.computeIfAbsent(opponent, k -> new int[4]);
                line[0]++;
                line[result.equals("won") ? 1 : result.equals("draw") ? 2 : 3]++;
                double[] pts = h2hPoints.computeIfAbsent(opponent, k -> new double[2]);
                pts[0] += mine;
                pts[1] += theirsScore;
            }
            if (roundFilter != null && !roundFilter.isBlank() && !roundFilter.equals(String.valueOf(round))) continue;
            if (opponentFilter != null && !opponentFilter.isBlank() && !opponentFilter.equalsIgnoreCase(opponent)) continue;
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("id", m.get(MATCH.ID));
            row.put("round", round);
            row.put("voided", m.get(ROUND.VOIDED));
            row.put("seat", seat + 1);
            row.put("opponent", opponent);
            row.put("status", m.get(MATCH.STATUS));
            row.put("mine", mine);
            row.put("theirs", theirsScore);
            row.put("result", result);
            matches.add(row);
        }
        List<Map<String, Object>> headToHead = new ArrayList<>();
        for (Map.Entry<String, int[]> e : h2h.entrySet()) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("opponent", e.getKey());
            row.put("played", e.getValue()[0]);
            row.put("won", e.getValue()[1]);
            row.put("drawn", e.getValue()[2]);
            row.put("lost", e.getValue()[3]);
            row.put("pointsFor", h2hPoints.get(e.getKey())[0]);
            row.put("pointsAgainst", h2hPoints.get(e.getKey())[1]);
            headToHead.add(row);
        }
        headToHead.sort((a, b) -> ((String) a.get("opponent")).compareToIgnoreCase((String) b.get("opponent")));
        Standings.Row standing = Standings.of(playStore, contest.getId()).rows().stream()
                .filter(r -> r.teamId() == team.getId()).findFirst().orElse(null);
        model.put("matches", matches);
        model.put("headToHead", headToHead);
        model.put("rounds", roundNumbers);
        model.put("opponents", opponents);
        model.put("roundFilter", roundFilter == null ? "" : roundFilter);
        model.put("opponentFilter", opponentFilter == null ? "" : opponentFilter);
        model.put("standing", standing);
        model.put("chart", standing == null ? null : Charts.cumulative(Map.of(team.getName(), standing.rounds())));
        model.put("bars", standing == null ? List.of() : bars(standing.rounds()));
        ctx.html(views.page("team-history", model));
    }

    /** Points per round as bars: round, points, and the bar's height in percent of the best round. */
    private static List<Map<String, Object>> bars(List<Double> rounds) {
        double max = rounds.stream().filter(java.util.Objects::nonNull).mapToDouble(Double::doubleValue).max().orElse(0);
        List<Map<String, Object>> bars = new ArrayList<>();
        for (int i = 0; i < rounds.size(); i++) {
            Double p = rounds.get(i);
            Map<String, Object> bar = new LinkedHashMap<>();
            bar.put("round", i + 1);
            bar.put("points", p);
            bar.put("height", p == null || max <= 0 ? 0 : (int) Math.round(Math.max(0, p) / max * 100));
            bars.add(bar);
        }
        return bars;
    }
}
