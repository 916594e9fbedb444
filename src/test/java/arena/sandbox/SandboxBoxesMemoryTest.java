package arena.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.parallel.ResourceLock;
import arena.support.Machine;

/**
 * All boxes together have a memory limit (issue 41): two boxes, each within its own 256 MB, that together ask for
 * more than the 300 MB all boxes may have. One of them is killed by that limit, said so, and the arena goes on.
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
@ResourceLock(Machine.WHOLE_CPU)
class SandboxBoxesMemoryTest {

    static final long ALL_BOXES_MB = 300;
    static final String EACH_MB = "192";

    @Test
    void boxesThatTogetherAskForMoreThanAllBoxesMayHaveAreKilledAndTheArenaGoesOn() throws Exception {
        BubblewrapSandbox sandbox = BubblewrapSandbox.create(Boxes.ROOT.resolve("work-all-boxes"), BubblewrapSandbox.FIRST_UID,
                BubblewrapSandbox.UID_COUNT, new BoxCommand.Tools("/bin/sh", "/usr/bin/prlimit", "/usr/bin/setpriv",
                        "/usr/bin/bwrap"), "arena-sandbox-all-boxes-test", ALL_BOXES_MB);
        assertTrue(sandbox.check().usable(), sandbox.check().reason());
        Assumptions.assumeTrue(sandbox.check().details().contains("cgroup v"), "no memory cgroup on this machine");
        assertTrue(sandbox.check().details().contains("all boxes together at most " + ALL_BOXES_MB + " MB"),
                sandbox.check().details());
        Language c = Boxes.language("c");
        Path dir = Boxes.built("c", "holder.c");
        try (SandboxedProcess a = (SandboxedProcess) sandbox.start(c, dir, RunLimits.bot());
             SandboxedProcess b = (SandboxedProcess) sandbox.start(c, dir, RunLimits.bot())) {
            assertEquals("held " + EACH_MB, holds(a), "one box alone is within every limit");
            String bHeld = holds(b);
            // the OOM killer of the boxes' parent group picks one of the two (the larger), never the arena
            assertTrue(a.waitFor(10_000) || b.waitFor(10_000), "both boxes hold " + EACH_MB + " MB: " + bHeld);
            SandboxedProcess killed = a.alive() ? b : a;
            assertEquals("memory of all boxes together reached (killed to keep the machine up)",
                    killed.endReason().orElseThrow());
            SandboxedProcess survivor = killed == a ? b : a;
            assertTrue(survivor.alive(), "the other box goes on");
        }
        // the arena is up and its boxes run as before
        try (SandboxedProcess again = (SandboxedProcess) sandbox.start(c, dir, RunLimits.bot())) {
            assertEquals("held " + EACH_MB, holds(again));
            again.stdin().close();
            assertTrue(again.waitFor(10_000));
            assertEquals("exited with code 0", again.endReason().orElseThrow());
        }
    }

    /** Asks the holder for its MB and reads what it says until it holds them all or ends; its last line. */
    private static String holds(SandboxedProcess p) throws Exception {
        p.stdin().write((EACH_MB + "\n").getBytes(StandardCharsets.UTF_8));
        p.stdin().flush();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.stdout(), StandardCharsets.UTF_8));
        String last = "nothing";
        for (String line; (line = out.readLine()) != null; ) {
            last = line;
            if (line.equals("held " + EACH_MB)) break;
        }
        return last;
    }
}
