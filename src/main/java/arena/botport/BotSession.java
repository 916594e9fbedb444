package arena.botport;

import arena.contest.BotSlots;
import arena.contest.Contests;
import arena.contest.LoginThrottle;
import arena.contest.Refused;
import arena.contest.TeamConnection;
import arena.game.Answer;
import arena.game.Codes;
import arena.game.Command;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * One bot connection: the greeting, contest selection, then command after command, answered in order.
 *
 * <p>Two threads: a reader that reads the socket all the time (lines into a short queue, so a flood is held back by TCP
 * once it is full), and the session that answers. The reader is why a connection gives its slot back at once when it
 * closes, is reset or goes silent (RULINGS 7), even while its session waits in {@code WAIT} or {@code NEXT} and reads
 * nothing itself: at the end of the stream or on an error the reader releases the slot and wakes the session. A
 * connection is idle only while the server waits for it, never while it waits for the server's second answer; a
 * half-open one that waits is found by TCP keep-alive.
 */
final class BotSession implements Runnable {
    static final int MAX_LINE = 4096;
    static final int TOO_MANY_CONNECTIONS = arena.game.Codes.TOO_MANY_CONNECTIONS;
    private static final String END = new String("<end of stream>");
    private static final int QUEUED_LINES = 32;

    private final Socket socket;
    private final LoginThrottle logins;
    private final Contests contests;
    private final BotServer server;
    private final BlockingQueue<String> lines = new ArrayBlockingQueue<>(QUEUED_LINES);
    private OutputStream out;
    private volatile long writingSince;
    /** True while the session waits for the second answer of a command (the client waits for us, not idle). */
    private volatile boolean awaiting;
    /** Set by the reader when the stream has ended: a session about to wait must not start waiting then. */
    private volatile boolean readerDone;
    private volatile Thread sessionThread;
    private volatile BotSlots.Slot slot;
    private TeamConnection connection;

    BotSession(Socket socket, LoginThrottle logins, Contests contests, BotServer server) {
        this.socket = socket;
        this.logins = logins;
        this.contests = contests;
        this.server = server;
    }

    @Override
    @SuppressWarnings("ReferenceEquality") // END, CLOSE and TOO_LONG are sentinels: compared by identity on purpose
    public void run() {
        sessionThread = Thread.currentThread();
        try (socket) {
            socket.setTcpNoDelay(true);
            // A bot's answers are lines of text: a bounded send buffer keeps what a client that stops reading can pile up
            // in the kernel small, so the write timeout notices it after kilobytes, not after megabytes of autotuned buffer.
            socket.setSendBufferSize(SEND_BUFFER_BYTES);
            socket.setSoTimeout(server.idleMillis());
            server.keepAlive(socket);
            out = new BufferedOutputStream(socket.getOutputStream(), 8192);
            LineReader in = new LineReader(socket.getInputStream(), MAX_LINE);
            Thread.ofVirtual().name("bot-reader-" + socket.getPort()).start(() -> readAll(in));
            Optional<LoginThrottle.Account> team = greet();
            if (team.isEmpty()) return;
            while (true) {
                String line = lines.take();
                if (line == END) return;
                if (line == LineReader.TOO_LONG) {
                    send(List.of("ERR " + Codes.INVALID_ARGUMENTS + " line too long (over " + MAX_LINE + " bytes)"));
                    continue;
                }
                Answer answer = answer(team.get(), line);
                send(answer.lines());
                if (answer.later() != null) {
                    awaiting = true;
                    try {
                        if (readerDone) return; // the client is gone: nobody to wait for
                        send(answer.later().await());
                    } finally {
                        awaiting = false;
                    }
                }
                if (connection != null) connection.delivered(); // turns handed over by these lines start their time now
                if (answer == CLOSE) return;
            }
        } catch (IOException | InterruptedException gone) {
            // the client left or the server stops
        } finally {
            releaseSlot();
            close();
            server.ended(this);
        }
    }

    /** The reader: every line into the queue, then END once the stream ends, breaks or idles out. */
    private void readAll(LineReader in) {
        try {
            while (true) {
                String line;
                try {
                    line = in.next();
                } catch (SocketTimeoutException silent) {
                    if (awaiting) continue; // the bot waits for our answer: that is not silence
                    break;
                }
                if (line == null) break;
                lines.put(line);
            }
        } catch (IOException | InterruptedException gone) {
            // reset, broken or closed: the same as the end of the stream
        }
        // The slot goes back now, not when the session next looks (it may be waiting for the next turn).
        releaseSlot();
        if (!lines.offer(END)) {
            lines.clear();
            lines.offer(END);
        }
        readerDone = true;
        if (awaiting) {
            Thread t = sessionThread;
            if (t != null) t.interrupt();
        }
    }

    /** The connection is gone: its slot goes back, and so do the turns it was handed and did not answer (RULINGS 7). */
    private void releaseSlot() {
        TeamConnection c = connection;
        if (c != null) c.giveBackTurns();
        BotSlots.Slot s = slot;
        if (s != null) s.release();
    }

    static final int SEND_BUFFER_BYTES = 64 * 1024;
    private static final Answer CLOSE = Answer.error(TOO_MANY_CONNECTIONS, "too many connections");

    /** How long a new connection has to send its team's name and password (issue 27). */
    static final long GREETING_MILLIS = 10_000;

    /**
     * The greeting, on one of the few places its address has for connections not logged in yet ({@link PreLogins}),
     * within {@link #GREETING_MILLIS}.
     */
    private Optional<LoginThrottle.Account> greet() throws IOException, InterruptedException {
        String address = address();
        if (!server.preLogins().enter(address)) {
            send(List.of("ERR " + Codes.BAD_LOGIN + " too many connections from your address are logging in, try again in a second"));
            return Optional.empty();
        }
        try {
            return greetWithin(System.nanoTime() + java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(GREETING_MILLIS));
        } finally {
            server.preLogins().leave(address);
        }
    }

    @SuppressWarnings("ReferenceEquality") // END and TOO_LONG are sentinels: compared by identity on purpose
    private Optional<LoginThrottle.Account> greetWithin(long deadline) throws IOException, InterruptedException {
        send(List.of("LOGIN"));
        String login = lines.poll(Math.max(0, deadline - System.nanoTime()), java.util.concurrent.TimeUnit.NANOSECONDS);
        if (login == null) return tooSlow();
        if (login == END) return Optional.empty();
        send(List.of("PASS"));
        String password = lines.poll(Math.max(0, deadline - System.nanoTime()), java.util.concurrent.TimeUnit.NANOSECONDS);
        if (password == null) return tooSlow();
        if (password == END) return Optional.empty();
        LoginThrottle.Verdict verdict = login == LineReader.TOO_LONG || password == LineReader.TOO_LONG
                ? new LoginThrottle.Verdict(Optional.empty(), 0, false) : logins.team(login.strip(), password, address());
        if (verdict.who().isEmpty()) {
            send(List.of("ERR " + Codes.BAD_LOGIN + " " + verdict.reason()));
            return Optional.empty();
        }
        LoginThrottle.Account team = verdict.who().get();
        contests.bots().awaitRecovered();
        try {
            slot = contests.bots().openSlot(team.id());
            Optional<String> selected = contests.bots().defaultContest(team.id());
            if (selected.isPresent()) connection = contests.bots().select(team.id(), team.name(), selected.get(), slot);
        } catch (BotSlots.TooManyConnections e) {
            send(List.of("ERR " + TOO_MANY_CONNECTIONS + " " + e.getMessage()));
            return Optional.empty();
        } catch (Refused raced) {
            // the contest changed between the look and the selection: the bot selects one itself
        }
        send(List.of("OK"));
        return Optional.of(team);
    }

    private Optional<LoginThrottle.Account> tooSlow() throws IOException {
        send(List.of("ERR " + Codes.BAD_LOGIN + " no name and password within " + GREETING_MILLIS / 1000 + " s"));
        return Optional.empty();
    }

    private String address() {
        return socket.getRemoteSocketAddress() instanceof InetSocketAddress a ? a.getAddress().getHostAddress() : String.valueOf(socket.getRemoteSocketAddress());
    }

    private Answer answer(LoginThrottle.Account team, String line) {
        Command command = Command.parse(line);
        if (command.name().equals("CONTEST")) {
            if (command.argCount() != 1) return Codes.invalidArguments("CONTEST takes a contest's slug");
            try {
                // the slot moves: the old one is given back before the new one is taken (RULINGS 7)
                if (connection != null) connection.giveBackTurns();
                connection = contests.bots().select(team.id(), team.name(), command.args().get(0), slot);
            } catch (Refused e) {
                return Codes.invalidArguments(e.getMessage());
            } catch (BotSlots.TooManyConnections e) {
                return Answer.error(TOO_MANY_CONNECTIONS, e.getMessage());
            }
            return Answer.ok();
        }
        if (connection == null) return Answer.error(Codes.NO_CONTEST, "no contest selected");
        return connection.handle(line);
    }

    private void send(List<String> lines) throws IOException {
        writingSince = System.nanoTime();
        try {
            for (String l : lines) {
                out.write(l.getBytes(StandardCharsets.UTF_8));
                out.write('\n');
            }
            out.flush();
        } finally {
            writingSince = 0;
        }
    }

    /** When the current write started (System.nanoTime), or 0 if none is under way. */
    long writingSince() {
        return writingSince;
    }

    void close() {
        try {
            socket.close();
        } catch (IOException ignored) {
            // closing anyway
        }
    }
}
