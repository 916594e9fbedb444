package arena.store;

import static arena.store.db.Tables.CONTEST;
import static arena.store.db.Tables.MATCH;
import static arena.store.db.Tables.MATCH_LOG;
import static arena.store.db.Tables.ROUND;
import static arena.store.db.Tables.ROUND_ENTRY;
import static arena.store.db.Tables.ROUND_SCORE;
import static arena.store.db.Tables.TEAM;
import static arena.store.db.Tables.TEAM_LOG;

import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.impl.DSL;

/**
 * The bytes of what is worth keeping (command logs, results, team logs, accounts and contests), counted as their
 * content: each value's own bytes (text as UTF-8, a number as 4 or 8 bytes), no index or page overhead. The ratio
 * of the file's bytes to this is what the storage benchmark watches.
 */
public record StorageUsage(long events, long eventBytes, long teamLogBytes, long resultBytes, long accountBytes) {
    /** A log entry's bytes besides its command's text: match id 8, seq 4, seat 4. */
    static final int ENTRY_BYTES = 16;

    public long total() {
        return eventBytes + teamLogBytes + resultBytes + accountBytes;
    }

    public static StorageUsage measure(Database db) {
        DSLContext sql = db.sql();
        // a running match's entries in its round's journal, ENTRY_BYTES and the command's text each; a finished match's
        // as packed (counted the same way when it was packed, before deflating)
        long[] journaled = db.journals().usage();
        long events = sum(sql, MATCH_LOG.ENTRIES, MATCH_LOG) + journaled[0];
        long eventBytes = sum(sql, MATCH_LOG.TEXT_BYTES, MATCH_LOG) + journaled[1];
        long teamLogs = sum(sql, DSL.coalesce(DSL.field("octet_length({0})", Integer.class, TEAM_LOG.PACKED), DSL.octetLength(TEAM_LOG.LINES)), TEAM_LOG)
                + 16L * sql.fetchCount(TEAM_LOG);
        // a match: ids, numbers, seed, seats, turn, two scores (8 bytes each, 9 values), its status and summary
        long results = 72L * sql.fetchCount(MATCH) + sum(sql, DSL.octetLength(MATCH.SUMMARY), MATCH) + sum(sql, DSL.octetLength(MATCH.STATUS), MATCH)
                + 48L * sql.fetchCount(ROUND) + 24L * sql.fetchCount(ROUND_SCORE)
                + 16L * sql.fetchCount(ROUND_ENTRY) + sum(sql, DSL.octetLength(ROUND_ENTRY.DATA), ROUND_ENTRY);
        long accounts = sum(sql, DSL.octetLength(TEAM.NAME).plus(DSL.octetLength(TEAM.PASSWORD_HASH)).plus(16), TEAM)
                + sum(sql, DSL.octetLength(CONTEST.SETTINGS_JSON).plus(DSL.octetLength(CONTEST.TITLE)).plus(DSL.octetLength(CONTEST.SLUG)).plus(32), CONTEST);
        return new StorageUsage(events, eventBytes, teamLogs, results, accounts);
    }

    private static long sum(DSLContext sql, Field<? extends Number> bytes, org.jooq.Table<?> table) {
        Number n = sql.select(DSL.sum(bytes)).from(table).fetchOne().value1();
        return n == null ? 0 : n.longValue();
    }
}
