package arena.starters;

import static org.junit.jupiter.api.Assertions.assertEquals;

import arena.game.StarterLanguage;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Issue 38: every PIZZA starter, in each of its four languages, takes a refusal that says "try again" for what it says.
 * Against an arena of one script, a starter is refused before the greeting (too many connections from its address are
 * logging in), then by a wait after failed logins ("try again in 1 s", which it keeps), then its {@code CONTEST} while
 * the arena recovers; it tries again each time with back-off, logs in, says the arena went away when the connection
 * closes, and ends (exit code 1, saying why) only when its password is wrong. Before issue 38 the starters exited on the
 * wait after failed logins.
 */
class StarterTryAgainTest {

    /** Each connection's script, in order; the times at which connections came. */
    private static final class ScriptedArena implements AutoCloseable {
        final ServerSocket server = new ServerSocket(0);
        final List<Long> arrivals = Collections.synchronizedList(new ArrayList<>());

        ScriptedArena() throws IOException {
            Thread.ofPlatform().daemon().start(this::serve);
        }

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
                    in.readLine(); // the starter's first command: the arena goes away instead of answering
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

    record Outcome(String what, String problems) {}

    @Test
    void everyStarterTriesAgainWhenTheArenaSaysSoAndEndsOnlyOnAWrongPassword() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Outcome>> runs = new ArrayList<>();
            for (String game : List.of("vestrock", "kieszostwory", "pizzacraft")) {
                for (StarterLanguage language : StarterLanguage.values()) runs.add(pool.submit(() -> run(game, language)));
            }
            List<String> failed = new ArrayList<>();
            for (Future<Outcome> f : runs) {
                Outcome o = f.get();
                if (!o.problems().isEmpty()) failed.add(o.problems() + "\n" + o.what());
            }
            assertEquals(List.of(), failed, "every starter tried again as told and ended only on the wrong password");
        } finally {
            pool.shutdownNow();
        }
    }

    private static Outcome run(String game, StarterLanguage language) throws Exception {
        try (ScriptedArena arena = new ScriptedArena();
             RunningBot bot = RunningBot.start(game, language, RunningBot.prepare(game, language), null, arena.server.getLocalPort(),
                     "alice", "password1", "lab")) {
            int code = bot.awaitExit(90_000);
            List<String> log = bot.log();
            List<String> problems = new ArrayList<>();
            if (code != 1) problems.add("exit code " + code + ", not 1");
            for (String said : List.of(
                    "the arena says try again (ERR 1 too many connections from your address are logging in, try again in a second): retrying in ",
                    "the arena says try again (ERR 1 too many failed logins, try again in 1 s): retrying in ",
                    "the arena says try again (ERR 104 the arena is starting", "connected to localhost:", "the arena is not there (",
                    "login refused: ERR 1 bad login or password")) {
                if (log.stream().noneMatch(l -> l.startsWith(said))) problems.add("never said: " + said);
            }
            if (arena.arrivals.size() != 5) problems.add(arena.arrivals.size() + " connections, not 5");
            else if (arena.arrivals.get(2) - arena.arrivals.get(1) < 1_000_000_000L) problems.add("came back before the 1 s it was asked to wait");
            return new Outcome(bot.what(), problems.isEmpty() ? "" : game + "/" + language.key() + ": " + String.join("; ", problems));
        }
    }
}
