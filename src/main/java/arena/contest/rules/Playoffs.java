package arena.contest.rules;

import arena.contest.base.Refused;
import arena.domain.MatchStatus;
import arena.domain.RoundStatus;
import arena.pairing.Bracket;
import arena.pairing.PlannedPair;
import arena.pairing.RoundPlan;
import arena.store.PlayQueries;
import arena.store.PlayoffStore;
import arena.store.StoredMatch;
import arena.store.StoredRound;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A contest's final bracket as played so far (issue 43; docs/formats.md): read from its stored seeds and its stages'
 * matches, the series' results decided by {@link Bracket}. Stage s is round {@code firstRound + s - 1}; a series of k
 * matches is k consecutive matches of that round, in the order of the stage's ties.
 */
public final class Playoffs {
    private Playoffs() {}

    /**
     * One tie of a stage: its seeds (1-based; {@code lowerSeed} 0 for a bye) and teams, the matches of its series (ids,
     * in order) with the wins so far, and the seed that went through (0: not decided).
     */
    public record Series(int higherSeed, int lowerSeed, long higherTeam, Long lowerTeam, List<Long> matches, int higherWins, int lowerWins,
                         int winnerSeed) {
        public boolean bye() {
            return lowerSeed == 0;
        }
    }

    /** The bracket: its seeds (team ids, best first), series length, first round, stages so far, and the champion's team or null. */
    public record State(List<Long> seeds, int bestOf, int firstRound, int stageCount, List<List<Series>> stages, Long champion) {
        /** The stage a round plays (1-based), or 0 when the round is not the playoff's. */
        public int stageOf(int roundNumber) {
            int s = roundNumber - firstRound + 1;
            return s >= 1 && s <= stageCount ? s : 0;
        }

        public int lastRound() {
            return firstRound + stageCount - 1;
        }
    }

    public static Optional<State> of(PlayoffStore playoffs, PlayQueries queries, long contestId) {
        return playoffs.playoff(contestId).map(p -> state(p, queries));
    }

    private static State state(PlayoffStore.StoredPlayoff p, PlayQueries queries) {
        Bracket bracket = new Bracket(p.seeds(), p.bestOf());
        Map<Integer, StoredRound> rounds = new HashMap<>();
        for (StoredRound r : queries.rounds(p.contestId())) rounds.put(r.number(), r);
        List<List<Bracket.SeriesResult>> results = new ArrayList<>();
        Map<Integer, List<StoredMatch>> matches = new HashMap<>();
        for (int s = 1; s <= bracket.stages(); s++) {
            StoredRound r = rounds.get(p.firstRound() + s - 1);
            if (r == null || r.voided()) break;
            List<StoredMatch> ms = new ArrayList<>(queries.matches(r.id()));
            ms.sort(Comparator.comparingInt(StoredMatch::number));
            matches.put(s, ms);
            if (r.status() != RoundStatus.FINISHED) break;
            List<Bracket.SeriesResult> stage = new ArrayList<>();
            List<Bracket.Tie> ties = bracket.stagesSoFar(results).get(s - 1);
            int next = 0;
            for (Bracket.Tie t : ties) {
                if (t.bye()) continue;
                stage.add(result(p, t, ms.subList(next, Math.min(ms.size(), next + p.bestOf()))));
                next += p.bestOf();
            }
            results.add(stage);
        }
        List<List<Series>> stages = new ArrayList<>();
        List<List<Bracket.Tie>> ties = bracket.stagesSoFar(results);
        for (int s = 1; s <= ties.size(); s++) {
            List<StoredMatch> ms = matches.getOrDefault(s, List.of());
            List<Series> stage = new ArrayList<>();
            int next = 0;
            for (Bracket.Tie t : ties.get(s - 1)) {
                long higher = p.seeds().get(t.higher() - 1);
                if (t.bye()) {
                    stage.add(new Series(t.higher(), 0, higher, null, List.of(), 0, 0, t.winner()));
                    continue;
                }
                List<StoredMatch> series = next < ms.size() ? ms.subList(next, Math.min(ms.size(), next + p.bestOf())) : List.of();
                next += p.bestOf();
                Bracket.SeriesResult r = result(p, t, series);
                stage.add(new Series(t.higher(), t.lower(), higher, p.seeds().get(t.lower() - 1), series.stream().map(StoredMatch::id).toList(),
                        r.higherWins(), r.lowerWins(), t.winner()));
            }
            stages.add(List.copyOf(stage));
        }
        int champion = bracket.champion(results);
        return new State(p.seeds(), p.bestOf(), p.firstRound(), bracket.stages(), List.copyOf(stages),
                champion == 0 ? null : p.seeds().get(champion - 1));
    }

    /** A series' matches counted for its higher seed and its lower: wins (the higher match score) and the sums of scores. */
    private static Bracket.SeriesResult result(PlayoffStore.StoredPlayoff p, Bracket.Tie t, List<StoredMatch> series) {
        long higher = p.seeds().get(t.higher() - 1);
        int higherWins = 0;
        int lowerWins = 0;
        double higherScore = 0;
        double lowerScore = 0;
        for (StoredMatch m : series) {
            if (m.status() != MatchStatus.FINISHED || m.score0() == null || m.score1() == null) continue;
            double mine = m.seat0TeamId() == higher ? m.score0() : m.score1();
            double theirs = m.seat0TeamId() == higher ? m.score1() : m.score0();
            higherScore += mine;
            lowerScore += theirs;
            if (mine > theirs) higherWins++;
            else if (theirs > mine) lowerWins++;
        }
        return new Bracket.SeriesResult(higherWins, lowerWins, higherScore, lowerScore);
    }

    /**
     * The plan of the stage that round {@code number} plays: the undecided series of that stage, each its {@code bestOf}
     * matches with seats alternating. Refused when the stage before is not decided (its round voided).
     */
    public static RoundPlan stagePlan(PlayoffStore.StoredPlayoff p, PlayQueries queries, int number) {
        State state = state(p, queries);
        int s = state.stageOf(number);
        if (s == 0 || s > state.stages().size()) {
            throw new Refused("the playoff's stage " + (number - p.firstRound()) + " is not decided (was its round voided?): its next stage cannot start");
        }
        return seriesPlan(p.seeds(), p.bestOf(), bracketTies(state.stages().get(s - 1)));
    }

    /** The plan of the first stage of a playoff about to start. */
    public static RoundPlan firstStagePlan(List<Long> seeds, int bestOf) {
        return seriesPlan(seeds, bestOf, new Bracket(seeds, bestOf).stagesSoFar(List.of()).get(0));
    }

    private static List<Bracket.Tie> bracketTies(List<Series> stage) {
        return stage.stream().map(x -> new Bracket.Tie(x.higherSeed(), x.lowerSeed(), x.winnerSeed())).toList();
    }

    private static RoundPlan seriesPlan(List<Long> seeds, int bestOf, List<Bracket.Tie> ties) {
        Bracket bracket = new Bracket(seeds, bestOf);
        List<PlannedPair> matches = new ArrayList<>();
        for (Bracket.Tie t : ties) {
            if (t.bye() || t.winner() != 0) continue;
            for (int[] seats : bracket.seriesSeats(t)) matches.add(new PlannedPair(seeds.get(seats[0] - 1), seeds.get(seats[1] - 1), 0, 0));
        }
        return RoundPlan.series(matches);
    }
}
