package arena.hosted;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Lines from a hosted bot's output, each at most {@code max} bytes (a longer one is cut there and the rest of it
 * skipped), so a bot that writes without a newline costs the arena no more memory than one line. A {@code \r}
 * before the newline is dropped, as the bot port drops it.
 */
final class BoundedLines {
    /** What {@link #next} answers for a line that was too long (compared by identity). */
    static final String TOO_LONG = new String("<too long>");

    private final InputStream in;
    private final int max;
    private final byte[] buf = new byte[8192];
    private int pos;
    private int end;
    private long bytes;

    BoundedLines(InputStream in, int max) {
        this.in = in;
        this.max = max;
    }

    /**
     * What {@link #next} answers while it skips the rest of a line that was too long, after each buffer of it (compared
     * by identity): the caller may count the bytes ({@link #bytes}) of a line that never ends.
     */
    static final String SKIPPING = new String("<skipping>");

    private boolean skipping;

    /**
     * The next line; {@link #TOO_LONG} once a line passes {@code max} bytes (its rest is then skipped, {@link #SKIPPING}
     * after each buffer of it); or null at the end of the stream.
     */
    String next() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        while (true) {
            if (pos == end) {
                if (skipping && line.size() == 0 && bytes > 0 && skippedSinceAnswer) {
                    skippedSinceAnswer = false;
                    return SKIPPING;
                }
                end = in.read(buf);
                pos = 0;
                if (end <= 0) {
                    end = 0;
                    if (line.size() == 0) return null;
                    break;
                }
                bytes += end;
            }
            byte b = buf[pos++];
            if (skipping) {
                skippedSinceAnswer = true;
                if (b == '\n') skipping = false;
                continue;
            }
            if (b == '\n') break;
            if (line.size() < max) {
                line.write(b);
            } else {
                skipping = true;
                return TOO_LONG;
            }
        }
        byte[] l = line.toByteArray();
        int n = l.length > 0 && l[l.length - 1] == '\r' ? l.length - 1 : l.length;
        return new String(l, 0, n, StandardCharsets.UTF_8);
    }

    private boolean skippedSinceAnswer;

    /** Bytes read from the stream so far. */
    long bytes() {
        return bytes;
    }
}
