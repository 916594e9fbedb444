package arena.botport;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.util.Iterator;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One thread that reads, answers and writes the commands of many logged-in connections, as Redis does (issue 31): a
 * selector says which sockets have lines, the loop answers each line at once, and writes the pass's answers at its end
 * without blocking.
 * One command costs a read and a write, with no thread parked and woken for it: with a thread per connection, about a
 * third of the port's CPU time went to that switching.
 *
 * <p>Nothing that waits runs here (RULINGS 1: one connection never slows another): the second part of an answer
 * ({@code WAIT}, {@code NEXT}) and the commands that wait for the store are finished on a thread of their own, which
 * hands the lines back with {@link #execute}; an answer a client does not read stays in its connection's buffer, and
 * that connection's lines are not read until it is taken ({@link BotConnection}).
 */
final class CommandLoop implements Runnable, AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(CommandLoop.class);

    private final Selector selector;
    private final ConcurrentLinkedQueue<Runnable> tasks = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean wakeupPending = new AtomicBoolean();
    private final AnswerBytes answerBytes = new AnswerBytes();
    /**
     * The answers of one pass of the loop, written at its end ({@link #flush}): as Redis does, a pass reads and answers
     * every connection with a command, and only then writes (issue 31: written one by one as answered, a client reading
     * many connections was woken for each answer; written together, it finds the next ones ready).
     */
    private final ByteBuffer batch = ByteBuffer.allocateDirect(BATCH_BYTES);
    private final ArrayList<Queued> queued = new ArrayList<>();

    static final int BATCH_BYTES = 64 * 1024;

    private record Queued(BotConnection connection, int from, int to) {}
    private volatile Thread thread;
    private volatile boolean closed;

    CommandLoop() throws IOException {
        this.selector = Selector.open();
    }

    Selector selector() {
        return selector;
    }

    /** Starts the loop's thread: a platform thread, as it never blocks but in the selector. */
    CommandLoop start(String name) {
        thread = Thread.ofPlatform().name(name).daemon().start(this);
        return this;
    }

    /** Runs {@code task} on the loop's thread, soon (from any thread; in order with the other tasks). */
    void execute(Runnable task) {
        tasks.add(task);
        if (Thread.currentThread() != thread && wakeupPending.compareAndSet(false, true)) selector.wakeup();
    }

    /** The encoder of the answers this loop writes, shared by its connections (on the loop's thread only). */
    AnswerBytes answerBytes() {
        return answerBytes;
    }

    /**
     * Queues an answer of {@code c} for the end of this pass (on the loop's thread); false when it is larger than a
     * batch, after writing what was queued before it, so the caller writes it itself, still in order.
     */
    boolean queue(BotConnection c, List<String> lines) {
        int length = answerBytes.encode(lines);
        if (length > batch.remaining()) flush();
        if (length > batch.remaining()) return false;
        int from = batch.position();
        batch.put(answerBytes.array(), 0, length);
        queued.add(new Queued(c, from, batch.position()));
        return true;
    }

    /** Writes the answers queued in this pass, in order (on the loop's thread). */
    private void flush() {
        if (queued.isEmpty()) return;
        ByteBuffer written = batch;
        for (Queued q : queued) {
            written.limit(q.to()).position(q.from());
            runSafely(() -> q.connection().sendQueued(written));
        }
        queued.clear();
        written.clear();
    }

    @Override
    public void run() {
        arena.contest.base.LockOrder.neverWaits(); // the test mode fails a wait for the store here
        try {
            while (!closed) {
                if (tasks.isEmpty()) selector.select();
                else selector.selectNow(); // a task given by the loop's own thread: no wake-up came for it
                wakeupPending.set(false);
                for (Runnable task; (task = tasks.poll()) != null; ) runSafely(task);
                Iterator<SelectionKey> ready = selector.selectedKeys().iterator();
                while (ready.hasNext()) {
                    SelectionKey key = ready.next();
                    ready.remove();
                    if (key.attachment() instanceof BotConnection c) runSafely(() -> c.ready(key));
                }
                flush();
            }
        } catch (IOException | ClosedSelectorException e) {
            if (!closed) log.error("bot port: the command loop {} stopped: {}", Thread.currentThread().getName(), e.toString());
        }
    }

    /** A connection's failure is its own: it is logged and the loop goes on with the others. */
    private static void runSafely(Runnable task) {
        try {
            task.run();
        } catch (RuntimeException e) {
            log.error("bot port: a connection's command failed in the command loop", e);
        }
    }

    @Override
    public void close() {
        closed = true;
        try {
            selector.close();
        } catch (IOException ignored) {
            // closing anyway
        }
    }
}
