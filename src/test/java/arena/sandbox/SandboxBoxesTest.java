package arena.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Boxes side by side: each its own uid outside, its own pid namespace, nobody inside, and nothing of the other. */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a blocked read must not hang the run
class SandboxBoxesTest {

    static final String WHO = """
            import os, sys
            print(os.getpid(), os.getuid(), len([p for p in os.listdir('/proc') if p.isdigit()]), flush=True)
            sys.stdin.readline()
            """;

    @Test
    void twoBoxesAtOnceAreApart() throws Exception {
        Path dir = Boxes.buildDir("who");
        assertTrue(Boxes.sandbox().build(Boxes.language("python3"), Map.of("bot.py", WHO), dir).ok());
        try (SandboxedProcess a = Boxes.start("python3", dir, RunLimits.bot());
             SandboxedProcess b = Boxes.start("python3", dir, RunLimits.bot())) {
            assertNotEquals(a.uid(), b.uid(), "each running box has a uid of its own");
            for (SandboxedProcess p : List.of(a, b)) {
                String line = new BufferedReader(new InputStreamReader(p.stdout(), StandardCharsets.UTF_8)).readLine();
                // pid 2 under bwrap's init, uid nobody, and only those two processes in its /proc
                assertEquals("2 65534 2", line);
                assertEquals(List.of(p.pid()), BoxIds.processesOf(p.uid()).stream().filter(x -> x == p.pid()).toList());
            }
        }
    }
}
