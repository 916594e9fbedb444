package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import arena.support.TestDatabases;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Issue 38, point 1: nothing a connection does can close or fail the store for others. Bots log in, send a command
 * that the arena answers in the store ({@code PRACTICE}, a game's entry commands {@code ENTER} and {@code ENTRY},
 * {@code CONTEST}) and close their sockets at once, some with a reset (SO_LINGER 0), beside a round in play in another
 * contest. Before, the connection's end interrupted the thread doing the command's work, and an interrupt in H2's
 * FileChannel I/O closed the whole database ("The database has been closed"; on PostgreSQL it failed the statement):
 * the round's commits failed with it. Now a command's work always finishes and only its answer is dropped.
 */
class ClosingBotsStoreTest {
    static final int BOTS = 500;
    static final int TEAMS = 20;
    /** At most this many connections log in at once from one address (PreLogins). */
    static final int AT_ONCE = 6;
    static final List<String> STORE_FAILURES = List.of("database has been closed", "closedbyinterruptexception", "mvstoreexception",
            "turn commit failed", "a command failed", "i/o error occurred while sending to the backend", "interruptedioexception",
            "the database is not answering");

    @Test
    void botsClosingAtOnceAfterStoreCommandsNeverFailTheStoreNorTheRound() throws Exception {
        PrintStream err = System.err;
        ByteArrayOutputStream heard = new ByteArrayOutputStream();
        PrintStream tee = new PrintStream(new Tee(err, heard), true, StandardCharsets.UTF_8);
        try (TestArena arena = TestArena.start()) {
            TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "prac", "title", "Practice storm", "game", "tally",
                    "settings", Map.of("turnMillis", 50, "turns", 2, "earlyTurns", true, "maxConnections", 64))));
            for (int t = 0; t < TEAMS; t++) {
                arena.createTeam("cb" + t, "password1");
                arena.enroll("prac", "cb" + t);
                try (var bot = arena.bot("cb" + t, "password1")) {
                    assertEquals("OK", bot.command("ENTER start 3"), "the team's entry, which a practice plays");
                }
            }
            // the round in play beside them: 250 turns of 60 ms, every one of them to be committed
            Map<Long, Integer> lengths = arena.startStaggeredRound("play", 60, 250, 0);
            System.setErr(tee);
            long started = System.nanoTime();
            String[] phaseAtHalf = new String[1];
            int sent = storm(arena.app.botPort(), () -> phaseAtHalf[0] = phase(arena));
            long stormMillis = (System.nanoTime() - started) / 1_000_000;
            boolean roundEnded = roundEnds(arena, 40_000);
            System.setErr(err);

            String log = heard.toString(StandardCharsets.UTF_8);
            List<String> failures = log.lines().filter(l -> STORE_FAILURES.stream().anyMatch(l.toLowerCase(Locale.ROOT)::contains)).toList();
            System.out.println("ClosingBotsStoreTest (" + (TestDatabases.postgres() ? "PostgreSQL" : "H2") + "): " + sent + " of " + BOTS
                    + " bots sent their command and closed at once in " + stormMillis + " ms; log lines of store failures: " + failures.size()
                    + " (ClosedByInterruptException: " + count(log, "ClosedByInterruptException") + ", \"database has been closed\": "
                    + count(log, "database has been closed") + ", failed turn commits: " + count(log, "turn commit failed") + ")"
                    + (failures.isEmpty() ? "" : ", first: " + failures.get(0)));
            assertEquals("running", phaseAtHalf[0], "the storm ran beside the round in play, half of it at least");
            assertTrue(roundEnded, "the round beside the storm ended: " + arena.contest("play"));
            assertTrue(failures.isEmpty(), failures.size() + " store failures while bots closed at once, e.g. " + failures.subList(0, Math.min(5, failures.size())));
            for (var e : lengths.entrySet()) {
                JsonNode m = TestArena.expect(200, arena.api("GET", "/api/matches/" + e.getKey(), null)).json();
                assertEquals("finished", m.get("status").asText(), m.toString());
                assertEquals((int) e.getValue(), m.get("turn").asInt(), "every turn of the round was committed: " + m);
            }
            // the store still answers, and the work of the commands whose bots left was done
            TestArena.expect(200, arena.api("GET", "/api/contests/prac", null));
            assertTrue(sent > BOTS * 9 / 10, sent + " bots of " + BOTS + " logged in and sent their command");
        } finally {
            System.setErr(err);
        }
    }

    /** The phase of the contest in play, or what the API answered instead. */
    private static String phase(TestArena arena) {
        TestArena.Response r = arena.api("GET", "/api/contests/play", null);
        return r.status() == 200 ? r.json().get("phase").asText() : "not answered: HTTP " + r.status() + " " + r.body();
    }

    private static long count(String log, String what) {
        return log.lines().filter(l -> l.contains(what)).count();
    }

    private static boolean roundEnds(TestArena arena, long timeoutMillis) throws InterruptedException {
        long end = System.currentTimeMillis() + timeoutMillis;
        while (System.currentTimeMillis() < end) {
            String phase = phase(arena);
            if (phase.equals("open") || phase.equals("finished")) return true; // its one round is over
            Thread.sleep(50);
        }
        return false;
    }

    /** The bots, {@link #AT_ONCE} at a time: each logs in, sends one command that touches the store, and closes at once. */
    private static int storm(int port, Runnable atHalf) throws Exception {
        String[] commands = {"PRACTICE steady", "ENTER start 5", "ENTRY", "CONTEST prac", "PRACTICE greedy"};
        AtomicInteger sent = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(AT_ONCE);
        try {
            List<Future<?>> all = new ArrayList<>();
            for (int i = 0; i < BOTS; i++) {
                int n = i;
                all.add(pool.submit(() -> {
                    if (closeAtOnce(port, "cb" + n % TEAMS, commands[n % commands.length], n % 2 == 0)) sent.incrementAndGet();
                    return null;
                }));
            }
            for (int i = 0; i < all.size(); i++) {
                all.get(i).get();
                if (i == all.size() / 2) atHalf.run();
            }
        } finally {
            pool.shutdown();
        }
        return sent.get();
    }

    /** One bot: logged in, its command sent, its socket closed without reading the answer (reset when {@code reset}). */
    private static boolean closeAtOnce(int port, String team, String command, boolean reset) throws IOException {
        try (Socket s = new Socket("localhost", port)) {
            s.setSoTimeout(10_000);
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
            OutputStream out = s.getOutputStream();
            if (!"LOGIN".equals(in.readLine())) return false;
            out.write((team + "\n").getBytes(StandardCharsets.UTF_8));
            if (!"PASS".equals(in.readLine())) return false;
            out.write("password1\n".getBytes(StandardCharsets.UTF_8));
            if (!"OK".equals(in.readLine())) return false;
            out.write((command + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
            if (reset) s.setSoLinger(true, 0);
        }
        return true;
    }

    /** The log as it is written, and a copy to read. */
    private static final class Tee extends OutputStream {
        private final OutputStream a;
        private final ByteArrayOutputStream b;

        Tee(OutputStream a, ByteArrayOutputStream b) {
            this.a = a;
            this.b = b;
        }

        @Override
        public void write(int x) throws IOException {
            a.write(x);
            synchronized (b) {
                b.write(x);
            }
        }

        @Override
        public void write(byte[] bytes, int off, int len) throws IOException {
            a.write(bytes, off, len);
            synchronized (b) {
                b.write(bytes, off, len);
            }
        }
    }
}
