package arena.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 39: the arena and its boxes in cpu groups of their own, per arena process. The arena's JVM is in
 * {@code arena-PID/arena}, its boxes in {@code arena-PID/boxes/box-...}, weighed as {@link Cgroups} says; the groups go
 * when the process exits, and those of an arena killed go when the next one starts. Before, the boxes were in one
 * {@code arena-sandbox} group shared by every arena of the host, the arena's JVM in the host's root group.
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class CpuGroupPlacementTest {

    private static final long PID = ProcessHandle.current().pid();

    @Test
    void theArenaAndItsBoxesAreInCpuGroupsOfTheirOwnWeighedAsDesigned() throws Exception {
        Cgroups cgroups = Cgroups.detect(Cgroups.PARENT, BoxesMemory.byDefault());
        Assumptions.assumeTrue(cgroups.cpuParent().isPresent(), "no writable cpu cgroup controller on this machine: "
                + cgroups.cpuShare().line());
        assertTrue(cgroups.cpuShare().fair(), cgroups.cpuShare().line());
        Path boxesParent = cgroups.cpuParent().orElseThrow();
        Path group = boxesParent.getParent();
        Path leaf = group.resolve(ProcessGroup.ARENA_LEAF);
        assertEquals("arena-" + PID, group.getFileName().toString());
        assertTrue(CgroupFiles.pidsIn(leaf.resolve("cgroup.procs")).contains(PID), "the arena's JVM is in " + leaf);
        assertTrue(ownCpuPath().endsWith("/arena-" + PID + "/arena"), "/proc/self/cgroup: " + ownCpuPath());
        assertEquals(Cgroups.arenaShares(), weight(group), "the arena's group against the host's other work");
        assertEquals(Cgroups.ARENA_CPU_SHARES, weight(leaf), "the arena's JVM");
        assertEquals(Cgroups.SANDBOX_CPU_SHARES, weight(boxesParent), "all the boxes together");

        Path dir = Boxes.built("c", "thinker.c");
        try (SandboxedProcess box = Boxes.start("c", dir, RunLimits.bot())) {
            long bwrap = box.pid();
            box.stdin().write("turn 1\n".getBytes(StandardCharsets.UTF_8));
            box.stdin().flush();
            assertEquals("MOVE 1", new BufferedReader(new InputStreamReader(box.stdout(), StandardCharsets.UTF_8)).readLine(),
                    "the box runs");
            List<Path> boxGroups;
            try (var s = Files.list(boxesParent)) {
                boxGroups = s.filter(p -> p.getFileName().toString().startsWith("box-")).toList();
            }
            assertTrue(boxGroups.stream().anyMatch(g -> CgroupFiles.pidsIn(g.resolve("cgroup.procs")).contains(bwrap)),
                    "the box's bwrap (" + bwrap + ") is in a box group under " + boxesParent + ": " + boxGroups);
            assertFalse(CgroupFiles.pidsIn(leaf.resolve("cgroup.procs")).contains(bwrap), "the box is not in the arena's leaf");
        }
    }

    @Test
    void anArenaThatExitsTakesItsGroupsAndOneKilledLeavesThemToTheNext() throws Exception {
        Assumptions.assumeTrue(Cgroups.detect(Cgroups.PARENT, BoxesMemory.byDefault()).cpuParent().isPresent(),
                "no writable cpu cgroup controller on this machine");
        Process exits = child();
        Path exitsGroup = ready(exits);
        assertTrue(Files.isDirectory(exitsGroup.resolve(ProcessGroup.ARENA_LEAF)), exitsGroup + " made");
        assertTrue(exitsGroup.getFileName().toString().equals("arena-" + exits.pid()), exitsGroup.toString());
        exits.getOutputStream().close();
        assertTrue(exits.waitFor(30, TimeUnit.SECONDS));
        assertFalse(Files.exists(exitsGroup), "the group of an arena that exited is gone: " + exitsGroup);

        Process killed = child();
        Path killedGroup = ready(killed);
        killed.destroyForcibly();
        assertTrue(killed.waitFor(30, TimeUnit.SECONDS));
        assertTrue(Files.isDirectory(killedGroup), "a killed arena cannot remove its group");
        Cgroups.detect(Cgroups.PARENT, BoxesMemory.byDefault()); // the next arena's start
        assertFalse(Files.exists(killedGroup), "the next arena to start removed the group of the one killed: " + killedGroup);
        assertTrue(Files.isDirectory(Cgroups.detect(Cgroups.PARENT, BoxesMemory.byDefault()).cpuParent().orElseThrow()),
                "its own stays");
    }

    private static Process child() throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), CgroupsChild.class.getName())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
    }

    private static Path ready(Process p) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String line = in.readLine();
        assertTrue(line != null && line.startsWith("ready /"), "the child made its cpu group: " + line);
        return Path.of(line.substring("ready ".length()));
    }

    /** This process's group of the cpu controller: the v1 line naming cpu, else v2's line. */
    private static String ownCpuPath() throws IOException {
        List<String[]> lines = Files.readAllLines(Path.of("/proc/self/cgroup")).stream().map(l -> l.split(":", 3)).toList();
        return lines.stream().filter(f -> List.of(f[1].split(",")).contains("cpu")).findFirst()
                .or(() -> lines.stream().filter(f -> f[1].isEmpty()).findFirst()).map(f -> f[2]).orElse("");
    }

    /** A group's weight in v1 shares (v2's cpu.weight turned back). */
    private static long weight(Path group) {
        String shares = CgroupFiles.read(group.resolve("cpu.shares")).strip();
        if (!shares.isEmpty()) return Long.parseLong(shares);
        long w = Long.parseLong(CgroupFiles.read(group.resolve("cpu.weight")).strip());
        return w * 1024 / 100;
    }
}
