package arena.botport;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * The bytes of an answer: its lines, each ended by {@code \n}, in one buffer, so that an answer costs one write however
 * many lines it has. ASCII (every answer of the games) is copied byte for byte, anything else encoded as UTF-8.
 *
 * <p>One thread at a time. A command loop has one for all its connections (issue 31): the buffer stays in the core's
 * cache from one answer to the next, where a buffer per connection was cold by the time that connection's next command
 * came (a hundred connections' buffers do not fit the cache beside the sockets').
 */
final class AnswerBytes {
    /** A buffer grown past this for one large answer is not kept for the next ones. */
    private static final int KEPT_BYTES = 64 * 1024;

    private byte[] buffer = new byte[4096];

    /** Encodes the lines; returns their length in {@link #array()}, valid until the next call. */
    int encode(List<String> lines) {
        if (buffer.length > KEPT_BYTES) buffer = new byte[4096];
        int length = 0;
        for (String line : lines) length = put(line, length);
        return length;
    }

    /** The buffer {@link #encode} filled. */
    byte[] array() {
        return buffer;
    }

    /** The lines' bytes as a buffer over {@link #array()}, valid until the next call. */
    ByteBuffer wrapped(List<String> lines) {
        return ByteBuffer.wrap(buffer, 0, encode(lines));
    }

    /** Puts one line and its {@code \n} at {@code at}. */
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
        if (size > buffer.length) buffer = Arrays.copyOf(buffer, Math.max(size, buffer.length * 2));
    }
}
