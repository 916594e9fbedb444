package arena.support;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.support.descriptor.ClassSource;

class MachineLastTest {
    @Test
    void theMatricesComeFirstTheMachinesOwnClassesLast() {
        assertEquals(0, MachineLast.group(Matrix.class));
        assertEquals(1, MachineLast.group(MachineLastTest.class));
        assertEquals(2, MachineLast.group(WholeMachine.class));
        assertEquals(2, MachineLast.group(classNamed("arena.functional.KillLoopTest")));
        assertEquals(0, MachineLast.group(classNamed("arena.starters.StartersPlayTest")), "concurrent, though it holds the machine");
    }

    /** The order junit-platform.properties names is the one JUnit applies, the classes of a group in the order given. */
    @Test
    void theSuiteRunsInThatOrder() {
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(DiscoverySelectors.selectClass(WholeMachine.class), DiscoverySelectors.selectClass(Plain.class),
                        DiscoverySelectors.selectClass(Matrix.class), DiscoverySelectors.selectClass(OtherPlain.class))
                .build();
        TestPlan plan = LauncherFactory.create().discover(request);
        List<String> order = plan.getRoots().stream().flatMap(engine -> plan.getChildren(engine).stream())
                .map(c -> ((ClassSource) c.getSource().orElseThrow()).getJavaClass().getSimpleName()).toList();
        assertEquals(List.of("Matrix", "Plain", "OtherPlain", "WholeMachine"), order);
    }

    private static Class<?> classNamed(String name) {
        try {
            return Class.forName(name);
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }

    @ResourceLock(Machine.WHOLE_CPU)
    static class WholeMachine {
        @Test
        void runs() {}
    }

    @Execution(ExecutionMode.CONCURRENT)
    @ResourceLock(Machine.WHOLE_CPU)
    static class Matrix {
        @Test
        void runs() {}
    }

    static class Plain {
        @Test
        void runs() {}
    }

    static class OtherPlain {
        @Test
        void runs() {}
    }
}
