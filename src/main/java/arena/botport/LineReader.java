package arena.botport;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads lines ending with {@code \n} (a {@code \r} before it is dropped) of at most {@code maxBytes}
 * bytes. A longer line is reported once as {@link #TOO_LONG} and the rest of it is discarded, so a
 * client cannot make the server hold an unbounded line.
 */
final class LineReader {
    static final String TOO_LONG = new String("<line too long>");

    /** Runs before each blocking read: sets the read's timeout, or throws when a deadline has passed. */
    @FunctionalInterface
    interface BeforeRead {
        void beforeRead() throws IOException;
    }

    private static final BeforeRead NOTHING = () -> {};

    private final InputStream in;
    private final int maxBytes;
    private final byte[] buffer = new byte[8192];
    private final byte[] line;
    private int pos;
    private int limit;
    private BeforeRead beforeRead = NOTHING;

    LineReader(InputStream in, int maxBytes) {
        this.in = in;
        this.maxBytes = maxBytes;
        this.line = new byte[maxBytes + 1];
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
        int length = 0;
        boolean tooLong = false;
        while (true) {
            if (pos == limit) {
                beforeRead.beforeRead();
                limit = in.read(buffer);
                pos = 0;
                if (limit <= 0) {
                    limit = 0;
                    if (tooLong) return TOO_LONG;
                    return length == 0 ? null : decode(length);
                }
            }
            byte b = buffer[pos++];
            if (b == '\n') {
                if (tooLong) return TOO_LONG;
                return decode(length);
            }
            if (tooLong) continue;
            if (length == maxBytes + 1 || (length == maxBytes && b != '\r')) {
                tooLong = true;
                continue;
            }
            line[length++] = b;
        }
    }

    private String decode(int length) {
        if (length > 0 && line[length - 1] == '\r') length--;
        if (length > maxBytes) return TOO_LONG;
        return new String(line, 0, length, StandardCharsets.UTF_8);
    }
}
