package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** House bots play a whole round in a real arena, over the protocol; a win is 1 point, and the round score counts the wins. */
class HouseBotContestTest {

    @ParameterizedTest
    @ValueSource(strings = {"locm12", "locm15"})
    void houseBotsPlayARoundAndTheRoundScoreCountsWins(String game) throws Exception {
        try (TestArena arena = TestArena.start()) {
            SocketErrorCodes.createContest(arena, "hb", game, Map.of("turnMillis", 20, "timeFactor", 5, "seed", 12));
            for (String bot : List.of("greedy", "random", "greedy")) {
                TestArena.expect(201, arena.api("POST", "/api/contests/hb/enrollments", Map.of("houseBot", bot)));
            }
            arena.startRound("hb");
            arena.awaitContest("hb", "finished", 1, 90_000);

            JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/hb/rounds/1/matches", null)).json();
            assertEquals(6, matches.size(), "three teams: every pair twice, seats swapped");
            Map<String, Double> wins = new HashMap<>();
            for (JsonNode m : matches) {
                assertEquals("finished", m.get("status").asText());
                String summary = m.get("summary").asText();
                assertTrue(!summary.contains("timeout") && !summary.contains("Invalid"), "house bots answer in time and well: " + summary);
                for (int s = 0; s < 2; s++) wins.merge(m.get("seats").get(s).asText(), m.get("scores").get(s).asDouble(), Double::sum);
            }
            JsonNode standings = TestArena.expect(200, arena.api("GET", "/api/contests/hb/standings", null)).json();
            assertEquals(3, standings.size());
            double total = 0;
            for (JsonNode s : standings) {
                assertEquals(wins.get(s.get("team").asText()), s.get("points").asDouble(), 1e-9, s.toString());
                total += s.get("points").asDouble();
            }
            assertEquals(6, total, 1e-9, "one point per match (no step-limit draws here)");
        }
    }
}
