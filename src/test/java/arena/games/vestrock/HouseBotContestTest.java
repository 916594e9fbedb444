package arena.games.vestrock;

import static org.junit.jupiter.api.Assertions.assertEquals;

import arena.game.MatchResult;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** House bots play a whole round in a real arena, over the same protocol; the round scores are the R^1.5 sums. */
class HouseBotContestTest {

    @Test
    void houseBotsPlayARoundToTheEndAndTheRoundIsScoredByRank() throws Exception {
        try (TestArena arena = TestArena.start()) {
            SocketErrorCodes.createContest(arena, "vh", Map.of("turnMillis", 2000, "earlyTurns", true, "turnsPerMatch", 30, "seed", 11));
            for (String bot : List.of("greedy", "random", "greedy")) {
                TestArena.expect(201, arena.api("POST", "/api/contests/vh/enrollments", Map.of("houseBot", bot)));
            }
            arena.startRound("vh");
            arena.awaitContest("vh", "finished", 1, 60_000);

            JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/vh/rounds/1/matches", null)).json();
            assertEquals(6, matches.size(), "three teams: every pair twice");
            Map<String, Long> ids = new HashMap<>();
            List<MatchResult> results = new ArrayList<>();
            for (JsonNode m : matches) {
                assertEquals("finished", m.get("status").asText());
                long[] teams = new long[2];
                for (int s = 0; s < 2; s++) teams[s] = ids.computeIfAbsent(m.get("seats").get(s).asText(), k -> (long) ids.size());
                double[] scores = {m.get("scores").get(0).asDouble(), m.get("scores").get(1).asDouble()};
                assertEquals(3 * 20, scores[0] + scores[1], 1e-9, "a match hands out 3 * INIT_HP in all: " + m);
                results.add(new MatchResult(m.get("id").asLong(), teams, scores));
            }
            Map<Long, Double> expected = new Vestrock().roundScores(results);
            JsonNode standings = TestArena.expect(200, arena.api("GET", "/api/contests/vh/standings", null)).json();
            assertEquals(3, standings.size());
            for (JsonNode s : standings) {
                assertEquals(expected.get(ids.get(s.get("team").asText())), s.get("points").asDouble(), 1e-6, s.toString());
            }
        }
    }
}
