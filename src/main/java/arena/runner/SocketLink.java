package arena.runner;

import arena.hosted.ArenaLink;
import arena.hosted.BotToRun;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The {@link ArenaLink} of a runner on another machine (issue 30): each bot's session is a connection to the bot port
 * of the arena process that runs its contest, logged in with the runner's token for that team and contest
 * ({@code PASS RUNNER <token> <contest>}). On it the runner sends its bot's commands as {@code C <line>} and its
 * stderr as {@code L <line>} (no answer), and reads each answer framed ({@code #n} or {@code #n+} before n lines), so
 * it knows where an answer ends without knowing the game. A reader thread hands the answers to the commands in order.
 */
final class SocketLink implements ArenaLink {
    private static final Logger LOG = LoggerFactory.getLogger(SocketLink.class);
    static final int CONNECT_MILLIS = 5000;
    /**
     * Greetings under way at once: the bot port lets an address have only a few connections not yet logged in (8,
     * issue 27), and a runner's bots all come from its one address, many at a round's start.
     */
    static final int GREETINGS_AT_ONCE = 4;
    private final java.util.concurrent.Semaphore greetings = new java.util.concurrent.Semaphore(GREETINGS_AT_ONCE, true);

    private final String host;
    private final String token;
    private final Map<BotToRun.Key, Integer> ports = new ConcurrentHashMap<>();
    private final Notes notes;

    /** Where a runner's words go without a connection: the arena's API. */
    @FunctionalInterface
    interface Notes {
        void note(long teamId, String contest, String line);
    }

    SocketLink(String host, String token, Notes notes) {
        this.host = host;
        this.token = token;
        this.notes = notes;
    }

    /** The bot port a bot connects to, from the arena's beat. */
    void port(BotToRun.Key key, int port) {
        ports.put(key, port);
    }

    @Override
    public void note(long teamId, String contest, String line) {
        notes.note(teamId, contest, line);
    }

    @Override
    public Session open(long teamId, String team, String contest, double timeFactor) throws Refused {
        Integer port = ports.get(new BotToRun.Key(teamId, contest));
        if (port == null) throw new Refused("the arena named no bot port for " + team + " in " + contest);
        try {
            greetings.acquire();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Refused("the runner is stopping");
        }
        try {
            return greet(team, contest, port);
        } finally {
            greetings.release();
        }
    }

    private Session greet(String team, String contest, int port) throws Refused {
        Socket socket = new Socket();
        try {
            socket.setTcpNoDelay(true);
            socket.setKeepAlive(true);
            socket.connect(new InetSocketAddress(host, port), CONNECT_MILLIS);
            socket.setSoTimeout(CONNECT_MILLIS * 2); // the greeting only
            BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            OutputStream out = socket.getOutputStream();
            expect(in, "LOGIN");
            out.write((team + "\n").getBytes(StandardCharsets.UTF_8));
            expect(in, "PASS");
            out.write(("RUNNER " + token + " " + contest + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
            String answer = in.readLine();
            if (!"OK".equals(answer)) throw new Refused(answer == null ? "the bot port closed the connection" : answer);
            socket.setSoTimeout(0); // a WAIT may wait for a long turn
            return new Connected(socket, in, out, team + "@" + contest);
        } catch (IOException e) {
            closeQuietly(socket);
            throw new Refused("the bot port at " + host + ":" + port + " cannot be reached: " + e.getMessage());
        } catch (Refused e) {
            closeQuietly(socket);
            throw e;
        }
    }

    private static void expect(BufferedReader in, String word) throws IOException, Refused {
        String line = in.readLine();
        if (!word.equals(line)) throw new Refused("the bot port said " + line + " where " + word + " was expected");
    }

    private static void closeQuietly(Socket s) {
        try {
            s.close();
        } catch (IOException alreadyGone) {
            // nothing left to close
        }
    }

    /** One bot's connection: commands and log lines written under one lock, answers read by a thread of their own. */
    private static final class Connected implements Session {
        private final Socket socket;
        private final BufferedReader in;
        private final OutputStream out;
        private final ArrayDeque<CompletableFuture<List<String>>> waiting = new ArrayDeque<>();
        private volatile boolean closed;

        Connected(Socket socket, BufferedReader in, OutputStream out, String name) {
            this.socket = socket;
            this.in = in;
            this.out = out;
            Thread.ofVirtual().name("runner-answers-" + name).start(this::readAnswers);
        }

        @Override
        public List<String> send(String line) throws InterruptedException {
            CompletableFuture<List<String>> answer = new CompletableFuture<>();
            synchronized (this) {
                if (closed) throw new UncheckedIOException(new IOException("the connection to the bot port is closed"));
                waiting.add(answer);
                try {
                    out.write(("C " + line + "\n").getBytes(StandardCharsets.UTF_8));
                    out.flush();
                } catch (IOException e) {
                    close(); // the reader ends too, failing every answer waited for (this one's included)
                    throw new UncheckedIOException("the connection to the bot port broke", e);
                }
            }
            try {
                return answer.get();
            } catch (ExecutionException e) {
                throw new UncheckedIOException(new IOException("the connection to the bot port ended: " + e.getCause().getMessage(), e.getCause()));
            }
        }

        @Override
        public void log(String line) {
            String text = line.replace('\n', ' ').replace('\r', ' ');
            synchronized (this) {
                if (closed) return;
                try {
                    out.write(("L " + text + "\n").getBytes(StandardCharsets.UTF_8));
                    out.flush();
                } catch (IOException e) {
                    LOG.debug("a log line was lost with the connection", e);
                    close();
                }
            }
        }

        /** Reads the framed answers and completes the commands waiting for them, in order. */
        private void readAnswers() {
            IOException ended = null;
            try {
                while (true) {
                    List<String> lines = new ArrayList<>();
                    boolean more = true;
                    while (more) {
                        String head = in.readLine();
                        if (head == null) throw new IOException("the bot port closed the connection");
                        if (!head.startsWith("#")) throw new IOException("the bot port sent " + head + " where an answer's frame was expected");
                        more = head.endsWith("+");
                        int n;
                        try {
                            n = Integer.parseInt(head.substring(1, more ? head.length() - 1 : head.length()));
                        } catch (NumberFormatException e) {
                            throw new IOException("a bad frame from the bot port: " + head, e);
                        }
                        for (int i = 0; i < n; i++) {
                            String l = in.readLine();
                            if (l == null) throw new IOException("the bot port closed the connection within an answer");
                            lines.add(l);
                        }
                    }
                    CompletableFuture<List<String>> next;
                    synchronized (this) {
                        next = waiting.poll();
                    }
                    if (next == null) throw new IOException("the bot port answered a command never sent");
                    next.complete(lines);
                }
            } catch (IOException e) {
                ended = e;
            } finally {
                close();
                IOException why = ended != null ? ended : new IOException("closed");
                synchronized (this) {
                    for (CompletableFuture<List<String>> w : waiting) w.completeExceptionally(why);
                    waiting.clear();
                }
            }
        }

        @Override
        public void close() {
            closed = true;
            closeQuietly(socket);
        }
    }
}
