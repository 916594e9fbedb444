package arena.sandbox;

/**
 * The result of the sandbox's self-test, run once at start. When it is not usable, hosted bots are refused with
 * {@link #reason()}: a bot never runs unsandboxed, not even as a fallback.
 *
 * @param usable   whether processes can be run confined
 * @param reason   why not, in plain words (empty when usable)
 * @param details  what was found: bubblewrap's version, the cgroup flavour, the checks made (for the console)
 * @param cpuShare whether the boxes weigh against the arena alone (issue 39), and what to do where not
 */
public record SandboxCheck(boolean usable, String reason, String details, CpuShare cpuShare) {

    /** A check that says nothing of the CPU share (a sandbox not made of cgroups, or one that could not be made). */
    public SandboxCheck(boolean usable, String reason, String details) {
        this(usable, reason, details, CpuShare.NOT_MEASURED);
    }
}
