package arena.sandbox;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The cgroup of one arena process in a hierarchy (issue 39): {@code arena-PID}, beside the groups of the host's other
 * work, holding the arena's own JVM ({@link #ARENA_LEAF}, where the cpu controller is had) and the parent of its
 * boxes. Named by the process, so two arenas on one host never share their boxes' weight or memory; removed when the
 * process exits (a shutdown hook), and those of arenas gone without one (killed) removed by the next arena to start.
 */
final class ProcessGroup {

    private static final Logger log = LoggerFactory.getLogger(ProcessGroup.class);

    static final String PREFIX = "arena-";
    /** The leaf the arena's own process is moved into, beside its boxes' parent. */
    static final String ARENA_LEAF = "arena";
    /** The shared parent of the layout before issue 39, whose groups of boxes of arenas gone are still removed. */
    static final String LEGACY_PARENT = "arena-sandbox";

    private static final Pattern GROUP = Pattern.compile(Pattern.quote(PREFIX) + "(\\d+)");
    private static final Pattern LEGACY_BOX = Pattern.compile("box-(\\d+)-\\d+");

    /** What the exit hook does, in order: the arena's process moved out of its groups, then the groups removed. */
    private static final Set<Path> moveOutTo = new LinkedHashSet<>();
    private static final Set<Path> toRemove = new LinkedHashSet<>();
    private static final Set<Path> joined = new LinkedHashSet<>();
    private static boolean hooked;

    private ProcessGroup() {}

    static String name() {
        return PREFIX + ProcessHandle.current().pid();
    }

    /**
     * Where an arena's groups go, given its own group's path: an arena started by an arena (a test's arena process)
     * makes its groups beside its parent's, not inside the parent's leaf.
     */
    static String anchor(String ownPath) {
        String up = ownPath.replaceFirst("/" + Pattern.quote(PREFIX) + "\\d+/" + ARENA_LEAF + "$", "");
        return up.isEmpty() ? "/" : up;
    }

    /** Makes this process's group under {@code anchorDir}, once the groups of arenas gone are removed there. */
    static Path make(Path anchorDir) throws IOException {
        removeStale(anchorDir);
        Path group = Files.createDirectories(anchorDir.resolve(name()));
        synchronized (ProcessGroup.class) {
            toRemove.add(group);
            hookOnce();
        }
        return group;
    }

    /**
     * Moves this process into {@code leaf} (once), and out to {@code exitTo} at exit so the groups can go. Throws
     * when the kernel refuses (the caller says what the host needs).
     */
    static synchronized void join(Path leaf, Path exitTo) throws IOException {
        if (joined.contains(leaf)) return;
        CgroupFiles.write(leaf.resolve("cgroup.procs"), Long.toString(ProcessHandle.current().pid()));
        joined.add(leaf);
        moveOutTo.add(exitTo);
        hookOnce();
    }

    /** Whether this process is in {@code leaf} now (its pid listed there). */
    static boolean isIn(Path leaf) {
        return CgroupFiles.pidsIn(leaf.resolve("cgroup.procs")).contains(ProcessHandle.current().pid());
    }

    private static void hookOnce() {
        if (hooked) return;
        hooked = true;
        Runtime.getRuntime().addShutdownHook(new Thread(ProcessGroup::atExit, "arena-cgroups-exit"));
    }

    /** The exit hook: out of the groups, then the groups removed (what a box still holds stays for the next start). */
    static synchronized void atExit() {
        String pid = Long.toString(ProcessHandle.current().pid());
        for (Path to : moveOutTo) {
            try {
                CgroupFiles.write(to.resolve("cgroup.procs"), pid);
            } catch (IOException e) {
                log.debug("cannot move the arena out of its cgroup to {}: {}", to, e.toString());
            }
        }
        List<Path> groups = new ArrayList<>(toRemove);
        for (Path g : groups) {
            if (!CgroupFiles.removeTree(g)) log.debug("the cgroup {} stays until the next arena starts", g);
        }
    }

    /**
     * Removes the groups under {@code anchorDir} of arena processes no longer running (and in the old shared parent,
     * the boxes' groups of such processes). A group whose pid was taken by another program stays until that one ends:
     * it holds no process and weighs nothing.
     */
    static void removeStale(Path anchorDir) {
        long own = ProcessHandle.current().pid();
        try (var children = Files.list(anchorDir)) {
            for (Path c : (Iterable<Path>) children::iterator) {
                Matcher m = GROUP.matcher(c.getFileName().toString());
                if (!m.matches() || !Files.isDirectory(c)) continue;
                long pid = Long.parseLong(m.group(1));
                if (pid != own && ProcessHandle.of(pid).isEmpty() && !CgroupFiles.removeTree(c)) {
                    log.info("the cgroup {} of an arena gone still holds processes; it is tried again at the next start", c);
                }
            }
        } catch (IOException | NumberFormatException e) {
            log.debug("cannot list {}: {}", anchorDir, e.toString());
        }
        Path legacy = anchorDir.resolve(LEGACY_PARENT);
        if (!Files.isDirectory(legacy)) return;
        try (var children = Files.list(legacy)) {
            for (Path c : (Iterable<Path>) children::iterator) {
                Matcher m = LEGACY_BOX.matcher(c.getFileName().toString());
                if (m.matches() && Files.isDirectory(c) && ProcessHandle.of(Long.parseLong(m.group(1))).isEmpty()) {
                    CgroupFiles.removeDir(c);
                }
            }
        } catch (IOException | NumberFormatException e) {
            log.debug("cannot list {}: {}", legacy, e.toString());
        }
    }
}
