package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.MatchEngine;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A match that ends while its round goes on is written to the database a few seconds later, with others (MatchSettler);
 * meanwhile the API, the contest page and its replay already show it finished, with its scores.
 */
class LiveResultsTest {

    @Test
    void aMatchFinishedInARunningRoundShowsItsResultBeforeItIsSettled() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createContest("early", Map.of("turnMillis", 200, "turns", 2, "extraTurns", 40, "seed", 11));
            TestArena.expect(201, arena.api("POST", "/api/contests/early/enrollments", Map.of("houseBot", "steady")));
            TestArena.expect(201, arena.api("POST", "/api/contests/early/enrollments", Map.of("houseBot", "greedy")));
            arena.createTeam("idle", "password1");
            arena.enroll("early", "idle");
            arena.startRound("early");
            Map<Long, Integer> lengths = new LinkedHashMap<>();
            for (JsonNode m : arena.api("GET", "/api/contests/early/rounds/1/matches", null).json()) {
                long id = m.get("id").asLong();
                lengths.put(id, ((Number) ((Map<?, ?>) arena.app.contests().liveMatch(id).orElseThrow().read(MatchEngine::board)).get("turns")).intValue());
            }
            long first = lengths.entrySet().stream().min(Map.Entry.comparingByValue()).orElseThrow().getKey();
            assertTrue(lengths.get(first) == 2 && lengths.values().stream().anyMatch(n -> n > 2), "one match of 2 turns, others longer: " + lengths);
            long end = System.currentTimeMillis() + 10_000;
            while (!arena.app.contests().liveMatch(first).orElseThrow().finished() && System.currentTimeMillis() < end) Thread.sleep(10);

            assertEquals("running", new arena.store.PlayStore(arena.app.database()).match(first).orElseThrow().getStatus(), "not settled yet: the database still says running");
            JsonNode shown = null;
            for (JsonNode m : arena.api("GET", "/api/contests/early/rounds/1/matches", null).json()) if (m.get("id").asLong() == first) shown = m;
            assertEquals("finished", shown.get("status").asText(), "the API shows the live result");
            assertTrue(shown.get("scores").isArray() && shown.get("scores").size() == 2, shown.toString());
            assertEquals(200, arena.request("GET", "/matches/" + first + "/replay", null, null).status(), "its replay opens at once");

            end = System.currentTimeMillis() + 10_000;
            while (!"finished".equals(new arena.store.PlayStore(arena.app.database()).match(first).orElseThrow().getStatus()) && System.currentTimeMillis() < end) Thread.sleep(50);
            assertEquals("finished", new arena.store.PlayStore(arena.app.database()).match(first).orElseThrow().getStatus(), "settled within the settle delay");
            assertTrue(arena.app.contests().live("early").orElseThrow().matches().stream().anyMatch(m -> !m.finished()),
                    "while the round still runs");
        }
    }
}
