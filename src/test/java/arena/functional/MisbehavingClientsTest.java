package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.Await;
import arena.support.BotClient;
import arena.support.TestArena;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** One connection's misbehaviour never slows the clock or another team's play. */
@org.junit.jupiter.api.Timeout(120)
class MisbehavingClientsTest {

    @Test
    void aClientThatStopsReadingBlocksNeitherTheClockNorOthers() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("stall", "password1");
            arena.createTeam("fine", "password1");
            arena.createContest("stalls", Map.of("turnMillis", 200, "turns", 1000, "commandsPerTurn", 1_000_000));
            arena.enroll("stalls", "stall");
            arena.enroll("stalls", "fine");
            arena.startRound("stalls");
            try (Socket stalled = new Socket("localhost", arena.app.botPort()); BotClient fine = arena.bot("fine", "password1")) {
                OutputStream out = stalled.getOutputStream();
                // logs in, then floods commands and never reads a single answer
                out.write("stall\npassword1\n".getBytes(StandardCharsets.UTF_8));
                Thread flood = Thread.ofVirtual().start(() -> {
                    byte[] burst = "TURN\n".repeat(2000).getBytes(StandardCharsets.UTF_8);
                    try {
                        for (int i = 0; i < 500; i++) out.write(burst);
                    } catch (Exception blockedOrClosed) {
                        // the server stops reading or closes this connection: that is the point
                    }
                });
                Thread.sleep(500); // the test's pacing: the flood gets its head start (nothing to see until buffers fill)
                for (int i = 0; i < 3; i++) {
                    long start = System.nanoTime();
                    assertEquals("OK", fine.command("WAIT"));
                    assertTrue(fine.line().startsWith("TURN "));
                    long millis = (System.nanoTime() - start) / 1_000_000;
                    assertTrue(millis < 600, "turns keep their 200 ms pace, this one took " + millis + " ms");
                }
                assertEquals("OK", fine.command("TURN"));
                flood.interrupt();
            }
        }
    }

    @Test
    void aClientThatStopsReadingIsDisconnectedAfterTheWriteTimeout() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("deaf", "password1");
            arena.createContest("deaf", Map.of("commandsPerTurn", 1_000_000));
            arena.enroll("deaf", "deaf");
            try (Socket s = new Socket("localhost", arena.app.botPort())) {
                s.setReceiveBufferSize(4096);
                OutputStream out = s.getOutputStream();
                out.write("deaf\npassword1\n".getBytes(StandardCharsets.UTF_8));
                out.flush();
                Await.until("the server takes the connection", 10_000, () -> arena.app.botConnections() > 0);
                assertEquals(1, arena.app.botConnections(), "the server took the connection");
                // The client writes on a thread of its own: once the server stops reading, a write blocks, and only
                // the server closing the connection (or the socket's close at the end) ends it.
                java.util.concurrent.atomic.AtomicBoolean writeFailed = new java.util.concurrent.atomic.AtomicBoolean();
                byte[] burst = "FLY\n".repeat(5000).getBytes(StandardCharsets.UTF_8);
                Thread writer = Thread.ofPlatform().daemon(true).start(() -> {
                    try {
                        while (!Thread.currentThread().isInterrupted()) {
                            out.write(burst);
                            out.flush();
                            Thread.sleep(50); // the client's own pace of writing, by design
                        }
                    } catch (Exception e) {
                        writeFailed.set(true);
                    }
                });
                long end = System.currentTimeMillis() + 20_000;
                boolean closed = false;
                while (System.currentTimeMillis() < end && !closed) {
                    Thread.sleep(50);
                    closed = writeFailed.get() || arena.app.botConnections() == 0;
                }
                writer.interrupt();
                assertTrue(closed, "the server closed the connection of a client that does not read");
            }
        }
    }

    @Test
    void anIdleConnectionIsClosed() throws Exception {
        try (TestArena arena = TestArena.start(1)) {
            arena.createTeam("idle", "password1");
            arena.createContest("idle", Map.of());
            arena.enroll("idle", "idle");
            try (BotClient bot = arena.bot("idle", "password1")) {
                assertEquals("OK", bot.command("TURN"));
                bot.line();
                long start = System.nanoTime();
                assertTrue(bot.closedByServer());
                long millis = (System.nanoTime() - start) / 1_000_000;
                assertTrue(millis >= 900 && millis < 5000, "closed after about a second of silence: " + millis);
            }
        }
    }

    @Test
    void garbageGetsAnErrorAndTheConnectionGoesOn() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("noisy", "password1");
            arena.createContest("noise", Map.of());
            arena.enroll("noise", "noisy");
            try (BotClient bot = arena.bot("noisy", "password1")) {
                bot.sendRaw(new byte[] {(byte) 0xff, (byte) 0xfe, 0, 7, '\n'});
                assertTrue(bot.line().startsWith("ERR 103 "));
                assertEquals("ERR 103 empty command", bot.command(""));
                assertEquals("OK", bot.command("TURN"));
            }
        }
    }
}
