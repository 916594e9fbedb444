package arena.support;

import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.platform.engine.FilterResult;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.PostDiscoveryFilter;

/**
 * Which of a run's two phases a test class belongs to (issue 45): {@code -Darena.machine=shared} runs only the classes
 * that do not hold {@link Machine#WHOLE_CPU}, {@code alone} only those that do; unset, both. The resource lock keeps such
 * classes apart within one JVM only, so src/scripts/test.sh spreads the shared phase over two JVMs and then runs the
 * alone phase in one JVM by itself: the kill loops, starter matrices and hosted bots under time limits never share the
 * machine with another JVM's tests, and the hundreds of other classes no longer wait for them in a single JVM.
 * Registered in META-INF/services/org.junit.platform.launcher.PostDiscoveryFilter.
 */
public final class MachinePhase implements PostDiscoveryFilter {
    public static final String PROPERTY = "arena.machine";
    public static final String SHARED = "shared";
    public static final String ALONE = "alone";

    private final String phase;

    public MachinePhase() {
        this(System.getProperty(PROPERTY, ""));
    }

    MachinePhase(String phase) {
        this.phase = phase.trim();
        if (!this.phase.isEmpty() && !this.phase.equals(SHARED) && !this.phase.equals(ALONE)) {
            throw new IllegalArgumentException(PROPERTY + ": no phase " + phase + " (the phases are " + SHARED + " and " + ALONE + ")");
        }
    }

    @Override
    public FilterResult apply(TestDescriptor descriptor) {
        if (phase.isEmpty()) return FilterResult.included("both phases run");
        Optional<Class<?>> testClass = testClass(descriptor.getSource().orElse(null));
        if (testClass.isEmpty()) return FilterResult.included("not a class");
        String its = holdsTheWholeMachine(testClass.get()) ? ALONE : SHARED;
        return its.equals(phase) ? FilterResult.included("phase " + its) : FilterResult.excluded("phase " + its + " not chosen");
    }

    /** Whether the class (or a class enclosing it) takes {@link Machine#WHOLE_CPU} with {@code @ResourceLock}. */
    public static boolean holdsTheWholeMachine(Class<?> testClass) {
        for (Class<?> c = testClass; c != null; c = c.getEnclosingClass()) {
            if (Arrays.stream(c.getAnnotationsByType(ResourceLock.class)).anyMatch(lock -> lock.value().equals(Machine.WHOLE_CPU))) return true;
        }
        return false;
    }

    private static Optional<Class<?>> testClass(TestSource source) {
        if (source instanceof ClassSource c) return Optional.of(c.getJavaClass());
        if (source instanceof MethodSource m) return Optional.of(m.getJavaClass());
        return Optional.empty();
    }
}
