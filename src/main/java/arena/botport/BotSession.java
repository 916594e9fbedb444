package arena.botport;

import arena.contest.Accounts;
import arena.contest.Contests;
import arena.contest.Refused;
import arena.contest.TeamConnection;
import arena.game.Answer;
import arena.game.Codes;
import arena.game.Command;
import arena.store.db.tables.records.TeamRecord;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/** One bot connection: the greeting, contest selection, then command after command, answered in order. */
final class BotSession implements Runnable {
    static final int MAX_LINE = 4096;
    static final int TOO_MANY_CONNECTIONS = 106;

    private final Socket socket;
    private final Accounts accounts;
    private final Contests contests;
    private final BotServer server;
    private OutputStream out;
    private volatile long writingSince;
    private TeamConnection connection;

    BotSession(Socket socket, Accounts accounts, Contests contests, BotServer server) {
        this.socket = socket;
        this.accounts = accounts;
        this.contests = contests;
        this.server = server;
    }

    @Override
    public void run() {
        try (socket) {
            socket.setTcpNoDelay(true);
            socket.setSoTimeout(server.idleMillis());
            out = new BufferedOutputStream(socket.getOutputStream(), 8192);
            LineReader in = new LineReader(socket.getInputStream(), MAX_LINE);
            Optional<TeamRecord> team = greet(in);
            if (team.isEmpty()) return;
            while (true) {
                String line = in.next();
                if (line == null) return;
                if (line == LineReader.TOO_LONG) {
                    send(List.of("ERR " + Codes.INVALID_ARGUMENTS + " line too long (over " + MAX_LINE + " bytes)"));
                    continue;
                }
                Answer answer = answer(team.get(), line);
                send(answer.lines());
                if (answer.later() != null) send(answer.later().await());
                if (connection != null) connection.delivered(); // turns handed over by these lines start their time now
                if (answer == CLOSE) return;
            }
        } catch (SocketTimeoutException idle) {
            // an idle connection is closed
        } catch (IOException | InterruptedException gone) {
            // the client left or the server stops
        } finally {
            if (connection != null) connection.close();
            server.ended(this);
        }
    }

    private static final Answer CLOSE = Answer.error(TOO_MANY_CONNECTIONS, "too many connections");

    private Optional<TeamRecord> greet(LineReader in) throws IOException {
        send(List.of("LOGIN"));
        String login = in.next();
        if (login == null) return Optional.empty();
        send(List.of("PASS"));
        String password = in.next();
        if (password == null) return Optional.empty();
        Optional<TeamRecord> team = login == LineReader.TOO_LONG || password == LineReader.TOO_LONG
                ? Optional.empty() : accounts.verifyTeam(login.strip(), password);
        if (team.isEmpty()) {
            send(List.of("ERR " + Codes.BAD_LOGIN + " bad login or password"));
            return Optional.empty();
        }
        try {
            connection = contests.connect(team.get().getId(), team.get().getName(), null);
        } catch (Contests.TooManyConnections e) {
            send(List.of("ERR " + TOO_MANY_CONNECTIONS + " " + e.getMessage()));
            return Optional.empty();
        }
        send(List.of("OK"));
        return team;
    }

    private Answer answer(TeamRecord team, String line) {
        Command command = Command.parse(line);
        if (command.name().equals("CONTEST")) {
            if (command.argCount() != 1) return Codes.invalidArguments("CONTEST takes a contest's slug");
            TeamConnection previous = connection;
            try {
                connection = contests.connect(team.getId(), team.getName(), command.args().get(0));
            } catch (Refused e) {
                return Codes.invalidArguments(e.getMessage());
            } catch (Contests.TooManyConnections e) {
                return Answer.error(TOO_MANY_CONNECTIONS, e.getMessage());
            }
            if (previous != null) previous.close();
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
