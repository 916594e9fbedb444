package arena.sandbox;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The control groups a box's processes are put in, for what rlimits cannot do: memory of the whole tree, the
 * number of processes of the whole tree, CPU of the whole tree, and knowing afterwards which limit was reached.
 * Found once: cgroup v2 where the arena's own cgroup is delegated (the usual case on current servers), else v1 as
 * root (this machine: memory, pids, cpu and cpuacct writable), else none (then rlimits alone hold, and the self-test's
 * details say so). Each box gets its own group under the arena's own, so the arena's own limits still bound them.
 *
 * <p>Where the cpu controller can be had, all the boxes together weigh {@link #SANDBOX_CPU_SHARES} against the arena's
 * threads (each 1024, v1's default), and each box as much as any other: a bot with 60 spinning processes gets no more
 * of a core than a bot with one, and the turn clock and the bot port get the cores at once when they need them
 * (issue 26: hostile bots change no other match's timing). The share only counts when the cores are contended: on an
 * idle machine the boxes use all of it.
 */
abstract class Cgroups {

    private static final Logger log = LoggerFactory.getLogger(Cgroups.class);

    /** The folder, under the arena's own group, that holds the boxes' groups. */
    static final String PARENT = "arena-sandbox";
    /** The weight of all the boxes together (v1 {@code cpu.shares}; v2's {@code cpu.weight} is a tenth of it, about). */
    static final long SANDBOX_CPU_SHARES = 256;

    /** One box's groups. Every method is safe to call after the box's processes are gone. */
    interface Box {
        /** The cgroup.procs files a process writes its pid into to join the box's groups. */
        List<Path> procsFiles();

        /** Whether the OOM killer killed a process of the box: its own limit, or that of all boxes together. */
        boolean memoryLimitReached();

        /**
         * Whether the box's own memory limit was what the OOM killer acted on: its peak usage (v1
         * memory.max_usage_in_bytes, v2 memory.peak) came to the limit; an OOM kill of a box that stayed well below
         * its own limit was the limit of all boxes together. True where the peak cannot be read.
         */
        boolean ownMemoryLimitHit();

        boolean processLimitReached();

        /** CPU time of the whole tree so far, in nanoseconds; -1 when not counted. */
        long cpuNanos();

        /** The pids still in the box's groups. */
        List<Long> pids();

        /** Removes the groups (once they are empty); returns false if one could not be removed yet. */
        boolean remove();
    }

    /** What was found, for the self-test's details. */
    abstract String describe();

    /** The memory limit of all boxes together, in MB, as set on their parent group; -1 where none could be set. */
    abstract long boxesMemoryMb();

    /** Sets the parent's memory limit (a file of the parent's group); -1 if it cannot (logged). */
    static long limitAll(Path file, long mb) {
        try {
            write(file, Long.toString(mb * 1024 * 1024));
            return mb;
        } catch (IOException e) {
            log.warn("cannot limit the memory of all boxes together to {} MB at {}: {}", mb, file, e.toString());
            return -1;
        }
    }

    String boxesMemoryText() {
        return boxesMemoryMb() < 0 ? "no memory limit of all boxes together"
                : "all boxes together at most " + boxesMemoryMb() + " MB";
    }

    /** Makes a box's groups with these limits, or empty when no cgroup is available. */
    abstract Optional<Box> create(String name, RunLimits limits) throws IOException;

    /** Which limits a box's groups enforce: "memory", "pids", "cpu". */
    abstract List<String> enforces();

    /**
     * The cgroups of the boxes, all of them together under {@code parentName} with at most {@code boxesMb} of memory
     * (issue 41: boxes that together ask for more than the machine has are killed by their own limit, not the arena
     * by a global out-of-memory kill).
     */
    static Cgroups detect(String parentName, long boxesMb) {
        Map<String, String> own = ownPaths();
        List<Mount> mounts = mounts();
        try {
            Optional<Cgroups> v2 = V2.detect(own.get(""), mounts, parentName, boxesMb);
            if (v2.isPresent()) return v2.get();
        } catch (IOException | RuntimeException e) {
            log.info("cgroup v2 not usable for the sandbox: {}", e.toString());
        }
        try {
            Optional<Cgroups> v1 = V1.detect(own, mounts, parentName, boxesMb);
            if (v1.isPresent()) return v1.get();
        } catch (IOException | RuntimeException e) {
            log.info("cgroup v1 not usable for the sandbox: {}", e.toString());
        }
        return new None();
    }

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

    static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return "";
        }
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

    /** cgroup v1: one hierarchy per controller, each box a folder in each. */
    static final class V1 extends Cgroups {
        private final Path memory; // the arena-sandbox folder in each hierarchy, or null
        private final Path pids;
        private final Path cpuacct;
        private final Path cpu; // null where the cpu controller is not writable, or mounted with cpuacct (then that one)
        private final long boxesMb;

        private V1(Path memory, Path pids, Path cpuacct, Path cpu, long boxesMb) {
            this.boxesMb = boxesMb;
            this.memory = memory;
            this.pids = pids;
            this.cpuacct = cpuacct;
            this.cpu = cpu;
        }

        static Optional<Cgroups> detect(Map<String, String> own, List<Mount> mounts, String parentName, long boxesMb)
                throws IOException {
            Path memory = parent("memory", own, mounts, parentName);
            Path pids = parent("pids", own, mounts, parentName);
            Path cpuacct = parent("cpuacct", own, mounts, parentName);
            Path cpu = parent("cpu", own, mounts, parentName);
            if (memory == null && pids == null) return Optional.empty();
            if (cpu != null) {
                try {
                    write(cpu.resolve("cpu.shares"), Long.toString(SANDBOX_CPU_SHARES));
                } catch (IOException e) {
                    log.info("cgroup v1 cpu: cannot weigh the sandbox at {}: {}", cpu, e.toString());
                    cpu = null;
                }
            }
            if (cpu != null && cpu.equals(cpuacct)) cpuacct = null; // one hierarchy "cpu,cpuacct": a box is one folder there
            for (Path p : new Path[] {memory, pids, cpuacct, cpu}) removeStale(p);
            // v1 counts a child's pages in its parent's limit only with use_hierarchy (always so since Linux 5.x)
            long all = memory == null || !read(memory.resolve("memory.use_hierarchy")).strip().equals("1") ? -1
                    : limitAll(memory.resolve("memory.limit_in_bytes"), boxesMb);
            return Optional.of(new V1(memory, pids, cpuacct, cpu, all));
        }

        /** The arena-sandbox folder in the hierarchy of {@code controller}, made and tried; null if not writable. */
        private static Path parent(String controller, Map<String, String> own, List<Mount> mounts, String parentName) {
            for (Mount m : mounts) {
                if (!m.type().equals("cgroup") || !m.options().contains(controller)) continue;
                String path = own.entrySet().stream()
                        .filter(e -> List.of(e.getKey().split(",")).contains(controller))
                        .map(Map.Entry::getValue).findFirst().orElse(null);
                if (path == null) return null;
                Optional<Path> dir = folder(m, path);
                if (dir.isEmpty()) return null;
                Path parent = dir.get().resolve(parentName);
                try {
                    Files.createDirectories(parent);
                    Path probe = Files.createDirectories(parent.resolve("probe-" + ProcessHandle.current().pid()));
                    Files.delete(probe);
                    return parent;
                } catch (IOException | RuntimeException e) {
                    log.info("cgroup v1 {} not writable at {}: {}", controller, parent, e.toString());
                    return null;
                }
            }
            return null;
        }

        @Override
        String describe() {
            return "cgroup v1 (" + String.join(", ", enforces()) + (cpuacct != null || cpu != null ? ", cpuacct" : "") + ") under "
                    + (memory != null ? memory : pids) + ", " + boxesMemoryText();
        }

        @Override
        long boxesMemoryMb() {
            return boxesMb;
        }

        @Override
        List<String> enforces() {
            List<String> out = new ArrayList<>();
            if (memory != null) out.add("memory");
            if (pids != null) out.add("pids");
            if (cpu != null) out.add("cpu");
            return out;
        }

        @Override
        Optional<Box> create(String name, RunLimits limits) throws IOException {
            Path mem = memory == null ? null : Files.createDirectories(memory.resolve(name));
            Path pid = pids == null ? null : Files.createDirectories(pids.resolve(name));
            Path acct = cpuacct == null ? null : Files.createDirectories(cpuacct.resolve(name));
            Path weighed = this.cpu == null ? null : Files.createDirectories(this.cpu.resolve(name)); // the default share: boxes alike
            Path cpu = acct != null ? acct : weighed; // where cpuacct.usage is read
            long bytes = limits.memoryMb() * 1024L * 1024;
            if (mem != null) {
                write(mem.resolve("memory.limit_in_bytes"), Long.toString(bytes));
                Path memsw = mem.resolve("memory.memsw.limit_in_bytes");
                if (Files.exists(memsw)) {
                    try {
                        write(memsw, Long.toString(bytes)); // no swap beyond the limit either
                    } catch (IOException e) {
                        log.debug("no swap accounting: {}", e.toString());
                    }
                }
            }
            if (pid != null) write(pid.resolve("pids.max"), Integer.toString(limits.processes()));
            List<Path> procs = new ArrayList<>();
            for (Path d : new Path[] {mem, pid, acct, weighed}) if (d != null) procs.add(d.resolve("cgroup.procs"));
            return Optional.of(new Box() {
                @Override
                public List<Path> procsFiles() {
                    return procs;
                }

                @Override
                public boolean memoryLimitReached() {
                    if (mem == null) return false;
                    long kills = field(mem.resolve("memory.oom_control"), "oom_kill");
                    return kills > 0;
                }

                @Override
                public boolean ownMemoryLimitHit() {
                    return mem == null || nearLimit(read(mem.resolve("memory.max_usage_in_bytes")), bytes);
                }

                @Override
                public boolean processLimitReached() {
                    return pid != null && field(pid.resolve("pids.events"), "max") > 0;
                }

                @Override
                public long cpuNanos() {
                    if (cpu == null) return -1;
                    try {
                        return Long.parseLong(read(cpu.resolve("cpuacct.usage")).strip());
                    } catch (NumberFormatException e) {
                        return -1;
                    }
                }

                @Override
                public List<Long> pids() {
                    return procs.isEmpty() ? List.of() : pidsIn(procs.get(0));
                }

                @Override
                public boolean remove() {
                    boolean ok = true;
                    for (Path d : new Path[] {mem, pid, acct, weighed}) ok &= removeDir(d);
                    return ok;
                }
            });
        }
    }

    /**
     * cgroup v2, delegated: the arena's own group must offer memory and pids. A group with processes cannot give
     * controllers to children (the "no internal processes" rule), so the arena's own processes move first into a
     * leaf of their own ({@code arena-main}), as systemd's delegation documentation describes.
     */
    static final class V2 extends Cgroups {
        private final Path parent;
        private final long boxesMb;

        private V2(Path parent, long boxesMb) {
            this.parent = parent;
            this.boxesMb = boxesMb;
        }

        static Optional<Cgroups> detect(String ownPath, List<Mount> mounts, String parentName, long boxesMb)
                throws IOException {
            if (ownPath == null) return Optional.empty();
            for (Mount m : mounts) {
                if (!m.type().equals("cgroup2")) continue;
                Optional<Path> dir = folder(m, ownPath);
                if (dir.isEmpty()) continue;
                Path own = dir.get();
                List<String> offered = List.of(read(own.resolve("cgroup.controllers")).strip().split("\\s+"));
                if (!offered.contains("memory") || !offered.contains("pids")) continue;
                if (!Files.isWritable(own.resolve("cgroup.subtree_control"))) continue;
                List<String> enabled = List.of(read(own.resolve("cgroup.subtree_control")).strip().split("\\s+"));
                if (!enabled.contains("memory") || !enabled.contains("pids")) {
                    Path main = Files.createDirectories(own.resolve("arena-main"));
                    for (long p : pidsIn(own.resolve("cgroup.procs"))) {
                        write(main.resolve("cgroup.procs"), Long.toString(p));
                    }
                    write(own.resolve("cgroup.subtree_control"), "+memory +pids");
                }
                Path parent = Files.createDirectories(own.resolve(parentName));
                write(parent.resolve("cgroup.subtree_control"), "+memory +pids");
                if (offered.contains("cpu")) {
                    try { // the boxes below the arena's own processes, each box alike (the v1 comment above)
                        if (!enabled.contains("cpu")) write(own.resolve("cgroup.subtree_control"), "+cpu");
                        write(parent.resolve("cpu.weight"), Long.toString(Math.max(1, SANDBOX_CPU_SHARES * 100 / 1024)));
                        write(parent.resolve("cgroup.subtree_control"), "+cpu");
                    } catch (IOException e) {
                        log.info("cgroup v2 cpu not usable for the sandbox: {}", e.toString());
                    }
                }
                removeStale(parent);
                return Optional.of(new V2(parent, limitAll(parent.resolve("memory.max"), boxesMb)));
            }
            return Optional.empty();
        }

        @Override
        String describe() {
            return "cgroup v2 (memory, pids) under " + parent + ", " + boxesMemoryText();
        }

        @Override
        long boxesMemoryMb() {
            return boxesMb;
        }

        @Override
        List<String> enforces() {
            return List.of("memory", "pids", "cpu");
        }

        @Override
        Optional<Box> create(String name, RunLimits limits) throws IOException {
            Path dir = Files.createDirectories(parent.resolve(name));
            write(dir.resolve("memory.max"), Long.toString(limits.memoryMb() * 1024L * 1024));
            Path swap = dir.resolve("memory.swap.max");
            if (Files.exists(swap)) write(swap, "0");
            write(dir.resolve("pids.max"), Integer.toString(limits.processes()));
            return Optional.of(new Box() {
                @Override
                public List<Path> procsFiles() {
                    return List.of(dir.resolve("cgroup.procs"));
                }

                @Override
                public boolean memoryLimitReached() {
                    return field(dir.resolve("memory.events"), "oom_kill") > 0;
                }

                @Override
                public boolean ownMemoryLimitHit() {
                    return nearLimit(read(dir.resolve("memory.peak")), limits.memoryMb() * 1024L * 1024);
                }

                @Override
                public boolean processLimitReached() {
                    return field(dir.resolve("pids.events"), "max") > 0;
                }

                @Override
                public long cpuNanos() {
                    long usec = field(dir.resolve("cpu.stat"), "usage_usec");
                    return usec < 0 ? -1 : usec * 1000;
                }

                @Override
                public List<Long> pids() {
                    return pidsIn(dir.resolve("cgroup.procs"));
                }

                @Override
                public boolean remove() {
                    Path kill = dir.resolve("cgroup.kill");
                    if (Files.exists(kill) && !pids().isEmpty()) {
                        try {
                            write(kill, "1");
                        } catch (IOException e) {
                            log.debug("cgroup.kill: {}", e.toString());
                        }
                    }
                    return removeDir(dir);
                }
            });
        }
    }

    /** No cgroup to be had: rlimits alone. */
    static final class None extends Cgroups {
        @Override
        String describe() {
            return "no writable cgroup (v2 delegated or v1 as root): memory and process count are per process only (rlimits)";
        }

        @Override
        long boxesMemoryMb() {
            return -1;
        }

        @Override
        List<String> enforces() {
            return List.of();
        }

        @Override
        Optional<Box> create(String name, RunLimits limits) {
            return Optional.empty();
        }
    }

    /**
     * Removes a box's cgroup folder (rmdir: its control files go with it). It fails while a killed process of the
     * box is a zombie not yet reaped by the host's init (it still counts as a member), so the caller tries again
     * later ({@link BoxWatch}).
     */
    private static boolean removeDir(Path d) {
        if (d == null || !Files.exists(d)) return true;
        try {
            Files.delete(d);
            return true;
        } catch (IOException e) {
            log.debug("cannot remove the cgroup {} yet: {}", d, e.toString());
            return false;
        }
    }

    /**
     * Removes the groups of boxes whose arena is gone (named box-PID-N, PID no longer running): an arena killed
     * hard leaves its boxes' empty groups behind.
     */
    static void removeStale(Path parent) {
        if (parent == null) return;
        try (var children = Files.list(parent)) {
            for (Path c : (Iterable<Path>) children::iterator) {
                String[] name = c.getFileName().toString().split("-");
                if (name.length != 3 || !name[0].equals("box") || !Files.isDirectory(c)) continue;
                try {
                    if (ProcessHandle.of(Long.parseLong(name[1])).isEmpty()) removeDir(c);
                } catch (NumberFormatException e) {
                    // not one of ours
                }
            }
        } catch (IOException e) {
            log.debug("cannot list {}: {}", parent, e.toString());
        }
    }
}
