package arena.store;

import static arena.store.db.Tables.ROUND_ENTRY;
import static arena.store.db.Tables.TEAM_ENTRY;
import static arena.store.db.Tables.TEAM_LOG;

import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.jooq.DSLContext;

/**
 * What teams hand in beside their bots' commands: the entry saved for a contest's coming rounds (a deck, a team of
 * creatures), the entries a round was started with, and each team's private log of a match, stored deflated.
 */
public final class EntryStore {
    private final DSLContext sql;

    public EntryStore(Database db) {
        this.sql = db.sql();
    }

    /** Saves a team's entry for a contest's coming rounds, over the one it had. */
    public void saveEntry(long contestId, long teamId, String data) {
        // an upsert on the primary key: MERGE on H2, INSERT ... ON CONFLICT on PostgreSQL (14 has no MERGE)
        LocalDateTime now = LocalDateTime.now();
        sql.insertInto(TEAM_ENTRY, TEAM_ENTRY.CONTEST_ID, TEAM_ENTRY.TEAM_ID, TEAM_ENTRY.DATA, TEAM_ENTRY.SAVED_AT)
                .values(contestId, teamId, data, now)
                .onDuplicateKeyUpdate().set(TEAM_ENTRY.DATA, data).set(TEAM_ENTRY.SAVED_AT, now)
                .execute();
    }

    public Optional<String> entry(long contestId, long teamId) {
        return savedEntry(contestId, teamId).map(SavedEntry::data);
    }

    /** A team's entry for a contest's coming rounds and when it was saved, if it has one. */
    public Optional<SavedEntry> savedEntry(long contestId, long teamId) {
        return sql.select(TEAM_ENTRY.DATA, TEAM_ENTRY.SAVED_AT).from(TEAM_ENTRY)
                .where(TEAM_ENTRY.CONTEST_ID.eq(contestId)).and(TEAM_ENTRY.TEAM_ID.eq(teamId))
                .fetchOptional(r -> new SavedEntry(r.value1(), r.value2()));
    }

    /** The entries a round started with, by team. */
    public Map<Long, String> roundEntries(long roundId) {
        Map<Long, String> entries = new LinkedHashMap<>();
        sql.select(ROUND_ENTRY.TEAM_ID, ROUND_ENTRY.DATA).from(ROUND_ENTRY).where(ROUND_ENTRY.ROUND_ID.eq(roundId))
                .fetch().forEach(r -> entries.put(r.value1(), r.value2()));
        return entries;
    }

    /** Stores the log of a seat of a match, its team's, deflated: the lines repeat a few commands, and compress about tenfold. */
    public void saveTeamLog(long matchId, int seat, long teamId, String lines) {
        insertTeamLog(sql, matchId, seat, teamId, lines);
    }

    static void insertTeamLog(DSLContext sql, long matchId, int seat, long teamId, String lines) {
        byte[] packed = Packing.text(lines);
        sql.insertInto(TEAM_LOG).set(TEAM_LOG.MATCH_ID, matchId).set(TEAM_LOG.SEAT, seat).set(TEAM_LOG.TEAM_ID, teamId).set(TEAM_LOG.PACKED, packed)
                .onDuplicateKeyUpdate().set(TEAM_LOG.PACKED, packed).setNull(TEAM_LOG.LINES).execute();
    }

    /** A team's log of a match: of its first seat there (a team plays both only in a practice against itself, issue 44). */
    public Optional<String> teamLog(long matchId, long teamId) {
        return sql.select(TEAM_LOG.PACKED, TEAM_LOG.LINES).from(TEAM_LOG).where(TEAM_LOG.MATCH_ID.eq(matchId)).and(TEAM_LOG.TEAM_ID.eq(teamId))
                .orderBy(TEAM_LOG.SEAT).limit(1)
                .fetchOptional(r -> r.value1() != null ? Packing.unpackText(r.value1()) : r.value2());
    }

    /** The log of the team in one seat of a match. */
    public Optional<String> seatLog(long matchId, int seat) {
        return sql.select(TEAM_LOG.PACKED, TEAM_LOG.LINES).from(TEAM_LOG).where(TEAM_LOG.MATCH_ID.eq(matchId)).and(TEAM_LOG.SEAT.eq(seat))
                .fetchOptional(r -> r.value1() != null ? Packing.unpackText(r.value1()) : r.value2());
    }

    /** A team's entry for a contest's coming rounds and when it was last saved. */
    public record SavedEntry(String data, LocalDateTime savedAt) {}
}
