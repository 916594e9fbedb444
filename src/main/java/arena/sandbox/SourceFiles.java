package arena.sandbox;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;

/** A bot's source files: their paths checked, their hash, and their writing into a build folder. */
final class SourceFiles {

    private SourceFiles() {}

    /**
     * The path of a source file inside the build folder, checked: relative, plain names, no "..", no hidden
     * tricks. Callers check uploads before this (clear 4xx); this is the last guard before the disk.
     */
    static Path resolve(Path buildDir, String relative) {
        if (relative == null || relative.isEmpty() || relative.startsWith("/") || relative.contains("\\")
                || relative.contains("\0")) {
            throw new IllegalArgumentException("not a relative path: \"" + relative + "\"");
        }
        for (String part : relative.split("/", -1)) {
            if (part.isEmpty() || part.equals(".") || part.equals("..")) {
                throw new IllegalArgumentException("the path \"" + relative + "\" leaves or skips its folder");
            }
        }
        Path p = buildDir.resolve(relative).normalize();
        if (!p.startsWith(buildDir.normalize()) || p.equals(buildDir.normalize())) {
            throw new IllegalArgumentException("the path \"" + relative + "\" leaves the build folder");
        }
        return p;
    }

    /**
     * SHA-256 (hex) over the files sorted by path: each path, a NUL, the content's length, a NUL, the content, so
     * no two different sets of files can give the same bytes. The same sources give the same hash wherever they are.
     */
    static String hash(Map<String, String> files) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            for (Map.Entry<String, String> f : new TreeMap<>(files).entrySet()) {
                byte[] content = f.getValue().getBytes(StandardCharsets.UTF_8);
                md.update(f.getKey().getBytes(StandardCharsets.UTF_8));
                md.update((byte) 0);
                md.update(Integer.toString(content.length).getBytes(StandardCharsets.US_ASCII));
                md.update((byte) 0);
                md.update(content);
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }

    /** Writes the files into {@code buildDir} (created, or emptied of an earlier build first). */
    static void write(Path buildDir, Map<String, String> files) {
        for (String path : files.keySet()) resolve(buildDir, path); // every path checked before anything is written
        for (String path : files.keySet()) {
            for (int slash = path.indexOf('/'); slash > 0; slash = path.indexOf('/', slash + 1)) {
                if (files.containsKey(path.substring(0, slash))) {
                    throw new IllegalArgumentException("the file " + path.substring(0, slash) + " is also a folder of " + path);
                }
            }
        }
        try {
            if (Files.exists(buildDir, LinkOption.NOFOLLOW_LINKS)) deleteTree(buildDir);
            Files.createDirectories(buildDir);
            for (Map.Entry<String, String> f : files.entrySet()) {
                Path p = resolve(buildDir, f.getKey());
                Files.createDirectories(p.getParent());
                Files.writeString(p, f.getValue(), StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the sources into " + buildDir, e);
        }
    }

    /** Deletes a folder and everything in it, following no link (a build may have left links to anywhere). */
    static void deleteTree(Path dir) throws IOException {
        if (Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
            try (var children = Files.list(dir)) {
                for (Path c : (Iterable<Path>) children::iterator) deleteTree(c);
            }
        }
        Files.deleteIfExists(dir);
    }
}
