package arena.support;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** A bot as a test drives it: one socket, lines in and out. */
public final class BotClient implements AutoCloseable {
    private final Socket socket;
    private final BufferedReader in;
    private final OutputStream out;
    private final Set<String> errorsHeard;

    public BotClient(int port) throws IOException {
        this(port, ConcurrentHashMap.newKeySet());
    }

    /** A bot that adds every {@code ERR} line it reads to {@code errorsHeard} (shared by the bots of one arena). */
    public BotClient(int port, Set<String> errorsHeard) throws IOException {
        this.errorsHeard = errorsHeard;
        socket = new Socket("localhost", port);
        socket.setSoTimeout(10_000);
        in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
        out = socket.getOutputStream();
    }

    /** Goes through the greeting and expects {@code OK}. */
    public void login(String team, String password) throws IOException {
        String answer = greet(team, password);
        if (!answer.equals("OK")) throw new AssertionError("login answered " + answer);
    }

    /** Goes through the greeting and returns the server's last line. */
    public String greet(String team, String password) throws IOException {
        expectLine("LOGIN");
        send(team);
        expectLine("PASS");
        send(password);
        return line();
    }

    public void send(String line) throws IOException {
        out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    public void sendRaw(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
    }

    /** The next line, or null if the server closed the connection. */
    public String line() throws IOException {
        String line = in.readLine();
        if (line != null && line.startsWith("ERR ")) errorsHeard.add(line);
        return line;
    }

    /** Sends a command and returns its first answer line. */
    public String command(String line) throws IOException {
        send(line);
        return line();
    }

    /** Sends a command whose answer is OK, a count, and that many lines; returns the counted lines. */
    public List<String> counted(String line) throws IOException {
        String ok = command(line);
        if (!ok.equals("OK")) throw new AssertionError(line + " answered " + ok);
        int n = Integer.parseInt(line());
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < n; i++) lines.add(line());
        return lines;
    }

    public void expectLine(String expected) throws IOException {
        String l = line();
        if (!expected.equals(l)) throw new AssertionError("expected " + expected + " but got " + l);
    }

    public boolean closedByServer() {
        try {
            return in.readLine() == null;
        } catch (IOException e) {
            return true;
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }

    /** Closes with a reset (RST), as a bot killed at once. */
    public void reset() throws IOException {
        socket.setSoLinger(true, 0);
        socket.close();
    }
}
