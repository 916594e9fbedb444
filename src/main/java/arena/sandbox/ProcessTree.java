package arena.sandbox;

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
            String dir = "/proc/" + pid + "/task/";
            String[] tasks = new java.io.File(dir).list();
            if (tasks == null) continue; // the process ended between the listing and the look: nothing of it to count
            for (String task : tasks) {
                byte[] stat = ProcFiles.read(dir + task + "/stat");
                if (stat == null) continue;
                // after the command's name in parentheses (which may hold spaces): state, ..., utime (14th), stime (15th)
                int close = lastIndexOf(stat, (byte) ')');
                if (close < 0 || close + 2 >= stat.length) continue;
                byte state = stat[close + 2];
                int utime = field(stat, close + 2, 11);
                if (utime < 0) continue;
                long user = ProcFiles.number(stat, utime), system = ProcFiles.number(stat, field(stat, close + 2, 12));
                if (user < 0 || system < 0) continue;
                if (state != 'S') asleep = false;
                ticks += user + system;
                if (!reads && state == 'S') reads = readsStdin(ProcFiles.readString(dir + task + "/syscall"));
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

    private static int lastIndexOf(byte[] text, byte b) {
        for (int i = text.length - 1; i >= 0; i--) if (text[i] == b) return i;
        return -1;
    }

    /** Where the space-separated field {@code n} (0 the first) starts from {@code from}, or -1. */
    private static int field(byte[] text, int from, int n) {
        int i = from;
        for (int k = 0; k < n; k++) {
            while (i < text.length && text[i] != ' ') i++;
            if (i >= text.length) return -1;
            i++;
        }
        return i < text.length ? i : -1;
    }
}
