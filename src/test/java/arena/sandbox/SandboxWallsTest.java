package arena.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.parallel.ResourceLock;
import arena.support.Machine;

/**
 * The second wall behind the namespaces (issue 41): a C bot, built and run as a student's, tries each call a contest
 * bot never needs, the box's init, its files and its rank for the OOM killer. Each line it prints is one case.
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
@ResourceLock(Machine.WHOLE_CPU)
class SandboxWallsTest {

    static final int EPERM = 1;
    static final int ENOSYS = 38;

    /** The calls the filter refuses, with the errno a refused call gets. */
    static final Map<String, Integer> REFUSED = new LinkedHashMap<>();

    static {
        for (String call : List.of("io_uring_setup", "io_uring_enter", "io_uring_register", "add_key", "keyctl",
                "request_key", "bpf", "userfaultfd", "perf_event_open", "process_vm_readv", "process_vm_writev",
                "modify_ldt", "kexec_load", "kexec_file_load", "mount", "umount2", "pivot_root", "unshare", "setns",
                "clone-newuser", "init_module", "finit_module", "delete_module", "clock_settime", "settimeofday",
                "adjtimex", "clock_adjtime", "socket-vsock", "socket-alg", "socket-netlink-audit", "socket-packet",
                "ptrace-attach-1")) {
            REFUSED.put(call, EPERM);
        }
        REFUSED.put("clone3", ENOSYS); // so that libc falls back to clone, whose flags the filter can see
    }

    static String out;
    static String reason;

    @BeforeAll
    static void runTheBot() throws Exception {
        Path dir = Boxes.built("c", "walls.c");
        try (SandboxedProcess p = Boxes.start("c", dir, RunLimits.bot())) {
            p.stdin().close();
            out = Boxes.readAll(p.stdout(), 64 * 1024);
            assertTrue(p.waitFor(20_000));
            reason = p.endReason().orElseThrow();
        }
    }

    static Map<String, String> results() {
        Map<String, String> r = new LinkedHashMap<>();
        for (String line : out.lines().toList()) {
            int arrow = line.indexOf(" -> ");
            if (arrow > 0) r.put(line.substring(0, arrow), line.substring(arrow + 4));
        }
        return r;
    }

    @Test
    void everyCallABotNeverNeedsIsRefusedWithEperm() {
        Map<String, String> got = results();
        List<String> open = new ArrayList<>();
        for (var e : REFUSED.entrySet()) {
            if (e.getKey().equals("modify_ldt") && !System.getProperty("os.arch").equals("amd64")) continue;
            if (!("errno " + e.getValue()).equals(got.get(e.getKey()))) open.add(e.getKey() + " -> " + got.get(e.getKey()));
        }
        assertEquals(List.of(), open, "calls not refused as they should be:\n" + out);
        assertTrue(out.contains("Seccomp:\t2\n"), "no seccomp filter in force:\n" + out);
    }

    @Test
    void whatARuntimeNeedsStaysOpen() {
        Map<String, String> got = results();
        for (String call : List.of("socket-unix", "socket-inet", "socket-inet6", "socket-netlink-route",
                "socketpair-unix", "fork", "write /tmp/arena-probe")) {
            assertEquals("ok", got.get(call), call + ":\n" + out);
        }
        assertEquals("exited with code 0", reason, out);
    }

    @Test
    void theBoxsInitCannotBeAttachedNorItsMemoryWritten() {
        Map<String, String> got = results();
        assertEquals("errno " + EPERM, got.get("ptrace-attach-1"), out);
        assertTrue(got.get("open /proc/1/mem").startsWith("errno "), out);
    }

    @Test
    void theRootEtcAndDevAreNotWritable() {
        Map<String, String> got = results();
        for (String path : List.of("/arena-probe", "/etc/arena-probe", "/dev/arena-probe", "/proc/self/oom_score_adj")) {
            assertTrue(String.valueOf(got.get("write " + path)).startsWith("errno "), path + " is writable:\n" + out);
        }
    }

    @Test
    void devShmHasAFixedSize() {
        long shmMb = RunLimits.bot().shmBytes() >> 20;
        assertTrue(out.contains("shm stopped at " + shmMb + " MB errno 28\n"), "/dev/shm is not bounded:\n" + out);
    }

    @Test
    void theOomKillerPicksTheBoxFirst() {
        assertTrue(out.contains("oom_score_adj 1000\n"), out);
    }

    @Test
    void aBoxWhoseProcessesClingToLifeIsEndedWithinASecond() throws Exception {
        Path dir = Boxes.built("c", "clinger.c");
        int uid;
        long ended;
        try (SandboxedProcess p = Boxes.start("c", dir, RunLimits.bot())) {
            uid = p.uid();
            String line = new java.io.BufferedReader(new java.io.InputStreamReader(p.stdout(),
                    java.nio.charset.StandardCharsets.UTF_8)).readLine();
            assertEquals("ready", line);
            assertTrue(BoxIds.processesOf(uid).size() >= 7, "bwrap, its init, the bot and its clinging children");
            long t0 = System.nanoTime();
            p.kill();
            while (!BoxIds.processesOf(uid).isEmpty() && System.nanoTime() - t0 < 5_000_000_000L) Thread.sleep(5);
            ended = (System.nanoTime() - t0) / 1_000_000;
        }
        assertEquals(List.of(), BoxIds.processesOf(uid), "a process of the box outlived it");
        assertTrue(ended < 1000, "the box took " + ended + " ms to end");
    }
}
