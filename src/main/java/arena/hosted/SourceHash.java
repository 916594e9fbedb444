package arena.hosted;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;

/**
 * The content hash of a bot's sources: SHA-256 over the language's id and each file's path and text, in path order.
 * The same sources give the same hash whichever order they came in: builds are cached by it, and a runner elsewhere
 * (issue 30) checks what it built against it.
 */
public final class SourceHash {
    private SourceHash() {}

    public static String of(String language, Map<String, String> files) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(language.getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            for (Map.Entry<String, String> e : new TreeMap<>(files).entrySet()) {
                sha.update(e.getKey().getBytes(StandardCharsets.UTF_8));
                sha.update((byte) 0);
                sha.update(e.getValue().getBytes(StandardCharsets.UTF_8));
                sha.update((byte) 0);
            }
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this JVM has no SHA-256", e);
        }
    }
}
