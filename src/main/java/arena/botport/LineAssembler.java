package arena.botport;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * Cuts bytes into lines ending with {@code \n} (a {@code \r} before it is dropped) of at most {@code maxBytes} bytes,
 * whatever pieces the bytes come in: a line may start in one read and end in the next. A longer line is reported once as
 * {@link #TOO_LONG} and the rest of it is discarded, so a client cannot make the server hold an unbounded line. Used by
 * the greeting's blocking reads ({@link LineReader}) and by the command loop's non-blocking ones ({@link BotConnection}).
 */
final class LineAssembler {
    static final String TOO_LONG = new String("<line too long>");

    private final int maxBytes;
    private final byte[] line;
    private int length;
    private boolean tooLong;

    LineAssembler(int maxBytes) {
        this.maxBytes = maxBytes;
        this.line = new byte[maxBytes + 1];
    }

    /** The next whole line from {@code bytes} (consumed up to its end), or null once they are all consumed without one. */
    String take(ByteBuffer bytes) {
        while (bytes.hasRemaining()) {
            byte b = bytes.get();
            if (b == '\n') return finish();
            if (tooLong) continue;
            if (length == maxBytes + 1 || (length == maxBytes && b != '\r')) {
                tooLong = true;
                continue;
            }
            line[length++] = b;
        }
        return null;
    }

    /** The stream ended: the unfinished last line, if any bytes of it came, else null. */
    String end() {
        if (tooLong) return finish();
        return length == 0 ? null : finish();
    }

    private String finish() {
        int n = length;
        boolean over = tooLong;
        length = 0;
        tooLong = false;
        if (over) return TOO_LONG;
        if (n > 0 && line[n - 1] == '\r') n--;
        if (n > maxBytes) return TOO_LONG;
        return new String(line, 0, n, StandardCharsets.UTF_8);
    }
}
