package arena.botport;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;

/**
 * The bot port's command path used before the bots come back after a restart (issue 46): a loopback connection handed to
 * a command loop as a logged-in bot's is, its lines read, cut, answered by a {@link BotSession} and written in the loop's
 * batches, as every bot's commands are. The session is one that has logged in and selected no contest (a team enrolled
 * nowhere is in that state), so every line is answered {@code ERR 105} from memory: no team, no slot, no contest, no
 * store, nothing any bot could see. The connection is taken on a scratch listening socket of its own (loopback, a free
 * port, closed at once), not the bot port's, so it never passes the greeting, the login throttle or the count of
 * connections. Lines that name the arena's own commands ({@code CONTEST}, {@code PRACTICE}) are never sent: those are
 * the session's with a team.
 */
final class CommandPathWarmUp {
    /** Lines written at once before their answers are read: a bot that pipelines, as the loop's batches expect. */
    static final int PIPELINED = 32;
    /** Commands of the games' kinds, of several lengths (the line assembler's cuts), none of them the arena's own. */
    private static final String[] LINES = {"GET_MY_MATCHES", "WAIT", "GET_MAP 1", "GET_STATE 12345", "MOVE 123456 2 3 4", "TURN"};

    private CommandPathWarmUp() {}

    /**
     * Sends about {@code lines} lines through {@code loop} (fewer when {@code deadlineNanos}, a {@link System#nanoTime}, is
     * reached) and returns how many were answered; {@code session} makes the loop's side of the connection.
     */
    static int run(CommandLoop loop, Function<SocketChannel, BotSession> session, int lines, long deadlineNanos) throws IOException {
        try (ServerSocketChannel scratch = ServerSocketChannel.open(); Socket client = new Socket()) {
            scratch.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 1);
            client.connect(scratch.getLocalAddress(), 2000);
            SocketChannel served = scratch.accept();
            try {
                served.configureBlocking(false);
                // from here the loop owns it: closed when the client's end comes (the end of this block)
                new BotConnection(loop, served, ByteBuffer.allocate(0), session.apply(served), false).start(); // a bot's lines, unframed
            } catch (IOException | RuntimeException e) {
                served.close();
                throw e;
            }
            client.setSoTimeout(5000);
            OutputStream out = client.getOutputStream();
            InputStream in = new java.io.BufferedInputStream(client.getInputStream());
            StringBuilder batch = new StringBuilder();
            int answered = 0;
            while (answered < lines && System.nanoTime() < deadlineNanos) {
                batch.setLength(0);
                for (int i = 0; i < PIPELINED; i++) batch.append(LINES[(answered + i) % LINES.length]).append('\n');
                out.write(batch.toString().getBytes(StandardCharsets.US_ASCII));
                out.flush();
                int read = readLines(in, PIPELINED);
                answered += read;
                if (read < PIPELINED) break; // the loop closed it (the arena stops)
            }
            return answered;
        }
    }

    /** Reads {@code count} answer lines (each one line: {@code ERR 105 ...}); fewer only if the connection ends. */
    private static int readLines(InputStream in, int count) throws IOException {
        int read = 0;
        while (read < count) {
            int b = in.read();
            if (b < 0) return read;
            if (b == '\n') read++;
        }
        return read;
    }
}
