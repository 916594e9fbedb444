package arena.store;

import arena.store.db.tables.records.RoundRecord;

/**
 * A round's row as the store hands it out. {@code turn} is the turn stored when the round ended; a running round's
 * is not stored each tick (see {@link PlayStore#storedTurn}).
 */
public record StoredRound(long id, long contestId, int number, long seed, RoundStatus status, int turn, boolean voided) {

    static StoredRound from(RoundRecord r) {
        return new StoredRound(r.getId(), r.getContestId(), r.getNumber(), r.getSeed(), RoundStatus.fromText(r.getStatus()),
                r.getTurn() == null ? 0 : r.getTurn(), Boolean.TRUE.equals(r.getVoided()));
    }
}
