package arena.store;

import arena.domain.RoundStatus;
import arena.store.db.tables.records.RoundRecord;

/**
 * A round's row as the store hands it out. {@code turn} is the turn stored when the round ended; a running round's
 * is not stored each tick (see {@link MatchLogStore#storedTurn}). {@code dataSeed} is null but for a practice played on a coming
 * round's data (see {@link #roundDataSeed}).
 */
public record StoredRound(long id, long contestId, int number, long seed, RoundStatus status, int turn, boolean voided, Long dataSeed) {

    static StoredRound from(RoundRecord r) {
        return new StoredRound(r.getId(), r.getContestId(), r.getNumber(), r.getSeed(), RoundStatus.fromText(r.getStatus()),
                r.getTurn() == null ? 0 : r.getTurn(), Boolean.TRUE.equals(r.getVoided()), r.getDataSeed());
    }

    /**
     * The seed the round's data (deck, map, card pool) is drawn from: its own, or for a practice played on a coming
     * round's data, that round's (V11). Never shown on a page: a coming round's seed is secret (RULINGS 8).
     */
    public long roundDataSeed() {
        return dataSeed != null ? dataSeed : seed;
    }
}
