package arena.support;

import java.io.File;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import java.util.zip.Deflater;

/**
 * Class data sharing for the arenas the tests start in processes of their own ({@link ServerProcess}: the kill loops
 * alone start some 50; the runners of arena.functional.RunnerFixture), as {@code src/scripts/run.sh} does for the packaged arena (issue 45: a server's start was 4.5 to
 * 7 s of the suite's time, most of it loading and verifying classes). The JVM archives classes from jars only, so the
 * class folders of the test class path (test classes, then the arena's) are packed into jars in the same order, and a
 * training run ({@code arena.Main training-run}) writes the archive of what a start loads. Jars and archive are kept in
 * {@code target/server-class-data} and made again only when a class folder changed, under a file lock (two test JVMs
 * may share the folder). The servers run the same classes in the same order as before; only where they load them
 * from differs. When the archive cannot be made, the servers start as before, and the reason is printed.
 */
public final class ServerClassData {
    /** What a server process starts with: its class path and the JVM options that read the archive. */
    public record Launch(String classPath, List<String> jvmOptions) {}

    private static final String FOLDER = "server-class-data";
    private static final long TRAINING_LIMIT_SECONDS = 180;
    private static Launch prepared;

    private ServerClassData() {}

    /** The launch for the test JVM's own class path: with the archive when it could be made, else the class path as is. */
    public static synchronized Launch forTestClassPath() {
        if (prepared == null) prepared = prepare(System.getProperty("java.class.path"));
        return prepared;
    }

    private static Launch prepare(String classPath) {
        List<String> entries = List.of(classPath.split(File.pathSeparator));
        List<Path> folders = entries.stream().map(Path::of).filter(Files::isDirectory).toList();
        if (folders.isEmpty()) return new Launch(classPath, List.of());
        Path home = folders.get(0).toAbsolutePath().getParent().resolve(FOLDER);
        try {
            Files.createDirectories(home);
            try (FileChannel channel = FileChannel.open(home.resolve("lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                 FileLock held = channel.lock()) {
                List<String> packed = new ArrayList<>();
                boolean repacked = false;
                for (String entry : entries) {
                    Path p = Path.of(entry);
                    if (!Files.isDirectory(p)) {
                        packed.add(entry);
                        continue;
                    }
                    Path jar = home.resolve("folder-" + packed.size() + "-" + p.getFileName() + ".jar");
                    repacked |= packIfChanged(p, jar);
                    packed.add(jar.toString());
                }
                String packedPath = String.join(File.pathSeparator, packed);
                Path archive = home.resolve("arena.jsa"), archivedPath = home.resolve("arena.jsa.classpath");
                // an archive holds for the class path it was made with (the libraries' jars too: a changed pom.xml)
                if (repacked || !Files.exists(archivedPath) || !Files.readString(archivedPath).equals(packedPath)) Files.deleteIfExists(archive);
                if (!Files.exists(archive)) {
                    train(packedPath, archive, home);
                    Files.writeString(archivedPath, packedPath);
                }
                List<String> options = List.of("-XX:SharedArchiveFile=" + archive, "-Xlog:cds*=off");
                check(packedPath, options);
                return new Launch(packedPath, options);
            }
        } catch (IOException | RuntimeException e) {
            System.err.println("ServerClassData: the test servers start without a class-data archive: " + e);
            return new Launch(classPath, List.of());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            System.err.println("ServerClassData: interrupted; the test servers start without a class-data archive");
            return new Launch(classPath, List.of());
        }
    }

    /** Packs a class folder into a jar unless the jar already holds what the folder holds; true if it packed. */
    private static boolean packIfChanged(Path folder, Path jar) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(folder)) {
            files = walk.filter(p -> !p.equals(folder)).sorted().toList();
        }
        String fingerprint = fingerprint(folder, files);
        Path stamp = jar.resolveSibling(jar.getFileName() + ".fingerprint");
        if (Files.exists(jar) && Files.exists(stamp) && Files.readString(stamp).equals(fingerprint)) return false;
        Path partial = jar.resolveSibling(jar.getFileName() + ".partial");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(partial))) {
            out.setLevel(Deflater.NO_COMPRESSION); // read at every start, written once: no time spent on compression
            for (Path file : files) { // folders too, as a built jar has them (a resource may be a folder)
                String name = folder.relativize(file).toString().replace(File.separatorChar, '/');
                boolean isFolder = Files.isDirectory(file);
                out.putNextEntry(new JarEntry(isFolder ? name + "/" : name));
                if (!isFolder) Files.copy(file, out);
                out.closeEntry();
            }
        }
        Files.move(partial, jar, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        Files.writeString(stamp, fingerprint);
        return true;
    }

    /** Each file's (and folder's) name, size and time of change: what a build changes. */
    private static String fingerprint(Path folder, List<Path> files) throws IOException {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (Path file : files) {
                BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
                digest.update((folder.relativize(file) + " " + a.size() + " " + a.lastModifiedTime().toMillis() + "\n").getBytes(StandardCharsets.UTF_8));
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }

    /** The training run of run.sh: an arena started in a scratch folder, its main pages fetched, stopped; archived at exit. */
    private static void train(String classPath, Path archive, Path home) throws IOException, InterruptedException {
        Path scratch = Files.createTempDirectory("arena-training-run");
        Path partial = home.resolve("arena.jsa.partial");
        Path log = home.resolve("training-run.log");
        Process p = new ProcessBuilder(java(), "-XX:ArchiveClassesAtExit=" + partial, "-cp", classPath, "arena.Main", "training-run", scratch.toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!p.waitFor(TRAINING_LIMIT_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor();
            throw new IOException("the training run took over " + TRAINING_LIMIT_SECONDS + " s; its log: " + log);
        }
        if (p.exitValue() != 0 || !Files.exists(partial)) throw new IOException("the training run ended with " + p.exitValue() + " and no archive; its log: " + log);
        Files.move(partial, archive, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        try (Stream<Path> walk = Files.walk(scratch)) {
            for (Path left : walk.sorted(java.util.Comparator.reverseOrder()).toList()) Files.delete(left);
        }
    }

    /** The archive is read with this class path ({@code -Xshare:on} refuses to start otherwise), or the reason. */
    private static void check(String classPath, List<String> options) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(java(), "-Xshare:on"));
        cmd.addAll(options.stream().filter(o -> !o.startsWith("-Xlog")).toList());
        cmd.addAll(List.of("-cp", classPath, "-version"));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        byte[] said;
        try (var in = p.getInputStream()) {
            said = in.readAllBytes();
        }
        if (p.waitFor() != 0) throw new IOException("the archive cannot be used: " + new String(said, StandardCharsets.UTF_8).strip());
    }

    private static String java() {
        return ProcessHandle.current().info().command().orElse("java");
    }
}
