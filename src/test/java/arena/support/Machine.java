package arena.support;

/**
 * The machine the tests share. The starter matrices run beside the rest of the suite (junit-platform.properties); a
 * test whose figures are timed against the wall clock under a load of its own (the kill loop's restarts, the sandbox's
 * CPU limits) takes {@link #WHOLE_CPU} with {@code @ResourceLock}, and so does each matrix, so the two never overlap.
 * The lock holds within one JVM; src/scripts/test.sh runs the classes that take it in a JVM of their own, after the
 * others have run in two ({@link MachinePhase}).
 */
public final class Machine {
    public static final String WHOLE_CPU = "arena.machine.cpu";

    private Machine() {}
}
