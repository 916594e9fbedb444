package arena.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What every game's practice test over a real socket checks: a practice match against a house bot, played to its end. */
public final class Practice {
    private Practice() {}

    /** One turn of the team's bot in the practice match (it may do nothing but wait). */
    @FunctionalInterface
    public interface Step {
        void play(BotClient bot, long matchId) throws Exception;
    }

    public static void createContest(TestArena arena, String slug, String game, Map<String, Object> settings) {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", slug, "title", "Practice " + slug, "game", game, "settings", settings)));
    }

    public static Map<String, Object> fast(Map<String, Object> more) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("turnMillis", 200);
        s.put("earlyTurns", true);
        s.putAll(more);
        return s;
    }

    /** PRACTICE over the socket: the match's id, after checking OK. */
    public static long start(BotClient bot, String houseBot) throws Exception {
        assertEquals("OK", bot.command("PRACTICE " + houseBot));
        return Long.parseLong(bot.line());
    }

    public static JsonNode match(TestArena arena, long id) {
        return TestArena.expect(200, arena.api("GET", "/api/matches/" + id, null)).json();
    }

    /** Plays (with {@code step}) until the API says the match is finished; fails after {@code timeoutMillis}. */
    public static JsonNode playToEnd(TestArena arena, BotClient bot, long id, Step step, long timeoutMillis) throws Exception {
        long end = System.currentTimeMillis() + timeoutMillis;
        while (System.currentTimeMillis() < end) {
            JsonNode m = match(arena, id);
            if (m.get("finished").asBoolean() && !m.get("status").asText().equals("running")) return m; // over, and stored
            if (m.get("finished").asBoolean()) Thread.sleep(50); // over: its result is on its way to the store
            else step.play(bot, id);
        }
        throw new AssertionError("practice match " + id + " did not finish: " + match(arena, id));
    }

    /**
     * The common checks: unknown bot 104, the match listed by {@code listed}, a second one refused with 107, marked
     * practice in the API from the start, played to its end, never in standings, ratings or the CSV of results; then
     * another may start.
     */
    public static long playOne(TestArena arena, String slug, BotClient bot, String team, String otherTeam, String houseBot,
                               java.util.function.Function<BotClient, List<Long>> listed, Step step) throws Exception {
        String unknown = bot.command("PRACTICE no-such-bot");
        assertTrue(unknown.startsWith("ERR 104 "), unknown);
        long started = System.nanoTime();
        long id = start(bot, houseBot);
        JsonNode m = match(arena, id);
        assertTrue(m.get("practice").asBoolean(), m.toString());
        assertTrue(m.get("round").isNull(), m.toString());
        assertEquals(team, m.get("seats").get(0).asText());
        if (listed != null) assertTrue(listed.apply(bot).contains(id), "GET_MY_MATCHES lists the practice match");
        assertTrue(System.nanoTime() - started < 2_000_000_000L, "started within 2 s");
        String again = bot.command("PRACTICE " + houseBot);
        assertTrue(again.startsWith("ERR 107 "), again);
        m = playToEnd(arena, bot, id, step, 90_000);
        assertEquals("finished", m.get("status").asText(), m.toString());
        assertTrue(m.get("practice").asBoolean());
        if (listed != null) assertTrue(listed.apply(bot).contains(id), "a finished practice match is still listed");
        assertNeverCounted(arena, slug, id, team, otherTeam);
        return id;
    }

    /** The first word of each counted line, as ids (Pizzacraft's GET_MY_MATCHES, LOCM's MATCHES). */
    public static List<Long> countedIds(BotClient bot, String command) {
        try {
            return bot.counted(command).stream().map(l -> Long.parseLong(l.split(" ")[0])).toList();
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Standings, ratings and the CSV of results know nothing of practice matches. */
    public static void assertNeverCounted(TestArena arena, String slug, long id, String team, String otherTeam) throws Exception {
        Thread.sleep(300); // a negative check: a practice's result, had it been counted, would show within this time
        JsonNode standings = TestArena.expect(200, arena.api("GET", "/api/contests/" + slug + "/standings", null)).json();
        JsonNode mine = null, other = null;
        for (JsonNode row : standings) {
            if (row.get("team").asText().equals(team)) mine = row;
            if (row.get("team").asText().equals(otherTeam)) other = row;
        }
        assertTrue(mine != null && other != null, standings.toString());
        assertEquals(0.0, mine.get("points").asDouble(), standings.toString());
        assertEquals(other.get("rating").toString(), mine.get("rating").toString(), "no rating moves with practice");
        for (JsonNode row : standings) assertFalse(row.get("team").asText().contains("-" ), "no house bot in the standings: " + standings);
        String csv = TestArena.expect(200, arena.api("GET", "/api/contests/" + slug + "/matches.csv", null)).body();
        assertFalse(csv.lines().skip(1).anyMatch(l -> l.startsWith(id + ",") || l.contains("," + id + ",")), csv);
        TestArena.expect(404, arena.api("GET", "/api/contests/" + slug + "/rounds/-1/matches", null));
    }
}
