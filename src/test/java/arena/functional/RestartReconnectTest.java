package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.BotClient;
import arena.support.ServerProcess;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * RULINGS 7: the arena is killed (a real process, kill -9) in the middle of a Vestrock round and a LOCM round while
 * scripted bots play; the bots reconnect as students' bots do (again and again until the port answers); the recovered
 * rounds wait for them ({@code resumeGraceMillis}, default 30 s) and play the interrupted turn again in full. No match
 * loses a turn (Vestrock: the turns around the kill) or a match (LOCM: none is lost on time) to the restart. With
 * {@code resumeGraceMillis} 0 (the clock starts as soon as the round is recovered, as before) this test fails.
 */
@Tag("slow")
class RestartReconnectTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int VESTROCK_TURNS = 30;
    private final HttpClient http = HttpClient.newHttpClient();
    /** What each bot last tripped on (a refused login, a broken connection ...), for a failure's message. */
    private static final Map<String, String> lastTrouble = new java.util.concurrent.ConcurrentHashMap<>() {
        @Override
        public String merge(String key, String value, java.util.function.BiFunction<? super String, ? super String, ? extends String> f) {
            // the last few events of each bot are enough to explain a failure
            return super.merge(key, value, (x, y) -> {
                String all = x + "; " + y;
                return all.length() > 600 ? all.substring(all.length() - 600) : all;
            });
        }
    };
    private static final Map<String, String> lastHeard = new java.util.concurrent.ConcurrentHashMap<>();
    /** The teams whose bot has logged in at least once. */
    private static final java.util.Set<String> loggedIn = java.util.concurrent.ConcurrentHashMap.newKeySet();

    @Test
    //DISABLED
    void botsThatReconnectLoseNothingToAKillDashNine() throws Exception {
        Path data = Files.createTempDirectory("arena-restart");
        int httpPort = ServerProcess.freePort(), botPort = ServerProcess.freePort();
        AtomicBoolean stop = new AtomicBoolean();
        AtomicInteger vestrockTurnsSeen = new AtomicInteger(), locmAnswers = new AtomicInteger();
        List<Thread> bots = new ArrayList<>();
        ServerProcess server = ServerProcess.start(data, httpPort, botPort);
        try {
            for (String t : List.of("vr-a", "vr-b", "lm-a", "lm-b")) post(httpPort, "/api/teams", Map.of("name", t, "password", "password1"));
            post(httpPort, "/api/contests", Map.of("slug", "vr", "title", "Vestrock", "game", "vestrock",
                    "settings", Map.of("turnMillis", 600, "turnsPerMatch", VESTROCK_TURNS, "rounds", 1)));
            post(httpPort, "/api/contests", Map.of("slug", "lm", "title", "LOCM", "game", "locm12",
                    "settings", Map.of("turnMillis", 100, "rounds", 1, "timeFactor", 5)));
            for (String t : List.of("vr-a", "vr-b")) post(httpPort, "/api/contests/vr/enrollments", Map.of("team", t));
            for (String t : List.of("lm-a", "lm-b")) post(httpPort, "/api/contests/lm/enrollments", Map.of("team", t));
            for (String t : List.of("vr-a", "vr-b")) bots.add(Thread.ofPlatform().daemon().start(() -> vestrockBot(botPort, t, stop, vestrockTurnsSeen)));
            for (String t : List.of("lm-a", "lm-b")) bots.add(Thread.ofPlatform().daemon().start(() -> locmBot(botPort, t, stop, locmAnswers)));
            // the rounds start once every bot is there (a first login costs a bcrypt check), as a class would
            long ready = System.currentTimeMillis() + 30_000;
            while (loggedIn.size() < 4 && System.currentTimeMillis() < ready) Thread.sleep(20);
            assertEquals(4, loggedIn.size(), "every bot logged in: " + loggedIn + " " + lastTrouble);
            post(httpPort, "/api/contests/vr/rounds", Map.of());
            post(httpPort, "/api/contests/lm/rounds", Map.of());
            // mid-round in both: a few Vestrock turns played, and some LOCM answers given
            long end = System.currentTimeMillis() + 60_000;
            while ((vestrockTurnsSeen.get() < 10 || locmAnswers.get() < 60) && System.currentTimeMillis() < end) Thread.sleep(20);
            String progress = "Vestrock turns seen " + vestrockTurnsSeen + ", LOCM answers " + locmAnswers + ", bots' troubles " + lastTrouble
                    + ", LOCM bots last heard " + lastHeard + ", lm " + get(httpPort, "/api/contests/lm") + " " + get(httpPort, "/api/contests/lm/rounds/1/matches");
            assertEquals("running", get(httpPort, "/api/contests/vr").get("phase").asText(), "Vestrock is mid-round at the kill: " + progress);
            assertEquals("running", get(httpPort, "/api/contests/lm").get("phase").asText(), "LOCM is mid-round at the kill: " + progress);
            int killedAt = get(httpPort, "/api/contests/vr").get("turn").asInt();
            server.killHard();
            server = ServerProcess.start(data, httpPort, botPort);
            awaitFinished(httpPort, "vr");
            awaitFinished(httpPort, "lm");

            for (JsonNode m : get(httpPort, "/api/contests/vr/rounds/1/matches")) {
                JsonNode replay = get(httpPort, "/api/matches/" + m.get("id").asText() + "/replay");
                assertTurnsPlayed(replay, killedAt - 1, killedAt + 3);
            }
            for (JsonNode m : get(httpPort, "/api/contests/lm/rounds/1/matches")) {
                JsonNode replay = get(httpPort, "/api/matches/" + m.get("id").asText() + "/replay");
                assertEquals("finished", replay.get("status").asText());
                assertFalse(replay.get("summary").asText().toLowerCase().contains("timeout"), "no LOCM match is lost on time: " + replay.get("summary"));
            }
        } finally {
            stop.set(true);
            server.close();
            for (Thread t : bots) t.join(2000);
        }
    }

    /**
     * Vestrock: the player to move ends the blocking phase (FINISH_BLOCK) in each of its turns. Checked for the turns
     * around the kill (the last stored, the one in progress, the ones after the restart): a turn elsewhere may be lost to
     * a machine that other builds keep busy, which is not what this test is about.
     */
    private static void assertTurnsPlayed(JsonNode replay, int from, int to) {
        int turn = 1;
        boolean played = false;
        for (JsonNode e : replay.get("log")) {
            int seat = e.get("seat").asInt();
            if (seat == -1) {
                if (turn >= from && turn <= to) assertTrue(played, "match " + replay.get("match") + ": turn " + turn + " was played by the player to move; log " + replay.get("log")
                        + "; bots' troubles " + lastTrouble);
                turn++;
                played = false;
            } else if (seat == (turn - 1) % 2 && e.get("command").asText().equals("FINISH_BLOCK")) {
                played = true;
            }
        }
        assertTrue(turn >= VESTROCK_TURNS, "the match ran to its turn limit: " + turn);
    }

    /** A Vestrock bot as a student writes one: on any error of the connection it connects again and carries on. */
    private static void vestrockBot(int port, String team, AtomicBoolean stop, AtomicInteger turnsSeen) {
        while (!stop.get()) {
            try (BotClient bot = new BotClient(port)) {
                if (!bot.greet(team, "password1").equals("OK")) throw new IOException("login refused");
                loggedIn.add(team);
                lastTrouble.merge(team, System.currentTimeMillis() % 100_000 + " logged in", (x, y) -> y);
                while (!stop.get()) {
                    if (!bot.command("GET_MY_MATCHES").equals("OK")) throw new IOException("GET_MY_MATCHES refused");
                    bot.line(); // the count
                    List<String> ids = java.util.Arrays.stream(bot.line().trim().split(" ")).filter(s -> !s.isEmpty()).toList();
                    boolean over = true;
                    for (String id : ids) {
                        String ok = bot.command("GET_TURN_INFO " + id);
                        if (!ok.equals("OK")) continue;
                        String[] info = bot.line().split(" ");
                        if (!info[1].equals("0")) over = false;
                        if (info[0].equals("1")) {
                            String done = bot.command("FINISH_BLOCK " + id); // OK, or an error once it is done
                            lastTrouble.merge(team, System.currentTimeMillis() % 100_000 + " FINISH_BLOCK " + id + " (" + info[1] + " left): " + done, (x, y) -> y);
                        }
                    }
                    if (over && !ids.isEmpty()) return;
                    if (!bot.command("WAIT").equals("OK")) throw new IOException("WAIT refused");
                    if (bot.line() == null) throw new IOException("closed");
                    turnsSeen.incrementAndGet();
                }
            } catch (IOException | RuntimeException | AssertionError e) {
                if (!(e instanceof java.net.ConnectException)) lastTrouble.merge(team, System.currentTimeMillis() % 100_000 + " " + e, (x, y) -> y);
                pause();
            }
        }
    }

    /** A LOCM bot: NEXT, then PICK 0 while drafting (no mana yet) and PASS in battle; reconnects on any error. */
    private static void locmBot(int port, String team, AtomicBoolean stop, AtomicInteger answers) {
        while (!stop.get()) {
            try (BotClient bot = new BotClient(port)) {
                lastHeard.put(team, "connected");
                if (!bot.greet(team, "password1").equals("OK")) throw new IOException("login refused");
                loggedIn.add(team);
                while (!stop.get()) {
                    lastHeard.put(team, "sent NEXT");
                    if (!"OK".equals(bot.command("NEXT"))) throw new IOException("NEXT refused");
                    String head = bot.line();
                    lastHeard.put(team, String.valueOf(head));
                    if (head == null) throw new IOException("closed");
                    if (head.equals("END")) return;
                    if (!head.startsWith("MATCH ")) continue; // OVER id ...
                    String[] h = head.split(" ");
                    List<String> input = new ArrayList<>();
                    for (int i = 0; i < Integer.parseInt(h[2]); i++) input.add(bot.line());
                    boolean drafting = input.get(0).split(" ")[1].equals("0");
                    Thread.sleep(30); // by design: it thinks a little, so the round is still on when the arena is killed
                    bot.command("ANSWER " + h[1] + " " + (drafting ? "PICK 0" : "PASS"));
                    answers.incrementAndGet();
                }
            } catch (IOException | RuntimeException | AssertionError e) {
                if (!(e instanceof java.net.ConnectException)) lastTrouble.merge(team, System.currentTimeMillis() % 100_000 + " " + e, (x, y) -> y);
                pause();
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private static void pause() {
        try {
            Thread.sleep(100); // a bot's back-off before it reconnects, by design
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void awaitFinished(int port, String slug) throws Exception {
        long end = System.currentTimeMillis() + 120_000;
        while (System.currentTimeMillis() < end) {
            if (get(port, "/api/contests/" + slug).get("phase").asText().equals("finished")) return;
            Thread.sleep(100);
        }
        throw new AssertionError(slug + " did not finish: " + get(port, "/api/contests/" + slug) + "; matches " + get(port, "/api/contests/" + slug + "/rounds/1/matches") + "; bots troubles " + lastTrouble + "; LOCM bots last heard " + lastHeard);
    }

    private JsonNode get(int port, String path) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .header("Authorization", "Bearer " + TestArena.TOKEN).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        return JSON.readTree(r.body());
    }

    private void post(int port, String path, Object body) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .header("Authorization", "Bearer " + TestArena.TOKEN).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))).build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(r.statusCode() / 100 == 2, path + " answered " + r.statusCode() + ": " + r.body());
    }
}
