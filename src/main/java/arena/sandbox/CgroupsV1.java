package arena.sandbox;

import static arena.sandbox.CgroupFiles.field;
import static arena.sandbox.CgroupFiles.nearLimit;
import static arena.sandbox.CgroupFiles.pidsIn;
import static arena.sandbox.CgroupFiles.read;
import static arena.sandbox.CgroupFiles.removeDir;
import static arena.sandbox.CgroupFiles.write;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * cgroup v1, as root: one hierarchy per controller. In each, {@code arena-PID/<parent>/box-...} inside the arena's own
 * group ({@link ProcessGroup}); in the cpu hierarchy the arena's JVM moves into {@code arena-PID/arena}, so the boxes
 * weigh against it alone (issue 39: where the arena's cpu group is the host's root, boxes in a group there weighed 256
 * against every process of the machine, and every arena on the host shared it).
 */
final class CgroupsV1 implements Cgroups {

    private static final Logger log = LoggerFactory.getLogger(CgroupsV1.class);

    private final Path memory; // the boxes' parent folder in each hierarchy, or null
    private final Path pids;
    private final Path cpuacct;
    private final Path cpu; // null where the cpu controller is not writable, or mounted with cpuacct (then that one)
    private final long boxesMb;
    private final CpuShare cpuShare;

    private CgroupsV1(Path memory, Path pids, Path cpuacct, Path cpu, long boxesMb, CpuShare cpuShare) {
        this.memory = memory;
        this.pids = pids;
        this.cpuacct = cpuacct;
        this.cpu = cpu;
        this.boxesMb = boxesMb;
        this.cpuShare = cpuShare;
    }

    static Optional<Cgroups> detect(Map<String, String> own, List<CgroupFiles.Mount> mounts, String parentName, long boxesMb) {
        Path memory = parent("memory", own, mounts, parentName);
        Path pids = parent("pids", own, mounts, parentName);
        Path cpuacct = parent("cpuacct", own, mounts, parentName);
        Path cpu = parent("cpu", own, mounts, parentName);
        if (memory == null && pids == null) return Optional.empty();
        CpuShare share;
        if (cpu == null) {
            share = new CpuShare("the cgroup v1 cpu hierarchy is not writable here: every box weighs as much as any process"
                    + " of the host (with autogroups, as much as the whole arena)", "run the arena as root, with the cpu"
                    + " hierarchy mounted read-write at /sys/fs/cgroup/cpu; see docs/sandbox.md");
        } else {
            try {
                write(cpu.resolve("cpu.shares"), Long.toString(SANDBOX_CPU_SHARES));
                share = joinOwn(cpu.getParent(), original("cpu", own, mounts));
            } catch (IOException e) {
                log.info("cgroup v1 cpu: cannot weigh the sandbox at {}: {}", cpu, e.toString());
                share = new CpuShare("the boxes' cpu group cannot be weighed (" + e.getMessage() + ")",
                        "run the arena as root, with the cpu hierarchy mounted read-write; see docs/sandbox.md");
                cpu = null;
            }
        }
        if (cpu != null && cpu.equals(cpuacct)) cpuacct = null; // one hierarchy "cpu,cpuacct": a box is one folder there
        // v1 counts a child's pages in its parent's limit only with use_hierarchy (always so since Linux 5.x)
        long all = memory == null || !read(memory.resolve("memory.use_hierarchy")).strip().equals("1") ? -1
                : CgroupFiles.limitAll(memory.resolve("memory.limit_in_bytes"), boxesMb);
        return Optional.of(new CgroupsV1(memory, pids, cpuacct, cpu, all, share));
    }

    /**
     * Weighs the arena process's cpu group against the host and moves the arena's JVM into its leaf beside the
     * boxes: what makes the boxes' 256 count against the arena's 1024 only.
     */
    private static CpuShare joinOwn(Path group, Path original) {
        Path leaf = group.resolve(ProcessGroup.ARENA_LEAF);
        try {
            write(group.resolve("cpu.shares"), Long.toString(Cgroups.arenaShares()));
            Files.createDirectories(leaf);
            write(leaf.resolve("cpu.shares"), Long.toString(ARENA_CPU_SHARES));
            ProcessGroup.join(leaf, original);
        } catch (IOException | RuntimeException e) {
            log.warn("cgroup v1 cpu: the arena cannot join its own group {}: {}", leaf, e.toString());
            return new CpuShare("the boxes have a cpu group (" + group + ") but the arena's own process could not join"
                    + " its own beside them (" + e.getMessage() + "): the boxes weigh against every process of the host",
                    "run the arena as root (moving a process between cgroup v1 groups needs it); see docs/sandbox.md");
        }
        return new CpuShare("cgroup v1, the arena (pid " + ProcessHandle.current().pid() + ") and its boxes in a cpu group"
                + " of their own (" + group + ") weighing " + Cgroups.arenaShares() + " (" + ARENA_SHARES_PER_CORE
                + " a core) against the host's other work; the boxes together " + SANDBOX_CPU_SHARES + " against the"
                + " arena's own " + ARENA_CPU_SHARES + ", a box " + STARTING_BOX_SHARES + " while its program starts and "
                + PLAYING_BOX_SHARES + " once it reads its input", "");
    }

    /** The arena's own group in the hierarchy of {@code controller} (where its JVM goes back at exit). */
    private static Path original(String controller, Map<String, String> own, List<CgroupFiles.Mount> mounts) {
        for (CgroupFiles.Mount m : mounts) {
            if (!m.type().equals("cgroup") || !m.options().contains(controller)) continue;
            String path = ownPath(controller, own);
            if (path != null) return CgroupFiles.folder(m, path).orElse(m.mountPoint());
        }
        throw new IllegalStateException("no " + controller + " hierarchy");
    }

    private static String ownPath(String controller, Map<String, String> own) {
        return own.entrySet().stream().filter(e -> List.of(e.getKey().split(",")).contains(controller))
                .map(Map.Entry::getValue).findFirst().orElse(null);
    }

    /** The boxes' parent folder in the hierarchy of {@code controller}, made and tried; null if not writable. */
    private static Path parent(String controller, Map<String, String> own, List<CgroupFiles.Mount> mounts, String parentName) {
        for (CgroupFiles.Mount m : mounts) {
            if (!m.type().equals("cgroup") || !m.options().contains(controller)) continue;
            String path = ownPath(controller, own);
            if (path == null) return null;
            Optional<Path> anchor = CgroupFiles.folder(m, ProcessGroup.anchor(path));
            if (anchor.isEmpty()) return null;
            Path parent = anchor.get().resolve(ProcessGroup.name()).resolve(parentName);
            try {
                Files.createDirectories(ProcessGroup.make(anchor.get()).resolve(parentName));
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
    public String describe() {
        return "cgroup v1 (" + String.join(", ", enforces()) + (cpuacct != null || cpu != null ? ", cpuacct" : "") + ") under "
                + (memory != null ? memory : pids) + ", " + boxesMemoryText();
    }

    @Override
    public long boxesMemoryMb() {
        return boxesMb;
    }

    @Override
    public List<String> enforces() {
        List<String> out = new ArrayList<>();
        if (memory != null) out.add("memory");
        if (pids != null) out.add("pids");
        if (cpu != null) out.add("cpu");
        return out;
    }

    @Override
    public CpuShare cpuShare() {
        return cpuShare;
    }

    @Override
    public Optional<Path> cpuParent() {
        return Optional.ofNullable(cpu);
    }

    @Override
    public Optional<Box> create(String name, RunLimits limits) throws IOException {
        Path mem = memory == null ? null : Files.createDirectories(memory.resolve(name));
        Path pid = pids == null ? null : Files.createDirectories(pids.resolve(name));
        Path acct = cpuacct == null ? null : Files.createDirectories(cpuacct.resolve(name));
        Path weighed = this.cpu == null ? null : Files.createDirectories(this.cpu.resolve(name));
        BoxWeight weight = weighed == null ? null : new BoxWeight(weighed, "cpu.shares", shares -> shares);
        if (weight != null) weight.set(STARTING_BOX_SHARES);
        Path usage = acct != null ? acct : weighed; // where cpuacct.usage is read
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
                return mem != null && field(mem.resolve("memory.oom_control"), "oom_kill") > 0;
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
                if (usage == null) return -1;
                try {
                    return Long.parseLong(read(usage.resolve("cpuacct.usage")).strip());
                } catch (NumberFormatException e) {
                    return -1;
                }
            }

            @Override
            public List<Long> pids() {
                return procs.isEmpty() ? List.of() : pidsIn(procs.get(0));
            }

            @Override
            public void weigh(long shares) throws IOException {
                if (weight != null) weight.set(shares);
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
