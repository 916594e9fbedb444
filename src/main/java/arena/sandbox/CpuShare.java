package arena.sandbox;

/**
 * Whether the boxes' CPU share is fair (issue 39): the arena and its boxes in cpu groups of their own, so that the
 * boxes weigh against the arena only and have the rest of the machine when the arena does not need it. Where it cannot
 * be had, the boxes weigh against every process of the host and a bot's turn takes longer the busier the host is: the
 * console and {@code /api/languages} (for the instructor) say so with what to do.
 *
 * @param state  what was found, in plain words
 * @param remedy what the administrator can do; empty when the share is fair
 */
public record CpuShare(String state, String remedy) {

    /** A sandbox that is not made of cgroups (a test's, a runner whose sandbox failed): nothing to say. */
    public static final CpuShare NOT_MEASURED = new CpuShare("not measured", "");

    public boolean fair() {
        return remedy.isEmpty();
    }

    /** One line for the console and the self-test's details. */
    public String line() {
        return fair() ? "CPU share: " + state : "CPU share not fair: " + state + ". What to do: " + remedy;
    }
}
