package arena.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Issue 39: a box weighs {@link Cgroups#STARTING_BOX_SHARES} among the boxes while its program starts (a spare warming
 * up gives way to the boxes whose turn is on the clock), and {@link Cgroups#PLAYING_BOX_SHARES} from the moment it is
 * seen reading its input or is handed some. Read from the box's own cpu group, as the kernel weighs it.
 */
class BoxWeightTest {

    @Test
    void aBoxWeighsLittleUntilItPlays() throws Exception {
        Assumptions.assumeTrue(Cgroups.detect(Cgroups.PARENT, BoxesMemory.byDefault()).cpuParent().isPresent(),
                "no cpu group of the arena's own on this machine");
        Path boxes = Cgroups.detect(Cgroups.PARENT, BoxesMemory.byDefault()).cpuParent().orElseThrow();
        Language c = Boxes.language("c");
        Path dir = Boxes.buildDir("echo");
        String echo = "#include <stdio.h>\nint main(void) { char l[256]; while (fgets(l, sizeof l, stdin)) { fputs(l, stdout); fflush(stdout); } return 0; }\n";
        assertTrue(Boxes.sandbox().build(c, Map.of("bot.c", echo), dir).ok());
        try (SandboxedProcess p = Boxes.start("c", dir, RunLimits.bot())) {
            Path own = groupOf(boxes, p.pid());
            assertEquals(Cgroups.STARTING_BOX_SHARES, weight(own), "while it starts");
            p.stdin().write("hello\n".getBytes(StandardCharsets.UTF_8));
            p.stdin().flush();
            assertEquals("hello", new BufferedReader(new InputStreamReader(p.stdout(), StandardCharsets.UTF_8)).readLine());
            assertEquals(Cgroups.PLAYING_BOX_SHARES, weight(own), "once handed its input");
        }
    }

    /**
     * Issue 39: a CodinGame bot's box is idle between its turns ({@code cpu.idle}) and a player's on its turn. Before,
     * a C++ bot thinking 0 ms waited 185 ms on the run queue for a draft pick, behind programs off their turns.
     */
    @Test
    void aBoxIsIdleOffItsTurnAndAPlayerOnIt() throws Exception {
        Assumptions.assumeTrue(Cgroups.detect(Cgroups.PARENT, BoxesMemory.byDefault()).cpuParent().isPresent(),
                "no cpu group of the arena's own on this machine");
        Path boxes = Cgroups.detect(Cgroups.PARENT, BoxesMemory.byDefault()).cpuParent().orElseThrow();
        Path dir = Boxes.built("c", "spinners.c");
        try (SandboxedProcess p = Boxes.start("c", dir, RunLimits.bot().withCpuSeconds(30))) {
            Path own = groupOf(boxes, p.pid());
            Assumptions.assumeTrue(Files.exists(own.resolve("cpu.idle")), "no cpu.idle on this kernel (before Linux 5.15)");
            p.onTheClock(false);
            assertEquals("1", Files.readString(own.resolve("cpu.idle")).strip(), "off its turn");
            p.onTheClock(true);
            assertEquals("0", Files.readString(own.resolve("cpu.idle")).strip(), "on its turn");
            assertEquals(Cgroups.PLAYING_BOX_SHARES, weight(own), "on its turn, a player's weight");
            p.onTheClock(false);
            assertEquals("1", Files.readString(own.resolve("cpu.idle")).strip(), "off its turn again");
        }
    }

    /**
     * What idle means: a box of eight spinners off its turn beside one on its turn gets almost none of the cores (the
     * kernel runs an idle group only where no other wants the core), where at equal weights they would halve them.
     */
    @Test
    void aBoxOffItsTurnGivesTheCoresToTheBoxOnIt() throws Exception {
        Assumptions.assumeTrue(Cgroups.detect(Cgroups.PARENT, BoxesMemory.byDefault()).cpuParent().isPresent(),
                "no cpu group of the arena's own on this machine");
        Path boxes = Cgroups.detect(Cgroups.PARENT, BoxesMemory.byDefault()).cpuParent().orElseThrow();
        Path dir = Boxes.built("c", "spinners.c");
        try (SandboxedProcess off = Boxes.start("c", dir, RunLimits.bot().withCpuSeconds(30));
             SandboxedProcess on = Boxes.start("c", dir, RunLimits.bot().withCpuSeconds(30))) {
            Assumptions.assumeTrue(Files.exists(groupOf(boxes, off.pid()).resolve("cpu.idle")), "no cpu.idle on this kernel");
            off.onTheClock(false);
            on.onTheClock(true);
            Thread.sleep(300); // the measurement's warm-up, by design: both boxes' spinners running
            long off0 = off.cpuNanos(), on0 = on.cpuNanos();
            Thread.sleep(2000); // the measuring window itself
            long offNanos = off.cpuNanos() - off0, onNanos = on.cpuNanos() - on0;
            double offShare = (double) offNanos / (offNanos + onNanos);
            assertTrue(onNanos > 0 && offShare < 0.1, String.format("the box off its turn had %.1f%% of the boxes' CPU (%d ms against %d ms)",
                    offShare * 100, offNanos / 1_000_000, onNanos / 1_000_000));
        }
    }

    /** The box's own cpu group: the one under the boxes' that holds its bwrap's pid (other tests make boxes too). */
    private static Path groupOf(Path boxes, long pid) throws Exception {
        long end = System.nanoTime() + 10_000_000_000L; // the box's wrapper joins its groups just after its start
        while (System.nanoTime() < end) {
            try (var dirs = Files.list(boxes)) {
                var found = dirs.filter(Files::isDirectory).filter(d -> {
                    try {
                        return Files.readAllLines(d.resolve("cgroup.procs")).contains(Long.toString(pid));
                    } catch (java.io.IOException e) {
                        return false;
                    }
                }).findFirst();
                if (found.isPresent()) return found.get();
            }
            Thread.sleep(10);
        }
        throw new AssertionError("no cpu group of the box's " + pid + " under " + boxes + ": " + listing(boxes));
    }

    private static String listing(Path boxes) throws java.io.IOException {
        try (var dirs = Files.list(boxes)) {
            return dirs.map(d -> d.getFileName() + (Files.isDirectory(d) ? "/" : "")).toList().toString();
        }
    }

    /** The box's weight as v1 shares (v2's cpu.weight converted back). */
    private static long weight(Path box) throws Exception {
        Path v1 = box.resolve("cpu.shares");
        if (Files.exists(v1)) return Long.parseLong(Files.readString(v1).strip());
        long w = Long.parseLong(Files.readString(box.resolve("cpu.weight")).strip());
        for (long shares : new long[] {Cgroups.STARTING_BOX_SHARES, Cgroups.PLAYING_BOX_SHARES}) {
            if (CgroupsV2.weight(shares) == w) return shares;
        }
        return w;
    }
}
