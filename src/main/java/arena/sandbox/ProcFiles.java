package arena.sandbox;

import java.io.FileInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * Small kernel files (/proc's, a cgroup's) read whole in one or two system calls into a byte array, parsed without a
 * regular expression or a split. Why not {@code Files.readString}: the arena reads thousands a second while hosted rounds
 * play (every process's {@code status} at each box's end, a starting program's threads every few milliseconds), and a
 * profile of a 20-bot LOCM round found a third of the arena's own CPU in those reads, most of it in NIO's channel, its
 * temporary direct buffers and their cleaners, in the regular expression of {@code String.matches} and in splits
 * (issue 46). Kernel files report a size of 0, so they are read until the end into a buffer that grows.
 */
final class ProcFiles {
    private ProcFiles() {}

    /** The file's bytes, or null if it cannot be read (gone, or not ours to read). */
    static byte[] read(String path) {
        try (FileInputStream in = new FileInputStream(path)) {
            byte[] buf = new byte[1024];
            int n = 0;
            while (true) {
                int r = in.read(buf, n, buf.length - n);
                if (r < 0) break;
                n += r;
                if (n == buf.length) buf = java.util.Arrays.copyOf(buf, buf.length * 2);
            }
            return java.util.Arrays.copyOf(buf, n);
        } catch (IOException | SecurityException e) {
            return null;
        }
    }

    /** The file as text (ASCII, as the kernel writes them), or null if it cannot be read. */
    static String readString(String path) {
        byte[] b = read(path);
        return b == null ? null : new String(b, StandardCharsets.ISO_8859_1);
    }

    /** Whether a name is all digits (a process's folder in /proc). */
    static boolean digits(String name) {
        if (name.isEmpty()) return false;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c < '0' || c > '9') return false;
        }
        return true;
    }

    /** The index just after {@code key} in {@code text} from {@code from}, or -1. */
    static int after(byte[] text, String key, int from) {
        outer:
        for (int i = from; i <= text.length - key.length(); i++) {
            for (int k = 0; k < key.length(); k++) if (text[i + k] != key.charAt(k)) continue outer;
            return i + key.length();
        }
        return -1;
    }

    /** The decimal number starting at {@code at} after any spaces or tabs, or -1 if there is none. */
    static long number(byte[] text, int at) {
        if (at < 0) return -1;
        int i = at;
        while (i < text.length && (text[i] == ' ' || text[i] == '\t')) i++;
        long v = 0;
        int start = i;
        while (i < text.length && text[i] >= '0' && text[i] <= '9') v = v * 10 + (text[i++] - '0');
        return i == start ? -1 : v;
    }
}
