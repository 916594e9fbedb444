package arena.sandbox;

/**
 * The limits one sandboxed process tree runs under.
 *
 * @param memoryMb       memory of the whole tree (cgroup), and the address space of each process (rlimit)
 * @param cpuSeconds     CPU time of each process (rlimit), and of the whole tree where a cgroup counts it
 * @param processes      processes of the whole tree (pids cgroup, else the rlimit of the sandbox's own uid)
 * @param openFiles      open files per process
 * @param fileSizeBytes  the largest file a process may write
 * @param tmpBytes       the size of the writable {@code /tmp} (a tmpfs)
 * @param shmBytes       the size of the writable {@code /dev/shm} (a tmpfs; POSIX shared memory and semaphores)
 */
public record RunLimits(int memoryMb, int cpuSeconds, int processes, int openFiles, long fileSizeBytes,
                        long tmpBytes, long shmBytes) {

    private static final long MB = 1024L * 1024;

    public RunLimits {
        if (memoryMb < 16 || cpuSeconds < 1 || processes < 1 || openFiles < 8 || fileSizeBytes < 1 || tmpBytes < MB
                || shmBytes < MB) {
            throw new IllegalArgumentException("run limits too small to start anything: " + memoryMb + " MB, "
                    + cpuSeconds + " s of CPU, " + processes + " processes, " + openFiles + " open files, "
                    + fileSizeBytes + " bytes per file, " + tmpBytes + " bytes of /tmp, " + shmBytes + " bytes of /dev/shm");
        }
    }

    /**
     * A bot's limits: 256 MB of memory (as Botzone), 60 s of CPU for the whole run (a PIZZA bot is kept for a round;
     * the turn's own time limit is the runner's), 64 processes or threads (a JVM needs some twenty), 64 open files,
     * files of 16 MB at most, a /tmp of 64 MB and a /dev/shm of 16 MB (issue 41: Python's multiprocessing keeps its
     * semaphores there; tmpfs pages count in the box's memory too).
     */
    public static RunLimits bot() {
        return new RunLimits(256, 60, 64, 64, 16 * MB, 64 * MB, 16 * MB);
    }

    /** A compile step's limits: larger than a bot's, as compilers need (javac's JVM, g++ -O2 on a big file). */
    public static RunLimits build() {
        return new RunLimits(1024, 60, 128, 256, 64 * MB, 128 * MB, 32 * MB);
    }

    /** The same limits with another CPU budget (tests and short probes use a few seconds). */
    public RunLimits withCpuSeconds(int seconds) {
        return new RunLimits(memoryMb, seconds, processes, openFiles, fileSizeBytes, tmpBytes, shmBytes);
    }

    /**
     * The same limits with the CPU budget scaled by a language's time factor (the languages' table): a bot in a
     * language the table calls slower (Python 2.0) gets that much more CPU time for the same work, as its turn limits.
     */
    public RunLimits scaledBy(double timeFactor) {
        if (!(timeFactor > 0)) throw new IllegalArgumentException("a time factor must be positive: " + timeFactor);
        return withCpuSeconds(Math.max(1, (int) Math.round(cpuSeconds * timeFactor)));
    }

    /** The same limits with another memory budget. */
    public RunLimits withMemoryMb(int mb) {
        return new RunLimits(mb, cpuSeconds, processes, openFiles, fileSizeBytes, tmpBytes, shmBytes);
    }
}
