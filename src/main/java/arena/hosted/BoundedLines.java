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

    /** The next line, {@link #TOO_LONG}, or null at the end of the stream. */
    String next() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        boolean tooLong = false;
        while (true) {
            if (pos == end) {
                end = in.read(buf);
                pos = 0;
                if (end <= 0) {
                    end = 0;
                    if (line.size() == 0 && !tooLong) return null;
                    break;
                }
                bytes += end;
            }
            byte b = buf[pos++];
            if (b == '\n') break;
            if (line.size() < max) line.write(b);
            else tooLong = true;
        }
        if (tooLong) return TOO_LONG;
        byte[] l = line.toByteArray();
        int n = l.length > 0 && l[l.length - 1] == '\r' ? l.length - 1 : l.length;
        return new String(l, 0, n, StandardCharsets.UTF_8);
    }

    /** Bytes read from the stream so far. */
    long bytes() {
        return bytes;
    }
}
