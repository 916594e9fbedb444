package arena.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The bridge against an arena that misbehaves (issue 28, point 6): a malformed {@code NEXT} answer drops that
 * connection and the worker logs in again (before: a NumberFormatException ended the worker); a login refused on
 * that new connection ends the bridge with the arena's reason (before: retried forever); a log file that cannot be
 * opened leaves no bot process behind (before: the process was started first, and leaked).
 */
class BridgeProtocolTest {

    /** An arena of one script: the first connection answers NEXT with a malformed line, every later login is refused. */
    private static final class ScriptedArena implements AutoCloseable {
        final ServerSocket server = new ServerSocket(0);
        final AtomicInteger logins = new AtomicInteger();
        final Thread thread = Thread.ofPlatform().daemon().start(this::serve);

        ScriptedArena() throws IOException {}

        private void serve() {
            while (!server.isClosed()) {
                try (Socket s = server.accept()) {
                    BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                    PrintWriter out = new PrintWriter(s.getOutputStream(), true, StandardCharsets.UTF_8);
                    out.println("LOGIN");
                    in.readLine();
                    out.println("PASS");
                    in.readLine();
                    if (logins.incrementAndGet() > 1) {
                        out.println("ERR 1 wrong login or password");
                        continue;
                    }
                    out.println("OK");
                    if (!"NEXT".equals(in.readLine())) continue;
                    out.println("OK");
                    out.println("MATCH 17 two 1000"); // not a number of lines
                    in.readLine(); // until the bridge drops the connection
                } catch (IOException closed) {
                    return;
                }
            }
        }

        @Override
        public void close() throws IOException {
            server.close();
        }
    }

    @Test
    void aMalformedNextAnswerReconnectsAndARefusedLoginEndsTheBridgeWithTheReason() throws Exception {
        try (ScriptedArena arena = new ScriptedArena()) {
            ByteArrayOutputStream output = new ByteArrayOutputStream();
            PrintStream print = new PrintStream(output, true, StandardCharsets.UTF_8);
            int[] code = {-1};
            Thread bridge = Thread.ofPlatform().start(() -> code[0] = Bridge.run(new String[] {"--host", "localhost", "--port",
                    String.valueOf(arena.server.getLocalPort()), "--login", "alice", "--password", "wrong-one", "--parallel", "1", "--",
                    "sleep", "30"}, print, print));
            bridge.join(15_000);
            String text = output.toString(StandardCharsets.UTF_8);
            assertFalse(bridge.isAlive(), "a refused login is not retried forever: " + text);
            assertEquals(2, arena.logins.get(), "the worker logged in again after the malformed line: " + text);
            assertEquals(1, code[0], text);
            assertTrue(text.contains("malformed"), text);
            assertTrue(text.contains("refused the login of alice: ERR 1 wrong login or password"), text);
        }
    }

    @Test
    void aLogFileThatCannotBeOpenedStartsNoProcess() throws Exception {
        String token = "arena-leak-check-" + System.nanoTime();
        Path noFolder = Files.createTempDirectory("bridge-logs").resolve("missing").resolve("match-1.log");
        try {
            new BotProcess(1, List.of("sh", "-c", "sleep 30; echo " + token), noFolder);
        } catch (IOException expected) {
            // the log file's folder does not exist
        }
        Thread.sleep(200); // a negative check: a leaked child would show within this time
        List<ProcessHandle> leaked = ProcessHandle.allProcesses()
                .filter(p -> p.info().arguments().map(a -> String.join(" ", a).contains(token)).orElse(false)).toList();
        leaked.forEach(ProcessHandle::destroyForcibly);
        assertTrue(leaked.isEmpty(), "a bot process was left running: " + leaked);
    }
}
