package arena.sandbox;

import static arena.sandbox.CgroupFiles.field;
import static arena.sandbox.CgroupFiles.nearLimit;
import static arena.sandbox.CgroupFiles.pidsIn;
import static arena.sandbox.CgroupFiles.read;
import static arena.sandbox.CgroupFiles.write;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * cgroup v2, delegated: the arena's own group must offer memory and pids. A group with processes cannot give
 * controllers to children (the "no internal processes" rule), so the processes of the arena's own group move into
 * leaves first, as systemd's delegation documentation describes: the arena's JVM into {@code arena-PID/arena}, beside
 * its boxes' parent (issue 39), any other process into {@code others}.
 */
final class CgroupsV2 implements Cgroups {

    private static final Logger log = LoggerFactory.getLogger(CgroupsV2.class);
    /** Where processes of the arena's own group that are not this arena go (and this arena's JVM at its exit). */
    static final String OTHERS = "others";

    private final Path parent;
    private final long boxesMb;
    private final CpuShare cpuShare;

    private CgroupsV2(Path parent, long boxesMb, CpuShare cpuShare) {
        this.parent = parent;
        this.boxesMb = boxesMb;
        this.cpuShare = cpuShare;
    }

    /** cpu.weight of v2 for a v1 share: v2's default 100 is v1's 1024. */
    static long weight(long shares) {
        return Math.max(1, Math.min(10_000, shares * 100 / 1024));
    }

    static Optional<Cgroups> detect(String ownPath, List<CgroupFiles.Mount> mounts, String parentName, long boxesMb)
            throws IOException {
        if (ownPath == null) return Optional.empty();
        for (CgroupFiles.Mount m : mounts) {
            if (!m.type().equals("cgroup2")) continue;
            Optional<Path> dir = CgroupFiles.folder(m, ProcessGroup.anchor(ownPath));
            if (dir.isEmpty()) continue;
            Optional<Cgroups> found = under(dir.get(), parentName, boxesMb);
            if (found.isPresent()) return found;
        }
        return Optional.empty();
    }

    /** The layout under the arena's own (delegated) group {@code own}, or empty where it does not offer memory and pids. */
    static Optional<Cgroups> under(Path own, String parentName, long boxesMb) throws IOException {
        List<String> offered = words(own.resolve("cgroup.controllers"));
        if (!offered.contains("memory") || !offered.contains("pids")) return Optional.empty();
        if (!Files.isWritable(own.resolve("cgroup.subtree_control"))) return Optional.empty();
        Path group = ProcessGroup.make(own);
        Path leaf = Files.createDirectories(group.resolve(ProcessGroup.ARENA_LEAF));
        Path others = own.resolve(OTHERS);
        long self = ProcessHandle.current().pid();
        if (!ProcessGroup.isIn(leaf)) {
            for (long p : pidsIn(own.resolve("cgroup.procs"))) {
                if (p == self) continue;
                Files.createDirectories(others);
                write(others.resolve("cgroup.procs"), Long.toString(p));
            }
            Files.createDirectories(others); // where the arena's JVM goes at exit, so its groups can be removed
            ProcessGroup.join(leaf, others);
        }
        List<String> enabled = words(own.resolve("cgroup.subtree_control"));
        if (!enabled.contains("memory") || !enabled.contains("pids")) write(own.resolve("cgroup.subtree_control"), "+memory +pids");
        write(group.resolve("cgroup.subtree_control"), "+memory +pids");
        Path parent = Files.createDirectories(group.resolve(parentName));
        write(parent.resolve("cgroup.subtree_control"), "+memory +pids");
        CpuShare share;
        String remedy = "delegate the cpu controller to the arena's group (systemd: Delegate=yes, or Delegate=cpu memory"
                + " pids, in its unit; a container: its own cgroup namespace with cpu enabled in the parent's"
                + " cgroup.subtree_control); see docs/sandbox.md";
        if (!offered.contains("cpu")) {
            share = new CpuShare("the arena's cgroup v2 group (" + own + ") does not offer the cpu controller: the boxes"
                    + " weigh against every process of the host", remedy);
        } else {
            try {
                if (!enabled.contains("cpu")) write(own.resolve("cgroup.subtree_control"), "+cpu");
                write(group.resolve("cgroup.subtree_control"), "+cpu");
                write(parent.resolve("cgroup.subtree_control"), "+cpu");
                write(group.resolve("cpu.weight"), Long.toString(weight(Cgroups.arenaShares())));
                write(leaf.resolve("cpu.weight"), Long.toString(weight(ARENA_CPU_SHARES)));
                write(parent.resolve("cpu.weight"), Long.toString(weight(SANDBOX_CPU_SHARES)));
                share = new CpuShare("cgroup v2, the arena (pid " + self + ") and its boxes in a group of their own (" + group
                        + ") weighing " + weight(Cgroups.arenaShares()) + " against the other groups in the arena's own ("
                        + own + "); the boxes together " + weight(SANDBOX_CPU_SHARES) + " against the arena's own "
                        + weight(ARENA_CPU_SHARES) + ", a box " + weight(STARTING_BOX_SHARES) + " while its program starts and "
                        + weight(PLAYING_BOX_SHARES) + " once it reads its input", "");
            } catch (IOException e) {
                log.info("cgroup v2 cpu not usable for the sandbox: {}", e.toString());
                share = new CpuShare("the cpu controller of the arena's cgroup v2 group (" + own + ") cannot be enabled ("
                        + e.getMessage() + "): the boxes weigh against every process of the host", remedy);
            }
        }
        return Optional.of(new CgroupsV2(parent, CgroupFiles.limitAll(parent.resolve("memory.max"), boxesMb), share));
    }

    private static List<String> words(Path file) {
        return List.of(read(file).strip().split("\\s+"));
    }

    @Override
    public String describe() {
        return "cgroup v2 (" + String.join(", ", enforces()) + ") under " + parent + ", " + boxesMemoryText();
    }

    @Override
    public long boxesMemoryMb() {
        return boxesMb;
    }

    @Override
    public List<String> enforces() {
        return cpuShare.fair() ? List.of("memory", "pids", "cpu") : List.of("memory", "pids");
    }

    @Override
    public CpuShare cpuShare() {
        return cpuShare;
    }

    @Override
    public Optional<Path> cpuParent() {
        return cpuShare.fair() ? Optional.of(parent) : Optional.empty();
    }

    @Override
    public Optional<Box> create(String name, RunLimits limits) throws IOException {
        Path dir = Files.createDirectories(parent.resolve(name));
        write(dir.resolve("memory.max"), Long.toString(limits.memoryMb() * 1024L * 1024));
        Path swap = dir.resolve("memory.swap.max");
        if (Files.exists(swap)) write(swap, "0");
        write(dir.resolve("pids.max"), Integer.toString(limits.processes()));
        boolean weighed = cpuShare.fair();
        BoxWeight boxWeight = weighed ? new BoxWeight(dir, "cpu.weight", CgroupsV2::weight) : null;
        if (boxWeight != null) boxWeight.set(STARTING_BOX_SHARES);
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
            public void weigh(long shares) throws IOException {
                if (boxWeight != null) boxWeight.set(shares);
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
                return CgroupFiles.removeDir(dir);
            }
        });
    }
}
