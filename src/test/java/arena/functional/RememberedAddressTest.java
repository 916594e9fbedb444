package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.accounts.LoginThrottle;
import arena.support.Await;
import arena.support.TestArena;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Issue 38, point 6: a rival guessing a team's password from many addresses puts the team's account in a wait, and
 * after a restart no password is verified in memory yet. The address the team's bot logged in from before is kept in
 * the store, so the bot passes that wait at once; the guesses still wait.
 */
class RememberedAddressTest {
    private static final int RIVAL_ADDRESSES = 250;
    private static final int RIVAL_THREADS = 25;

    /** One greeting from a local address of its own; the server's answer to the password. */
    private static String login(String from, int port, String team, String password) throws Exception {
        try (Socket s = new Socket()) {
            s.bind(new InetSocketAddress(from, 0));
            s.connect(new InetSocketAddress("127.0.0.1", port), 5000);
            s.setSoTimeout(20_000);
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
            OutputStream out = s.getOutputStream();
            String first = in.readLine();
            if (!"LOGIN".equals(first)) return first;
            out.write((team + "\n").getBytes(StandardCharsets.UTF_8));
            in.readLine();
            out.write((password + "\n").getBytes(StandardCharsets.UTF_8));
            return in.readLine();
        }
    }

    @Test
    void aRivalGuessingFromManyAddressesThroughARestartDoesNotDelayTheTeamsBot() throws Exception {
        AtomicInteger port = new AtomicInteger();
        AtomicBoolean stop = new AtomicBoolean();
        AtomicLong checked = new AtomicLong(), waited = new AtomicLong();
        List<Thread> rivals = new ArrayList<>();
        Path data;
        try (TestArena before = TestArena.start()) {
            data = before.dataDir;
            before.createTeam("defended", "defended-password");
            before.createContest("guarded", Map.of());
            before.enroll("guarded", "defended");
            assertEquals("OK", login("127.0.0.1", before.app.botPort(), "defended", "defended-password"), "the team's bot logged in once, from its lab");
            port.set(before.app.botPort());
            for (int t = 0; t < RIVAL_THREADS; t++) {
                int first = t;
                rivals.add(Thread.ofPlatform().daemon().start(() -> {
                    for (int i = first; !stop.get(); i += RIVAL_THREADS) {
                        String from = "127.0.1." + (1 + i % RIVAL_ADDRESSES);
                        try {
                            String answer = login(from, port.get(), "defended", "guess-" + i);
                            if ("ERR 1 bad login or password".equals(answer)) checked.incrementAndGet();
                            else if (answer != null && answer.contains("try again")) waited.incrementAndGet();
                        } catch (Exception arenaDown) {
                            // the arena restarts: the rival keeps trying
                        }
                    }
                }));
            }
            Await.until("a rival's guess is told to wait", 30_000, () -> waited.get() > 0);
        }
        // the restart: the rival keeps guessing through it, and from the first moment the arena answers again
        try (TestArena after = TestArena.at(data)) {
            port.set(after.app.botPort());
            long waitedBefore = waited.get();
            Await.until("a rival's guess is told to wait after the restart", 30_000, () -> waited.get() > waitedBefore);
            assertTrue(waited.get() > waitedBefore, "the rival's guesses put the account in a wait after the restart");
            long start = System.nanoTime();
            String answer = login("127.0.0.1", after.app.botPort(), "defended", "defended-password");
            long tookMillis = (System.nanoTime() - start) / 1_000_000;
            assertEquals("OK", answer, "the team's bot, from the address it logged in from before the restart, gets in at once");
            long checkedThen = checked.get(), waitedThen = waited.get();
            Thread.sleep(1500); // the test's pacing: the rivals guess on for a while after the team's login
            stop.set(true);
            for (Thread r : rivals) r.join(25_000);
            System.out.printf("issue 38: the team's bot logged in %d ms after asking, during the wait of a rival guessing from %d addresses "
                    + "(%d guesses checked, %d told to wait in all)%n", tookMillis, RIVAL_ADDRESSES, checked.get(), waited.get());
            assertTrue(waited.get() > waitedThen, "the guesses still wait after the team's bot got in");
            assertTrue(checked.get() - checkedThen <= LoginThrottle.CHECKS_PER_MINUTE,
                    "no more than a minute's checks of guesses after the team's login: " + (checked.get() - checkedThen));
        } finally {
            stop.set(true);
        }
    }
}
