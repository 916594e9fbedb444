package arena.botport;

import arena.game.Answer;
import arena.game.BotLine;
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
 * <p>Each line is read once, here, into a {@link BotLine} (its words, whether it is one of the arena's commands, when
 * it arrived: the time of the read that brought it, so a line that waits behind others is timed from its arrival, not
 * from its answer; issue 45), which the session, the team's connection and the game decide by.
 *
 * <p>An answer with a part still to come (the next turn for {@code WAIT}, a turn for {@code NEXT}) leaves the connection
 * on its contest's list of waits ({@link Answer.Later#whenReady}): when the turn is handed over, the connection is handed
 * back to this loop, which looks and writes the second part (issue 45: no thread waits for it, as Redis answers its
 * blocked clients). A command that waits for the store or for a turn to end ({@link Answers#mayWait}) is finished on a
 * virtual thread of its own, which hands the answer back to the loop. Meanwhile the connection is still read, so a bot
 * that closes it while it waits gives its slot back at once (RULINGS 7), and the lines it sends are held, at most {@link #HELD_LINES}, to be answered after the wait in order: past them it is no
 * longer read, and TCP holds the flood back. An answer the socket cannot take at once is kept until it can, and the
 * connection is not read meanwhile: a client that does not read its answers holds only its own (the bot port's watchdog
 * closes it after the write timeout, {@link #writingSince}).
 *
 * <p>When the connection ends, the work away from the loop is never interrupted (issue 38): a command's work may be in
 * the store, where an interrupt in H2's file I/O closes the database for everyone. A command's work finishes and its
 * answer is dropped; a wait for a later answer is left on the list and ends at its next look ({@link Answers#ended}: the
 * contest's waits hear the connection is gone), and what work or a look took after the end is given back
 * ({@link Answers#endedBefore}).
 */
final class BotConnection {
    private static final Logger log = LoggerFactory.getLogger(BotConnection.class);
    static final int HELD_LINES = 32;

    /** What the connection's session does with its lines: the answers, and what it hears of the connection. */
    interface Answers {
        /** The answer to a line (its first part, and the part still to come, if any); may block when {@link #mayWait}. */
        Answer answer(BotLine line);

        /** Whether answering this line now may wait, for the store or for a turn to end (so it is answered away from the loop). */
        boolean mayWait(BotLine line);

        /** A part of an answer as it is written ({@code more}: another part of it follows): a runner's are framed. */
        List<String> framed(List<String> lines, boolean more);

        /** The bot sent a line, or got the second part of an answer it waited for: its silence starts again now. */
        void heard();

        /** The lines of the last answer are written: the turns they hand over start their time now. */
        void delivered();

        /** The connection is gone (closed by either side, or broken): called once; a wait of its for a later answer ends. */
        void ended();

        /**
         * Work away from the loop, or a look for a later answer, finished after the connection ended (its answer is
         * dropped): what it took meanwhile (a turn handed over) goes back, as at the end.
         */
        void endedBefore();
    }

    private final CommandLoop loop;
    private final SocketChannel channel;
    private final Answers answers;
    /** A runner's connection (issue 30): its lines are framed, {@code C <command>} or {@code L <text>}. */
    private final boolean framedLines;
    private final LineAssembler lines = new LineAssembler(BotSession.MAX_LINE);
    /**
     * Bytes read and not cut into lines yet, ready to be read from (position to limit). Direct, as the socket reads
     * into one: a heap buffer is read through a temporary direct one and copied (issue 31: the loop's every command).
     */
    private final ByteBuffer in = ByteBuffer.allocateDirect(8192);
    private final ArrayDeque<BotLine> held = new ArrayDeque<>();
    /** When the last read from the socket came (System.nanoTime): the arrival of the lines it completed (on the loop). */
    private long readNanos = System.nanoTime();
    /** The second part of an answer the bot waits for, or null (on the loop). */
    private Answer.Later later;
    private final AtomicBoolean ended = new AtomicBoolean();
    private volatile SelectionKey key;
    private int interest = -1;
    /** An answer's bytes the socket has not taken yet, or null. */
    private ByteBuffer unsent;
    private boolean deliverWhenSent;
    /** Answers queued in the loop's batch and not written yet (on the loop only). */
    private int queued;
    private boolean endOfStream;
    /** True while the bot waits for a part of an answer (made away from the loop, or a later part): not idle. */
    private volatile boolean away;
    private volatile long writingSince;

    /**
     * @param unread bytes the greeting read past the password's line (a bot may send its first command with it)
     */
    BotConnection(CommandLoop loop, SocketChannel channel, ByteBuffer unread, Answers answers, boolean framedLines) {
        this.loop = loop;
        this.channel = channel;
        this.answers = answers;
        this.framedLines = framedLines;
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
                if (n > 0) readNanos = System.nanoTime();
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
                if (last != null) respond(read(last));
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
                    BotLine line = next();
                    if (line == null) return;
                    held.add(line);
                }
                return;
            }
            BotLine line = held.poll();
            if (line == null) line = next();
            if (line == null) return;
            respond(line);
        }
    }

    /** The next whole line read, or null. */
    private BotLine next() {
        String text = lines.take(in);
        if (text == null) return null;
        answers.heard();
        return read(text);
    }

    /**
     * A line read once (issue 45), as arriving with the read that completed it (lines the connection was not read past,
     * {@link #HELD_LINES}, count from the read after them).
     */
    @SuppressWarnings("ReferenceEquality") // TOO_LONG is a sentinel: compared by identity on purpose
    private BotLine read(String text) {
        if (text == LineAssembler.TOO_LONG) return BotLine.tooLong(readNanos);
        return framedLines ? BotLine.readFramed(text, readNanos) : BotLine.read(text, readNanos);
    }

    /** Answers one line: on the loop, or away from it when it may wait. */
    private void respond(BotLine line) throws IOException {
        if (answers.mayWait(line)) {
            goAway(() -> {
                Answer answer = answers.answer(line);
                loop.execute(() -> answeredAway(answer));
            });
            return;
        }
        answered(answers.answer(line));
    }

    /**
     * An answer's first part: written now; its second part, if any, looked for on the loop in its next pass, and then
     * whenever its wake comes (never from here: a second part already there would answer the held lines from within).
     */
    private void answered(Answer answer) throws IOException {
        Answer.Later second = answer.later();
        if (second != null) away = true; // before the first part goes: a bot that has it waits for us
        write(answers.framed(answer.lines(), second != null));
        if (second == null) {
            away = false;
            delivered();
            return;
        }
        later = second;
        loop.execute(() -> lookForLater(second));
    }

    /**
     * Looks for the second part the bot waits for (on the loop): written if it has come; else the connection's wake is
     * left on its contest's list, and this loop looks again when it comes. A wake after the end, or for a part already
     * written, does nothing.
     */
    private void lookForLater(Answer.Later waited) {
        if (ended.get() || later != waited) return;
        List<String> second;
        try {
            second = waited.poll();
        } catch (InterruptedException gone) {
            return; // the connection hung up meanwhile: nothing more to say to it
        } catch (RuntimeException e) {
            log.error("bot port: a command failed; its connection is closed", e);
            end();
            return;
        }
        if (second == null) {
            waited.whenReady(() -> loop.execute(() -> lookForLater(waited)));
            return;
        }
        if (ended.get()) { // ended by another thread during the look: what it took goes back
            answers.endedBefore();
            return;
        }
        later = null;
        laterCame(second);
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
     * interrupted: a command's work always finishes.
     */
    private void goAway(Runnable work) {
        away = true;
        Thread.ofVirtual().name("bot-away").start(() -> {
            try {
                work.run();
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
