package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.Await;
import arena.support.TestArena;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 27: connections that have not logged in are limited per address, and each has a short time for its team's name
 * and password; a logged-in bot is not held to either. Issue 38: the limit per address is a lab's (a class's bots
 * starting together from one address), the port's ceiling bounds them all ({@code botport.PreLoginsTest}).
 */
class PreLoginLimitsTest {
    private static final int PER_ADDRESS = arena.botport.PreLogins.PER_ADDRESS;

    private static BufferedReader reader(Socket s) throws Exception {
        s.setSoTimeout(20_000);
        return new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
    }

    @Test
    void anAddressHoldsALabsConnectionsNotLoggedInEachForAFewSeconds() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("alpha", "alpha-password");
            arena.createContest("pre", Map.of());
            arena.enroll("pre", "alpha");
            List<Socket> silent = new ArrayList<>();
            try {
                long opened = System.nanoTime();
                for (int i = 0; i < PER_ADDRESS; i++) {
                    Socket s = new Socket("localhost", arena.app.botPort());
                    silent.add(s);
                    assertEquals("LOGIN", reader(s).readLine());
                }
                try (Socket extra = new Socket("localhost", arena.app.botPort())) {
                    BufferedReader in = reader(extra);
                    String first = in.readLine();
                    assertTrue(first.startsWith("ERR 1 too many connections from your address are logging in"), first);
                    assertNull(in.readLine(), "and it is closed");
                }
                BufferedReader first = reader(silent.get(0));
                String told = first.readLine();
                long waited = (System.nanoTime() - opened) / 1_000_000;
                assertEquals("ERR 1 no name and password within 10 s", told);
                assertTrue(waited >= 9_000 && waited < 19_000, "closed after about 10 s: " + waited + " ms");
                assertNull(first.readLine(), "and closed");
                // every silent one has gone the same way: the address may log in again
                Await.until("the address may log in again", 10_000, () -> {
                    try (Socket probe = new Socket("localhost", arena.app.botPort())) {
                        return "LOGIN".equals(reader(probe).readLine());
                    }
                });
                try (Socket bot = new Socket("localhost", arena.app.botPort())) {
                    BufferedReader in = reader(bot);
                    var out = bot.getOutputStream();
                    assertEquals("LOGIN", in.readLine());
                    out.write("alpha\n".getBytes(StandardCharsets.UTF_8));
                    assertEquals("PASS", in.readLine());
                    out.write("alpha-password\n".getBytes(StandardCharsets.UTF_8));
                    assertEquals("OK", in.readLine());
                    Thread.sleep(11_000); // the test's pacing: longer than the greeting's 10 s, which a logged-in bot is not held to
                    out.write("WAIT\n".getBytes(StandardCharsets.UTF_8));
                    assertEquals("OK", in.readLine(), "a bot logged in is not held to the greeting's time");
                }
            } finally {
                for (Socket s : silent) s.close();
            }
        }
    }
}
