package arena.hosted;

/**
 * How much disk builds may take (issue 38): all kept builds together ({@code budgetBytes}: past it the builds not
 * chosen to play are removed, the least recently used first, and made again from the store when needed), and one
 * build's own folder (its binaries or class files and its sources: {@code maxBuildBytes} and {@code maxBuildFiles};
 * a build over either fails, saying so).
 */
public record BuildLimits(long budgetBytes, long maxBuildBytes, int maxBuildFiles) {
    private static final long MIB = 1024L * 1024;
    /** The disk budget when the administrator sets none ({@code --build-budget-mb}). */
    public static final int DEFAULT_BUDGET_MB = 2048;
    /** 2 GiB for all builds, 32 MiB and 2,000 files for one: a bot's binary is a few MB, its classes a few hundred files. */
    public static final BuildLimits DEFAULT = new BuildLimits(DEFAULT_BUDGET_MB * MIB, 32 * MIB, 2000);

    public BuildLimits {
        if (budgetBytes < 1 || maxBuildBytes < 1 || maxBuildFiles < 1) {
            throw new IllegalArgumentException("build limits must be positive: " + budgetBytes + " bytes for all builds, "
                    + maxBuildBytes + " bytes and " + maxBuildFiles + " files for one");
        }
    }

    /** The defaults with another budget for all builds, in MiB. */
    public static BuildLimits withBudgetMb(int mb) {
        return new BuildLimits(mb * MIB, DEFAULT.maxBuildBytes, DEFAULT.maxBuildFiles);
    }

    /** Why a build of {@code bytes} in {@code files} files is refused, or null when it is within the limits. */
    String refusal(long bytes, int files) {
        if (bytes <= maxBuildBytes && files <= maxBuildFiles) return null;
        return String.format(java.util.Locale.ROOT, "the build is too large: it made %,d files and %.1f MB; a build may hold at most %,d files"
                + " and %d MB (its binaries or class files and its sources together). Nothing of it is kept.",
                files, bytes / (double) MIB, maxBuildFiles, maxBuildBytes / MIB);
    }
}
