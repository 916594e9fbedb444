package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import arena.support.WebSession;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Settings change after a contest is created (issue 29): every one before the first round; between rounds those that
 * leave the rounds played as they were; never while a round is played. PATCH /api/contests/{slug} answers 400 naming
 * each bad setting and 409 each that cannot change now; the console's form shows each reason beside its field; each
 * change is recorded with the round it applies from, shown on the contest page, and a replay of an earlier round is
 * rebuilt with the settings it was played with.
 */
class SettingsChangeTest {
    private static TestArena arena;
    private static WebSession console;

    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.start();
        console = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
    }

    @AfterAll
    static void stop() {
        if (arena != null) arena.close();
    }

    private static TestArena.Response patch(String slug, Map<String, Object> settings) {
        return arena.api("PATCH", "/api/contests/" + slug, Map.of("settings", settings));
    }

    private static void twoHouseBots(String slug) {
        for (String bot : List.of("steady", "greedy")) TestArena.expect(201, arena.api("POST", "/api/contests/" + slug + "/enrollments", Map.of("houseBot", bot)));
    }

    @Test
    void everyBadSettingIsNamedAtOnceAndNothingChanges() {
        arena.createContest("set-bad", Map.of("turnMillis", 100));
        Map<String, Object> bad = new LinkedHashMap<>();
        bad.put("turnMillis", 5);
        bad.put("rounds", "many");
        bad.put("colour", 3);
        bad.put("turns", 2);
        TestArena.Response r = patch("set-bad", bad);
        assertEquals(400, r.status(), r.body());
        JsonNode reasons = r.json().get("fields");
        assertEquals(3, reasons.size(), r.body());
        assertTrue(reasons.get("turnMillis").asText().contains("turnMillis"), r.body());
        assertTrue(reasons.has("rounds") && reasons.has("colour"), r.body());
        assertEquals(100, arena.contest("set-bad").get("settings").get("turnMillis").asInt(), "nothing changed");
        assertEquals(5, arena.contest("set-bad").get("settings").get("turns").asInt(), "not even the good one");
        assertEquals(400, arena.api("PATCH", "/api/contests/set-bad", Map.of("title", "x")).status(), "no settings object");
        assertEquals(404, patch("nowhere", Map.of("turnMillis", 50)).status());
    }

    @Test
    void everySettingBeforeTheFirstRoundThenOnlyThoseThatLeaveThePlayedRoundsAsTheyWere() throws Exception {
        arena.createContest("set-rounds", Map.of("turnMillis", 30, "turns", 2, "rounds", 3));
        twoHouseBots("set-rounds");
        JsonNode c = TestArena.expect(200, patch("set-rounds", Map.of("turns", 3, "turnMillis", 20))).json();
        assertEquals(3, c.get("settings").get("turns").asInt());
        assertEquals(20, c.get("settings").get("turnMillis").asInt());

        arena.startRound("set-rounds");
        arena.awaitContest("set-rounds", "open", 1, 20_000);
        TestArena.Response refused = patch("set-rounds", Map.of("turns", 4, "seed", 7, "turnMillis", 25));
        assertEquals(409, refused.status(), refused.body());
        assertEquals(2, refused.json().get("fields").size(), "turns and seed, not turnMillis: " + refused.body());
        assertTrue(refused.json().get("fields").get("turns").asText().contains("only before the first round"), refused.body());
        assertEquals(20, arena.contest("set-rounds").get("settings").get("turnMillis").asInt(), "nothing changed");

        JsonNode changed = TestArena.expect(200, patch("set-rounds", Map.of("turnMillis", 40, "rounds", 2, "earlyTurns", true))).json();
        assertEquals(40, changed.get("settings").get("turnMillis").asInt());
        assertEquals(2, changed.get("settings").get("rounds").asInt());
        String page = new WebSession(arena).get("/contests/set-rounds").body();
        assertTrue(page.contains("From round 2 (changed "), page);
        assertTrue(page.contains("turnMillis 20 \u2192 40") && page.contains("rounds 3 \u2192 2"), page);
        assertTrue(page.contains("From round 1 (changed ") && page.contains("turns 2 \u2192 3"), "the change before the first round too");

        // a replay of round 1 is rebuilt with the settings round 1 was played with
        long match = arena.api("GET", "/api/contests/set-rounds/rounds/1/matches", null).json().get(0).get("id").asLong();
        JsonNode replay = arena.api("GET", "/api/matches/" + match + "/replay", null).json();
        assertEquals(20, replay.get("settings").get("turnMillis").asInt(), replay.toString());

        arena.startRound("set-rounds");
        TestArena.Response during = patch("set-rounds", Map.of("turnMillis", 60));
        // refused while round 2 is played, or (a short round) once it ended the contest
        assertEquals(409, during.status(), during.body());
        String why = during.json().get("fields").get("turnMillis").asText();
        assertTrue(why.equals("round 2 is being played: settings change between rounds") || why.equals("the contest is finished"), why);
        arena.awaitContest("set-rounds", "finished", 2, 20_000);
        assertEquals("finished", arena.contest("set-rounds").get("phase").asText(), "rounds 2 ended the contest after round 2");
        assertEquals(409, patch("set-rounds", Map.of("turnMillis", 70)).status(), "a finished contest changes no more");
    }

    @Test
    void fewerRoundsThanWerePlayedIsRefused() throws Exception {
        arena.createContest("set-fewer", Map.of("turnMillis", 20, "turns", 1, "rounds", 0));
        twoHouseBots("set-fewer");
        for (int round = 1; round <= 2; round++) {
            arena.startRound("set-fewer");
            arena.awaitContest("set-fewer", "open", round, 20_000);
        }
        TestArena.Response r = patch("set-fewer", Map.of("rounds", 1));
        assertEquals(409, r.status(), r.body());
        assertTrue(r.json().get("fields").get("rounds").asText().contains("2 rounds are played already"), r.body());
        assertEquals(200, patch("set-fewer", Map.of("rounds", 3)).status());
    }

    @Test
    void theConsoleFormIsPrefilledLocksWhatCannotChangeAndShowsEveryReasonBesideItsField() throws Exception {
        arena.createContest("set-form", Map.of("turnMillis", 30, "turns", 1));
        twoHouseBots("set-form");
        String page = console.get("/console/contests/set-form").body();
        assertTrue(page.contains("name=\"s.turnMillis\" value=\"30\""), page);
        assertFalse(page.contains("Cannot change now"), "nothing is locked before the first round");

        Map<String, String> form = new LinkedHashMap<>();
        form.put("_csrf", console.csrf("/console/contests/set-form"));
        form.put("s.turnMillis", "5");
        form.put("s.turns", "0");
        form.put("s.rounds", "1");
        HttpResponse<String> r = console.post("/console/contests/set-form/settings", form);
        assertEquals(400, r.statusCode());
        assertTrue(r.body().contains("name=\"s.turnMillis\" value=\"5\""), "kept as typed");
        int turnMillisError = r.body().indexOf("Setting turnMillis");
        int turnsError = r.body().indexOf("Setting turns ");
        assertTrue(turnMillisError > 0 && turnsError > 0, r.body());

        form.put("s.turnMillis", "45");
        form.put("s.turns", "2");
        r = console.post("/console/contests/set-form/settings", form);
        assertEquals(303, r.statusCode(), r.body());
        assertEquals(45, arena.contest("set-form").get("settings").get("turnMillis").asInt());
        assertEquals(2, arena.contest("set-form").get("settings").get("turns").asInt());

        arena.startRound("set-form");
        arena.awaitContest("set-form", "finished", 1, 20_000);
        arena.createContest("set-locked", Map.of("turnMillis", 30, "turns", 1, "rounds", 2));
        twoHouseBots("set-locked");
        arena.startRound("set-locked");
        arena.awaitContest("set-locked", "open", 1, 20_000);
        page = console.get("/console/contests/set-locked").body();
        assertTrue(page.contains("Cannot change now: turns can change only before the first round"), page);
    }
}
