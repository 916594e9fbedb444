package arena.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import arena.support.Machine;
import org.junit.jupiter.api.Timeout;

/**
 * Hostile bots, each a real source file built and started through the sandbox's API as a student's bot would be;
 * each must be contained (killed or refused) and its end said in plain words (issue 26, "The sandbox holds").
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a blocked read must not hang the run
@ResourceLock(Machine.WHOLE_CPU)
class SandboxContainmentTest {

    @Test
    void aForkBombIsHeldAtTheProcessLimitAndKilled() throws Exception {
        Path dir = Boxes.built("c", "forkbomb.c");
        long t0 = System.nanoTime();
        int uid;
        try (SandboxedProcess p = Boxes.start("c", dir, RunLimits.bot())) {
            uid = p.uid();
            assertTrue(p.waitFor(20_000), "the fork bomb still runs after 20 s");
            assertEquals("process limit of 64 reached", p.endReason().orElseThrow());
        }
        assertEquals(List.of(), BoxIds.processesOf(uid), "processes of the bomb's uid remain");
        assertTrue(System.nanoTime() - t0 < 20_000_000_000L);
    }

    @Test
    void aMemoryHogOf2GbIsKilledAtItsLimit() throws Exception {
        Path dir = Boxes.built("c", "memhog.c");
        try (SandboxedProcess p = Boxes.start("c", dir, RunLimits.bot())) {
            String out = Boxes.readAll(p.stdout(), 4096);
            assertTrue(p.waitFor(20_000));
            assertFalse(out.contains("got 2 GB"), out);
            assertEquals("memory limit of 256 MB reached", p.endReason().orElseThrow());
        }
    }

    @Test
    void anEndlessLoopAtStartIsKilledAfterItsCpuTime() throws Exception {
        Path dir = Boxes.built("cpp17", "spin.cpp");
        try (SandboxedProcess p = Boxes.start("cpp17", dir, RunLimits.bot().withCpuSeconds(2))) {
            assertTrue(p.waitFor(15_000), "the loop still runs");
            assertEquals("killed after 2 s of CPU", p.endReason().orElseThrow());
        }
    }

    /**
     * A flood on stdout and stderr: a pipe holds some 64 KB, so a writer nobody reads is held, not buffered in the
     * arena; the caller reads what it caps and kills the bot (the runner's per-turn output cap does this).
     */
    @Test
    void aFloodOnStdoutAndStderrIsHeldByThePipesUntilKilled() throws Exception {
        Path dir = Boxes.built("python3", "flood.py");
        try (SandboxedProcess p = Boxes.start("python3", dir, RunLimits.bot())) {
            byte[] buf = new byte[1 << 20];
            int got = p.stdout().readNBytes(buf, 0, buf.length); // a 1 MB cap, then no more reading
            assertEquals(buf.length, got);
            Thread.sleep(1000);
            assertTrue(p.alive(), "the flooder is held by its pipes, not ended");
            assertTrue(p.stdout().available() <= 1 << 20, "what waits in the pipe is bounded");
            p.kill();
            assertFalse(p.alive());
            assertEquals("killed by the arena", p.endReason().orElseThrow());
        }
    }

    @Test
    void aOneGbFileInTmpStopsAtTheLimits() throws Exception {
        Path dir = Boxes.built("python3", "tmpfill.py");
        try (SandboxedProcess p = Boxes.start("python3", dir, RunLimits.bot())) {
            String out = Boxes.readAll(p.stdout(), 4096);
            assertTrue(p.waitFor(20_000));
            assertFalse(out.contains("wrote 1024 MB"), out);
            // the file size rlimit (16 MB) comes before the tmpfs's 64 MB; CPython ignores SIGXFSZ, so it is told EFBIG
            assertTrue(out.startsWith("stopped at 16 MB") && out.contains("File too large"), out);
            assertEquals("exited with code 4", p.endReason().orElseThrow());
        }
        // with a larger file limit the tmpfs is full first, and the bot is told so (ENOSPC)
        RunLimits big = new RunLimits(256, 60, 64, 64, 1L << 30, 32L << 20, 16L << 20);
        try (SandboxedProcess p = Boxes.start("python3", dir, big)) {
            String out = Boxes.readAll(p.stdout(), 4096);
            assertTrue(p.waitFor(20_000));
            assertTrue(out.startsWith("stopped at 3") && out.contains("No space left"), out);
            assertEquals("exited with code 4", p.endReason().orElseThrow());
        }
    }

    @Test
    void noConnectionToLoopbackNorOutside() throws Exception {
        Path dir = Boxes.built("python3", "connect.py");
        try (ServerSocket arenaPort = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            AtomicInteger accepted = new AtomicInteger();
            Thread acceptor = Thread.ofVirtual().start(() -> {
                try (Socket s = arenaPort.accept()) {
                    accepted.incrementAndGet();
                } catch (Exception e) {
                    // closed at the end of the test
                }
            });
            String targets = "127.0.0.1 " + arenaPort.getLocalPort() + "\n" + "localhost " + arenaPort.getLocalPort()
                    + "\n" + "1.1.1.1 443\n" + "8.8.8.8 53\n";
            try (SandboxedProcess p = Boxes.start("python3", dir, RunLimits.bot())) {
                try (OutputStream in = p.stdin()) {
                    in.write(targets.getBytes(StandardCharsets.UTF_8));
                }
                String out = Boxes.readAll(p.stdout(), 8192);
                assertTrue(out.contains("DONE"), out);
                assertFalse(out.contains("CONNECTED"), out);
                assertTrue(out.contains("FAILED 127.0.0.1 " + arenaPort.getLocalPort()), out);
                assertTrue(out.contains("FAILED 1.1.1.1 443") && out.contains("FAILED 8.8.8.8 53"), out);
                assertTrue(out.contains("unreachable"), "no route out of the box: " + out);
                assertTrue(p.waitFor(5000));
                assertEquals("exited with code 0", p.endReason().orElseThrow());
            }
            assertEquals(0, accepted.get());
            acceptor.interrupt();
        }
    }

    @Test
    void theArenasFilesOtherBuildsShadowAndSecretsAreOutOfSight() throws Exception {
        Path dataDir = Boxes.ROOT.resolve("data");
        Files.createDirectories(dataDir);
        Path database = Files.writeString(dataDir.resolve("arena.mv.db"), "the database");
        Path other = Boxes.buildDir("another-team");
        Boxes.sandbox().build(Boxes.language("python3"), Map.of("bot.py", "SECRET_STRATEGY = 42\n"), other);
        Path dir = Boxes.built("javascript", "snoop.js");
        List<String> paths = List.of(dataDir.toString(), database.toString(), other.resolve("bot.py").toString(),
                other.toString(), "/etc/shadow", "/etc/passwd", "/root", "/home", "/work", Path.of("").toAbsolutePath()
                        .toString(), "/sys/fs/cgroup", "/proc/1/environ", "/box/bot.js");
        try (SandboxedProcess p = Boxes.start("javascript", dir, RunLimits.bot())) {
            try (OutputStream in = p.stdin()) {
                in.write((String.join("\n", paths) + "\n").getBytes(StandardCharsets.UTF_8));
            }
            String out = Boxes.readAll(p.stdout(), 64 * 1024);
            assertTrue(out.contains("DONE"), out);
            // /proc/1 is the box's own init (bwrap's), with the box's clean environment, checked below
            for (String path : paths.subList(0, paths.size() - 2)) {
                assertTrue(out.contains("DENIED " + path + " "), path + " is readable in the box:\n" + out);
            }
            assertTrue(out.contains("READ /box/bot.js"), "its own build is readable: " + out);
            List<String> envLines = out.lines().filter(l -> l.startsWith("ENV ")).toList();
            List<String> env = envLines.stream().map(l -> l.substring(4, l.indexOf('='))).sorted().toList();
            assertEquals(List.of("HOME", "LANG", "PATH", "PWD", "TMPDIR"), env, out);
            for (String secret : System.getenv().values()) {
                if (secret.length() >= 8 && !secret.startsWith("/usr") && !secret.equals("C.UTF-8")) {
                    assertFalse(String.join("\n", envLines).contains(secret), "the arena's environment leaks: " + secret);
                }
            }
        }
    }

    @Test
    void aDoubleForkedDaemonDoesNotOutliveItsBot() throws Exception {
        Path dir = Boxes.built("java", "Bot.java");
        int uid;
        try (SandboxedProcess p = Boxes.start("java", dir, RunLimits.bot())) {
            uid = p.uid();
            BufferedReader out = new BufferedReader(new InputStreamReader(p.stdout(), StandardCharsets.UTF_8));
            assertEquals("daemon started", out.readLine());
            // the bot says so only once its own /proc shows the daemon's sleep: the chain execs four times (setsid,
            // nohup, sh, sleep) after its sh returned, and CI once looked before the last exec (whole runs, 7 Dec); the
            // host looks until it sees it too, for at most 5 s, as a look mid-exec reads an empty cmdline
            long deadline = System.nanoTime() + 5_000_000_000L;
            while (Boxes.processesWith("sleep 31337").isEmpty() && System.nanoTime() < deadline) Thread.sleep(20);
            assertFalse(Boxes.processesWith("sleep 31337").isEmpty(), "the daemon runs while its bot does");
        }
        assertEquals(List.of(), Boxes.processesWith("sleep 31337"), "the daemon survived its bot");
        assertEquals(List.of(), BoxIds.processesOf(uid), "a process of the box's uid survived");
    }

    @Test
    void aBotKilledMidTurnLeavesNothing() throws Exception {
        Path dir = Boxes.built("c", "thinker.c");
        try (SandboxedProcess p = Boxes.start("c", dir, RunLimits.bot())) {
            BufferedReader out = new BufferedReader(new InputStreamReader(p.stdout(), StandardCharsets.UTF_8));
            p.stdin().write("TURN 1\n".getBytes(StandardCharsets.UTF_8));
            p.stdin().flush();
            assertEquals("MOVE 1", out.readLine());
            p.stdin().write("TURN 2\n".getBytes(StandardCharsets.UTF_8));
            p.stdin().flush();
            Thread.sleep(300); // thinking, for ever
            assertTrue(p.alive());
            p.kill();
            assertFalse(p.alive());
            assertEquals("killed by the arena", p.endReason().orElseThrow());
            int uid = p.uid();
            p.close();
            assertEquals(List.of(), BoxIds.processesOf(uid));
        }
    }
}
