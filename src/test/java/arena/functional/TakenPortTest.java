package arena.functional;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.ServerProcess;
import arena.support.TestArena;
import java.io.File;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * An arena started on a taken HTTP port (issue 28, point 7) says why and ends: within 5 s of saying so the process
 * is gone, and its bot port, opened before the web failed, is free again. Before, the bot port, the database and
 * their threads stayed and the process never ended.
 */
class TakenPortTest {
    @Test
    void anArenaOnATakenHttpPortExitsWithTheReasonAndLeavesNothingListening() throws Exception {
        Path data = Files.createTempDirectory("arena-taken-port");
        int botPort = ServerProcess.freePort();
        try (ServerSocket taken = new ServerSocket()) {
            taken.bind(new InetSocketAddress(0));
            String java = ProcessHandle.current().info().command().orElse("java");
            File log = File.createTempFile("arena-taken-port", ".log");
            ProcessBuilder pb = new ProcessBuilder(List.of(java, "-cp", System.getProperty("java.class.path"), "arena.Main",
                    "--http-port", String.valueOf(taken.getLocalPort()), "--bot-port", String.valueOf(botPort),
                    "--data-dir", data.toString(), "--no-demo")).redirectErrorStream(true).redirectOutput(log);
            pb.environment().put("ARENA_ADMIN_PASSWORD", TestArena.ADMIN_PASSWORD);
            Process arena = pb.start();
            try {
                long end = System.currentTimeMillis() + 60_000; // the JVM's start on a busy machine is not what is measured
                while (!Files.readString(log.toPath()).contains("could not start") && arena.isAlive() && System.currentTimeMillis() < end) {
                    Thread.sleep(20);
                }
                String said = Files.readString(log.toPath());
                assertTrue(said.contains("the arena could not start") && said.contains(String.valueOf(taken.getLocalPort())),
                        "the reason, with the port: " + said);
                assertTrue(arena.waitFor(5, TimeUnit.SECONDS), "the process ended within 5 s of saying why: " + said);
                assertNotEquals(0, arena.exitValue());
                try (ServerSocket again = new ServerSocket()) {
                    again.bind(new InetSocketAddress(botPort)); // throws if the bot port were still held
                }
            } finally {
                arena.destroyForcibly();
            }
        }
    }
}
