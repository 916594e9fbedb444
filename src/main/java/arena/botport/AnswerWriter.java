package arena.botport;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Writes a connection's answers: all the lines of one answer encoded into one buffer and handed to the socket in one
 * write, so an answer costs one system call however many lines it has (issue 31: a buffered stream encoded each line
 * into a new array first). Used by one thread at a time (the greeting's, then the
 * command loop's, see {@link BotSession}); {@link #writingSince()} is read by the bot port's watchdog.
 */
final class AnswerWriter {
    /** A buffer grown past this for one large answer is not kept for the next ones. */
    private static final int KEPT_BYTES = 64 * 1024;

    private final OutputStream out;
    private byte[] buffer = new byte[4096];
    /**
     * Up to this many bytes, an answer goes to the socket from a direct buffer of the writer's own: a heap buffer would be
     * copied into a temporary direct one by the channel anyway, and fetched from a per-thread cache each write (issue 31).
     */
    private static final int DIRECT_BYTES = 4096;
    private ByteBuffer direct;
    private volatile long writingSince;

    AnswerWriter(OutputStream out) {
        this.out = out;
    }

    /** Writes the lines, each ended by {@code \n}, and returns once the socket has taken them all (the greeting's writes). */
    void write(List<String> lines) throws IOException {
        int length = length(lines);
        writingSince = System.nanoTime();
        try {
            out.write(buffer, 0, length);
        } finally {
            writingSince = 0;
            if (buffer.length > KEPT_BYTES) buffer = new byte[4096];
        }
    }

    /**
     * The lines' bytes, each ended by {@code \n}, for a write that does not block ({@link BotConnection}): a view of this
     * writer's buffer, valid until the next call.
     */
    ByteBuffer encode(List<String> lines) {
        if (buffer.length > KEPT_BYTES) buffer = new byte[4096];
        int length = length(lines); // first: it may grow the buffer
        if (length > DIRECT_BYTES) return ByteBuffer.wrap(buffer, 0, length);
        if (direct == null) direct = ByteBuffer.allocateDirect(DIRECT_BYTES);
        return direct.clear().put(buffer, 0, length).flip();
    }


    private int length(List<String> lines) {
        int length = 0;
        for (String line : lines) length = put(line, length);
        return length;
    }

    /** When the current write started (System.nanoTime), or 0 if none is under way. */
    long writingSince() {
        return writingSince;
    }

    /** Puts one line and its {@code \n} at {@code at}; ASCII (every answer of the games) byte for byte, else UTF-8. */
    private int put(String line, int at) {
        int n = line.length();
        ensure(at + n + 1);
        for (int i = 0; i < n; i++) {
            char c = line.charAt(i);
            if (c >= 0x80) return putUtf8(line, at);
            buffer[at + i] = (byte) c;
        }
        buffer[at + n] = '\n';
        return at + n + 1;
    }

    private int putUtf8(String line, int at) {
        byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
        ensure(at + bytes.length + 1);
        System.arraycopy(bytes, 0, buffer, at, bytes.length);
        buffer[at + bytes.length] = '\n';
        return at + bytes.length + 1;
    }

    private void ensure(int size) {
        if (size > buffer.length) buffer = java.util.Arrays.copyOf(buffer, Math.max(size, buffer.length * 2));
    }
}
