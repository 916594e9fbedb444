package arena.support;

import java.util.Comparator;
import org.junit.jupiter.api.ClassOrderer;
import org.junit.jupiter.api.ClassOrdererContext;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The order of a test JVM's classes (junit-platform.properties, issue 45): the starter matrices ({@code @Execution(
 * CONCURRENT)}) first, then the classes that run one after another, then those that want the machine to themselves
 * ({@code @ResourceLock(Machine.WHOLE_CPU)}). JUnit runs the one-after-another classes in this order on one thread while
 * a matrix runs on another, and a class that waits for WHOLE_CPU (which the matrix holds) holds up every class after it:
 * in the H2 run of 6 December the 214 s matrix ran beside three classes, then alone. With the machine's classes last, the
 * matrices run beside the rest of the suite, as designed, and the machine's classes still never beside a matrix or each
 * other. Within each group the order stays as it was given (the sort is stable).
 */
public final class MachineLast implements ClassOrderer {
    /** Where a class goes: the concurrent ones first, the machine's own last. */
    static int group(Class<?> testClass) {
        Execution execution = testClass.getAnnotation(Execution.class);
        if (execution != null && execution.value() == ExecutionMode.CONCURRENT) return 0;
        for (ResourceLock lock : testClass.getAnnotationsByType(ResourceLock.class)) {
            if (lock.value().equals(Machine.WHOLE_CPU)) return 2;
        }
        return 1;
    }

    @Override
    public void orderClasses(ClassOrdererContext context) {
        context.getClassDescriptors().sort(Comparator.comparingInt(d -> group(d.getTestClass())));
    }
}
