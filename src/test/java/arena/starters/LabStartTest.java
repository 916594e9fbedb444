package arena.starters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.StarterLanguage;
import arena.support.Machine;
import arena.support.ServerProcess;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Issue 38, point 4: a lab of 100 teams behind one address. Their bots (the four languages' starters of the three PIZZA
 * games and LOCM starters under the bridge, mostly the light Python and C++ ones) are started in the same second
 * against an arena in a process of its own, 10 of them first with a wrong password: those end saying so and are started
 * again with the right one. All 100 must be logged in within {@value #LOGGED_IN_SECONDS} s of the start (counted from
 * the last process started: a lab starts each bot on a machine of its own, this test starts them one after the other on
 * the machine of the arena, which took 85 s under a load of 25 on 2 cores), though the
 * bot port lets only a few connections of one address log in at once and wrong passwords make the address wait: the
 * bots take "try again" for what it says, with back-off and jitter. Then every team plays a round (contests of two
 * teams of one game) and has commands accepted in it. Before issue 38 the bridges exited on {@code ERR 1 too many
 * connections from your address are logging in, try again in a second}. {@code -Dlab.teams=N} (at least 20) for
 * another size, {@code -Dlab.wrongFirst=N} for another number of wrong passwords first, {@code -Dlab.loggedInSeconds=S}
 * for another limit (the figures are printed either way).
 */
@ResourceLock(Machine.WHOLE_CPU)
class LabStartTest {
    static final int LOGGED_IN_SECONDS = 30;
    static final int WRONG_FIRST = 10;
    /** How long the test waits for the logins at all, so that it reports how long they took when it is over the limit. */
    static final long LOGIN_BUDGET_MILLIS = 180_000;
    /** What a refusal that said to try again was about, as the bots print it. */
    static final java.util.regex.Pattern TRY_AGAIN = java.util.regex.Pattern.compile("try again \\(ERR \\d+ ([a-z ]+)");

    /** Bots of 100 by game and language; a game's share is even (contests of two). */
    static final Map<String, Map<StarterLanguage, Integer>> MIX = new LinkedHashMap<>();

    static {
        MIX.put("vestrock", Map.of(StarterLanguage.PYTHON, 15, StarterLanguage.CPP, 14, StarterLanguage.JAVASCRIPT, 2, StarterLanguage.JAVA, 1));
        MIX.put("kieszostwory", Map.of(StarterLanguage.PYTHON, 13, StarterLanguage.CPP, 12, StarterLanguage.JAVASCRIPT, 2, StarterLanguage.JAVA, 1));
        MIX.put("pizzacraft", Map.of(StarterLanguage.PYTHON, 13, StarterLanguage.CPP, 12, StarterLanguage.JAVASCRIPT, 2, StarterLanguage.JAVA, 1));
        MIX.put(RunningBot.LOCM, Map.of(StarterLanguage.PYTHON, 6, StarterLanguage.CPP, 4, StarterLanguage.JAVASCRIPT, 1, StarterLanguage.JAVA, 1));
    }

    record Seat(String game, StarterLanguage language, String team, String contest, boolean wrongFirst) {}

    /**
     * Short matches; turns of a second that end early once both bots have waited, so that a starter slowed by 100 others
     * on 2 cores still gets commands in (at 300 ms a Python Pizzacraft starter under a load of 32 was late for every turn).
     */
    static Map<String, Object> settings(String game) {
        Map<String, Object> s = new HashMap<>(Map.of("turnMillis", 1000, "earlyTurns", true, "rounds", 1, "registrationMillis", 0, "seed", 38));
        if (game.equals("vestrock") || game.equals("pizzacraft")) s.put("turnsPerMatch", 20);
        if (game.equals(RunningBot.LOCM)) {
            s.put("turnMillis", 300);
            s.put("timeFactor", 10);
        }
        return s;
    }

    /** The lab's seats, {@code teams} of them in MIX's proportions, paired in contests of two of one game. */
    static List<Seat> seats(int teams) {
        List<Seat> seats = new ArrayList<>();
        int wrong = Integer.getInteger("lab.wrongFirst", WRONG_FIRST), wrongEvery = wrong == 0 ? Integer.MAX_VALUE : teams / wrong;
        for (var game : MIX.entrySet()) {
            List<StarterLanguage> languages = new ArrayList<>();
            for (StarterLanguage l : StarterLanguage.values()) {
                int n = Math.round(game.getValue().get(l) * teams / 100f);
                for (int i = 0; i < n; i++) languages.add(l);
            }
            if (languages.size() % 2 == 1) languages.remove(0);
            // a pair of one game plays different languages where it can: the list is dealt from both ends
            for (int i = 0; i < languages.size(); i++) {
                StarterLanguage l = i % 2 == 0 ? languages.get(i / 2) : languages.get(languages.size() - 1 - i / 2);
                int n = seats.size();
                seats.add(new Seat(game.getKey(), l, "lab" + n, "lab-" + game.getKey().substring(0, 4) + "-" + i / 2, wrong > 0 && n % wrongEvery == 3));
            }
        }
        return seats;
    }

    @Test
    void aLabOfAHundredTeamsBehindOneAddressLogsInAndPlays() throws Exception {
        int teams = Integer.getInteger("lab.teams", 100);
        int limitSeconds = Integer.getInteger("lab.loggedInSeconds", LOGGED_IN_SECONDS);
        List<Seat> seats = seats(teams);
        Path data = Files.createTempDirectory("arena-lab");
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<RunningBot> bots = new ArrayList<>();
        try (ServerProcess arena = ServerProcess.start(data, ServerProcess.freePort(), ServerProcess.freePort())) {
            Map<String, Future<Path>> folders = new LinkedHashMap<>();
            for (Seat s : seats) folders.computeIfAbsent(s.game() + "/" + s.language().key(), k -> pool.submit(() -> RunningBot.prepare(s.game(), s.language())));
            List<Future<?>> setUp = new ArrayList<>();
            for (Seat s : seats) setUp.add(pool.submit(() -> TestArena.expect(201, arena.api("POST", "/api/teams", Map.of("name", s.team(), "password", "password1")))));
            Set<String> contests = new HashSet<>();
            for (Seat s : seats) {
                if (!contests.add(s.contest())) continue;
                TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", s.contest(), "title", s.contest(), "game", s.game(),
                        "settings", settings(s.game()))));
            }
            for (Future<?> f : setUp) f.get();
            for (Seat s : seats) TestArena.expect(201, arena.api("POST", "/api/contests/" + s.contest() + "/enrollments", Map.of("team", s.team())));
            Path bridgeJar = RunningBot.bridgeJar();
            Map<String, Path> folder = new HashMap<>();
            for (var f : folders.entrySet()) folder.put(f.getKey(), f.getValue().get());

            long start = System.nanoTime();
            Map<Seat, RunningBot> running = new LinkedHashMap<>();
            for (Seat s : seats) {
                running.put(s, RunningBot.start(s.game(), s.language(), folder.get(s.game() + "/" + s.language().key()), bridgeJar,
                        arena.botPort, s.team(), s.wrongFirst() ? "not-the-password" : "password1", s.contest()));
            }
            long spawned = System.nanoTime();
            bots.addAll(running.values());
            // the wrong password ends its bot, saying so; the student types the right one and starts it again
            for (Seat s : seats) {
                if (!s.wrongFirst()) continue;
                RunningBot wrong = running.get(s);
                int code = wrong.awaitExit(Math.max(1, LOGIN_BUDGET_MILLIS - (System.nanoTime() - start) / 1_000_000));
                assertTrue(code > 0, "a wrong password ends the bot: " + wrong.what());
                assertTrue(wrong.log().stream().anyMatch(l -> l.contains("bad login or password")), "and it says why: " + wrong.what());
                RunningBot right = RunningBot.start(s.game(), s.language(), folder.get(s.game() + "/" + s.language().key()), bridgeJar,
                        arena.botPort, s.team(), "password1", s.contest());
                running.put(s, right);
                bots.add(right);
            }
            long wrongOnesRestarted = System.nanoTime();
            Set<String> waiting = new HashSet<>();
            for (Seat s : seats) waiting.add(s.team());
            while (!waiting.isEmpty() && System.nanoTime() - start < LOGIN_BUDGET_MILLIS * 1_000_000) {
                Set<String> asked = new HashSet<>();
                for (Seat s : seats) if (waiting.contains(s.team())) asked.add(s.contest());
                for (String c : asked) {
                    JsonNode r = TestArena.expect(200, arena.api("GET", "/api/contests/" + c + "/readiness", null)).json();
                    Set<String> noBot = new HashSet<>();
                    for (JsonNode t : r.get("noBot")) noBot.add(t.asText());
                    for (Seat s : seats) if (s.contest().equals(c) && !noBot.contains(s.team())) waiting.remove(s.team());
                }
                for (Seat s : seats) if (running.get(s).failed()) throw new AssertionError("a bot exited: " + running.get(s).what());
                Thread.sleep(200);
            }
            long loggedIn = System.nanoTime();
            Map<String, Integer> refusals = new java.util.TreeMap<>();
            for (RunningBot b : bots) {
                for (String l : b.log()) {
                    java.util.regex.Matcher m = TRY_AGAIN.matcher(l);
                    if (m.find()) refusals.merge(m.group(1), 1, Integer::sum);
                }
            }
            String figures = String.format("%d bots started in %.1f s (%d with a wrong password, all started again right %.1f s after the start); "
                            + "all logged in %.1f s after the start, %.1f s after the last was started; refusals that said try again: %s",
                    seats.size(), (spawned - start) / 1e9, seats.stream().filter(Seat::wrongFirst).count(), (wrongOnesRestarted - start) / 1e9,
                    (loggedIn - start) / 1e9, (loggedIn - spawned) / 1e9, refusals);
            System.out.println("[lab] " + figures);
            assertEquals(Set.of(), waiting, "every team's bot logged in: " + figures);

            // a round for every contest once both its teams will play (a Kieszostwory starter enrolls its creatures)
            for (String c : contests) {
                long end = System.currentTimeMillis() + 60_000;
                while (TestArena.expect(200, arena.api("GET", "/api/contests/" + c + "/readiness", null)).json().get("willPlay").size() < 2) {
                    if (System.currentTimeMillis() > end) throw new AssertionError(c + " never had both teams ready");
                    Thread.sleep(200);
                }
                TestArena.expect(202, arena.api("POST", "/api/contests/" + c + "/rounds", null));
            }
            long roundsStarted = System.nanoTime();
            for (String c : contests) {
                long end = System.currentTimeMillis() + 300_000;
                while (!TestArena.expect(200, arena.api("GET", "/api/contests/" + c, null)).json().get("phase").asText().equals("finished")) {
                    if (System.currentTimeMillis() > end) throw new AssertionError(c + " did not finish its round");
                    for (RunningBot b : running.values()) if (b.failed()) throw new AssertionError("a bot exited: " + b.what());
                    Thread.sleep(500);
                }
            }
            System.out.printf("[lab] %d rounds played in %.1f s%n", contests.size(), (System.nanoTime() - roundsStarted) / 1e9);
            List<String> idle = new ArrayList<>();
            for (Seat s : seats) {
                RunningBot b = running.get(s);
                int played = StarterReconnectTest.commandsAfter(arena, b, -1);
                if (played == 0) idle.add(b.what());
            }
            assertEquals(List.of(), idle, "every team had commands accepted in its round");
            assertTrue(loggedIn - spawned <= limitSeconds * 1_000_000_000L, "all logged in within " + limitSeconds + " s: " + figures);
        } finally {
            pool.shutdownNow();
            for (RunningBot b : bots) b.close();
        }
    }
}
