package arena.store;

import arena.domain.MatchStatus;
import arena.store.db.tables.records.MatchRecord;

/** A match's row as the store hands it out; the scores are null until it is finished, the summary until it has one. */
public record StoredMatch(long id, long roundId, int number, long seed, long seat0TeamId, long seat1TeamId, MatchStatus status,
                          Double score0, Double score1, String summary, boolean practice) {

    static StoredMatch from(MatchRecord r) {
        return new StoredMatch(r.getId(), r.getRoundId(), r.getNumber(), r.getSeed(), r.getSeat0TeamId(), r.getSeat1TeamId(),
                MatchStatus.fromText(r.getStatus()), r.getScore0(), r.getScore1(), r.getSummary(), Boolean.TRUE.equals(r.getPractice()));
    }

    /** The same match as finished with this result: what its engine knows before the store does (contest.MatchViews). */
    public StoredMatch finishedWith(double score0, double score1, String summary) {
        return new StoredMatch(id, roundId, number, seed, seat0TeamId, seat1TeamId, MatchStatus.FINISHED, score0, score1, summary, practice);
    }
}
