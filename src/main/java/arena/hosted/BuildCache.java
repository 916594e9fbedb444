package arena.hosted;

import arena.sandbox.BuildResult;
import arena.sandbox.Language;
import arena.sandbox.Sandbox;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.NoSuchFileException;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Builds of bots' sources in the sandbox, each made once and kept by content: {@code DIR/<language>-<hash>/} holds the
 * build, and beside it {@code <language>-<hash>.ok} or {@code .failed} holds the compiler's output once the build has
 * ended. A folder without either (the arena stopped mid-build) is built again from scratch. Builds of one content wait
 * for each other; builds of different contents run side by side (their number is bounded by the callers' pools).
 * {@code <language>-<hash>.digest} holds the SHA-256 of the build folder as it was made: a kept build whose folder no
 * longer has it is made again, so a build runs only as its sources made it (issue 30).
 *
 * <p>Disk is a budget (issue 38, {@link BuildLimits}): a build over the size of one fails (nothing of it kept); a failed
 * build keeps only its output; {@code <language>-<hash>.size} notes a build's bytes and files, and after each build the
 * kept builds beyond the budget are removed, the least recently used first (a build's {@code .ok} is touched each time
 * it is served), never one of {@code keep} (the versions chosen to play, the bots running). A removed build has no
 * {@code .ok}, so the next {@link #build} of it makes it again, as any build not kept.
 */
public final class BuildCache {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(BuildCache.class);
    /** A build that has ended: whether it compiled, the compiler's output, the content hash and the folder to run. */
    public record Built(boolean ok, String log, String sourceHash, Path dir) {}

    private final Sandbox sandbox;
    private final Path root;
    private final BuildLimits limits;
    private final Supplier<Set<String>> keep;
    private final Map<String, ReentrantLock> locks = new ConcurrentHashMap<>();
    private final ReentrantLock trimming = new ReentrantLock();

    /** Builds with the default limits, keeping no build from the budget beyond the one just made. */
    public BuildCache(Sandbox sandbox, Path root) {
        this(sandbox, root, BuildLimits.DEFAULT, Set::of);
    }

    /** {@code keep}: the keys ({@link #key}) of builds never removed for the budget; asked at each trim. */
    public BuildCache(Sandbox sandbox, Path root, BuildLimits limits, Supplier<Set<String>> keep) {
        this.sandbox = sandbox;
        this.root = root;
        this.limits = limits;
        this.keep = keep;
    }

    /**
     * The way builds are made now: a build made another way is not reused (issue 39: Java's builds before then have no
     * {@code .main-class}, and Python's and JavaScript's were never checked), and goes first for the budget.
     */
    static final String RECIPE = "b2";

    /** How a build is named in the folder, and in the set of builds to keep. */
    public static String key(String languageId, String sourceHash) {
        return languageId + "-" + RECIPE + "-" + sourceHash;
    }

    /** The keys of the builds these bots run from. */
    public static Set<String> keysOf(java.util.Collection<BotToRun> bots) {
        Set<String> keys = new java.util.HashSet<>();
        for (BotToRun b : bots) keys.add(key(b.language(), b.sourceHash()));
        return keys;
    }

    /** Whether the build of these sources is kept now (made and not removed for the budget). */
    public boolean kept(String languageId, String sourceHash) {
        return Files.exists(root.resolve(key(languageId, sourceHash) + ".ok"));
    }

    /** The build of these sources: the kept one, or made now in the sandbox (blocking while the compiler runs). */
    public Built build(Language language, Map<String, String> files) {
        String hash = SourceHash.of(language.id(), files);
        String key = key(language.id(), hash);
        Made made;
        ReentrantLock lock = locks.computeIfAbsent(key, k -> new ReentrantLock());
        lock.lock();
        try {
            made = buildLocked(language, files, hash, key);
        } finally {
            lock.unlock();
        }
        if (made.now()) trim(key); // only a build made now can have taken the builds past their budget
        return made.built();
    }

    /** A build, and whether it was made now (else it was kept). */
    private record Made(Built built, boolean now) {}

    private Made buildLocked(Language language, Map<String, String> files, String hash, String key) {
        Path dir = root.resolve(key);
        Path ok = root.resolve(key + ".ok");
        Path failed = root.resolve(key + ".failed");
        Path digest = root.resolve(key + ".digest");
        try {
            if (Files.exists(ok)) {
                // issue 30: a build runs only as it was made from its sources; one changed since is made again
                if (Files.exists(digest) && Files.readString(digest).equals(digestOf(dir))) {
                    Files.setLastModifiedTime(ok, FileTime.from(Instant.now())); // used now: the last to go for the budget
                    return new Made(new Built(true, Files.readString(ok), hash, dir), false);
                }
                LOG.warn("the build {} is not what its sources made (changed or damaged on this disk): built again", key);
                Files.delete(ok);
            }
            if (Files.exists(failed)) return new Made(new Built(false, Files.readString(failed), hash, dir), false);
            Files.createDirectories(root);
            deleteTree(dir);
            Files.createDirectories(dir);
            BuildResult result = sandbox.build(language, files, dir);
            String log = result.log() == null ? "" : result.log();
            boolean compiled = result.ok();
            if (compiled) {
                Size size = sizeOf(dir);
                String tooLarge = limits.refusal(size.bytes(), size.files());
                if (tooLarge != null) {
                    compiled = false;
                    log = log.isEmpty() ? tooLarge : log + "\n" + tooLarge;
                } else {
                    Files.writeString(digest, digestOf(dir), StandardCharsets.UTF_8);
                    Files.writeString(root.resolve(key + ".size"), size.bytes() + " " + size.files(), StandardCharsets.UTF_8);
                }
            }
            if (!compiled) deleteTree(dir); // nothing runs from a failed build: only its output is kept
            Files.writeString(compiled ? ok : failed, log, StandardCharsets.UTF_8);
            return new Made(new Built(compiled, log, hash, dir), true);
        } catch (IOException e) {
            throw new UncheckedIOException("the build folder " + dir + " cannot be written", e);
        }
    }

    /** A build folder's size: bytes of its files, and how many files (and links) it holds. */
    record Size(long bytes, int files) {}

    static Size sizeOf(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) return new Size(0, 0);
        long bytes = 0;
        int files = 0;
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                if (Files.isSymbolicLink(p)) files++;
                else if (Files.isRegularFile(p)) {
                    files++;
                    bytes += Files.size(p);
                }
            }
        }
        return new Size(bytes, files);
    }

    /** A kept build as the budget counts it: its name, its bytes on the disk, and when it was last used. */
    private record Kept(String key, Path marker, long bytes, FileTime used) {}

    /**
     * Removes kept builds, the least recently used first, until all fit in the budget; never one to keep, nor
     * {@code justMade}, nor one in use by a build or a serve at this moment. One trim at a time (another waiting for it
     * would only find the same).
     */
    void trim(String justMade) {
        if (!trimming.tryLock()) return;
        try {
            List<Kept> all = keptBuilds();
            long total = all.stream().mapToLong(Kept::bytes).sum();
            if (total <= limits.budgetBytes()) return;
            Set<String> kept = keep.get();
            for (Kept k : all.stream().sorted(Comparator.comparing(Kept::used)).toList()) {
                if (total <= limits.budgetBytes()) break;
                if (k.key().equals(justMade) || kept.contains(k.key())) continue;
                ReentrantLock lock = locks.computeIfAbsent(k.key(), x -> new ReentrantLock());
                if (!lock.tryLock()) continue; // being built or served now
                try {
                    if (!Files.exists(k.marker())) continue;
                    remove(k.key());
                    total -= k.bytes();
                } finally {
                    lock.unlock();
                }
            }
            if (total > limits.budgetBytes()) {
                LOG.warn("the kept builds take {} MB, over their budget of {} MB: what is left is chosen to play or in use", total >> 20, limits.budgetBytes() >> 20);
            }
        } catch (IOException e) {
            LOG.error("the builds in {} could not be trimmed to their budget", root, e);
        } finally {
            trimming.unlock();
        }
    }

    private List<Kept> keptBuilds() throws IOException {
        if (!Files.isDirectory(root)) return List.of();
        List<Kept> all = new ArrayList<>();
        try (Stream<Path> files = Files.list(root)) {
            for (Path marker : files.toList()) {
                String name = marker.getFileName().toString();
                String key = name.endsWith(".ok") ? name.substring(0, name.length() - 3)
                        : name.endsWith(".failed") ? name.substring(0, name.length() - 7) : null;
                if (key == null) continue;
                try {
                    all.add(new Kept(key, marker, Files.size(marker) + folderBytes(key), Files.getLastModifiedTime(marker)));
                } catch (NoSuchFileException gone) {
                    // removed meanwhile (made again, or by another trim): not counted
                }
            }
        }
        return all;
    }

    /** A build folder's bytes, as noted when it was made (noted now for a build kept from before the notes). */
    private long folderBytes(String key) throws IOException {
        Path note = root.resolve(key + ".size");
        if (Files.exists(note)) {
            try {
                return Long.parseLong(Files.readString(note).strip().split(" ")[0]);
            } catch (NumberFormatException bad) {
                LOG.warn("the size note {} is unreadable: measured again", note);
            }
        }
        Size size = sizeOf(root.resolve(key));
        Files.writeString(note, size.bytes() + " " + size.files(), StandardCharsets.UTF_8);
        return size.bytes();
    }

    private void remove(String key) throws IOException {
        LOG.info("the build {} is removed: the builds are over their disk budget, and it is not chosen to play (made again when needed)", key);
        Files.deleteIfExists(root.resolve(key + ".ok"));
        Files.deleteIfExists(root.resolve(key + ".failed"));
        deleteTree(root.resolve(key));
        Files.deleteIfExists(root.resolve(key + ".digest"));
        Files.deleteIfExists(root.resolve(key + ".size"));
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
