package arena.support;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.descriptor.ClassSource;

class MachinePhaseTest {
    @Test
    void aClassHoldingTheWholeMachineRunsAloneAndTheOthersShared() {
        assertTrue(MachinePhase.holdsTheWholeMachine(Alone.class));
        assertTrue(MachinePhase.holdsTheWholeMachine(Alone.Inner.class), "a nested class with its outer class");
        assertFalse(MachinePhase.holdsTheWholeMachine(OtherLock.class), "another lock is not the machine");
        assertFalse(MachinePhase.holdsTheWholeMachine(MachinePhaseTest.class));
        assertTrue(new MachinePhase("alone").apply(descriptorOf(Alone.class)).included());
        assertTrue(new MachinePhase("alone").apply(descriptorOf(MachinePhaseTest.class)).excluded());
        assertTrue(new MachinePhase("shared").apply(descriptorOf(MachinePhaseTest.class)).included());
        assertTrue(new MachinePhase("shared").apply(descriptorOf(Alone.Inner.class)).excluded());
        assertTrue(new MachinePhase("").apply(descriptorOf(Alone.class)).included(), "no phase chosen: both run");
    }

    @Test
    void anUnknownPhaseIsAnErrorNotAnEmptyRun() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new MachinePhase("alon"));
        assertTrue(e.getMessage().contains("no phase alon"), e.getMessage());
    }

    private static AbstractTestDescriptor descriptorOf(Class<?> testClass) {
        return new AbstractTestDescriptor(UniqueId.forEngine("machine-phase-test"), testClass.getSimpleName(), ClassSource.from(testClass)) {
            @Override
            public Type getType() {
                return Type.CONTAINER;
            }
        };
    }

    @ResourceLock(Machine.WHOLE_CPU)
    static class Alone {
        static class Inner {}
    }

    @ResourceLock("another")
    static class OtherLock {}
}
