package arena.store;

import java.util.List;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;

import static arena.store.db.Tables.ROUND_FRAME;

/**
 * A round journal's frames as rows of a database server (PostgreSQL), one committed insert per turn. A row is whole or
 * absent (the server's own log sees to it) and is on the disk when the insert returns (synchronous commit), so there
 * is nothing to cut back or force. Why rows and not a file here: a process that takes a contest over from a dead one
 * reads the round's turns from the database they share.
 */
final class JournalRows implements JournalFrames {
    private final DSLContext sql;
    private final long roundId;
    private int next;

    JournalRows(DSLContext sql, long roundId) {
        this.sql = sql;
        this.roundId = roundId;
    }

    @Override
    public synchronized List<byte[]> readAll() {
        var rows = sql.select(ROUND_FRAME.SEQ, ROUND_FRAME.FRAME).from(ROUND_FRAME).where(ROUND_FRAME.ROUND_ID.eq(roundId))
                .orderBy(ROUND_FRAME.SEQ).fetch();
        next = rows.isEmpty() ? 0 : rows.get(rows.size() - 1).value1() + 1;
        return rows.map(r -> r.value2());
    }

    @Override
    public synchronized void append(byte[] frame) {
        sql.insertInto(ROUND_FRAME, ROUND_FRAME.ROUND_ID, ROUND_FRAME.SEQ, ROUND_FRAME.FRAME).values(roundId, next, frame).execute();
        next++;
    }

    /** The frame takes the number before the first one's (frames are read in their numbers' order, negative ones too). */
    @Override
    public synchronized void prepend(byte[] frame) {
        Integer first = sql.select(DSL.min(ROUND_FRAME.SEQ)).from(ROUND_FRAME).where(ROUND_FRAME.ROUND_ID.eq(roundId)).fetchOne().value1();
        sql.insertInto(ROUND_FRAME, ROUND_FRAME.ROUND_ID, ROUND_FRAME.SEQ, ROUND_FRAME.FRAME).values(roundId, first == null ? 0 : first - 1, frame)
                .execute();
        if (first == null) next = 1;
    }

    @Override
    public void force() {
        // committed rows are durable already
    }

    @Override
    public synchronized void delete() {
        sql.deleteFrom(ROUND_FRAME).where(ROUND_FRAME.ROUND_ID.eq(roundId)).execute();
    }

    @Override
    public void close() {
        // nothing held open
    }
}
