package arena.botport;

import arena.game.Answer;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.SocketChannel;
import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A logged-in bot's connection, served by a {@link CommandLoop}: its lines are read, answered and written on the loop's
 * thread, one at a time and in order, without blocking it (issue 31).
 *
 * <p>An answer with a part still to come (the next turn for {@code WAIT}), and a command that waits for the store
 * or for a turn to end ({@link Answers#mayWait}), are finished on a virtual thread of their own, which hands the lines back to the loop;
 * meanwhile the connection is still read, so a bot that closes it while it waits gives its slot back at once (RULINGS 7),
 * and the lines it sends are held, at most {@link #HELD_LINES}, to be answered after the wait in order: past them it is no
 * longer read, and TCP holds the flood back. An answer the socket cannot take at once is kept until it can, and the
 * connection is not read meanwhile: a client that does not read its answers holds only its own (the bot port's watchdog
 * closes it after the write timeout, {@link #writingSince}).
 *
 * <p>When the connection ends, the work away from the loop is never interrupted (issue 38): a command's work may be in
 * the store, where an interrupt in H2's file I/O closes the database for everyone. A command's work finishes and its
 * answer is dropped; a wait for a later answer is ended by its session ({@link Answers#ended}: the contest's waits hear
 * the connection is gone), and what work finished after the end took is given back ({@link Answers#endedBefore}).
 */
final class BotConnection {
    private static final Logger log = LoggerFactory.getLogger(BotConnection.class);
    static final int HELD_LINES = 32;

    /** What the connection's session does with its lines: the answers, and what it hears of the connection. */
    interface Answers {
        /** The answer to a line (its first part, and the part still to come, if any); may block when {@link #mayWait}. */
        Answer answer(String line);

        /** Whether answering this line now may wait, for the store or for a turn to end (so it is answered away from the loop). */
        boolean mayWait(String line);

        /** A part of an answer as it is written ({@code more}: another part of it follows): a runner's are framed. */
        List<String> framed(List<String> lines, boolean more);

        /** The bot sent a line, or got the second part of an answer it waited for: its silence starts again now. */
        void heard();

        /** The lines of the last answer are written: the turns they hand over start their time now. */
        void delivered();

        /** The connection is gone (closed by either side, or broken): called once; a wait of its for a later answer ends. */
        void ended();

        /**
         * Work away from the loop finished after the connection ended (its answer is dropped): what it took meanwhile (a
         * turn handed over) goes back, as at the end.
         */
        void endedBefore();
    }

    /** Work done away from the loop. */
    @FunctionalInterface
    private interface Away {
        void run() throws InterruptedException;
    }

    private final CommandLoop loop;
    private final SocketChannel channel;
    private final Answers answers;
    private final LineAssembler lines = new LineAssembler(BotSession.MAX_LINE);
    /**
     * Bytes read and not cut into lines yet, ready to be read from (position to limit). Direct, as the socket reads
     * into one: a heap buffer is read through a temporary direct one and copied (issue 31: the loop's every command).
     */
    private final ByteBuffer in = ByteBuffer.allocateDirect(8192);
    private final ArrayDeque<String> held = new ArrayDeque<>();
    private final AtomicBoolean ended = new AtomicBoolean();
    private volatile SelectionKey key;
    private int interest = -1;
    /** An answer's bytes the socket has not taken yet, or null. */
    private ByteBuffer unsent;
    private boolean deliverWhenSent;
    /** Answers queued in the loop's batch and not written yet (on the loop only). */
    private int queued;
    private boolean endOfStream;
    /** True while a part of an answer is made away from the loop (then the bot waits for us: not idle). */
    private volatile boolean away;
    private volatile long writingSince;

    /**
     * @param unread bytes the greeting read past the password's line (a bot may send its first command with it)
     */
    BotConnection(CommandLoop loop, SocketChannel channel, ByteBuffer unread, Answers answers) {
        this.loop = loop;
        this.channel = channel;
        this.answers = answers;
        in.put(unread).flip();
    }

    /** Hands the connection (non-blocking already) to its loop, which answers what it has read so far and reads on. */
    void start() {
        loop.execute(() -> {
            if (ended.get()) return;
            try {
                key = channel.register(loop.selector(), 0, this);
            } catch (IOException e) {
                end();
                return;
            }
            resume();
        });
    }

    /** Whether the server still owes this connection an answer (the client is waiting for us, not idle). */
    boolean busy() {
        return away;
    }

    /** When the socket stopped taking the connection's answer (System.nanoTime), or 0 when it took all of it. */
    long writingSince() {
        return writingSince;
    }

    /** Closes the connection (from any thread): its session hears it has ended. */
    void close() {
        end();
    }

    /** The selector says the socket can be read or written (on the loop). */
    void ready(SelectionKey k) {
        if (ended.get()) return;
        try {
            if (k.isWritable()) send();
            if (unsent == null && k.isReadable()) {
                in.compact();
                int n = channel.read(in);
                in.flip();
                if (n < 0) endOfStream = true;
            }
            resume();
        } catch (IOException | java.nio.channels.CancelledKeyException gone) {
            end();
        }
    }

    /** Answers the lines it can now, in order, and says what the loop should wait for next (on the loop). */
    private void resume() {
        if (ended.get()) return;
        try {
            answerLines();
            if (endOfStream && !away && unsent == null) {
                String last = lines.end(); // a last line without its newline is answered, as it always was
                if (last != null) respond(last);
            }
            if (endOfStream) {
                if (queued == 0) end(); // else once they are written (sendQueued)
                return;
            }
            int wanted = unsent != null ? SelectionKey.OP_WRITE : away && held.size() >= HELD_LINES ? 0 : SelectionKey.OP_READ;
            if (wanted != interest) {
                key.interestOps(wanted);
                interest = wanted;
            }
        } catch (IOException | java.nio.channels.CancelledKeyException gone) {
            end();
        } catch (RuntimeException e) {
            log.error("bot port: a command failed; its connection is closed", e);
            end();
        }
    }

    private void answerLines() throws IOException {
        while (unsent == null && !ended.get()) {
            if (away) {
                while (held.size() < HELD_LINES) {
                    String line = lines.take(in);
                    if (line == null) return;
                    answers.heard();
                    held.add(line);
                }
                return;
            }
            String line = held.poll();
            if (line == null) {
                line = lines.take(in);
                if (line == null) return;
                answers.heard();
            }
            respond(line);
        }
    }

    /** Answers one line: on the loop, or away from it when it may wait. */
    private void respond(String line) throws IOException {
        if (answers.mayWait(line)) {
            goAway(() -> {
                Answer answer = answers.answer(line);
                loop.execute(() -> answeredAway(answer));
            });
            return;
        }
        answered(answers.answer(line));
    }

    /** An answer's first part: written now; its second part, if any, waited for away from the loop. */
    private void answered(Answer answer) throws IOException {
        Answer.Later later = answer.later();
        if (later != null) away = true; // before the first part goes: a bot that has it waits for us
        write(answers.framed(answer.lines(), later != null));
        if (later == null) {
            away = false;
            delivered();
            return;
        }
        goAway(() -> {
            List<String> second = later.await();
            loop.execute(() -> laterCame(second));
        });
    }

    private void answeredAway(Answer answer) {
        if (ended.get()) return;
        try {
            answered(answer);
        } catch (IOException gone) {
            end();
            return;
        }
        resume();
    }

    private void laterCame(List<String> second) {
        if (ended.get()) return;
        try {
            write(answers.framed(second, false));
        } catch (IOException gone) {
            end();
            return;
        }
        answers.heard(); // the bot's silence counts from now: it was waiting for us
        away = false;
        delivered();
        resume();
    }

    /**
     * Runs {@code work} on a virtual thread of its own; the lines the bot sends meanwhile are held. The thread is never
     * interrupted: a command's work always finishes, and a wait ends when the session hears the connection is gone.
     */
    private void goAway(Away work) {
        away = true;
        Thread.ofVirtual().name("bot-away").start(() -> {
            try {
                work.run();
            } catch (InterruptedException closed) {
                // the connection ended meanwhile (its wait was ended): nothing more to say to it
            } catch (RuntimeException e) {
                log.error("bot port: a command failed; its connection is closed", e);
                end();
            }
            if (ended.get()) answers.endedBefore();
        });
    }

    /** The turns an answer hands over start their time once the socket has taken all of it. */
    private void delivered() {
        if (unsent != null || queued > 0) {
            deliverWhenSent = true;
            return;
        }
        deliverWhenSent = false;
        answers.delivered();
    }

    /**
     * Writes the lines without blocking: queued in the loop's batch, written at the end of the loop's pass
     * ({@link CommandLoop#queue}); what the socket does not take then is kept, and sent when it can.
     */
    private void write(List<String> text) throws IOException {
        if (unsent == null && loop.queue(this, text)) {
            queued++;
            return;
        }
        sendOrKeep(loop.answerBytes().wrapped(text)); // larger than the batch, or behind an unsent answer
    }

    /** Writes the bytes now, or keeps them behind an answer the socket has not taken yet: both wait their turn. */
    private void sendOrKeep(ByteBuffer bytes) throws IOException {
        if (unsent != null) {
            ByteBuffer both = ByteBuffer.allocate(unsent.remaining() + bytes.remaining());
            unsent = both.put(unsent).put(bytes).flip();
            return;
        }
        channel.write(bytes);
        if (bytes.hasRemaining()) {
            unsent = ByteBuffer.allocate(bytes.remaining()).put(bytes).flip();
            writingSince = System.nanoTime();
        }
    }

    /**
     * Writes an answer this connection queued in the loop's batch (on the loop, at the end of its pass, in the order
     * queued). Once the last is written, what waited for it goes on in the loop's next pass: the turns handed over start,
     * an unsent rest is waited for, a closed stream ends the connection.
     */
    void sendQueued(ByteBuffer bytes) {
        queued--;
        if (ended.get()) return;
        try {
            sendOrKeep(bytes);
        } catch (IOException gone) {
            end();
            return;
        }
        if (queued > 0) return;
        if (unsent == null && deliverWhenSent) delivered();
        if (unsent != null || endOfStream) loop.execute(this::resume);
    }

    private void send() throws IOException {
        if (unsent == null) return;
        channel.write(unsent);
        if (unsent.hasRemaining()) return;
        unsent = null;
        writingSince = 0;
        if (deliverWhenSent) delivered();
    }

    /** Once: the socket closes and the session hears it (which ends a wait away from the loop; work goes on to its end). */
    private void end() {
        if (!ended.compareAndSet(false, true)) return;
        SelectionKey k = key;
        if (k != null) k.cancel();
        try {
            channel.close();
        } catch (IOException ignored) {
            // closing anyway
        }
        away = false;
        writingSince = 0;
        answers.ended();
    }
}
