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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Issues 25 and 38: every starter survives the arena going away. Each starter of each PIZZA game in each of its four
 * languages, and each LOCM starter under the bridge, plays a round of its own against the random house bot; the arena
 * (a real process) is killed with SIGKILL while all of those rounds are played, and started again on the same data. Every
 * bot says the arena went away, connects again with its back-off, and plays on: it is still running (a bridge ends by
 * itself with its contest), it logged in
 * again, it sent commands that were accepted in turns after the kill (read from its matches' logs), and its round played
 * to its end. One kill for all 16 keeps the suite fast. Before issue 38 the JavaScript starters died on an unhandled
 * {@code ECONNREFUSED} at the restart. {@code -Dstarters.only=vestrock/javascript,locm12/python,...} runs some of them.
 */
@ResourceLock(Machine.WHOLE_CPU)
class StarterReconnectTest {
    static final List<String> GAMES = List.of("vestrock", "kieszostwory", "pizzacraft", RunningBot.LOCM);
    /** Turns played after the contest's turn read before the kill: anything later is surely after the restart. */
    static final int MARGIN_TURNS = 3;

    /** Rounds long enough to be killed in the middle of, whatever the machine's load (fixed turns, no early ones). */
    static Map<String, Object> settings(String game) {
        Map<String, Object> s = new HashMap<>(Map.of("turnMillis", 400, "earlyTurns", false, "rounds", 1, "registrationMillis", 0, "seed", 38));
        switch (game) {
            case "vestrock", "pizzacraft" -> s.put("turnsPerMatch", 60);
            case RunningBot.LOCM -> {
                s.put("turnMillis", 200);
                s.put("timeFactor", 10);
            }
            default -> { }
        }
        return s;
    }

    @Test
    void everyStarterAndTheBridgeComeBackAfterTheArenaIsKilledAndPlayOn() throws Exception {
        String only = System.getProperty("starters.only", "");
        long started = System.currentTimeMillis();
        ExecutorService compiling = Executors.newFixedThreadPool(2);
        Path data = Files.createTempDirectory("arena-starters-kill");
        int httpPort = ServerProcess.freePort(), botPort = ServerProcess.freePort();
        ServerProcess first = ServerProcess.start(data, httpPort, botPort), server = first;
        List<RunningBot> bots = new ArrayList<>();
        try {
            Path bridgeJar = RunningBot.bridgeJar();
            Map<String, Future<Path>> folders = new LinkedHashMap<>();
            for (String game : GAMES) {
                for (StarterLanguage language : StarterLanguage.values()) {
                    if (only.isEmpty() || List.of(only.split(",")).contains(game + "/" + language.key())) {
                        folders.put(game + "/" + language.key(), compiling.submit(() -> RunningBot.prepare(game, language)));
                    }
                }
            }
            for (String game : GAMES) {
                for (StarterLanguage language : StarterLanguage.values()) {
                    Future<Path> folder = folders.get(game + "/" + language.key());
                    if (folder == null) continue;
                    String slug = (game.substring(0, 4) + "-" + language.key()).toLowerCase(), team = slug + "-t";
                    TestArena.expect(201, first.api("POST", "/api/teams", Map.of("name", team, "password", "password1")));
                    TestArena.expect(201, first.api("POST", "/api/contests", Map.of("slug", slug, "title", slug, "game", game,
                            "settings", settings(game))));
                    TestArena.expect(201, first.api("POST", "/api/contests/" + slug + "/enrollments", Map.of("team", team)));
                    TestArena.expect(201, first.api("POST", "/api/contests/" + slug + "/enrollments", Map.of("houseBot", "random")));
                    bots.add(RunningBot.start(game, language, folder.get(), bridgeJar, botPort, team, "password1", slug));
                }
            }
            // every bot in (a Kieszostwory starter also enrolls its team of creatures), then every round at once
            for (RunningBot b : bots) await(first, bots, () -> willPlay(first, b), 120_000, b.team + " is ready to play");
            long ready = System.currentTimeMillis();
            for (RunningBot b : bots) TestArena.expect(202, first.api("POST", "/api/contests/" + b.contest + "/rounds", null));
            for (RunningBot b : bots) await(first, bots, () -> turn(first, b.contest) >= 4, 60_000, b.contest + " plays some turns");
            Map<String, Integer> turnBefore = new LinkedHashMap<>();
            for (RunningBot b : bots) {
                JsonNode c = contest(first, b.contest);
                assertEquals("running", c.get("phase").asText(), b.contest + " is killed mid-round");
                turnBefore.put(b.contest, c.get("turn").asInt());
            }
            first.killHard();
            long killed = System.currentTimeMillis();
            Thread.sleep(1_000); // the test's pacing: the arena stays down a while, and the starters retry meanwhile
            ServerProcess restarted = ServerProcess.start(data, httpPort, botPort);
            server = restarted;
            for (RunningBot b : bots) {
                await(restarted, bots, () -> contest(restarted, b.contest).get("phase").asText().equals("finished"), 240_000,
                        b.contest + " plays on to its end");
            }
            System.out.println("[starters killed under] " + bots.size() + " bots: ready " + (ready - started) / 1000 + " s after the start, killed "
                    + (killed - ready) / 1000 + " s later, every round over " + (System.currentTimeMillis() - killed) / 1000 + " s after the kill");
            List<String> failed = new ArrayList<>();
            for (RunningBot b : bots) {
                int after = turnBefore.get(b.contest) + MARGIN_TURNS;
                int played = commandsAfter(restarted, b, after);
                System.out.println("[starters killed under] " + b.game + "/" + b.language.key() + ": " + b.logins() + " logins, "
                        + played + " commands accepted after turn " + after);
                boolean saidSo = b.log().stream().anyMatch(l -> l.startsWith("the arena is not there") || l.contains("; reconnecting in "));
                if (b.failed() || b.logins() < 2 || !saidSo || played == 0) {
                    failed.add("failed " + b.failed() + ", logins " + b.logins() + ", said the arena went away " + saidSo + ", commands after turn "
                            + after + ": " + played + "\n" + b.what());
                }
            }
            assertEquals(List.of(), failed, "every bot came back and played on after the kill");
        } finally {
            compiling.shutdownNow();
            for (RunningBot b : bots) b.close();
            server.close();
        }
    }

    private static boolean willPlay(ServerProcess server, RunningBot b) throws Exception {
        JsonNode r = TestArena.expect(200, server.api("GET", "/api/contests/" + b.contest + "/readiness", null)).json();
        for (JsonNode t : r.get("willPlay")) if (t.asText().equals(b.team)) return true;
        return false;
    }

    private static JsonNode contest(ServerProcess server, String slug) throws Exception {
        return TestArena.expect(200, server.api("GET", "/api/contests/" + slug, null)).json();
    }

    private static int turn(ServerProcess server, String slug) throws Exception {
        JsonNode c = contest(server, slug);
        return c.get("phase").asText().equals("running") ? c.get("turn").asInt() : -1;
    }

    /**
     * The team's accepted commands logged after {@code turn} ends (turn ends are the log's seat -1 lines) in its matches
     * of round 1. A Kieszostwory rematch starts after its match, so the matches' logs are counted one after the other: a
     * turn end so counted is never earlier than the contest's turn of that number.
     */
    static int commandsAfter(ServerProcess server, RunningBot b, int turn) throws Exception {
        boolean oneAfterTheOther = b.game.equals("kieszostwory");
        int commands = 0, ticks = 0;
        for (JsonNode m : TestArena.expect(200, server.api("GET", "/api/contests/" + b.contest + "/rounds/1/matches", null)).json()) {
            JsonNode replay = TestArena.expect(200, server.api("GET", "/api/matches/" + m.get("id").asLong() + "/replay", null)).json();
            int seat = replay.get("teams").get(0).asText().equals(b.team) ? 0 : 1;
            if (!oneAfterTheOther) ticks = 0;
            for (JsonNode e : replay.get("log")) {
                if (e.get("seat").asInt() < 0) ticks++;
                else if (e.get("seat").asInt() == seat && ticks > turn) commands++;
            }
        }
        return commands;
    }

    interface Check {
        boolean done() throws Exception;
    }

    /** Waits for a condition; fails early, saying who, when a bot has exited. */
    static void await(ServerProcess server, List<RunningBot> bots, Check done, long millis, String what) throws Exception {
        long end = System.currentTimeMillis() + millis;
        while (!done.done()) {
            for (RunningBot b : bots) if (b.failed()) throw new AssertionError(what + ": a bot exited: " + b.what());
            if (System.currentTimeMillis() > end) {
                String log = server.log();
                throw new AssertionError(what + ": not within " + millis / 1000 + " s; the arena's log ends:\n" + log.substring(Math.max(0, log.length() - 4000)));
            }
            Thread.sleep(200);
        }
    }
}
