package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.SeatNames;
import arena.contest.rules.ContestSettings;
import arena.game.Game;
import arena.game.MatchEngine;
import arena.game.Settings;
import arena.support.BotClient;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * RULINGS 7 over real sockets: a bot's time runs from the moment its MATCH lines are written to the moment its ANSWER
 * arrives, whatever {@code turnMillis} is. Bots answering at once (the greedy house bot's logic, in a test thread) never
 * lose on time under strict contests of 1000, 997 and 50 ms turns; a bot that sleeps past a limit loses on time. Both
 * recordings are then replayed from the store (the API's replay document) to the same end.
 */
class RealTimeLimitTest {

    /**
     * A CodinGame-like bot on the bot port: NEXT, think, ANSWER; until END. With {@code sleepFrom} above 0 it sleeps
     * once, on its first decision from that one on whose limit (the MATCH line's last number) is under the sleep: which
     * decision that is depends on the order its two matches hand it theirs (NEXT takes the first match that has one), and
     * a match's first decision has a limit of 1000 ms.
     */
    static Thread bot(TestArena arena, String team, int sleepFrom, long sleepMillis, List<Throwable> failures) {
        return Thread.ofPlatform().start(() -> {
            try (BotClient c = new BotClient(arena.app.botPort())) {
                c.login(team, "password1");
                GreedyBot greedy = new GreedyBot();
                Random rnd = new Random(team.hashCode());
                int decisions = 0;
                boolean slept = false;
                while (true) {
                    assertEquals("OK", c.command("NEXT"));
                    String head = c.line();
                    if (head.equals("END")) return;
                    if (head.startsWith("OVER ")) continue;
                    String[] t = head.split(" ");
                    assertEquals("MATCH", t[0], head);
                    StringBuilder input = new StringBuilder();
                    for (int i = 0, n = Integer.parseInt(t[2]); i < n; i++) input.append(c.line()).append('\n');
                    String answer = greedy.answer(input.toString(), rnd);
                    long limit = Long.parseLong(t[3]);
                    if (++decisions >= sleepFrom && sleepFrom > 0 && !slept && limit < sleepMillis) {
                        slept = true;
                        Thread.sleep(sleepMillis); // a bot that thinks too long, by design
                    }
                    String ok = c.command("ANSWER " + t[1] + " " + answer);
                    assertTrue(ok.equals("OK") || ok.startsWith("ERR 803"), ok); // 803: lost on time meanwhile
                }
            } catch (Throwable e) {
                failures.add(e);
            }
        });
    }

    static JsonNode playRound(TestArena arena, String slug, long turnMillis, String sleeper, long sleepMillis) throws Exception {
        arena.createTeam(slug + "a", "password1");
        arena.createTeam(slug + "b", "password1");
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("turnMillis", turnMillis);
        settings.put("earlyTurns", false);
        settings.put("rounds", 1);
        settings.put("seed", 11);
        SocketErrorCodes.createContest(arena, slug, "locm12", settings);
        arena.enroll(slug, slug + "a");
        arena.enroll(slug, slug + "b");
        arena.startRound(slug);
        List<Throwable> failures = new CopyOnWriteArrayList<>();
        List<Thread> bots = new ArrayList<>();
        for (String team : List.of(slug + "a", slug + "b"))
            bots.add(bot(arena, team, team.equals(sleeper) ? 5 : -1, sleepMillis, failures));
        arena.awaitContest(slug, "finished", 1, 120_000);
        for (Thread t : bots) t.join(20_000);
        assertEquals(List.of(), failures);
        return TestArena.expect(200, arena.api("GET", "/api/contests/" + slug + "/rounds/1/matches", null)).json();
    }

    /** Rebuilds a stored match from the API's replay document (seed, settings, log) and checks it ends the same. */
    static void replaysTheSame(TestArena arena, JsonNode match) throws Exception {
        JsonNode doc = TestArena.expect(200, arena.api("GET", "/api/matches/" + match.get("id").asLong() + "/replay", null)).json();
        Game game = arena.app.contests().games().get(doc.get("game").asText()).orElseThrow();
        Map<String, Object> values = new com.fasterxml.jackson.databind.ObjectMapper().convertValue(doc.get("settings"), Map.class);
        Settings settings = ContestSettings.of(game, values);
        MatchEngine engine = game.prepareRound(doc.get("roundSeed").asLong(), settings).newMatch(doc.get("matchSeed").asLong(), settings,
                java.util.Arrays.<String>asList(null, null),
                new SeatNames(match.get("seats").get(0).asText(), match.get("seats").get(1).asText()));
        for (JsonNode e : doc.get("log")) {
            if (e.get("seat").asInt() < 0) engine.endTurn();
            else assertTrue(engine.apply(e.get("seat").asInt(), e.get("command").asText()).changed(), e.toString());
        }
        assertTrue(engine.finished());
        assertEquals(match.get("summary").asText(), engine.summary());
    }

    static boolean logHas(TestArena arena, JsonNode match, String verb) {
        JsonNode doc = TestArena.expect(200, arena.api("GET", "/api/matches/" + match.get("id").asLong() + "/replay", null)).json();
        for (JsonNode e : doc.get("log")) if (e.get("command").asText().startsWith(verb + " ")) return true;
        return false;
    }

    @ParameterizedTest
    @ValueSource(longs = {1000, 997, 50})
    void botsThatAnswerAtOnceNeverLoseOnTimeWhateverTheTurn(long turnMillis) throws Exception {
        try (TestArena arena = TestArena.start()) {
            JsonNode matches = playRound(arena, "rt" + turnMillis, turnMillis, null, 0);
            assertEquals(2, matches.size());
            for (JsonNode m : matches) {
                String summary = m.get("summary").asText();
                assertFalse(summary.contains("timeout"), summary);
                assertTrue(summary.contains("has no health left") || summary.contains("step limit"), summary);
                assertTrue(logHas(arena, m, LocmArenaMatch.TIMED), "the measured times are in the log");
                replaysTheSame(arena, m);
            }
        }
    }

    @Test
    void aBotThatSleepsPastItsLimitLosesOnTimeAndTheRecordingReplays() throws Exception {
        try (TestArena arena = TestArena.start()) {
            // from its 5th decision on, its first with a limit of 100 ms (a 1.2 draft pick after the first): it sleeps 600 ms
            JsonNode matches = playRound(arena, "sl", 1000, "slb", 600);
            int lostOnTime = 0;
            for (JsonNode m : matches) {
                String summary = m.get("summary").asText();
                if (summary.contains("timeout")) {
                    lostOnTime++;
                    assertTrue(summary.contains("no answer within 100 ms") || summary.contains("over the limit of 100 ms"), summary);
                    int slbSeat = m.get("seats").get(0).asText().equals("slb") ? 0 : 1;
                    assertEquals(0.0, m.get("scores").get(slbSeat).asDouble(), summary);
                }
                replaysTheSame(arena, m);
            }
            assertEquals(1, lostOnTime, "the sleeper slept on one decision, in one of its two matches: " + matches);
        }
    }
}
