package arena.sandbox;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * What a box's process tree is doing now, read from {@code /proc} (the host's view: bwrap and everything under it):
 * whether one of its threads is blocked reading its stdin, whether all of them sleep, and the CPU they have used.
 * Issue 39: a hosted program's start is never timed, so its first turn is handed over only once it reads its input.
 */
record ProcessTree(boolean readsStdin, boolean asleep, long cpuTicks) {

    /** The number of {@code read} on this machine's architecture, as {@code /proc/<pid>/syscall} shows it; -1 if unknown. */
    static final int READ_SYSCALL = switch (System.getProperty("os.arch")) {
        case "amd64", "x86_64" -> 0;
        case "aarch64" -> 63;
        default -> -1;
    };

    /**
     * The tree of {@code root} now (its threads that have ended meanwhile are left out), its processes being those of
     * the box's cgroup when it has one ({@code inBox}, not empty): {@link ProcessHandle#descendants} reads every process
     * of the host, and a round of forty hosted matches looked at its starting programs every few milliseconds (issue 39).
     */
    static ProcessTree of(ProcessHandle root, List<Long> inBox) {
        java.util.Set<Long> pids = new java.util.LinkedHashSet<>();
        pids.add(root.pid());
        if (!inBox.isEmpty()) pids.addAll(inBox);
        else try (Stream<ProcessHandle> below = root.descendants()) {
            below.forEach(p -> pids.add(p.pid()));
        }
        boolean reads = false;
        boolean asleep = true;
        long ticks = 0;
        for (long pid : pids) {
            try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc", Long.toString(pid), "task"))) {
                for (Path task : tasks) {
                    String stat = read(task.resolve("stat"));
                    if (stat == null) continue;
                    // after the command's name in parentheses (which may hold spaces): state, ..., utime (14th), stime (15th)
                    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    if (f.length < 13) continue;
                    if (!f[0].equals("S")) asleep = false;
                    ticks += Long.parseLong(f[11]) + Long.parseLong(f[12]);
                    if (!reads && f[0].equals("S")) reads = readsStdin(read(task.resolve("syscall")));
                }
            } catch (IOException | RuntimeException gone) {
                // the process ended between the listing and the look: nothing of it to count
            }
        }
        return new ProcessTree(reads, asleep, ticks);
    }

    /** Whether a task's {@code syscall} line is a read of fd 0 ("0 0x0 ..." on x86_64). */
    static boolean readsStdin(String syscall) {
        if (syscall == null || READ_SYSCALL < 0) return false;
        String[] f = syscall.strip().split(" ");
        return f.length > 1 && f[0].equals(Integer.toString(READ_SYSCALL)) && f[1].equals("0x0");
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException | RuntimeException e) {
            return null; // gone, or not ours to read (a syscall file without ptrace access)
        }
    }
}
