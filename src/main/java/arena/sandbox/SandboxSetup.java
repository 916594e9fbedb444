package arena.sandbox;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What a {@link BubblewrapSandbox} is made of on the host, found and written once when it is made: the programs it runs,
 * the seccomp filter and the build scripts in its folder, and the host's toolchain folders every box sees read-only.
 * Apart from the sandbox, which starts, watches and ends the boxes (issue 45: the two were one file of 488 lines).
 */
final class SandboxSetup {
    private static final Logger log = LoggerFactory.getLogger(SandboxSetup.class);

    private SandboxSetup() {}

    /** The folders of the host a box sees, read-only (the toolchains); /bin, /lib... follow the host's layout. */
    static final List<String> SYSTEM_DIRS = List.of("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32");
    /** What of /etc a toolchain needs: the dynamic linker's cache, the alternatives (java, c++), the JDK's conf. */
    static final List<String> ETC_ENTRIES = List.of("alternatives", "ld.so.cache", "ld.so.conf", "ld.so.conf.d",
            "localtime", "java-*");

    /** The file the wrapper hands bwrap the seccomp filter from (the boxes never see the work folder). */
    static final String SECCOMP_FILE = "seccomp.bpf";

    /**
     * Writes the seccomp filter of this machine's architecture; returns why it cannot be had, or null. Without a
     * filter no box runs (issue 41: no fallback to the namespaces alone).
     */
    static String writeFilter(Path file) {
        var arch = SeccompFilter.Arch.running();
        if (arch.isEmpty()) {
            return "no seccomp filter for this machine's architecture (" + System.getProperty("os.arch")
                    + "): the sandbox has system call tables for x86_64 and aarch64 only";
        }
        try {
            Path tmp = file.resolveSibling(file.getFileName() + ".new");
            Files.write(tmp, SeccompFilter.program(arch.get()));
            Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            return null;
        } catch (IOException | RuntimeException e) {
            return "cannot write the seccomp filter " + file + ": " + e.getMessage();
        }
    }

    /** Where the arena's build scripts are written, in the work folder, and where every box sees them (read-only). */
    static final String TOOLS_DIR = "tools";
    static final String TOOLS_MOUNT = "/arena";
    /** The arena's scripts the languages' build steps may run (issue 39: a build says ready only for what can start). */
    static final List<String> TOOLS = List.of("main-file.sh", "python-check.sh", "js-check.sh", "java-main.sh");

    /** Writes the build scripts from the resources, readable by every box's uid; returns why it cannot, or null. */
    static String writeTools(Path dir) {
        try {
            Files.createDirectories(dir);
            Files.setPosixFilePermissions(dir, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
            for (String name : TOOLS) {
                try (InputStream in = SandboxSetup.class.getClassLoader().getResourceAsStream("sandbox/tools/" + name)) {
                    if (in == null) return "the build script sandbox/tools/" + name + " is missing from the arena's resources";
                    Path file = dir.resolve(name);
                    Files.write(file, in.readAllBytes());
                    Files.setPosixFilePermissions(file, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
                }
            }
            return null;
        } catch (IOException | RuntimeException e) {
            return "cannot write the build scripts into " + dir + ": " + e.getMessage();
        }
    }

    /** The program of this name in the system's folders, or null where it is not installed. */
    static String tool(String name) {
        for (String dir : List.of("/usr/bin", "/bin", "/usr/sbin", "/sbin", "/usr/local/bin")) {
            Path p = Path.of(dir, name);
            if (Files.isExecutable(p)) return p.toString();
        }
        return null;
    }

    /** The bwrap arguments that show the host's toolchains read-only: links stay links, folders are bound. */
    static List<String> systemMounts() {
        List<String> a = new ArrayList<>();
        for (String d : SYSTEM_DIRS) {
            Path p = Path.of(d);
            if (Files.isSymbolicLink(p)) {
                try {
                    a.addAll(List.of("--symlink", Files.readSymbolicLink(p).toString(), d));
                } catch (IOException e) {
                    log.warn("cannot read the link {}: {}", d, e.toString());
                }
            } else if (Files.isDirectory(p)) {
                a.addAll(List.of("--ro-bind", d, d));
            }
        }
        for (String entry : ETC_ENTRIES) {
            List<Path> matches = new ArrayList<>();
            if (entry.endsWith("*")) {
                String prefix = entry.substring(0, entry.length() - 1);
                try (Stream<Path> s = Files.list(Path.of("/etc"))) {
                    s.filter(p -> p.getFileName().toString().startsWith(prefix)).sorted().forEach(matches::add);
                } catch (IOException e) {
                    log.warn("cannot list /etc: {}", e.toString());
                }
            } else if (Files.exists(Path.of("/etc", entry), LinkOption.NOFOLLOW_LINKS)) {
                matches.add(Path.of("/etc", entry));
            }
            for (Path m : matches) a.addAll(List.of("--ro-bind", m.toString(), m.toString()));
        }
        return a;
    }
}
