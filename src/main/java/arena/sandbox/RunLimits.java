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
 */
public record RunLimits(int memoryMb, int cpuSeconds, int processes, int openFiles, long fileSizeBytes,
                        long tmpBytes) {

    /** A bot's limits: 256 MB (as Botzone), 10 s of CPU per run... */
    public static RunLimits bot() {
        throw new UnsupportedOperationException("filled in by the next commit");
    }

    /** A compile step's limits: larger than a bot's, as compilers need (javac, g++). */
    public static RunLimits build() {
        throw new UnsupportedOperationException("filled in by the next commit");
    }
}
