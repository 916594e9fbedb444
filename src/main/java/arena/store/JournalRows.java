package arena.store;

import java.util.List;
import org.jooq.DSLContext;

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
        List<byte[]> frames = sql.select(ROUND_FRAME.FRAME).from(ROUND_FRAME).where(ROUND_FRAME.ROUND_ID.eq(roundId))
                .orderBy(ROUND_FRAME.SEQ).fetch(ROUND_FRAME.FRAME);
        Integer last = sql.select(org.jooq.impl.DSL.max(ROUND_FRAME.SEQ)).from(ROUND_FRAME).where(ROUND_FRAME.ROUND_ID.eq(roundId)).fetchOne().value1();
        next = last == null ? 0 : last + 1;
        return frames;
    }

    @Override
    public synchronized void append(byte[] frame) {
        sql.insertInto(ROUND_FRAME, ROUND_FRAME.ROUND_ID, ROUND_FRAME.SEQ, ROUND_FRAME.FRAME).values(roundId, next, frame).execute();
        next++;
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
