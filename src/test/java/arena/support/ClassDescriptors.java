package arena.support;

import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.descriptor.ClassSource;

/** A test class as JUnit's discovery shows it to a post-discovery filter ({@link Tiers}, {@link MachinePhase}), for their tests. */
final class ClassDescriptors {
    private ClassDescriptors() {}

    static AbstractTestDescriptor of(Class<?> testClass) {
        return new AbstractTestDescriptor(UniqueId.forEngine("filter-test"), testClass.getSimpleName(), ClassSource.from(testClass)) {
            @Override
            public Type getType() {
                return Type.CONTAINER;
            }
        };
    }
}
