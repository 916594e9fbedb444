package arena.support;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

class MachinePhaseTest {
    @Test
    void aClassHoldingTheWholeMachineRunsAloneAndTheOthersShared() {
        assertTrue(MachinePhase.holdsTheWholeMachine(Alone.class));
        assertTrue(MachinePhase.holdsTheWholeMachine(Alone.Inner.class), "a nested class with its outer class");
        assertFalse(MachinePhase.holdsTheWholeMachine(OtherLock.class), "another lock is not the machine");
        assertFalse(MachinePhase.holdsTheWholeMachine(MachinePhaseTest.class));
        assertTrue(new MachinePhase("alone").apply(ClassDescriptors.of(Alone.class)).included());
        assertTrue(new MachinePhase("alone").apply(ClassDescriptors.of(MachinePhaseTest.class)).excluded());
        assertTrue(new MachinePhase("shared").apply(ClassDescriptors.of(MachinePhaseTest.class)).included());
        assertTrue(new MachinePhase("shared").apply(ClassDescriptors.of(Alone.Inner.class)).excluded());
        assertTrue(new MachinePhase("").apply(ClassDescriptors.of(Alone.class)).included(), "no phase chosen: both run");
    }

    @Test
    void anUnknownPhaseIsAnErrorNotAnEmptyRun() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new MachinePhase("alon"));
        assertTrue(e.getMessage().contains("no phase alon"), e.getMessage());
    }

    @ResourceLock(Machine.WHOLE_CPU)
    static class Alone {
        static class Inner {}
    }

    @ResourceLock("another")
    static class OtherLock {}
}
