package arena.sandbox;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Reading and writing the kernel's cgroup files, what {@link CgroupsV1} and {@link CgroupsV2} share. */
final class CgroupFiles {

    private static final Logger log = LoggerFactory.getLogger(CgroupFiles.class);

    private CgroupFiles() {}

    /** This process's group in each hierarchy: controller list ("memory", "cpu,cpuacct"; "" for v2) to path. */
    static Map<String, String> ownPaths() {
        Map<String, String> out = new LinkedHashMap<>();
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/cgroup"))) {
                String[] f = line.split(":", 3);
                if (f.length == 3) out.put(f[1], f[2]);
            }
        } catch (IOException e) {
            log.info("cannot read /proc/self/cgroup: {}", e.toString());
        }
        return out;
    }

    record Mount(Path mountPoint, String root, String type, List<String> options) {}

    static List<Mount> mounts() {
        List<Mount> out = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/mountinfo"))) {
                int dash = line.indexOf(" - ");
                if (dash < 0) continue;
                String[] pre = line.substring(0, dash).split(" ");
                String[] post = line.substring(dash + 3).split(" ");
                if (pre.length < 5 || post.length < 3) continue;
                if (!post[0].equals("cgroup") && !post[0].equals("cgroup2")) continue;
                out.add(new Mount(Path.of(unescape(pre[4])), unescape(pre[3]), post[0], List.of(post[2].split(","))));
            }
        } catch (IOException e) {
            log.info("cannot read /proc/self/mountinfo: {}", e.toString());
        }
        return out;
    }

    private static String unescape(String s) {
        return s.replace("\\040", " ").replace("\\011", "\t").replace("\\012", "\n").replace("\\134", "\\");
    }

    /** The folder of group {@code path} in a mount whose root is {@code mount.root()}. */
    static Optional<Path> folder(Mount mount, String path) {
        String root = mount.root().equals("/") ? "" : mount.root();
        if (!path.startsWith(root)) return Optional.empty(); // our group is outside what this mount shows
        String rel = path.substring(root.length()).replaceFirst("^/+", "");
        return Optional.of(rel.isEmpty() ? mount.mountPoint() : mount.mountPoint().resolve(rel));
    }

    /** A control file's text, or "" if it cannot be read (its group gone meanwhile): read as {@link ProcFiles} says why. */
    static String read(Path file) {
        String text = ProcFiles.readString(file.toString());
        return text == null ? "" : text;
    }

    /** The number after {@code key} in a "key value" lines file (memory.events, pids.events, cpu.stat). */
    static long field(Path file, String key) {
        for (String line : read(file).split("\n")) {
            String[] kv = line.strip().split("\\s+");
            if (kv.length == 2 && kv[0].equals(key)) {
                try {
                    return Long.parseLong(kv[1]);
                } catch (NumberFormatException e) {
                    return -1;
                }
            }
        }
        return -1;
    }

    static List<Long> pidsIn(Path procs) {
        List<Long> out = new ArrayList<>();
        for (String line : read(procs).split("\n")) {
            if (!line.isBlank()) out.add(Long.parseLong(line.strip()));
        }
        return out;
    }

    /** Whether a peak usage (a number of bytes as a control file holds it) came within a tenth of {@code limit}. */
    static boolean nearLimit(String peak, long limit) {
        try {
            return Long.parseLong(peak.strip()) * 10 >= limit * 9;
        } catch (NumberFormatException e) {
            return true; // unreadable: the box's own limit, as before there was a limit of all boxes
        }
    }

    static void write(Path file, String value) throws IOException {
        Files.writeString(file, value);
    }

    /** Sets the memory limit of all boxes together (a file of their parent group); -1 if it cannot (logged). */
    static long limitAll(Path file, long mb) {
        try {
            write(file, Long.toString(mb * 1024 * 1024));
            return mb;
        } catch (IOException e) {
            log.warn("cannot limit the memory of all boxes together to {} MB at {}: {}", mb, file, e.toString());
            return -1;
        }
    }

    /**
     * Removes a cgroup folder (rmdir: its control files go with it). It fails while a killed process of the group is
     * a zombie not yet reaped by the host's init (it still counts as a member), so the caller tries again later
     * ({@link BoxWatch}).
     */
    static boolean removeDir(Path d) {
        if (d == null || !Files.exists(d)) return true;
        try {
            Files.delete(d);
            return true;
        } catch (IOException e) {
            log.debug("cannot remove the cgroup {} yet: {}", d, e.toString());
            return false;
        }
    }

    /** Removes a cgroup folder and the groups below it, deepest first; false if one (with a process still in it) stays. */
    static boolean removeTree(Path top) {
        if (top == null || !Files.isDirectory(top)) return true;
        List<Path> dirs;
        try (Stream<Path> s = Files.walk(top)) {
            dirs = s.filter(Files::isDirectory).sorted(Comparator.comparingInt(Path::getNameCount).reversed()).toList();
        } catch (IOException | java.io.UncheckedIOException e) {
            log.debug("cannot list the cgroup {}: {}", top, e.toString());
            return false;
        }
        boolean all = true;
        for (Path d : dirs) all &= removeDir(d);
        return all;
    }
}
