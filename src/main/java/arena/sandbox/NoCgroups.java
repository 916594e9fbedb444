package arena.sandbox;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** No cgroup to be had: rlimits alone, and the boxes weigh against every process of the host. */
final class NoCgroups implements Cgroups {

    @Override
    public String describe() {
        return "no writable cgroup (v2 delegated or v1 as root): memory and process count are per process only (rlimits)";
    }

    @Override
    public long boxesMemoryMb() {
        return -1;
    }

    @Override
    public List<String> enforces() {
        return List.of();
    }

    @Override
    public Optional<Box> create(String name, RunLimits limits) {
        return Optional.empty();
    }

    @Override
    public CpuShare cpuShare() {
        return new CpuShare("no writable cgroup: every box weighs as much as any process of the host (with autogroups, as"
                + " much as the whole arena), so a bot's turn is slower the busier the host is",
                "give the arena cgroups: run it as root where the host has cgroup v1, or in a delegated cgroup v2 with the"
                        + " cpu, memory and pids controllers (systemd: Delegate=yes in its unit); see docs/sandbox.md");
    }

    @Override
    public Optional<Path> cpuParent() {
        return Optional.empty();
    }
}
