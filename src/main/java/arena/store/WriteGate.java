package arena.store;

import java.util.concurrent.locks.ReentrantLock;
import org.jooq.ExecuteContext;
import org.jooq.ExecuteListener;
import org.jooq.Select;
import org.jooq.TransactionContext;
import org.jooq.TransactionProvider;

/**
 * Lets one writer at a time into the embedded database: a transaction holds the gate from its start to its commit or
 * rollback, a statement outside a transaction that is not a plain {@code SELECT} for its execution. Reads never wait.
 *
 * <p>Why: with several transactions writing at once, a kill -9 left H2 2.5.252's file inconsistent. With
 * {@code WRITE_DELAY=0} every commit writes the store's state to the file, including another transaction's insert
 * that is half done (its row in the table, not yet in the primary key's index, or the reverse). After such a kill, in
 * 2 of 4 kill loops of 30 kills (KillLoop), MATCH_EVENT had rows that its primary key index did not have (49,542 in a
 * table scan, 49,538 through the index); the arena read a match's log through the index, found it a turn short, wrote
 * that turn's entries again and waited on the orphaned index entries until its lock timeout, so the contest stopped
 * for good (issue 11's "frozen row lock"). With one writer at a time, a commit's write never holds a half-done
 * change of another transaction. The gate costs little: commits were already written one after the other by H2.
 *
 * <p>A thread holding the gate never waits on anything but the database: store methods call no other code inside a
 * transaction, so no lock of the contests can be held by the thread that would let the gate go.
 */
final class WriteGate implements ExecuteListener {
    private final ReentrantLock gate = new ReentrantLock(true);
    private static final String HELD = "arena.writeGate.held";

    /** Wraps jOOQ's transactions so that each holds the gate from its begin to its end. */
    TransactionProvider transactions(TransactionProvider jooq) {
        return new TransactionProvider() {
            @Override
            public void begin(TransactionContext ctx) {
                gate.lock(); // nested transactions (savepoints) take it again: it is reentrant
                ctx.data(HELD, true);
                try {
                    jooq.begin(ctx);
                } catch (RuntimeException | Error e) {
                    release(ctx);
                    throw e;
                }
            }

            @Override
            public void commit(TransactionContext ctx) {
                try {
                    jooq.commit(ctx);
                } finally {
                    release(ctx);
                }
            }

            @Override
            public void rollback(TransactionContext ctx) {
                try {
                    jooq.rollback(ctx);
                } finally {
                    release(ctx); // a failed commit is rolled back after: the gate is let go once
                }
            }
        };
    }

    /** Runs something that writes to the store outside SQL (its housekeeping) with the gate held. */
    void whileHeld(Runnable work) {
        gate.lock();
        try {
            work.run();
        } finally {
            gate.unlock();
        }
    }

    private void release(org.jooq.Scope ctx) {
        if (ctx.data().remove(HELD) != null) gate.unlock();
    }

    @Override
    public void executeStart(ExecuteContext ctx) {
        if (ctx.query() instanceof Select<?>) return;
        gate.lock();
        ctx.data(HELD, true);
    }

    @Override
    public void end(ExecuteContext ctx) {
        release(ctx);
    }
}
