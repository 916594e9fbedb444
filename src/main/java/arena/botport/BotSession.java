package arena.botport;

import arena.contest.shared.BotSlots;
import arena.contest.Contests;
import arena.contest.accounts.LoginThrottle;
import arena.contest.base.Refused;
import arena.contest.sessions.TeamConnection;
import arena.game.Answer;
import arena.game.ArenaCommand;
import arena.game.ArenaError;
import arena.game.Codes;
import arena.game.BotLine;
import arena.game.Parsed;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.channels.SocketChannel;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * One bot connection: the greeting and contest selection on a virtual thread of its own (checking a password takes
 * time), then its commands, answered in order by a {@link CommandLoop} ({@link BotConnection}); this class says how a
 * line is answered and what the connection's end gives back.
 *
 * <p>The loop reads the connection all the time, even while its bot waits for the second part of an answer (the next
 * turn for {@code WAIT}, or {@code NEXT}): that is why a connection gives its slot back at once when it closes, is reset
 * or goes silent (RULINGS 7). A connection is idle only while the server waits for it, never while it waits for the
 * server's second answer; a half-open one that waits is found by TCP keep-alive.
 */
final class BotSession implements Runnable, BotConnection.Answers {
    static final int MAX_LINE = 4096;
    private static final Answer LINE_TOO_LONG = ArenaError.INVALID_ARGUMENTS.saying("line too long (over " + MAX_LINE + " bytes)");

    private final SocketChannel channel;
    /** The channel as a socket, for the greeting's blocking reads and writes and the socket's options. */
    private final Socket socket;
    private final CommandLoop loop;
    private final LoginThrottle logins;
    private final Contests contests;
    private final BotServer server;
    private volatile AnswerWriter out;
    /** The command loop's side of the connection once it has logged in, else null. */
    private volatile BotConnection wire;
    private volatile BotSlots.Slot slot;
    /** Written by whichever thread answers (one at a time: the loop holds a connection's lines while one is answered away). */
    private volatile TeamConnection connection;
    private LoginThrottle.Account team;
    /** A runner's connection (issue 30): what it may play; its lines and answers are framed. Null for a bot's own. */
    private volatile RunnerLogins.Grant grant;
    private volatile long lastHeardNanos;

    BotSession(SocketChannel channel, CommandLoop loop, LoginThrottle logins, Contests contests, BotServer server) {
        this.channel = channel;
        this.socket = channel.socket();
        this.loop = loop;
        this.logins = logins;
        this.contests = contests;
        this.server = server;
    }

    @Override
    public void run() {
        boolean handedOver = false;
        try {
            socket.setTcpNoDelay(true);
            // A bot's answers are lines of text: a bounded send buffer keeps what a client that stops reading can pile up
            // in the kernel small, so the write timeout notices it after kilobytes, not after megabytes of autotuned buffer.
            socket.setSendBufferSize(SEND_BUFFER_BYTES);
            server.keepAlive(socket);
            out = new AnswerWriter(socket.getOutputStream());
            LineReader in = new LineReader(socket.getInputStream(), MAX_LINE);
            Optional<LoginThrottle.Account> greeted = greet(in);
            if (greeted.isEmpty()) return;
            team = greeted.get();
            heard();
            // Logged in: from now on the command loop reads, answers and writes (issue 31); this thread ends here.
            channel.configureBlocking(false);
            BotConnection c = new BotConnection(loop, channel, in.unread(), this, grant != null);
            wire = c;
            handedOver = true;
            c.start();
        } catch (IOException | InterruptedException gone) {
            // the client left, broke the connection, or the server stops: the same as the end of the stream
        } finally {
            if (!handedOver) {
                releaseSlot();
                close();
                server.ended(this);
            }
        }
    }

    @Override
    public Answer answer(BotLine line) {
        return switch (line.kind()) {
            case TOO_LONG -> LINE_TOO_LONG;
            case LOG -> { // a runner's line for the team's log: no answer
                logForRunner(line.text());
                yield NO_ANSWER;
            }
            case COMMAND -> answer(team, line);
        };
    }

    /** No answer at all (a runner's log line): nothing written, not even a frame. */
    private static final Answer NO_ANSWER = new Answer(List.of(), false, null);

    /**
     * The arena's own commands ({@code CONTEST}, {@code PRACTICE}), those the game says save to the store, and any while
     * the contest's clock ends a turn: a slow store or a long turn's end then keeps only this connection waiting, not the
     * command loop's others.
     */
    @Override
    public boolean mayWait(BotLine line) {
        if (line.kind() != BotLine.Kind.COMMAND) return false;
        if (line.arena() != null) return true;
        TeamConnection c = connection;
        return c != null && c.mayWait(line);
    }

    /**
     * A part of an answer as written. To a runner, framed (issue 30): a line {@code #n} before its n lines, {@code #n+}
     * when another part of the same answer follows, so the runner knows where each answer ends without knowing the game.
     */
    @Override
    public List<String> framed(List<String> lines, boolean more) {
        if (grant == null || lines.isEmpty()) return lines;
        List<String> framed = new java.util.ArrayList<>(lines.size() + 1);
        framed.add("#" + lines.size() + (more ? "+" : ""));
        framed.addAll(lines);
        return framed;
    }

    @Override
    public void ended() {
        releaseSlot();
        server.ended(this);
    }

    @Override
    public void endedBefore() {
        TeamConnection c = connection;
        if (c != null) c.giveBackTurns();
    }

    /** A line a runner's bot wrote to stderr: the team's log of each of its matches being played, as for a bot run inside. */
    private void logForRunner(String text) {
        TeamConnection c = connection;
        if (c == null) return;
        for (arena.game.BotView.MatchRef m : c.myMatches()) {
            if (!m.finished() && m.mySeat() >= 0) c.appendTeamLog(m.id(), text);
        }
    }

    /** Whether this is a runner's connection whose grant no longer holds (the watchdog then closes it). */
    boolean runnerGrantLost(RunnerLogins runners) {
        RunnerLogins.Grant g = grant;
        return g != null && !runners.holds(g);
    }

    @Override
    public void heard() {
        lastHeardNanos = System.nanoTime();
    }

    /**
     * Whether the connection has been silent for longer than {@code idleNanos} while the server owed it nothing (a
     * connection is idle only while the server waits for it, never while it waits for the server's second answer).
     * False until it has logged in: the greeting has its own deadline.
     */
    boolean idleSince(long now, long idleNanos) {
        BotConnection w = wire;
        return w != null && !w.busy() && now - lastHeardNanos > idleNanos;
    }

    @Override
    public void delivered() {
        TeamConnection c = connection;
        if (c != null) c.delivered();
    }

    /**
     * The connection is gone: its slot goes back, and so do the turns it was handed and did not answer (RULINGS 7); a
     * wait for a later answer ends (issue 38: never by interrupting its thread).
     */
    private void releaseSlot() {
        TeamConnection c = connection;
        if (c != null) {
            c.hangUp();
            c.giveBackTurns();
        }
        BotSlots.Slot s = slot;
        if (s != null) s.release();
    }

    static final int SEND_BUFFER_BYTES = 64 * 1024;

    /** How long a new connection has to send its team's name and password (issue 27). */
    static final long GREETING_MILLIS = 10_000;

    /**
     * The greeting, on one of the places for connections not logged in yet ({@link PreLogins}, per address and in all),
     * within {@link #GREETING_MILLIS} for the name and the password together, however slowly their bytes come.
     */
    private Optional<LoginThrottle.Account> greet(LineReader in) throws IOException, InterruptedException {
        String address = address();
        PreLogins.Refusal refused = server.preLogins().enter(address);
        if (refused != null) {
            out.write(ArenaError.BAD_LOGIN.saying(refused.words).lines());
            return Optional.empty();
        }
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(GREETING_MILLIS);
        in.beforeEachRead(() -> {
            long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
            if (left <= 0) throw new SocketTimeoutException("the greeting's time is up");
            socket.setSoTimeout((int) left);
        });
        try {
            return greetWithin(in, address);
        } catch (SocketTimeoutException late) {
            out.write(ArenaError.BAD_LOGIN.saying("no name and password within " + GREETING_MILLIS / 1000 + " s").lines());
            return Optional.empty();
        } finally {
            in.beforeEachRead(null);
            server.preLogins().leave(address);
        }
    }

    @SuppressWarnings("ReferenceEquality") // TOO_LONG is a sentinel: compared by identity on purpose
    private Optional<LoginThrottle.Account> greetWithin(LineReader in, String address) throws IOException, InterruptedException {
        out.write(List.of("LOGIN"));
        String login = in.next();
        if (login == null) return Optional.empty();
        out.write(List.of("PASS"));
        String password = in.next();
        if (password == null) return Optional.empty();
        boolean runnerLike = login != LineReader.TOO_LONG && password != LineReader.TOO_LONG && password.startsWith(RUNNER_PASS);
        if (runnerLike) {
            Optional<RunnerLogins.Grant> granted = runnerGrant(login.strip(), password.substring(RUNNER_PASS.length()).strip());
            if (granted.isPresent()) return greetRunner(granted.get());
            // no runner's grant: a team whose own password begins so still logs in with it
        }
        LoginThrottle.Verdict verdict = login == LineReader.TOO_LONG || password == LineReader.TOO_LONG
                ? new LoginThrottle.Verdict(Optional.empty(), 0, false) : logins.team(login.strip(), password, address);
        if (verdict.who().isEmpty()) {
            out.write(ArenaError.BAD_LOGIN.saying(verdict.reason() + (runnerLike ? " (as a runner: its token is unknown or revoked, or the bot of "
                    + login.strip() + " in that contest is not given to it)" : "")).lines());
            return Optional.empty();
        }
        LoginThrottle.Account account = verdict.who().get();
        contests.bots().awaitRecovered();
        try {
            slot = contests.bots().openSlot(account.id());
            Optional<String> selected = contests.bots().defaultContest(account.id());
            if (selected.isPresent()) connection = contests.bots().select(account.id(), account.name(), selected.get(), slot);
        } catch (BotSlots.TooManyConnections e) {
            out.write(ArenaError.TOO_MANY_CONNECTIONS.saying(e.getMessage()).lines());
            return Optional.empty();
        } catch (Refused raced) {
            // the contest changed between the look and the selection: the bot selects one itself
        }
        out.write(List.of("OK"));
        return Optional.of(account);
    }

    /** How a runner's password line starts: {@code RUNNER <token> <contest>} (issue 30). */
    static final String RUNNER_PASS = "RUNNER ";

    /** A runner's grant for a team's bot in a contest ({@code <token> <contest>}): its token valid, that bot given to it. */
    private Optional<RunnerLogins.Grant> runnerGrant(String teamName, String rest) {
        String[] words = rest.split("\\s+");
        return words.length == 2 ? server.runners().grant(words[0], teamName, words[1]) : Optional.empty();
    }

    /**
     * A runner let in with its grant: selected into that contest at once with the time factor of the bot's language, as a
     * bot run inside the arena is.
     */
    private Optional<LoginThrottle.Account> greetRunner(RunnerLogins.Grant g) throws IOException, InterruptedException {
        contests.bots().awaitRecovered();
        try {
            slot = contests.bots().openSlot(g.teamId());
            TeamConnection c = contests.bots().select(g.teamId(), g.team(), g.contest(), slot);
            c.scaleTimeLimits(g.timeFactor());
            connection = c;
        } catch (BotSlots.TooManyConnections e) {
            out.write(ArenaError.TOO_MANY_CONNECTIONS.saying(e.getMessage()).lines());
            return Optional.empty();
        } catch (Refused e) {
            out.write(ArenaError.BAD_LOGIN.saying(e.getMessage()).lines());
            return Optional.empty();
        }
        out.write(List.of("OK"));
        grant = g;
        return Optional.of(new LoginThrottle.Account(g.teamId(), g.team()));
    }

    private String address() {
        return socket.getRemoteSocketAddress() instanceof InetSocketAddress a ? a.getAddress().getHostAddress() : String.valueOf(socket.getRemoteSocketAddress());
    }

    /**
     * A command line: the bot port's own {@code CONTEST} (the one arena command that needs the socket's slot), else the
     * selected contest's connection answers it (the game's commands, and {@code PRACTICE}).
     */
    private Answer answer(LoginThrottle.Account team, BotLine line) {
        if (line.arena() == ArenaCommand.CONTEST) {
            if (grant != null) return Codes.invalidArguments("a runner's bot plays only the contest it was given: " + grant.contest());
            return switch (ArenaCommand.TABLE.parse(line.command())) {
                case Parsed.Refused<ArenaCommand> refused -> refused.answer();
                case Parsed.Call<ArenaCommand> call -> selectContest(team, call.words().get(0));
            };
        }
        TeamConnection c = connection;
        if (c == null) return ArenaError.NO_CONTEST.answer();
        return c.handle(line);
    }

    /** {@code CONTEST <slug>}: the slot moves, the old one given back before the new one is taken (RULINGS 7). */
    private Answer selectContest(LoginThrottle.Account team, String slug) {
        try {
            if (connection != null) connection.giveBackTurns();
            connection = contests.bots().select(team.id(), team.name(), slug, slot);
        } catch (Refused e) {
            return Codes.invalidArguments(e.getMessage());
        } catch (BotSlots.TooManyConnections e) {
            return ArenaError.TOO_MANY_CONNECTIONS.saying(e.getMessage());
        }
        return Answer.ok();
    }

    /** When the current write started (System.nanoTime), or 0 if none is under way. */
    long writingSince() {
        BotConnection c = wire;
        if (c != null) return c.writingSince();
        AnswerWriter w = out;
        return w == null ? 0 : w.writingSince();
    }

    /** Closes a connection found silent: its slot goes back first, so the bot that sees the close finds it free (RULINGS 7). */
    void closeIdle() {
        releaseSlot();
        close();
    }

    /** Closes the connection (from any thread): the command loop's, once it has one, else the greeting's socket. */
    void close() {
        BotConnection c = wire;
        if (c != null) {
            c.close();
            return;
        }
        try {
            channel.close();
        } catch (IOException ignored) {
            // closing anyway
        }
    }
}
