package arena.contest.rules;

import arena.store.PlayQueries;
import arena.store.StoredRound;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A contest's standings: totals over the rounds that count, points per round, and each team's rating. */
public final class Standings {

    /**
     * A team's line; {@code rank} is shared by teams with equal points (standard competition ranking: 1, 1, 3),
     * {@code rounds} holds its points per round from the first kept (null for a voided round or none), {@code group} the
     * group it played in during the last round started (issue 43; null when that round had no groups or it sat out).
     */
    public record Row(int rank, long teamId, String team, double points, List<Double> rounds, Ratings.Rating rating, Integer group) {}

    /**
     * The standings and the rounds they cover: {@code firstRound} to {@code rounds} (the last), with which ones are
     * voided. The first is above 1 once older rounds are deleted (the contest's keepRounds setting).
     */
    public record Table(List<Row> rows, int firstRound, int rounds, List<Integer> voided, Map<Long, String> staffLevels) {
        /** A staff bot's level, "" for a team (issue 43: the standings mark staff bots). */
        public String staffLevel(long teamId) {
            return staffLevels.getOrDefault(teamId, "");
        }
    }

    private Standings() {}

    public static Table of(PlayQueries store, long contestId) {
        List<StoredRound> rounds = store.rounds(contestId);
        List<Integer> voided = rounds.stream().filter(StoredRound::voided).map(StoredRound::number).toList();
        int last = rounds.stream().mapToInt(StoredRound::number).max().orElse(0);
        int first = rounds.stream().mapToInt(StoredRound::number).min().orElse(1);
        Map<Long, Ratings.Rating> ratings = Ratings.compute(store.countedResults(contestId));
        Map<Long, Integer> groups = store.lastRoundGroups(contestId);
        List<Row> rows = new ArrayList<>();
        Map<Long, arena.store.StaffStore.StaffBot> staff = store.staffBots(contestId);
        Map<Long, String> staffLevels = new java.util.HashMap<>();
        staff.values().stream().filter(arena.store.StaffStore.StaffBot::shown).forEach(b -> staffLevels.put(b.teamId(), b.level()));
        // issue 43: a staff bot not shown is left out (the teams' ranks as if it were not there)
        List<PlayQueries.Standing> sorted = store.standings(contestId).stream()
                .filter(s -> !staff.containsKey(s.teamId()) || staff.get(s.teamId()).shown()).toList();
        int[] ranks = ranks(sorted.stream().mapToDouble(PlayQueries.Standing::total).toArray());
        for (int i = 0; i < sorted.size(); i++) {
            PlayQueries.Standing s = sorted.get(i);
            List<Double> perRound = new ArrayList<>();
            for (int n = first; n <= last; n++) perRound.add(s.rounds().get(n));
            rows.add(new Row(ranks[i], s.teamId(), s.team(), s.total(), perRound,
                    ratings.getOrDefault(s.teamId(), new Ratings.Rating(Ratings.START_MU, Ratings.START_SIGMA)), groups.get(s.teamId())));
        }
        return new Table(rows, first, last, voided, Map.copyOf(staffLevels));
    }

    /**
     * A team's line once a round of its is scored: before that, a rank shared by every team at 0 points says nothing
     * (a team that sat every round out has none either).
     */
    public static java.util.Optional<Row> scoredRow(Table table, long teamId) {
        return table.rows().stream().filter(r -> r.teamId() == teamId && r.rounds().stream().anyMatch(java.util.Objects::nonNull)).findFirst();
    }

    /**
     * Ranks of totals sorted best first: equal totals share the rank of the first of them, and the next
     * total takes its position (1, 1, 3), as sports tables and grade books do. Totals are sums of
     * fractional round points (Vestrock's R(S)^1.5), so "equal" allows for the rounding of a sum:
     * totals that print the same to six decimals are tied.
     */
    static int[] ranks(double[] bestFirst) {
        int[] ranks = new int[bestFirst.length];
        for (int i = 0; i < bestFirst.length; i++) {
            ranks[i] = i > 0 && tied(bestFirst[i - 1], bestFirst[i]) ? ranks[i - 1] : i + 1;
        }
        return ranks;
    }

    private static boolean tied(double a, double b) {
        return Math.abs(a - b) <= 1e-6 * Math.max(1, Math.max(Math.abs(a), Math.abs(b)));
    }
}
