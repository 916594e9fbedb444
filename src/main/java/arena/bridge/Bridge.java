package arena.bridge;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.NoRouteToHostException;
import java.net.Socket;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs an unchanged CodinGame LOCM bot (a program reading stdin, writing stdout, logging to stderr) in the arena:
 * one fresh process per match, for every match of the team, until the contest ends.
 *
 * <pre>
 * java -jar arena.jar bridge --host H --port P --login L --password W [--contest SLUG] [--parallel N | --programs N] [--logs DIR] -- COMMAND [ARGS...]
 * </pre>
 *
 * Before it connects, the bridge starts the command once as a check ("cannot start the bot: ..." and exit code 2 if
 * it cannot run). Each of the {@code N} connections asks {@code NEXT}, hands the turn's input lines to the match's
 * process, and sends the process's next stdout line with {@code ANSWER}, preceded by the stderr lines the bot wrote
 * before it ({@code LOG}, so the team's log of the match keeps each line with its turn; with {@code --logs}, also
 * {@code DIR/match-<id>.log}). When the arena goes away, each connection reconnects with a growing wait (about 1 s, 2 s,
 * 4 s, 8 s, then 10 s, each drawn from half of it to half again as much, so that a lab's bridges do not all come back at
 * once), logs in again and goes on with the matches in progress (a restarted arena resumes them). A login or contest
 * refused with "try again" or a wait (a lab logging in at once from one address, a wait after wrong passwords, a restart;
 * issue 38) is tried again so too, at the first connection as later, never less than the wait the arena names; any other
 * refusal (a wrong password) ends the bridge with the arena's reason. Each bot
 * runs in its own process group, ended when its match is over (its stdin closed first, so that it may say goodbye on
 * stderr), and on SIGTERM, SIGINT or any exit of the bridge.
 * Knows nothing of the server but its bot protocol.
 */
public final class Bridge {
    /** Where the password is read from when {@code --password} is not given (the team page's commands set it). */
    static final String PASSWORD_VARIABLE = "ARENA_PASSWORD";
    static final String USAGE = "usage: java -jar bridge.jar (or: java -jar arena.jar bridge) --host H --port P --login L [--password W] "
            + "[--contest SLUG] [--parallel N | --programs N] [--logs DIR] -- COMMAND [ARGS...]\n"
            + "without --password, the password is read from the environment variable " + PASSWORD_VARIABLE;

    /**
     * @param programs at most this many match programs at once, the team's other matches held in the arena with their
     *                 time not running ({@code --programs}); 0: a program for every match whose turn comes
     */
    record Options(String host, int port, String login, String password, String contest, int parallel, int programs, Path logs,
                   List<String> command) {
        String where() {
            return host + ":" + port;
        }
    }

    /** A problem the bridge cannot get past: its message is printed, and the bridge exits with the code. */
    static final class Fatal extends Exception {
        final int code;

        Fatal(String message, int code) {
            super(message, null, false, false);
            this.code = code;
        }
    }

    /** The arena cannot be reached at all (refused, unknown host, no route). */
    static final class Unreachable extends IOException {
        Unreachable(String message) {
            super(message);
        }
    }

    /**
     * The arena refused the login or the contest: not a lost connection (no {@code IOException}), so it is never
     * retried; the bridge ends with the reason (issue 28: a wrong password was retried forever).
     */
    static final class Refused extends Exception {
        Refused(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * The arena refused the login or the contest for now and said to come back: worth another try after a wait, never the
     * end of the bridge (issue 38: 3 of 8 bridges started together from one address exited on {@code ERR 1 too many
     * connections from your address are logging in, try again in a second}).
     */
    static final class TryAgain extends IOException {
        /** The wait the arena named ({@code try again in 8 s}), or 0. */
        final long askedMillis;

        TryAgain(String answer) {
            super("the arena says try again (" + answer + ")");
            java.util.regex.Matcher asked = ASKED_WAIT.matcher(answer);
            askedMillis = asked.find() ? Long.parseLong(asked.group(1)) * 1000 : 0;
        }

        private static final java.util.regex.Pattern ASKED_WAIT = java.util.regex.Pattern.compile("in (\\d{1,6}) ?s\\b");

        /**
         * A refusal that says to try again or to wait, or that the team's connections are all taken (the arena may not
         * have noticed yet that an old one is gone: RULINGS 7, a silent one holds its slot until the idle limit).
         */
        static boolean says(String answer) {
            String lower = answer.toLowerCase(java.util.Locale.ROOT);
            return answer.startsWith("ERR 106") || lower.contains("try again") || lower.contains("wait");
        }
    }

    /** The arena answered a line the bridge cannot read: the connection is dropped and made again, the worker goes on. */
    static final class Malformed extends IOException {
        Malformed(String message) {
            super(message);
        }
    }

    static final long FIRST_RETRY_MILLIS = 1000;
    /** At most this (before jitter) between tries: a resumed round waits {@code resumeGraceMillis}, 30 s, for its bots. */
    static final long MAX_RETRY_MILLIS = 10_000;
    /** How long the bridge waits past the limit before it says the bot did not answer (the arena decides the time). */
    static final long GRACE_MILLIS = MatchLoop.GRACE_MILLIS;
    static final long CHECK_MILLIS = 500;

    private final Options options;
    private final PrintStream out;
    /** The bot's programs, the next one started ahead of its match. */
    private final BridgePrograms programs;
    /** The matches' processes and the turns: the same loop a hosted LOCM bot plays through. */
    private final MatchLoop loop;
    private volatile boolean stopped;
    /** Why the arena refused a connection's new login (a password changed meanwhile, ...): every connection ends. */
    private volatile String refused;

    Bridge(Options options, PrintStream out) {
        this.options = options;
        this.out = out;
        this.programs = new BridgePrograms(options.command(), options.programs());
        this.loop = new MatchLoop("bridge", programs, programs::stopped, out, options.logs());
    }

    public static void main(String[] args) {
        // System.err here is no log that bypasses the logger: the bridge is a command-line program run by a student,
        // and what it prints there (bad options, a refused login, the end of the contest) is its user interface
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the bridge until the contest ends; returns the exit code (0: the contest ended; 1: the arena; 2: the bot or the options). */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        Options o;
        try {
            o = parse(args);
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            err.println(USAGE);
            return 2;
        }
        Bridge bridge = new Bridge(o, out);
        // SIGTERM and SIGINT run the shutdown hooks: no bot process outlives the bridge
        Thread hook = new Thread(bridge::shutdown, "bridge-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            return bridge.play();
        } catch (Fatal e) {
            err.println("bridge: " + e.getMessage());
            return e.code;
        } catch (IOException e) {
            err.println("bridge: " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        } finally {
            bridge.stopAll();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running already
            }
        }
    }

    static Options parse(String[] args) {
        return parse(args, System.getenv(PASSWORD_VARIABLE));
    }

    /** The options; {@code passwordFromEnvironment} (may be null) stands in for a missing {@code --password}. */
    @SuppressWarnings("IncrementInForLoopAndHeader") // an option with a value takes the next argument too
    static Options parse(String[] args, String passwordFromEnvironment) {
        String host = "localhost", login = null, password = null, contest = null;
        int port = 7071, parallel = 0, programs = 0;
        Path logs = null;
        int i = 0;
        for (; i < args.length && !args[i].equals("--"); i++) {
            String a = args[i];
            String v = i + 1 < args.length ? args[i + 1] : null;
            if (v == null || v.equals("--")) throw new IllegalArgumentException(a + " needs a value");
            i++;
            switch (a) {
                case "--host" -> host = v;
                case "--port" -> port = number(a, v, 1, 65535);
                case "--login" -> login = v;
                case "--password" -> password = v;
                case "--contest" -> contest = v;
                case "--parallel" -> parallel = number(a, v, 1, 64);
                case "--programs" -> programs = number(a, v, 1, 64);
                case "--logs" -> logs = Path.of(v);
                default -> throw new IllegalArgumentException("unknown option " + a);
            }
        }
        if (login == null) throw new IllegalArgumentException("--login is needed: your team's name");
        if (password == null) password = passwordFromEnvironment;
        if (password == null || password.isEmpty()) {
            throw new IllegalArgumentException("no password: set the environment variable " + PASSWORD_VARIABLE + " (or give --password)");
        }
        if (i >= args.length - 1) throw new IllegalArgumentException("give the bot's command after --");
        // paced, the matches are reserved and held by one loop on one connection, as a hosted bot's are
        if (programs > 0 && parallel > 1) {
            throw new IllegalArgumentException("--programs plays its matches over one connection: leave out --parallel (or give --parallel 1)");
        }
        if (parallel == 0) parallel = programs > 0 ? 1 : 2;
        return new Options(host, port, login, password, contest, parallel, programs, logs, List.of(args).subList(i + 1, args.length));
    }

    private static int number(String option, String v, int min, int max) {
        try {
            int n = Integer.parseInt(v);
            if (n < min || n > max) throw new NumberFormatException();
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " takes a number from " + min + " to " + max + ", not " + v);
        }
    }

    int play() throws IOException, InterruptedException, Fatal {
        if (options.logs() != null) Files.createDirectories(options.logs());
        String problem = BotProcess.check(options.command(), CHECK_MILLIS);
        if (problem != null) throw new Fatal(problem, 2);
        programs.startAhead(); // while the connections log in
        List<Connection> connections = new ArrayList<>();
        try {
            for (int i = 0; i < options.parallel(); i++) connections.add(firstConnection(i));
        } catch (Fatal | InterruptedException | RuntimeException e) {
            connections.forEach(Connection::close);
            throw e;
        }
        out.println("bridge: " + options.login() + " connected to " + options.where() + " with " + connections.size()
                + " connection(s); running " + String.join(" ", options.command()));
        List<Thread> workers = new ArrayList<>();
        for (int i = 0; i < connections.size(); i++) {
            int index = i;
            Connection first = connections.get(i);
            Thread worker = new Thread(() -> serve(index, first), "bridge-" + i); // no Thread.ofPlatform: the bridge runs on Java 17
            worker.start();
            workers.add(worker);
        }
        for (Thread t : workers) t.join();
        stopAll();
        if (refused != null) throw new Fatal(refused, 1);
        if (!loop.ended()) throw new Fatal("stopped before the contest ended (" + loop.turns() + " turns answered)", 1);
        out.println("bridge: the contest is over (" + loop.turns() + " turns answered)");
        return 0;
    }

    /** One connection's life: serve turns; when the arena goes away, reconnect (with back-off) and go on. */
    private void serve(int index, Connection c) {
        try {
            while (!loop.ended() && !stopped && refused == null) {
                try {
                    loop.work(c);
                } catch (IOException | RuntimeException lost) {
                    // a lost connection, a line it could not read, or its own bug: this connection is made again, the worker goes on
                    c.close();
                    if (loop.ended() || stopped || refused != null) return;
                    c = reconnect(index, lost instanceof IOException ? lost.getMessage() : "unexpected " + lost);
                    if (c == null) return;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            if (c != null) c.close(); // null: reconnect gave up
        }
    }

    /**
     * A connection's first login: a refusal that says to try again is tried again with back-off; the arena out of reach,
     * an answer that is not the bot port's, or a refusal for good end the bridge at once with the reason (a mistyped
     * host, port or password is named, not retried).
     */
    private Connection firstConnection(int index) throws Fatal, InterruptedException {
        String which = options.parallel() > 1 ? "connection " + (index + 1) + " of " + options.parallel() : "connection";
        for (int attempt = 0; ; attempt++) {
            try {
                return Connection.open(options);
            } catch (TryAgain e) {
                long wait = backOff(attempt, e.askedMillis);
                out.println("bridge: " + which + ": " + e.getMessage() + ": retrying in " + seconds(wait));
                Thread.sleep(wait);
                if (stopped) throw new Fatal("stopped before logging in", 1);
            } catch (IOException | Refused e) {
                throw new Fatal((options.parallel() > 1 ? which + ": " : "") + e.getMessage(), 1);
            }
        }
    }

    private Connection reconnect(int index, String why) throws InterruptedException {
        String name = "connection " + (index + 1);
        long wait = backOff(0, 0);
        out.println("bridge: " + name + ": " + why + "; reconnecting in " + seconds(wait));
        for (int attempt = 1; !loop.ended() && !stopped && refused == null; attempt++) {
            Thread.sleep(wait);
            if (loop.ended() || stopped || refused != null) return null;
            try {
                Connection c = Connection.open(options);
                out.println("bridge: " + name + " is back: logged in again as " + options.login());
                return c;
            } catch (Refused e) {
                out.println("bridge: " + name + ": " + e.getMessage() + "; not trying again");
                refused = e.getMessage();
                return null;
            } catch (IOException e) {
                wait = backOff(attempt, e instanceof TryAgain t ? t.askedMillis : 0);
                out.println("bridge: " + name + ": " + e.getMessage() + (e instanceof TryAgain ? ": retrying in " : "; retrying in ") + seconds(wait));
            }
        }
        return null;
    }

    /**
     * The wait before try {@code attempt} (0 the first): 1 s doubled each time up to {@link #MAX_RETRY_MILLIS}, drawn
     * from half of it to half again as much so that bridges started together (a lab behind one address) spread out;
     * never less than what the arena asked for.
     */
    static long backOff(int attempt, long askedMillis) {
        java.util.concurrent.ThreadLocalRandom random = java.util.concurrent.ThreadLocalRandom.current();
        long growing = Math.min(FIRST_RETRY_MILLIS << Math.min(attempt, 10), MAX_RETRY_MILLIS);
        long jittered = (long) (growing * (0.5 + random.nextDouble()));
        return Math.max(jittered, (long) (askedMillis * (1 + 0.2 * random.nextDouble())));
    }

    private static String seconds(long millis) {
        return String.format(java.util.Locale.ROOT, "%.1f s", millis / 1000.0);
    }

    /** SIGTERM, SIGINT: end every bot's process group before the bridge goes. */
    private void shutdown() {
        if (loop.ended()) return;
        stopped = true;
        loop.stop();
        int n = programs.running(); // the programs handed to matches, one just started and not yet kept by the loop too
        if (n > 0) out.println("bridge: stopping: ending " + n + " bot process" + (n == 1 ? "" : "es"));
        stopAll();
    }

    private void stopAll() {
        programs.close();
        loop.stopAll();
    }

    /** One connection to the bot port, logged in, contest selected. */
    static final class Connection implements MatchLoop.Link {
        private final Socket socket;
        private final BufferedReader in;
        private final Writer outw;

        private Connection(Socket socket) throws IOException {
            this.socket = socket;
            socket.setTcpNoDelay(true);
            in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            outw = new BufferedWriter(new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8));
        }

        static Connection open(Options o) throws IOException, Refused {
            Socket socket = new Socket();
            try {
                socket.connect(new InetSocketAddress(o.host(), o.port()), 10_000);
            } catch (ConnectException | UnknownHostException | NoRouteToHostException | java.net.SocketTimeoutException e) {
                socket.close();
                throw new Unreachable("cannot reach " + o.where() + " (" + e.getMessage() + ")");
            }
            Connection c = new Connection(socket);
            try {
                String greeting = c.line();
                // refused before the greeting: too many connections from this address are logging in
                if (TryAgain.says(greeting)) throw new TryAgain(greeting);
                if (!greeting.equals("LOGIN")) throw new IOException("expected LOGIN from the arena, got " + greeting);
                c.send(o.login());
                c.expect("PASS");
                String ok = c.command(o.password());
                if (!ok.equals("OK") && TryAgain.says(ok)) throw new TryAgain(ok);
                if (!ok.equals("OK")) throw new Refused("the arena at " + o.where() + " refused the login of " + o.login() + ": " + ok);
                if (o.contest() != null) {
                    ok = c.command("CONTEST " + o.contest());
                    if (!ok.equals("OK") && TryAgain.says(ok)) throw new TryAgain(ok);
                    if (!ok.equals("OK")) throw new Refused("the arena refused CONTEST " + o.contest() + ": " + ok);
                }
                return c;
            } catch (IOException e) {
                c.close();
                throw e;
            }
        }

        @Override
        public String command(String line) throws IOException {
            send(line);
            return line();
        }

        void send(String line) throws IOException {
            outw.write(line);
            outw.write('\n');
            outw.flush();
        }

        @Override
        public String line() throws IOException {
            String l = in.readLine();
            if (l == null) throw new IOException("the arena closed the connection");
            return l;
        }

        /** Sends the commands in one write, then reads their one-line answers, in order. */
        @Override
        public List<String> commands(List<String> lines) throws IOException {
            if (lines.isEmpty()) return List.of();
            for (String l : lines) {
                outw.write(l);
                outw.write('\n');
            }
            outw.flush();
            List<String> answers = new ArrayList<>(lines.size());
            for (int i = 0; i < lines.size(); i++) answers.add(line());
            return answers;
        }

        void expect(String what) throws IOException {
            String l = line();
            if (!l.equals(what)) throw new IOException("expected " + what + " from the arena, got " + l);
        }

        void close() {
            try {
                socket.close();
            } catch (IOException ignored) {
                // closing anyway
            }
        }
    }
}
