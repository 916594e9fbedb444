package arena.botport;

import arena.game.Answer;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Keeps a connection's answers in order while one of them is still to come (the second line of {@code WAIT}, a turn
 * handed over later). The connection's reader answers each line itself as it reads it, with no hand-off to another
 * thread (issue 31: the queue between a reader and an answering thread cost a thread switch per command). Only when an
 * answer has a second part does a waiter thread take over: it waits for that part and writes it, then answers the
 * lines the reader held for it meanwhile, in order, and gives the answering back to the reader once none is left. So
 * the reader reads all the time, and a connection closed while its bot waits gives its slot back at once (RULINGS 7),
 * while the lines sent during a wait are answered after it, as before.
 *
 * <p>One thread answers at a time: the reader while no waiter runs, else the waiter; the lock orders the switch. At most
 * {@link #HELD_LINES} lines are held; past them the reader stops reading until the waiter takes one, so a flood during
 * a wait is held back by TCP, not by memory.
 */
final class InOrder {
    static final int HELD_LINES = 32;

    /** Answers one line: writes its first part, and returns its second part to wait for, or null. */
    @FunctionalInterface
    interface Responder {
        Answer.Later respond(String line) throws IOException;
    }

    /** Writes an answer's second part once it has come. */
    @FunctionalInterface
    interface LaterWriter {
        void write(Answer.Later later) throws IOException, InterruptedException;
    }

    private final Responder responder;
    private final LaterWriter laterWriter;
    private final Runnable onFailure;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition notFull = lock.newCondition();
    private final ArrayDeque<String> held = new ArrayDeque<>();
    /** True while a waiter answers (guarded by the lock; volatile for {@link #busy()}). */
    private volatile boolean waiting;
    private volatile Thread waiter;

    /**
     * @param onFailure what happens when the waiter cannot go on (the client is gone, or the server stops): the session
     *     closes, which the reader notices at its next read
     */
    InOrder(Responder responder, LaterWriter laterWriter, Runnable onFailure) {
        this.responder = responder;
        this.laterWriter = laterWriter;
        this.onFailure = onFailure;
    }

    /**
     * Called by the reader with each line it reads: answers it now, or holds it when a waiter is answering (blocking
     * while {@link #HELD_LINES} are held already).
     */
    void line(String line) throws IOException, InterruptedException {
        lock.lock();
        try {
            if (waiting) {
                while (waiting && held.size() >= HELD_LINES) notFull.await();
                if (waiting) {
                    held.add(line);
                    return;
                }
            }
        } finally {
            lock.unlock();
        }
        Answer.Later later = responder.respond(line);
        if (later != null) startWaiter(later);
    }

    /** Whether the server still owes this connection an answer (then the client is waiting for us, not idle). */
    boolean busy() {
        return waiting;
    }

    /** The connection is gone: a waiting waiter stops at once. */
    void stop() {
        Thread t = waiter;
        if (t != null) t.interrupt();
    }

    private void startWaiter(Answer.Later later) {
        lock.lock();
        try {
            waiting = true;
        } finally {
            lock.unlock();
        }
        waiter = Thread.ofVirtual().name(Thread.currentThread().getName() + "-wait").start(() -> answerFrom(later));
    }

    /** The waiter: the second part, then the lines held meanwhile (each of which may wait in turn), then back to the reader. */
    private void answerFrom(Answer.Later first) {
        try {
            Answer.Later later = first;
            while (true) {
                if (later != null) laterWriter.write(later);
                String line = nextHeld();
                if (line == null) return;
                later = responder.respond(line);
            }
        } catch (IOException | InterruptedException | RuntimeException gone) {
            giveUp();
            onFailure.run();
            if (gone instanceof RuntimeException e) throw e;
        } finally {
            waiter = null;
        }
    }

    /** The next held line, or null after giving the answering back to the reader when none is left. */
    private String nextHeld() {
        lock.lock();
        try {
            String line = held.poll();
            if (line == null) waiting = false;
            notFull.signal();
            return line;
        } finally {
            lock.unlock();
        }
    }

    private void giveUp() {
        lock.lock();
        try {
            held.clear();
            waiting = false;
            notFull.signalAll();
        } finally {
            lock.unlock();
        }
    }
}
