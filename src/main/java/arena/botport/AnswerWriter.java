package arena.botport;

import java.io.IOException;
import java.io.OutputStream;
import java.util.List;

/**
 * Writes the greeting's answers to a connection not logged in yet, blocking: each answer's lines in one write
 * ({@link AnswerBytes}). Once logged in, the connection's command loop writes its answers ({@link BotConnection}).
 * {@link #writingSince()} is read by the bot port's watchdog.
 */
final class AnswerWriter {
    private final OutputStream out;
    private final AnswerBytes bytes = new AnswerBytes();
    private volatile long writingSince;

    AnswerWriter(OutputStream out) {
        this.out = out;
    }

    /** Writes the lines, each ended by {@code \n}, and returns once the socket has taken them all. */
    void write(List<String> lines) throws IOException {
        int length = bytes.encode(lines);
        writingSince = System.nanoTime();
        try {
            out.write(bytes.array(), 0, length);
        } finally {
            writingSince = 0;
        }
    }

    /** When the current write started (System.nanoTime), or 0 if none is under way. */
    long writingSince() {
        return writingSince;
    }
}
