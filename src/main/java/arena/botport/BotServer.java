package arena.botport;

import arena.contest.Contests;
import arena.contest.accounts.LoginThrottle;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.StandardSocketOptions;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The bot port: each connection's greeting on a virtual thread of its own, then its commands on one of a few command
 * loops ({@link CommandLoop}), where a slow or stalled client holds only its own answers. A client that stops reading for longer than the write timeout is disconnected, and so is one silent for the idle limit
 * (both found by the watchdog, once a second).
 */
public final class BotServer implements AutoCloseable {
    private final LoginThrottle logins;
    private final Contests contests;
    private final ServerSocketChannel serverChannel;
    private final int port;
    private final CommandLoop[] loops;
    /** The loop the next connection goes to (the accept thread's alone). */
    private int nextLoop;
    private final long writeTimeoutNanos;
    private final long idleNanos;
    private final Set<BotSession> sessions = ConcurrentHashMap.newKeySet();
    private final PreLogins preLogins = new PreLogins();
    private final ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "botport-watchdog");
        t.setDaemon(true);
        return t;
    });
    private volatile boolean closed;
    private volatile RunnerLogins runners = RunnerLogins.NONE;

    public BotServer(LoginThrottle logins, Contests contests, int port, int idleSeconds, int writeTimeoutSeconds) throws IOException {
        this.logins = logins;
        this.contests = contests;
        this.writeTimeoutNanos = TimeUnit.SECONDS.toNanos(writeTimeoutSeconds);
        this.idleNanos = TimeUnit.SECONDS.toNanos(idleSeconds);
        this.serverChannel = ServerSocketChannel.open();
        serverChannel.setOption(StandardSocketOptions.SO_REUSEADDR, true);
        serverChannel.bind(new InetSocketAddress(port), 512);
        this.port = ((InetSocketAddress) serverChannel.getLocalAddress()).getPort();
        this.loops = new CommandLoop[COMMAND_LOOPS];
        for (int i = 0; i < loops.length; i++) loops[i] = new CommandLoop();
    }

    /**
     * How many command loops answer the logged-in connections (each connection stays on one): one a core but one, at least
     * one. A loop never waits, so it keeps its core busy while commands come; more loops than the cores the rest of the
     * arena leaves free only make the kernel share cores between them in time slices, and a command caught behind a
     * slice waits milliseconds (issue 31, 2 cores, BotPortVsRedis beside its client: one loop p99 1.5 ms, two loops p99
     * 4.4 ms at a lower rate). {@code -Darena.botport.loops=N} sets another number.
     */
    static final int COMMAND_LOOPS = Integer.getInteger("arena.botport.loops", Math.max(1, Runtime.getRuntime().availableProcessors() - 1));

    @SuppressWarnings("FutureReturnValueIgnored") // closeStalled reads timestamps and closes sockets (BotSession.close swallows its IOException): it does not throw
    public void start() {
        for (int i = 0; i < loops.length; i++) loops[i].start("botport-loop-" + i);
        Thread.ofPlatform().name("botport-accept").daemon().start(new AcceptLoop(serverChannel::accept, this::serve, () -> closed));
        watchdog.scheduleWithFixedDelay(this::closeStalled, 1, 1, TimeUnit.SECONDS);
    }

    public int port() {
        return port;
    }

    /** Lets runners on other machines connect the hosted bots the arena gave them (issue 30); none by default. */
    public void admitRunners(RunnerLogins logins) {
        runners = logins;
    }

    RunnerLogins runners() {
        return runners;
    }

    /** The connections that have not logged in yet, by address. */
    PreLogins preLogins() {
        return preLogins;
    }

    /**
     * TCP keep-alive on a bot's socket, so that a half-open connection (the bot's machine lost, no FIN ever comes) is
     * found within about a minute even while it waits for the next turn and sends nothing: probes after 30 s of
     * silence, every 10 s, given up after 3 (RULINGS 7: its slot goes back then).
     */
    void keepAlive(Socket socket) throws IOException {
        socket.setKeepAlive(true);
        try {
            socket.setOption(jdk.net.ExtendedSocketOptions.TCP_KEEPIDLE, KEEPALIVE_IDLE_SECONDS);
            socket.setOption(jdk.net.ExtendedSocketOptions.TCP_KEEPINTERVAL, 10);
            socket.setOption(jdk.net.ExtendedSocketOptions.TCP_KEEPCOUNT, 3);
        } catch (UnsupportedOperationException notOnThisSystem) {
            // the system's keep-alive timing applies
        }
    }

    static final int KEEPALIVE_IDLE_SECONDS = 30;

    public int connections() {
        return sessions.size();
    }

    /** A connection accepted: its greeting on a virtual thread of its own, its commands then on one of the command loops. */
    private void serve(SocketChannel channel) {
        CommandLoop loop = loops[nextLoop++ % loops.length];
        BotSession session = new BotSession(channel, loop, logins, contests, this);
        sessions.add(session);
        Thread.ofVirtual().name("bot-greeting").start(session);
    }

    /** Closes the connections whose client stopped reading for the write timeout, and those silent for the idle limit. */
    private void closeStalled() {
        long now = System.nanoTime();
        for (BotSession s : sessions) {
            long since = s.writingSince();
            if (since != 0 && now - since > writeTimeoutNanos) s.close();
            else if (s.idleSince(now, idleNanos)) s.closeIdle();
            else if (s.runnerGrantLost(runners)) s.closeIdle(); // revoked, or its bot handed elsewhere: it plays no more
        }
    }

    /**
     * The command path used before the bots come back after a restart (issue 46): about {@code lines} lines through each
     * command loop, answered as to a bot that selected no contest ({@link CommandPathWarmUp}); how many were answered.
     */
    public int warmUpCommandPath(int lines, long deadlineNanos) throws IOException {
        int answered = 0;
        for (CommandLoop loop : loops) {
            answered += CommandPathWarmUp.run(loop, channel -> new BotSession(channel, loop, logins, contests, this), lines, deadlineNanos);
        }
        return answered;
    }

    void ended(BotSession session) {
        sessions.remove(session);
    }

    @Override
    public void close() {
        closed = true;
        watchdog.shutdown(); // no interrupt (issue 38): a look under way ends, and no other starts
        try {
            serverChannel.close();
        } catch (IOException ignored) {
            // closing anyway
        }
        sessions.forEach(BotSession::close);
        for (CommandLoop loop : loops) loop.close();
    }
}
