package arena.sandbox;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line that starts one box, from the outside in:
 * <ol>
 * <li>{@code sh} joins the box's cgroups (writing its own pid, as the arena's user, before anything of the bot
 *     runs, so no process of the box is ever outside them), ranks itself first for the OOM killer
 *     ({@code oom_score_adj} 1000, which a box's uid cannot lower), opens the seccomp filter on fd 9, then execs
 *     {@code nice -n 10} (the box below the arena's own priority), which execs</li>
 * <li>{@code prlimit}, which sets the rlimits (CPU, open files, file size, processes, no core files), then execs</li>
 * <li>{@code setpriv} (when the arena is root), which becomes the box's own uid and gid with no groups, then execs</li>
 * <li>{@code bwrap}, with new user, pid, net, ipc, uts and cgroup namespaces, inside uid 65534 (nobody), every
 *     capability dropped, no further user namespaces, the seccomp filter read from fd 9 ({@link SeccompFilter}), a
 *     read-only system of the toolchains only, the build folder at /box (read-only for a bot, writable for its
 *     compile), tmpfs /tmp and /dev/shm of fixed sizes, a fresh /proc and a minimal /dev (both read-only, as the
 *     root: issue 41), a clean environment, and SIGKILL when its parent goes.</li>
 * </ol>
 * Every step execs the next, so the arena's Process is bwrap itself: killing it kills the pid namespace's init,
 * and the kernel kills everything left in the namespace.
 */
record BoxCommand(Tools tools, List<String> systemMounts, Path seccompFilter) {

    /** Absolute paths of the programs a box needs on the arena's side. */
    record Tools(String sh, String prlimit, String setpriv, String bwrap) {}

    /** The uid and gid a box has inside its user namespace: nobody. */
    static final int INSIDE_ID = 65534;
    /** Lowers the box's priority before the rest of the chain: nice(1) of coreutils, where every box tool lives. */
    static final String NICE = "/usr/bin/nice -n 10";

    /** The fd bwrap reads the seccomp filter from: Java hands a child only 0-2, so the wrapper's sh opens it. */
    static final int SECCOMP_FD = 9;
    /** The OOM killer's rank of every box process: first (issue 41: a global out-of-memory kill spares the arena). */
    static final int OOM_SCORE_ADJ = 1000;

    /** Where the build folder appears inside. */
    static final String BOX = "/box";

    /** The mounts bwrap makes writable that are remounted read-only (non-recursively: /tmp, /dev/shm stay). */
    static final List<String> READ_ONLY = List.of("/dev", "/proc", "/");

    List<String> argv(List<Path> cgroupProcs, boolean pidsCgroup, int uid, boolean switchIdentity, RunLimits limits, Path buildDir,
                      boolean writable, List<String> command) {
        return argv(cgroupProcs, pidsCgroup, uid, switchIdentity, limits, buildDir, writable, command, java.util.Map.of());
    }

    /** As above, with {@code environment} set inside the box beside its fixed variables (names checked by the caller). */
    List<String> argv(List<Path> cgroupProcs, boolean pidsCgroup, int uid, boolean switchIdentity, RunLimits limits, Path buildDir,
                      boolean writable, List<String> command, java.util.Map<String, String> environment) {
        List<String> a = new ArrayList<>();
        a.add(tools.sh());
        a.add("-c");
        // the box runs at a lower CPU priority (nice 10) than the arena itself. Where the kernel's autogroups are on, a
        // nice counts only inside the box's own session (bwrap's --new-session makes one), so what keeps the cores for
        // the turn clock and the bot port there is the boxes' cpu cgroup (Cgroups.SANDBOX_CPU_SHARES); nice is what is
        // left on a machine with neither (issue 26: hostile bots change no other match's timing)
        // the filter's path and the cgroup files come as arguments, never inside the script, so no path is quoted;
        // oom_score_adj is written as the arena's user, whose raise also sets the floor the box's uid cannot go under
        a.add("f=$1; shift; while [ \"$1\" != -- ]; do echo $$ > \"$1\" || exit 125; shift; done; shift; "
                + "echo " + OOM_SCORE_ADJ + " > /proc/self/oom_score_adj || exit 125; "
                + "exec " + NICE + " \"$@\" " + SECCOMP_FD + "< \"$f\"");
        a.add("arena-box");
        a.add(seccompFilter.toString());
        for (Path p : cgroupProcs) a.add(p.toString());
        a.add("--");
        a.add(tools.prlimit());
        a.add("--cpu=" + limits.cpuSeconds() + ":" + (limits.cpuSeconds() + 1)); // SIGXCPU, then SIGKILL a second on
        a.add("--nofile=" + limits.openFiles());
        a.add("--fsize=" + limits.fileSizeBytes());
        a.add("--core=0");
        // counted per uid (the box's own): exact where no pids cgroup counts the tree, a backstop above it where one
        // does, so the cgroup is reached first and says "process limit reached"
        if (switchIdentity) a.add("--nproc=" + (!pidsCgroup ? limits.processes() : limits.processes() * 2));
        a.add("--");
        if (switchIdentity) {
            a.add(tools.setpriv());
            a.add("--reuid=" + uid);
            a.add("--regid=" + uid);
            a.add("--clear-groups");
            a.add("--");
        }
        a.add(tools.bwrap());
        a.addAll(List.of("--unshare-user", "--uid", Integer.toString(INSIDE_ID), "--gid", Integer.toString(INSIDE_ID),
                "--disable-userns", "--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts",
                "--unshare-cgroup-try", "--hostname", "bot", "--die-with-parent", "--new-session",
                "--cap-drop", "ALL", "--seccomp", Integer.toString(SECCOMP_FD), "--clearenv",
                "--setenv", "PATH", "/usr/local/bin:/usr/bin:/bin",
                "--setenv", "HOME", "/tmp", "--setenv", "TMPDIR", "/tmp", "--setenv", "LANG", "C.UTF-8"));
        new java.util.TreeMap<>(environment).forEach((name, value) -> a.addAll(List.of("--setenv", name, value)));
        a.addAll(systemMounts);
        a.addAll(List.of("--proc", "/proc", "--dev", "/dev",
                "--size", Long.toString(limits.shmBytes()), "--perms", "1777", "--tmpfs", "/dev/shm",
                "--size", Long.toString(limits.tmpBytes()), "--perms", "1777", "--tmpfs", "/tmp",
                writable ? "--bind" : "--ro-bind", buildDir.toString(), BOX));
        // last, once every mount point is made: the root (bwrap's tmpfs), /dev and /proc read-only (issue 41: a bot
        // wrote 1 GB to /dev; a read-only /proc also keeps /proc/1/mem, the box's init, from being written)
        for (String ro : READ_ONLY) a.addAll(List.of("--remount-ro", ro));
        a.addAll(List.of("--chdir", BOX, "--"));
        for (String c : command) a.add(c.replace("{memoryMb}", Integer.toString(limits.memoryMb())));
        return a;
    }
}
