package arena.bridge;

import java.io.BufferedWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A bot's program for one match: its stdin, its stdout lines, its stderr lines. Where it runs is its {@link Launched}'s
 * business: a local process group ({@link LocalProgram}) for the bridge, a sandboxed process for a hosted bot.
 *
 * <p>stderr is read by the thread that waits for the answer, not by a thread of its own: the bytes a bot writes to
 * stderr before it writes its answer are in the pipe when the answer is read, so draining the pipe then keeps every
 * line with the turn it was written in.
 */
final class BotProcess {
    private static final String EOF = new String("EOF");
    private static final int KEPT_STDERR = 8;
    static final int MAX_LINE = 64 * 1024;
    static final int MAX_QUEUED = 64;
    static final long MAX_STDOUT_PER_TURN = 64 * 1024;
    static final long MAX_STDERR_PER_TURN = 1024 * 1024;
    /** Stderr lines a turn that go to the arena's log of the match; the others are counted, and said so. */
    static final int MAX_LOG_LINES_PER_TURN = 100;
    private static final int MAX_STDERR_LINE = 990;

    final long id;
    private final Launched process;
    private final Writer stdin;
    private final InputStream stderr;
    private final BlockingQueue<String> stdout = new LinkedBlockingQueue<>();
    private final ByteArrayOutputStream partial = new ByteArrayOutputStream();
    private final List<String> newLines = new ArrayList<>();
    private final ArrayDeque<String> lastLines = new ArrayDeque<>();
    private final Writer file;
    private volatile boolean stopping;
    private final java.util.concurrent.atomic.AtomicLong stdoutThisTurn = new java.util.concurrent.atomic.AtomicLong();
    private long stderrThisTurn; // under the monitor, as drainStderr
    private int linesThisTurn;
    private int droppedThisTurn;
    /** The lines it answered turns with (its commands): its log's last word says how many. */
    private final java.util.concurrent.atomic.AtomicInteger answers = new java.util.concurrent.atomic.AtomicInteger();
    /** Why the bot's output was too much (stdout or stderr), or null. */
    private volatile String flood;

    /** Starts the command on this machine; an {@link IOException} says why it cannot be started. */
    BotProcess(long id, List<String> command, Path logFile) throws IOException {
        this(id, new LocalProgram(command), logFile);
    }

    /** Plays a match through a program already started. */
    BotProcess(long id, Launched program, Path logFile) throws IOException {
        this.id = id;
        this.process = program;
        // the log file first, before anything reads the program: if it cannot be opened, the program is ended here
        // instead of leaking (issue 28)
        try {
            this.file = logFile == null ? null : Files.newBufferedWriter(logFile, StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException | RuntimeException e) {
            program.stop();
            throw e;
        }
        stdin = new BufferedWriter(new OutputStreamWriter(process.stdin(), StandardCharsets.UTF_8));
        stderr = process.stderr();
        Thread reader = new Thread(this::readStdout, "bot-" + id + "-out"); // no Thread.ofPlatform: the bridge runs on Java 17
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Reads the bot's stdout into lines, bounded: a line of at most {@value #MAX_LINE} bytes (the rest of it skipped),
     * at most {@value #MAX_QUEUED} lines not yet taken (later ones dropped: a CodinGame bot writes one line a turn), and
     * at most {@value #MAX_STDOUT_PER_TURN} bytes between two turns' inputs: past that the bot floods, and reading stops
     * (the turn then ends with why). A flood thus costs the arena no more memory than a few lines.
     */
    private void readStdout() {
        InputStream in = process.stdout();
        byte[] buf = new byte[8192];
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        try {
            int n;
            while ((n = in.read(buf)) > 0) {
                if (stdoutThisTurn.addAndGet(n) > MAX_STDOUT_PER_TURN) {
                    flood = "the bot wrote over " + MAX_STDOUT_PER_TURN / 1024 + " KiB to stdout in one turn; the arena stopped reading it";
                    return;
                }
                for (int i = 0; i < n; i++) {
                    if (buf[i] == '\n') {
                        String l = line.toString(StandardCharsets.UTF_8);
                        line.reset();
                        if (l.endsWith("\r")) l = l.substring(0, l.length() - 1);
                        if (stdout.size() < MAX_QUEUED) stdout.add(l);
                    } else if (line.size() < MAX_LINE) {
                        line.write(buf[i]);
                    }
                }
            }
            if (line.size() > 0 && stdout.size() < MAX_QUEUED) stdout.add(line.toString(StandardCharsets.UTF_8));
        } catch (IOException ignored) {
            // the process ended
        } finally {
            stdout.add(EOF);
        }
    }

    /**
     * What a turn gave: the bot's line (null if none), how long it took, why there is none, and the program's CPU
     * time when it was handed the input (ms, -1 unknown: what it computed in the turn is the difference, issue 39).
     */
    record Turn(String answer, long millis, String problem, long cpuBefore) {}

    /** The CPU time the program used since {@code turn}'s input was handed to it, in ms; -1 if unknown. */
    long cpuSince(Turn turn) {
        long now = process.cpuMillisNow();
        return now < 0 || turn.cpuBefore() < 0 ? -1 : Math.max(0, now - turn.cpuBefore());
    }

    /**
     * Feeds a turn's input and waits up to {@code waitMillis} for the bot's line, draining stderr as it waits and
     * once more when the line comes. The program is told its turn is on the clock meanwhile ({@link Launched#onTheClock}).
     */
    Turn play(List<String> input, long waitMillis) throws InterruptedException {
        process.onTheClock(true);
        try {
            return playOnTheClock(input, waitMillis);
        } finally {
            process.onTheClock(false);
        }
    }

    @SuppressWarnings("ReferenceEquality") // EOF is a sentinel: compared by identity on purpose
    private Turn playOnTheClock(List<String> input, long waitMillis) throws InterruptedException {
        long cpuBefore = process.cpuMillisNow();
        long start = System.nanoTime();
        newTurn();
        try {
            for (String l : input) {
                stdin.write(l);
                stdin.write('\n');
            }
            stdin.flush();
        } catch (IOException deadBot) {
            return new Turn(null, 0, ended(), cpuBefore);
        }
        long deadline = start + TimeUnit.MILLISECONDS.toNanos(waitMillis);
        while (true) {
            long left = deadline - System.nanoTime();
            String line = left <= 0 ? null : stdout.poll(Math.min(5, TimeUnit.NANOSECONDS.toMillis(left) + 1), TimeUnit.MILLISECONDS);
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            drainStderr(line != null);
            if (flood != null) return new Turn(null, millis, flood, cpuBefore);
            if (line == EOF) {
                stdout.add(EOF);
                return new Turn(null, millis, ended(), cpuBefore);
            }
            if (line != null) {
                answers.incrementAndGet();
                return new Turn(line, millis, null, cpuBefore);
            }
            if (left <= 0) return new Turn(null, millis, null, cpuBefore);
        }
    }

    /** Why the process ended, with its last stderr lines: "the bot crashed (exit code 1): ...". */
    private String ended() {
        Launched.End end = null;
        try {
            end = process.awaitEnd(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        drainStderr(true);
        String what = end == null ? "the bot crashed (it stopped answering)"
                : end.clean() ? "the bot ended (" + end.words() + ") without answering" : "the bot crashed (" + end.words() + ")";
        String last = lastStderr();
        return last.isEmpty() ? what : what + "; its last stderr lines: " + last;
    }

    /**
     * Reads what stderr holds now without blocking; with {@code all}, a last unfinished line counts as a line too.
     * Under the monitor: the thread that waits for the answer drains, and so does {@link #stop} from the bridge's
     * shutdown hook; the partial line and the last lines are theirs together (issue 28).
     */
    private synchronized void drainStderr(boolean all) {
        byte[] buf = new byte[8192];
        try {
            int n;
            while (stderr.available() > 0 && (n = stderr.read(buf, 0, Math.min(buf.length, stderr.available()))) > 0) {
                stderrThisTurn += n;
                if (stderrThisTurn > MAX_STDERR_PER_TURN) {
                    if (flood == null) flood = "the bot wrote over " + MAX_STDERR_PER_TURN / 1024 + " KiB to stderr in one turn";
                    return;
                }
                for (int i = 0; i < n; i++) {
                    if (buf[i] == '\n') line();
                    else if (partial.size() < MAX_STDERR_LINE) partial.write(buf[i]);
                }
            }
        } catch (IOException ignored) {
            // the process ended: what was read is kept
        }
        if (all && partial.size() > 0) line();
    }

    private synchronized String lastStderr() {
        return String.join(" | ", lastLines);
    }

    private void line() { // under the monitor, from drainStderr
        String l = partial.toString(StandardCharsets.UTF_8);
        partial.reset();
        if (l.endsWith("\r")) l = l.substring(0, l.length() - 1);
        if (linesThisTurn++ < MAX_LOG_LINES_PER_TURN) note(l);
        else droppedThisTurn++;
        lastLines.addLast(l);
        while (lastLines.size() > KEPT_STDERR) lastLines.removeFirst();
    }

    /** A line of this match's log: into the local file now, and to the arena with the next {@link #takeLines}. */
    synchronized void note(String line) {
        newLines.add(line);
        if (file != null) {
            try {
                file.write(line);
                file.write('\n');
                file.flush();
            } catch (IOException ignored) {
                // the local copy is a convenience
            }
        }
    }

    /** The log lines not yet sent to the arena (with how many more were dropped this turn). */
    synchronized List<String> takeLines() {
        if (droppedThisTurn > 0) {
            newLines.add("(" + droppedThisTurn + " more stderr lines of this turn dropped: at most " + MAX_LOG_LINES_PER_TURN + " a turn are kept)");
            droppedThisTurn = 0;
        }
        List<String> lines = List.copyOf(newLines);
        newLines.clear();
        return lines;
    }

    /** A turn's input is about to be written: the output budgets of a turn start again. */
    private synchronized void newTurn() {
        stdoutThisTurn.set(0);
        stderrThisTurn = 0;
        linesThisTurn = 0;
    }

    boolean alive() {
        return process.alive();
    }

    long pid() {
        return process instanceof LocalProgram local ? local.pid() : -1;
    }

    /** Whether the bridge has stopped (or is stopping) the process: its exit is then no crash. */
    boolean stopping() {
        return stopping;
    }

    /**
     * The match is over: closes the bot's stdin, so that a bot reading its input to the end can say goodbye on stderr
     * and exit by itself (the starters print "the match is over"), waits for that at most {@code graceMillis}, then
     * {@link #stop}s whatever is left.
     */
    String finish(long graceMillis) {
        stopping = true;
        Launched.End end = null;
        try {
            stdin.close();
            end = process.awaitEnd(graceMillis);
        } catch (IOException gone) {
            end = new Launched.End(false, "its input was closed already");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        drainStderr(true); // now: stop() ends the process, which closes its pipes
        String how = end != null ? ending("ended by itself at the match's end (" + end.words() + ")")
                : ending("was ended by the arena at the match's end (it still ran " + graceMillis + " ms after its input was closed)");
        stop();
        return how;
    }

    /**
     * How its program ended, for its log (issue 39: a bot's log says how each of its processes ended): "the bot's
     * program was ended by the arena ..., after 41.2 s of CPU and 12 answers". Read before {@link #stop}, while its
     * CPU can still be counted.
     */
    String ending(String how) {
        long cpu = process.cpuMillis();
        int answers = this.answers.get();
        return "the bot's program " + how + ", after " + (cpu >= 0 ? String.format(java.util.Locale.ROOT, "%.1f s of CPU and ", cpu / 1000.0) : "")
                + (answers == 0 ? "no answer" : answers == 1 ? "1 answer" : answers + " answers");
    }

    /** Ends the program and all it started; what it wrote to stderr until then is kept. */
    void stop() {
        stopping = true;
        drainStderr(false); // before the program is ended, which closes the pipes: what the bot wrote is kept
        process.stop();
        drainStderr(true);
    }

    synchronized void closeLog() {
        if (file == null) return;
        try {
            file.close();
        } catch (IOException ignored) {
            // nothing more to write
        }
    }

    /**
     * Starts the command once, as a check before the bridge connects: null if it runs (it is stopped again after
     * {@code millis}), else why not: "cannot start the bot: ...".
     */
    static String check(List<String> command, long millis) {
        BotProcess p;
        try {
            p = new BotProcess(0, command, null);
        } catch (IOException e) {
            return "cannot start the bot: " + e.getMessage();
        }
        try {
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
            while (p.alive() && System.nanoTime() < end) Thread.sleep(10);
            if (p.alive()) return null;
            Launched.End ending = p.process.awaitEnd(1000);
            p.drainStderr(true);
            String last = p.lastStderr();
            return "cannot start the bot: it ended at once (" + (ending == null ? "exit code ?" : ending.words()) + ")"
                    + (last.isEmpty() ? "" : ": " + last);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "cannot start the bot: interrupted";
        } finally {
            p.stop();
            p.takeLines();
        }
    }
}
