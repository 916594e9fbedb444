package arena.web;

import arena.contest.rules.Standings;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Standings as a page shows them: a window of rounds (the last few on the contest page, any 20 on the full
 * table) and a slice of the teams, so the page's size does not grow with the number of rounds played.
 */
record StandingsView(List<Line> lines, List<Integer> roundNumbers, int teams, int firstRound, int rounds, boolean grouped) {

    /**
     * A team's line: rank, name, total, rating, its points in each round of the window (null: none or voided), the
     * group it played in during the last round (issue 43; empty when that round had none), and {@code staffLevel}: a
     * staff bot's level (issue 43: shown as staff), "" for a team.
     */
    record Line(int rank, long teamId, String team, String points, String mu, String sigma, List<String> rounds, String group,
                String staffLevel) {}

    /**
     * The lines {@code fromTeam} (0-based) to {@code fromTeam + teamCount} of the table, with the rounds
     * {@code firstRound} to {@code lastRound} (round numbers, inclusive, within the rounds the table covers: older ones
     * may have been deleted, see keepRounds; an empty window when none).
     */
    static StandingsView of(Standings.Table table, int fromTeam, int teamCount, int firstRound, int lastRound) {
        List<Integer> numbers = new ArrayList<>();
        for (int n = Math.max(table.firstRound(), firstRound); n <= Math.min(lastRound, table.rounds()); n++) numbers.add(n);
        List<Line> lines = new ArrayList<>();
        List<Standings.Row> rows = table.rows();
        for (int i = Math.max(0, fromTeam); i < Math.min(rows.size(), fromTeam + teamCount); i++) {
            Standings.Row r = rows.get(i);
            List<String> cells = new ArrayList<>();
            for (int n : numbers) cells.add(ContestViews.points(r.rounds().get(n - table.firstRound())));
            lines.add(new Line(r.rank(), r.teamId(), r.team(), ContestViews.points(r.points()),
                    String.format(Locale.ROOT, "%.1f", r.rating().mu()), String.format(Locale.ROOT, "%.1f", r.rating().sigma()), cells,
                    r.group() == null ? "" : String.valueOf(r.group()), table.staffLevel(r.teamId())));
        }
        boolean grouped = rows.stream().anyMatch(r -> r.group() != null);
        return new StandingsView(lines, numbers, rows.size(), table.firstRound(), table.rounds(), grouped);
    }
}
