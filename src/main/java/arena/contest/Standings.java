package arena.contest;

import arena.store.PlayStore;
import arena.store.db.tables.records.RoundRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A contest's standings: totals over the rounds that count, points per round, and each team's rating. */
public final class Standings {

    /** A team's line; {@code rounds} holds its points per round number from 1 (null for a voided round or none). */
    public record Row(int rank, long teamId, String team, double points, List<Double> rounds, Ratings.Rating rating) {}

    /** The standings and the rounds they cover (numbers from 1, with which ones are voided). */
    public record Table(List<Row> rows, int rounds, List<Integer> voided) {}

    private Standings() {}

    public static Table of(PlayStore store, long contestId) {
        List<RoundRecord> rounds = store.rounds(contestId);
        List<Integer> voided = rounds.stream().filter(RoundRecord::getVoided).map(RoundRecord::getNumber).toList();
        int last = rounds.stream().mapToInt(RoundRecord::getNumber).max().orElse(0);
        Map<Long, Ratings.Rating> ratings = Ratings.compute(store.countedResults(contestId));
        List<Row> rows = new ArrayList<>();
        int rank = 0;
        for (PlayStore.Standing s : store.standings(contestId)) {
            List<Double> perRound = new ArrayList<>();
            for (int n = 1; n <= last; n++) perRound.add(s.rounds().get(n));
            rows.add(new Row(++rank, s.teamId(), s.team(), s.total(), perRound,
                    ratings.getOrDefault(s.teamId(), new Ratings.Rating(Ratings.START_MU, Ratings.START_SIGMA))));
        }
        return new Table(rows, last, voided);
    }
}
