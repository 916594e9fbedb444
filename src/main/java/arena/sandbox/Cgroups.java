package arena.sandbox;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The control groups a box's processes are put in, for what rlimits cannot do: memory of the whole tree, the
 * number of processes of the whole tree, CPU of the whole tree, and knowing afterwards which limit was reached.
 * Found once: cgroup v2 where the arena's own cgroup is delegated (the usual case on current servers:
 * {@link CgroupsV2}), else v1 as root (this machine: memory, pids, cpu and cpuacct writable: {@link CgroupsV1}), else
 * none (then rlimits alone hold, and the self-test's details say so: {@link NoCgroups}).
 *
 * <p>Every arena process has a group of its own in each hierarchy ({@link ProcessGroup}: {@code arena-PID} inside the
 * arena's own group, so the arena's own limits still bound it), holding the parent of its boxes and, where the cpu
 * controller can be had, the arena's JVM itself (issue 39). There the arena's group weighs
 * {@link #ARENA_SHARES_PER_CORE} a core against the host's other work, and inside it all the boxes together weigh
 * {@link #SANDBOX_CPU_SHARES} against the arena's own {@link #ARENA_CPU_SHARES}, each box as much as any other: a bot
 * with 60 spinning processes gets no more of a core than a bot with one, the turn clock and the bot port get the cores
 * at once when they need them (issue 26), and when the arena is idle its boxes have all of its weight, whatever else
 * the host runs. Shares only count when the cores are contended: on an idle machine the boxes use all of it.
 */
interface Cgroups {

    /** The folder, under the arena process's group, that holds the boxes' groups. */
    String PARENT = "boxes";
    /**
     * The weight of all the boxes together (v1 {@code cpu.shares}; v2's {@code cpu.weight} is a tenth of it, about): as
     * much as the arena's own JVM. At 256, whenever the arena's JVM had work (a round's matches, its compiler) its boxes
     * had a fifth of the group between them, and at a load of 10 busy loops a Python bot spinning 10 ms lost its first
     * turn on a 2,000 ms clock (HostedStartTest, issue 39). The arena's threads wait on I/O nearly always; a box on a
     * turn is on the clock.
     */
    long SANDBOX_CPU_SHARES = 1024;
    /** A box's weight among the boxes once its program reads its input, or has been handed some: a player's. */
    long PLAYING_BOX_SHARES = 1024;
    /**
     * A box's weight among the boxes while its program starts: a JVM's or an interpreter's start (spares warming up for
     * their next match) gives way to the boxes whose turn is on the clock, and has all of it when none is (issue 39).
     */
    long STARTING_BOX_SHARES = 32;
    /**
     * A CodinGame bot's box between its turns (its answer given, its next input not yet handed): idle, running only on a
     * core nobody else wants, so that what a program does off its turn never delays a box whose turn is on the clock
     * ({@link BoxWeight} says why, issue 39).
     */
    long IDLE_BOX_SHARES = 0;
    /** The weight of the arena's own JVM beside its boxes (v1's default: a process). */
    long ARENA_CPU_SHARES = 1024;
    /**
     * The weight of an arena process's group (the arena and its boxes) against the host's other work, per core: twice
     * as many busy processes as the machine has cores. The kernel splits a group's weight over the cores by where its
     * load is, and the arena's JVM, runnable on one core (its threads waiting for it count), takes four fifths of it:
     * the box on another core is left about a bare process's weight then, and all of it when the arena is idle
     * (CpuShareBench: at 1024 a core a hosted turn took 3.7 times the bare one beside a busy arena clock; issue 39).
     */
    long ARENA_SHARES_PER_CORE = 2048;

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

        /**
         * Sets the box's CPU weight among the boxes (v1 shares; {@link #STARTING_BOX_SHARES} from its creation, then
         * {@link #PLAYING_BOX_SHARES}, and {@link #IDLE_BOX_SHARES} between a CodinGame bot's turns); nothing where the
         * arena has no cpu group of its own.
         */
        void weigh(long shares) throws IOException;

        /** Removes the groups (once they are empty); returns false if one could not be removed yet. */
        boolean remove();
    }

    /** What was found, for the self-test's details. */
    String describe();

    /** The memory limit of all boxes together, in MB, as set on their parent group; -1 where none could be set. */
    long boxesMemoryMb();

    /** Makes a box's groups with these limits, or empty when no cgroup is available. */
    Optional<Box> create(String name, RunLimits limits) throws IOException;

    /** Which limits a box's groups enforce: "memory", "pids", "cpu". */
    List<String> enforces();

    /** Whether the boxes weigh against this arena alone (issue 39), and what to do where not. */
    CpuShare cpuShare();

    /** The folder holding the boxes' groups where the cpu controller weighs them; empty where none does. */
    Optional<Path> cpuParent();

    default String boxesMemoryText() {
        return boxesMemoryMb() < 0 ? "no memory limit of all boxes together"
                : "all boxes together at most " + boxesMemoryMb() + " MB";
    }

    /** An arena group's weight on this machine (v1 shares). */
    static long arenaShares() {
        return ARENA_SHARES_PER_CORE * Runtime.getRuntime().availableProcessors();
    }

    /**
     * The cgroups of the boxes, all of them together under {@code parentName} with at most {@code boxesMb} of memory
     * (issue 41: boxes that together ask for more than the machine has are killed by their own limit, not the arena
     * by a global out-of-memory kill).
     */
    static Cgroups detect(String parentName, long boxesMb) {
        Logger log = LoggerFactory.getLogger(Cgroups.class);
        Map<String, String> own = CgroupFiles.ownPaths();
        List<CgroupFiles.Mount> mounts = CgroupFiles.mounts();
        try {
            Optional<Cgroups> v2 = CgroupsV2.detect(own.get(""), mounts, parentName, boxesMb);
            if (v2.isPresent()) return v2.get();
        } catch (IOException | RuntimeException e) {
            log.info("cgroup v2 not usable for the sandbox: {}", e.toString());
        }
        try {
            Optional<Cgroups> v1 = CgroupsV1.detect(own, mounts, parentName, boxesMb);
            if (v1.isPresent()) return v1.get();
        } catch (RuntimeException e) {
            log.info("cgroup v1 not usable for the sandbox: {}", e.toString());
        }
        return new NoCgroups();
    }
}
