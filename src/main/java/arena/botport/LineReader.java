package arena.botport;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;

/**
 * Reads lines from a stream, blocking, with the limits of {@link LineAssembler}: the greeting's reader. What it has read
 * past the last line it gave ({@link #unread()}) goes to the command loop with the connection.
 */
final class LineReader {
    static final String TOO_LONG = LineAssembler.TOO_LONG;

    /** Runs before each blocking read: sets the read's timeout, or throws when a deadline has passed. */
    @FunctionalInterface
    interface BeforeRead {
        void beforeRead() throws IOException;
    }

    private static final BeforeRead NOTHING = () -> {};

    private final InputStream in;
    private final LineAssembler lines;
    private final ByteBuffer buffer = ByteBuffer.allocate(8192).limit(0);
    private BeforeRead beforeRead = NOTHING;

    LineReader(InputStream in, int maxBytes) {
        this.in = in;
        this.lines = new LineAssembler(maxBytes);
    }

    /**
     * Sets what runs before each read of the stream from now on (the greeting's deadline: a client that sends its name
     * a byte at a time still has only so long), or nothing with null.
     */
    void beforeEachRead(BeforeRead hook) {
        beforeRead = hook == null ? NOTHING : hook;
    }

    /** The next line, {@link #TOO_LONG}, or null at the end of the stream. */
    String next() throws IOException {
        while (true) {
            String line = lines.take(buffer);
            if (line != null) return line;
            beforeRead.beforeRead();
            int n = in.read(buffer.array());
            buffer.position(0).limit(Math.max(0, n));
            if (n <= 0) return lines.end();
        }
    }

    /** The bytes read from the stream and not yet given as a line (a bot may send its first command with its password). */
    ByteBuffer unread() {
        return buffer.slice();
    }
}
