package arena.bridge;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs an unchanged CodinGame LOCM bot (a program reading stdin, writing stdout, logging to stderr) in the arena:
 * one fresh process per match, for every match of the team, until the contest ends.
 *
 * <pre>
 * java -jar arena.jar bridge --host H --port P --login L --password W [--contest SLUG] [--parallel N] [--logs DIR] -- COMMAND [ARGS...]
 * </pre>
 *
 * Each of the {@code N} connections asks {@code NEXT}, hands the turn's input lines to the match's process, and
 * sends the process's next stdout line with {@code ANSWER}. The process's stderr lines go to the team's private log
 * of the match ({@code LOG}) and, with {@code --logs}, to {@code DIR/match-<id>.log}. When the arena says a match
 * is {@code OVER}, its process is stopped. Knows nothing of the server but its bot protocol.
 */
public final class Bridge {
    static final String USAGE = "usage: java -jar arena.jar bridge --host H --port P --login L --password W [--contest SLUG] "
            + "[--parallel N] [--logs DIR] -- COMMAND [ARGS...]";
    private static final int MAX_LOG_LINE = 2000;

    record Options(String host, int port, String login, String password, String contest, int parallel, Path logs, List<String> command) {}

    private final Options options;
    private final PrintStream out;
    private final Map<Long, BotProcess> processes = new ConcurrentHashMap<>();
    private final AtomicInteger turns = new AtomicInteger();
    private volatile boolean ended;

    Bridge(Options options, PrintStream out) {
        this.options = options;
        this.out = out;
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the bridge until the contest ends; returns the exit code (0: the contest ended). */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        Options o;
        try {
            o = parse(args);
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            err.println(USAGE);
            return 2;
        }
        try {
            return new Bridge(o, out).play();
        } catch (IOException e) {
            err.println("bridge: " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }

    static Options parse(String[] args) {
        String host = "localhost", login = null, password = null, contest = null;
        int port = 7071, parallel = 2;
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
                case "--logs" -> logs = Path.of(v);
                default -> throw new IllegalArgumentException("unknown option " + a);
            }
        }
        if (login == null || password == null) throw new IllegalArgumentException("--login and --password are needed");
        if (i >= args.length - 1) throw new IllegalArgumentException("give the bot's command after --");
        return new Options(host, port, login, password, contest, parallel, logs, List.of(args).subList(i + 1, args.length));
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

    int play() throws IOException, InterruptedException {
        if (options.logs() != null) Files.createDirectories(options.logs());
        List<Connection> connections = new ArrayList<>();
        try {
            for (int i = 0; i < options.parallel(); i++) connections.add(Connection.open(options));
        } catch (IOException e) {
            connections.forEach(Connection::close);
            throw e;
        }
        out.println("bridge: " + options.login() + " connected with " + connections.size() + " connection(s); running " + String.join(" ", options.command()));
        List<Thread> workers = new ArrayList<>();
        List<Exception> failures = new java.util.concurrent.CopyOnWriteArrayList<>();
        for (Connection c : connections) {
            workers.add(Thread.ofPlatform().name("bridge-" + workers.size()).start(() -> {
                try {
                    work(c);
                } catch (Exception e) {
                    if (!ended) failures.add(e);
                } finally {
                    c.close();
                }
            }));
        }
        for (Thread t : workers) t.join();
        for (BotProcess p : processes.values()) p.stop();
        if (!ended) {
            throw new IOException(failures.isEmpty() ? "the arena closed the connection" : failures.get(0).getMessage());
        }
        out.println("bridge: the contest is over (" + turns.get() + " turns answered)");
        return 0;
    }

    private void work(Connection c) throws IOException, InterruptedException {
        while (!ended) {
            String ok = c.command("NEXT");
            if (!ok.equals("OK")) throw new IOException("NEXT answered " + ok);
            String head = c.line();
            String[] t = head.split(" ");
            switch (t[0]) {
                case "END" -> ended = true;
                case "OVER" -> over(c, Long.parseLong(t[1]), head.substring(head.indexOf(' ', 5) + 1));
                case "MATCH" -> {
                    long id = Long.parseLong(t[1]);
                    int n = Integer.parseInt(t[2]);
                    long millis = Long.parseLong(t[3]);
                    List<String> input = new ArrayList<>(n);
                    for (int i = 0; i < n; i++) input.add(c.line());
                    turn(c, id, input, millis);
                }
                default -> throw new IOException("NEXT answered " + head);
            }
        }
    }

    private void turn(Connection c, long id, List<String> input, long millis) throws IOException, InterruptedException {
        BotProcess p = processes.get(id);
        if (p == null) {
            p = new BotProcess(id, options.command(), logFile(id));
            processes.put(id, p);
        }
        String answer = p.play(input, millis + 1000);
        if (answer != null) {
            c.command("ANSWER " + id + " " + answer);
            turns.incrementAndGet();
        } else {
            p.note(p.alive() ? "bridge: no answer within " + (millis + 1000) + " ms" : "bridge: the bot exited (code " + p.exitCode() + ")");
        }
        sendLogs(c, p);
    }

    private void over(Connection c, long id, String result) throws IOException {
        BotProcess p = processes.remove(id);
        if (p == null) return;
        p.stop();
        p.note("bridge: match " + id + " is over: " + result);
        sendLogs(c, p);
        p.closeLog();
        out.println("bridge: match " + id + ": " + result);
    }

    private void sendLogs(Connection c, BotProcess p) throws IOException {
        String line;
        while ((line = p.pendingLogs.poll()) != null) {
            if (line.length() > MAX_LOG_LINE) line = line.substring(0, MAX_LOG_LINE);
            c.command("LOG " + p.id + " " + line.replace('\r', ' '));
        }
    }

    private Path logFile(long id) {
        return options.logs() == null ? null : options.logs().resolve("match-" + id + ".log");
    }

    /** One connection to the bot port, logged in, contest selected. */
    static final class Connection {
        private final Socket socket;
        private final BufferedReader in;
        private final Writer outw;

        private Connection(Socket socket) throws IOException {
            this.socket = socket;
            socket.setTcpNoDelay(true);
            in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            outw = new BufferedWriter(new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8));
        }

        static Connection open(Options o) throws IOException {
            Connection c = new Connection(new Socket(o.host(), o.port()));
            try {
                c.expect("LOGIN");
                c.send(o.login());
                c.expect("PASS");
                String ok = c.command(o.password());
                if (!ok.equals("OK")) throw new IOException("login: " + ok);
                if (o.contest() != null) {
                    ok = c.command("CONTEST " + o.contest());
                    if (!ok.equals("OK")) throw new IOException("CONTEST " + o.contest() + ": " + ok);
                }
                return c;
            } catch (IOException e) {
                c.close();
                throw e;
            }
        }

        void send(String line) throws IOException {
            outw.write(line);
            outw.write('\n');
            outw.flush();
        }

        String line() throws IOException {
            String l = in.readLine();
            if (l == null) throw new IOException("the arena closed the connection");
            return l;
        }

        String command(String line) throws IOException {
            send(line);
            return line();
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

    /** The bot's process for one match: its stdin, its stdout lines, its stderr lines. */
    static final class BotProcess {
        private static final String EOF = new String("EOF");
        final long id;
        private final Process process;
        private final Writer stdin;
        private final BlockingQueue<String> stdout = new LinkedBlockingQueue<>();
        final ConcurrentLinkedQueue<String> pendingLogs = new ConcurrentLinkedQueue<>();
        private final Thread errReader;
        private final Writer file;

        BotProcess(long id, List<String> command, Path logFile) throws IOException {
            this.id = id;
            this.file = logFile == null ? null : Files.newBufferedWriter(logFile, StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            process = new ProcessBuilder(command).start();
            stdin = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
            Thread.ofPlatform().daemon().name("bot-" + id + "-out").start(() -> {
                try (BufferedReader r = process.inputReader(StandardCharsets.UTF_8)) {
                    String l;
                    while ((l = r.readLine()) != null) stdout.add(l);
                } catch (IOException ignored) {
                    // the process ended
                } finally {
                    stdout.add(EOF);
                }
            });
            errReader = Thread.ofPlatform().daemon().name("bot-" + id + "-err").start(() -> {
                try (BufferedReader r = process.errorReader(StandardCharsets.UTF_8)) {
                    String l;
                    while ((l = r.readLine()) != null) note(l);
                } catch (IOException ignored) {
                    // the process ended
                }
            });
        }

        /** Feeds a turn's input and waits for the bot's line (null if it ended or took too long). */
        String play(List<String> input, long waitMillis) throws InterruptedException {
            try {
                for (String l : input) {
                    stdin.write(l);
                    stdin.write('\n');
                }
                stdin.flush();
            } catch (IOException deadBot) {
                return null;
            }
            String line = stdout.poll(waitMillis, TimeUnit.MILLISECONDS);
            if (line == EOF) {
                stdout.add(EOF);
                return null;
            }
            return line;
        }

        synchronized void note(String line) {
            pendingLogs.add(line);
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

        boolean alive() {
            return process.isAlive();
        }

        int exitCode() {
            return process.isAlive() ? -1 : process.exitValue();
        }

        void stop() {
            process.destroy();
            try {
                if (!process.waitFor(500, TimeUnit.MILLISECONDS)) process.destroyForcibly();
                errReader.join(1000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        synchronized void closeLog() {
            if (file == null) return;
            try {
                file.close();
            } catch (IOException ignored) {
                // nothing more to write
            }
        }
    }
}
