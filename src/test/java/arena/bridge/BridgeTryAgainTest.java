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
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 38: a refusal that says "try again" is a reason to try again, never to exit (3 of 8 bridges started together
 * from one address exited on {@code ERR 1 too many connections from your address are logging in, try again in a
 * second}). Against an arena of one script, the bridge's first connection is refused before the greeting, then by a
 * wait after failed logins ("in 1 s", which it honours), then its contest is refused while the arena recovers; it
 * tries again each time with back-off, logs in, and when that connection is lost and the password is then wrong, it
 * ends with the arena's reason.
 */
class BridgeTryAgainTest {

    /** Each connection's script, in order; the times at which each connection came. */
    private static final class ScriptedArena implements AutoCloseable {
        final ServerSocket server = new ServerSocket(0);
        final List<Long> arrivals = Collections.synchronizedList(new ArrayList<>());
        final Thread thread = Thread.ofPlatform().daemon().start(this::serve);

        ScriptedArena() throws IOException {}

        private void serve() {
            while (!server.isClosed()) {
                try (Socket s = server.accept()) {
                    arrivals.add(System.nanoTime());
                    BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                    PrintWriter out = new PrintWriter(s.getOutputStream(), true, StandardCharsets.UTF_8);
                    int n = arrivals.size();
                    if (n == 1) {
                        out.println("ERR 1 too many connections from your address are logging in, try again in a second");
                        continue;
                    }
                    out.println("LOGIN");
                    in.readLine();
                    out.println("PASS");
                    in.readLine();
                    if (n == 2) {
                        out.println("ERR 1 too many failed logins, try again in 1 s");
                        continue;
                    }
                    if (n >= 5) {
                        out.println("ERR 1 bad login or password");
                        continue;
                    }
                    out.println("OK");
                    in.readLine(); // CONTEST
                    if (n == 3) {
                        out.println("ERR 104 the arena is starting: its contests are being recovered; try again in a moment");
                        continue;
                    }
                    out.println("OK");
                    in.readLine(); // NEXT: the arena goes away instead of answering
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
    void aRefusalThatSaysTryAgainIsTriedAgainAndAWrongPasswordEndsTheBridge() throws Exception {
        try (ScriptedArena arena = new ScriptedArena()) {
            ByteArrayOutputStream output = new ByteArrayOutputStream();
            PrintStream print = new PrintStream(output, true, StandardCharsets.UTF_8);
            int[] code = {-1};
            Thread bridge = Thread.ofPlatform().start(() -> code[0] = Bridge.run(new String[] {"--host", "localhost", "--port",
                    String.valueOf(arena.server.getLocalPort()), "--login", "alice", "--password", "password1", "--contest", "lab",
                    "--parallel", "1", "--", "sleep", "30"}, print, print));
            bridge.join(60_000);
            String text = output.toString(StandardCharsets.UTF_8);
            assertFalse(bridge.isAlive(), "the bridge ended: " + text);
            assertEquals(5, arena.arrivals.size(), "three refusals for now tried again, a login, a lost connection, a wrong password: " + text);
            assertTrue(text.contains("the arena says try again (ERR 1 too many connections from your address are logging in, try again in a second): retrying in "), text);
            assertTrue(text.contains("the arena says try again (ERR 1 too many failed logins, try again in 1 s): retrying in "), text);
            assertTrue(text.contains("the arena says try again (ERR 104 the arena is starting"), text);
            assertTrue(text.contains("bridge: alice connected to localhost:"), text);
            long askedWait = arena.arrivals.get(2) - arena.arrivals.get(1);
            assertTrue(askedWait >= 1_000_000_000L, "the wait the arena named is kept: " + askedWait / 1_000_000 + " ms");
            assertEquals(1, code[0], text);
            assertTrue(text.contains("refused the login of alice: ERR 1 bad login or password; not trying again"), text);
        }
    }

    @Test
    void theWaitsGrowWithJitterAndKeepWhatTheArenaAsked() {
        for (int attempt = 0; attempt < 12; attempt++) {
            long base = Math.min(Bridge.FIRST_RETRY_MILLIS << attempt, Bridge.MAX_RETRY_MILLIS);
            long low = Long.MAX_VALUE, high = 0;
            for (int i = 0; i < 200; i++) {
                long w = Bridge.backOff(attempt, 0);
                low = Math.min(low, w);
                high = Math.max(high, w);
            }
            assertTrue(low >= base / 2 && high <= base * 3 / 2, "attempt " + attempt + ": " + low + ".." + high + " around " + base);
            assertTrue(high - low > base / 4, "jittered: " + low + ".." + high);
            assertTrue(Bridge.backOff(attempt, 20_000) >= 20_000, "never less than the arena asked");
        }
    }
}
