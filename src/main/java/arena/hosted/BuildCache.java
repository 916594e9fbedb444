package arena.hosted;

import arena.sandbox.BuildResult;
import arena.sandbox.Language;
import arena.sandbox.Sandbox;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * Builds of bots' sources in the sandbox, each made once and kept by content: {@code DIR/<language>-<hash>/} holds the
 * build, and beside it {@code <language>-<hash>.ok} or {@code .failed} holds the compiler's output once the build has
 * ended. A folder without either (the arena stopped mid-build) is built again from scratch. Builds of one content wait
 * for each other; builds of different contents run side by side (their number is bounded by the callers' pools).
 */
public final class BuildCache {
    /** A build that has ended: whether it compiled, the compiler's output, the content hash and the folder to run. */
    public record Built(boolean ok, String log, String sourceHash, Path dir) {}

    private final Sandbox sandbox;
    private final Path root;
    private final Map<String, Object> locks = new ConcurrentHashMap<>();

    public BuildCache(Sandbox sandbox, Path root) {
        this.sandbox = sandbox;
        this.root = root;
    }

    /** The build of these sources: the kept one, or made now in the sandbox (blocking while the compiler runs). */
    public Built build(Language language, Map<String, String> files) {
        String hash = SourceHash.of(language.id(), files);
        String key = language.id() + "-" + hash;
        synchronized (locks.computeIfAbsent(key, k -> new Object())) {
            Path dir = root.resolve(key);
            Path ok = root.resolve(key + ".ok");
            Path failed = root.resolve(key + ".failed");
            try {
                if (Files.exists(ok)) return new Built(true, Files.readString(ok), hash, dir);
                if (Files.exists(failed)) return new Built(false, Files.readString(failed), hash, dir);
                Files.createDirectories(root);
                deleteTree(dir);
                Files.createDirectories(dir);
                BuildResult result = sandbox.build(language, files, dir);
                String log = result.log() == null ? "" : result.log();
                Files.writeString(result.ok() ? ok : failed, log, StandardCharsets.UTF_8);
                return new Built(result.ok(), log, hash, dir);
            } catch (IOException e) {
                throw new UncheckedIOException("the build folder " + dir + " cannot be written", e);
            }
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }
}
