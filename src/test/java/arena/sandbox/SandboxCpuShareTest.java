package arena.sandbox;

import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.Machine;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The arena keeps its share of the cores beside hostile boxes (issue 26: hostile bots change no other match's timing).
 * All the boxes together weigh {@link Cgroups#SANDBOX_CPU_SHARES} against the arena's own
 * {@link Cgroups#ARENA_CPU_SHARES}, in the arena process's cpu group (issue 39), however many boxes spin. Before issue
 * 26, each box ran under {@code nice 10}, which the kernel's autogroups undo: bwrap's {@code --new-session} gives every
 * box a scheduling group of its own that weighs as much as the whole arena, so one box of eight spinners took half the
 * cores from it and two boxes two thirds. Since issue 39 the boxes together weigh as much as the arena's JVM (at 256 a
 * Python bot lost its first turns while the JVM had work: HostedStartTest), so the arena has half whatever the boxes do.
 * Two spinning threads of this JVM (the arena) against two boxes of eight spinning processes each, for three seconds,
 * on two cores: the arena must get at least 40% of the CPU they all use together (half by the shares; a third with
 * autogroups).
 */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
@ResourceLock(Machine.WHOLE_CPU)
class SandboxCpuShareTest {

    @Test
    void theArenaKeepsTheCoresBesideABoxOfSpinners() throws Exception {
        // a machine whose cgroups give no cpu controller keeps only the boxes' nice (docs/sandbox.md says what to do there)
        Assumptions.assumeTrue(Cgroups.detect(Cgroups.PARENT, BoxesMemory.byDefault()).enforces().contains("cpu"), "no writable cpu cgroup controller on this machine");
        Path many = Boxes.built("c", "spinners.c");
        try (SandboxedProcess crowd = Boxes.start("c", many, RunLimits.bot().withCpuSeconds(30));
             SandboxedProcess second = Boxes.start("c", many, RunLimits.bot().withCpuSeconds(30))) {
            Thread.sleep(500); // the measurement's warm-up, by design: the boxes' sixteen processes spinning
            ThreadMXBean mx = ManagementFactory.getThreadMXBean();
            AtomicLong arenaNanos = new AtomicLong();
            long box0 = crowd.cpuNanos() + second.cpuNanos();
            long until = System.nanoTime() + 3_000_000_000L;
            Thread[] spinners = new Thread[2];
            for (int i = 0; i < spinners.length; i++) {
                spinners[i] = Thread.ofPlatform().start(() -> {
                    long start = mx.getCurrentThreadCpuTime();
                    long n = 0;
                    while (System.nanoTime() < until) n++;
                    arenaNanos.addAndGet(mx.getCurrentThreadCpuTime() - start + (n & 0)); // n keeps the loop
                });
            }
            for (Thread t : spinners) t.join();
            long boxNanos = crowd.cpuNanos() + second.cpuNanos() - box0;
            assertTrue(boxNanos > 0, "the boxes' CPU is counted");
            double arenaShare = (double) arenaNanos.get() / (arenaNanos.get() + boxNanos);
            assertTrue(arenaShare >= 0.4, String.format("the arena had %.0f%% of the CPU (%d ms against the boxes' %d ms)",
                    arenaShare * 100, arenaNanos.get() / 1_000_000, boxNanos / 1_000_000));
        }
    }
}
