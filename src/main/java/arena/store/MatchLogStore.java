package arena.store;

import static arena.store.db.Tables.MATCH;
import static arena.store.db.Tables.MATCH_LOG;
import static arena.store.db.Tables.ROUND;

import arena.domain.MatchLogEntry;
import arena.domain.MatchUpdate;
import arena.domain.RoundStatus;
import arena.domain.SettledMatch;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;

/**
 * Match logs and results. A running round's turns go to its journal ({@link RoundJournal}: a file beside H2's, or rows
 * of a PostgreSQL server), one frame per turn; a finished match is settled into the database in a batch, its log packed
 * into one MATCH_LOG row ({@link PackedLog}) with its result and its teams' logs. A log is read from one of those two
 * places (the row form of before them was retired by migration 16, {@link LegacyLogMigration}).
 */
public final class MatchLogStore {
    private final DSLContext sql;
    private final RoundJournals journals;

    public MatchLogStore(Database db) {
        this.sql = db.sql();
        this.journals = db.journals();
    }

    /**
     * A turn boundary's commit: the log entries the round's matches produced since the last one, appended to the
     * round's journal as one frame ({@link RoundJournal}); nothing is written to the database. Once this returns the
     * turn is stored: after a kill it is read back from the journal.
     */
    public void saveTurn(long roundId, List<MatchLogEntry> events) {
        journals.of(roundId).append(events);
    }

    /**
     * Moves finished matches into the database, together: each one's result, its log packed into one row (from the
     * round's journal, which keeps the file but no longer holds the entries in memory), and its teams' logs. One
     * transaction for every match that ended since the last settle: the database is written per batch of finished
     * matches, not per tick. The logs are read and deflated before the transaction (it holds the {@link WriteGate}).
     */
    public void settle(Map<Long, List<SettledMatch>> byRound) {
        Map<Long, PackedLog> logs = new LinkedHashMap<>();
        byRound.forEach((round, matches) -> logs.putAll(packedLogs(round, matches)));
        if (logs.isEmpty()) return;
        sql.transaction(tx -> byRound.values().forEach(matches -> writeSettled(tx.dsl(), matches, logs)));
        byRound.forEach((round, matches) -> forgetSettled(round, matches));
    }

    /** The settled matches' logs, packed before their transaction, from a journal forced to the disk first. */
    Map<Long, PackedLog> packedLogs(long roundId, List<SettledMatch> matches) {
        Map<Long, PackedLog> logs = new LinkedHashMap<>();
        if (matches.isEmpty()) return logs;
        RoundJournal journal = journals.of(roundId);
        journal.force(); // the database must never hold a log the journal could still lose
        for (SettledMatch m : matches) logs.put(m.result().matchId(), packedLog(m.result().matchId(), journal));
        return logs;
    }

    static void writeSettled(DSLContext t, List<SettledMatch> matches, Map<Long, PackedLog> logs) {
        for (SettledMatch m : matches) {
            MatchUpdate u = m.result();
            t.update(MATCH)
                    .set(MATCH.TURN, u.turn())
                    .set(MATCH.STATUS, u.status().text())
                    .set(MATCH.SCORE0, u.score0())
                    .set(MATCH.SCORE1, u.score1())
                    .set(MATCH.SUMMARY, u.summary())
                    .set(MATCH.FINISHED_AT, LocalDateTime.now())
                    .where(MATCH.ID.eq(u.matchId())).execute();
            insertLog(t, u.matchId(), logs.get(u.matchId()));
            for (SettledMatch.SeatLog log : m.teamLogs()) EntryStore.insertTeamLog(t, u.matchId(), log.seat(), log.teamId(), log.lines());
        }
    }

    private void forgetSettled(long roundId, List<SettledMatch> matches) {
        journals.existing(roundId).ifPresent(j -> matches.forEach(m -> j.forget(m.result().matchId())));
    }

    /** The log of a match not packed yet: its round journal's entries. */
    private static List<MatchLogEntry> unpackedLog(long matchId, RoundJournal journal) {
        return journal == null ? List.of() : journal.events(matchId);
    }

    private static PackedLog packedLog(long matchId, RoundJournal journal) {
        return PackedLog.of(unpackedLog(matchId, journal));
    }

    /** Writes a match's packed log once (a second settle of the same match keeps the first). */
    private static void insertLog(DSLContext t, long matchId, PackedLog log) {
        if (!t.fetchExists(MATCH_LOG, MATCH_LOG.MATCH_ID.eq(matchId))) {
            t.insertInto(MATCH_LOG).set(MATCH_LOG.MATCH_ID, matchId).set(MATCH_LOG.ENTRIES, log.entries()).set(MATCH_LOG.TICKS, log.ticks())
                    .set(MATCH_LOG.TEXT_BYTES, log.textBytes()).set(MATCH_LOG.PACKED, log.packed()).execute();
        }
    }

    /**
     * The turn a running round had reached when it was last stored: every match of a round starts at turn 1 and
     * logs one end of turn per tick while it runs, so the round's turn is one more than the most ends any of its
     * matches logged.
     */
    public int storedTurn(long roundId) {
        return storedTurn(sql, roundId);
    }

    int storedTurn(DSLContext sql, long roundId) {
        Map<Long, Integer> ticks = new HashMap<>();
        journals.existing(roundId).ifPresent(j -> j.ticks().forEach((match, n) -> ticks.merge(match, n, Integer::sum)));
        sql.select(MATCH_LOG.MATCH_ID, MATCH_LOG.TICKS).from(MATCH_LOG).join(MATCH).on(MATCH.ID.eq(MATCH_LOG.MATCH_ID))
                .where(MATCH.ROUND_ID.eq(roundId)).fetch().forEach(r -> ticks.merge(r.value1(), r.value2(), Math::max));
        return 1 + ticks.values().stream().mapToInt(Integer::intValue).max().orElse(0);
    }

    /**
     * Packs, inside a round's closing transaction, the log of every match of the round still in its journal, so the journal can go once the transaction is committed.
     */
    void packLeftovers(DSLContext t, long roundId) {
        RoundJournal journal = journals.existing(roundId).orElse(null);
        List<Long> unpacked = t.select(MATCH.ID).from(MATCH).where(MATCH.ROUND_ID.eq(roundId))
                .andNotExists(DSL.selectOne().from(MATCH_LOG).where(MATCH_LOG.MATCH_ID.eq(MATCH.ID))).fetch(MATCH.ID);
        if (journal != null) journal.force();
        for (long match : unpacked) {
            List<MatchLogEntry> events = unpackedLog(match, journal);
            if (!events.isEmpty()) insertLog(t, match, PackedLog.of(events));
        }
    }

    /** A match's log in order: packed once it finished, else its round journal's entries. */
    public List<MatchLogEntry> events(long matchId) {
        return sql.select(MATCH_LOG.PACKED).from(MATCH_LOG).where(MATCH_LOG.MATCH_ID.eq(matchId)).fetchOptional(MATCH_LOG.PACKED)
                .map(packed -> Packing.unpackEntries(matchId, packed))
                .orElseGet(() -> unpackedLog(matchId, roundOf(matchId).flatMap(journals::existing).orElse(null)));
    }

    /**
     * The logs of the matches of a round (its {@code matchIds}, which its caller has read already), read together (a round's
     * recovery, or a finished round read again): the packed logs of its finished matches in one query, the others from
     * its journal, read once. Asked match by match ({@link
     * #events}), a 380-match round took two queries a match, and on PostgreSQL a read of the whole journal a match.
     */
    public Map<Long, List<MatchLogEntry>> eventsOfRound(long roundId, java.util.Collection<Long> matchIds) {
        Map<Long, List<MatchLogEntry>> logs = new HashMap<>();
        sql.select(MATCH_LOG.MATCH_ID, MATCH_LOG.PACKED).from(MATCH_LOG).join(MATCH).on(MATCH.ID.eq(MATCH_LOG.MATCH_ID))
                .where(MATCH.ROUND_ID.eq(roundId))
                .forEach(r -> logs.put(r.value1(), Packing.unpackEntries(r.value1(), r.value2())));
        RoundJournal journal = journals.existing(roundId).orElse(null);
        for (long match : matchIds) logs.computeIfAbsent(match, m -> unpackedLog(m, journal));
        return logs;
    }

    /**
     * Deletes the journals of rounds that are not running: a stop between a round's closing commit and its journal's
     * deletion leaves one behind. Run at start, before any round is recovered.
     */
    public void deleteStaleJournals() {
        journals.deleteAllBut(new HashSet<>(sql.select(ROUND.ID).from(ROUND).where(ROUND.STATUS.eq(RoundStatus.RUNNING.text())).fetch(ROUND.ID)));
    }

    private Optional<Long> roundOf(long matchId) {
        return sql.select(MATCH.ROUND_ID).from(MATCH).where(MATCH.ID.eq(matchId)).fetchOptional(MATCH.ROUND_ID);
    }
}
