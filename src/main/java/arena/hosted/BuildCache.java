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
 * {@code <language>-<hash>.digest} holds the SHA-256 of the build folder as it was made: a kept build whose folder no
 * longer has it is made again, so a build runs only as its sources made it (issue 30).
 */
public final class BuildCache {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(BuildCache.class);
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
            Path digest = root.resolve(key + ".digest");
            try {
                if (Files.exists(ok)) {
                    // issue 30: a build runs only as it was made from its sources; one changed since is made again
                    if (Files.exists(digest) && Files.readString(digest).equals(digestOf(dir))) {
                        return new Built(true, Files.readString(ok), hash, dir);
                    }
                    LOG.warn("the build {} is not what its sources made (changed or damaged on this disk): built again", key);
                    Files.delete(ok);
                }
                if (Files.exists(failed)) return new Built(false, Files.readString(failed), hash, dir);
                Files.createDirectories(root);
                deleteTree(dir);
                Files.createDirectories(dir);
                BuildResult result = sandbox.build(language, files, dir);
                String log = result.log() == null ? "" : result.log();
                if (result.ok()) Files.writeString(digest, digestOf(dir), StandardCharsets.UTF_8);
                Files.writeString(result.ok() ? ok : failed, log, StandardCharsets.UTF_8);
                return new Built(result.ok(), log, hash, dir);
            } catch (IOException e) {
                throw new UncheckedIOException("the build folder " + dir + " cannot be written", e);
            }
        }
    }

    /** SHA-256 over the build folder: each file's path (in order) and bytes, each link's path and target. */
    static String digestOf(Path dir) throws IOException {
        java.security.MessageDigest sha;
        try {
            sha = java.security.MessageDigest.getInstance("SHA-256");
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("no SHA-256 in this JVM", e);
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted().toList()) {
                String rel = dir.relativize(p).toString();
                if (Files.isSymbolicLink(p)) {
                    sha.update(("L " + rel + " -> " + Files.readSymbolicLink(p) + "\n").getBytes(StandardCharsets.UTF_8));
                } else if (Files.isRegularFile(p)) {
                    sha.update(("F " + rel + " " + Files.size(p) + "\n").getBytes(StandardCharsets.UTF_8));
                    sha.update(Files.readAllBytes(p));
                } else {
                    sha.update(("D " + rel + "\n").getBytes(StandardCharsets.UTF_8));
                }
            }
        }
        return java.util.HexFormat.of().formatHex(sha.digest());
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }
}
