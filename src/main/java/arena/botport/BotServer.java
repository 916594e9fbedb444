package arena.botport;

import arena.contest.Contests;
import arena.contest.LoginThrottle;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The bot port: one virtual thread per connection, so a slow or stalled client costs only its own thread.
 * A client that stops reading for longer than the write timeout is disconnected, and so is one silent for the idle limit
 * (both found by the watchdog, once a second).
 */
public final class BotServer implements AutoCloseable {
    private final LoginThrottle logins;
    private final Contests contests;
    private final ServerSocket serverSocket;
    private final long writeTimeoutNanos;
    private final long idleNanos;
    private final Set<BotSession> sessions = ConcurrentHashMap.newKeySet();
    private final PreLogins preLogins = new PreLogins(PreLogins.PER_ADDRESS);
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
        this.serverSocket = new ServerSocket();
        serverSocket.setReuseAddress(true);
        serverSocket.bind(new InetSocketAddress(port), 512);
    }

    @SuppressWarnings("FutureReturnValueIgnored") // closeStalled reads timestamps and closes sockets (BotSession.close swallows its IOException): it does not throw
    public void start() {
        Thread.ofPlatform().name("botport-accept").daemon().start(new AcceptLoop(serverSocket::accept, this::serve, () -> closed));
        watchdog.scheduleWithFixedDelay(this::closeStalled, 1, 1, TimeUnit.SECONDS);
    }

    public int port() {
        return serverSocket.getLocalPort();
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

    /** A connection accepted: its session, on a virtual thread of its own. */
    private void serve(Socket socket) {
        BotSession session = new BotSession(socket, logins, contests, this);
        sessions.add(session);
        Thread.ofVirtual().name("bot-" + socket.getPort()).start(session);
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

    void ended(BotSession session) {
        sessions.remove(session);
    }

    @Override
    public void close() {
        closed = true;
        watchdog.shutdownNow();
        try {
            serverSocket.close();
        } catch (IOException ignored) {
            // closing anyway
        }
        sessions.forEach(BotSession::close);
    }
}
