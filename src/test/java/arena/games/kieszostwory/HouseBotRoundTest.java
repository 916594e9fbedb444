package arena.games.kieszostwory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** House bots enroll their teams through the protocol and play whole rounds; the round score is the sum of 3/1/0 per duel. */
class HouseBotRoundTest {

    /** Waits until this many teams of the contest have saved an entry (house bots enroll through the protocol). */
    static void awaitEntries(TestArena arena, String slug, int teams) throws InterruptedException {
        long end = System.currentTimeMillis() + 20_000;
        while (System.currentTimeMillis() < end) {
            long saved = arena.contest(slug).get("teams").valueStream()
                    .filter(t -> arena.app.contests().entry(slug, arena.app.contests().teamId(t.asText()).orElseThrow()).isPresent()).count();
            if (saved >= teams) return;
            Thread.sleep(50);
        }
        throw new AssertionError("the teams of " + slug + " did not enroll creatures in time");
    }

    @Test
    void houseBotsPlayTwoRounds() throws Exception {
        try (TestArena arena = TestArena.start()) {
            SocketErrorCodes.createContest(arena, "kh", Map.of("turnMillis", 1000, "earlyTurns", true, "rounds", 2));
            for (String bot : new String[] {"greedy", "random", "random"}) {
                TestArena.expect(201, arena.api("POST", "/api/contests/kh/enrollments", Map.of("houseBot", bot)));
            }
            awaitEntries(arena, "kh", 3);
            for (int round = 1; round <= 2; round++) {
                arena.startRound("kh");
                arena.awaitContest("kh", round == 1 ? "open" : "finished", round, 120_000);
            }
            JsonNode standings = arena.api("GET", "/api/contests/kh/standings", null).json();
            double total = 0;
            for (JsonNode s : standings) total += s.get("points").asDouble();
            assertTrue(total >= 2 * 3 * 2 * 2 && total <= 2 * 3 * 2 * 3, "three pairings, two duels each, 2 or 3 points a duel, two rounds: " + total);
            assertEquals(3, standings.size());
            assertTrue(standings.get(0).get("team").asText().contains("greedy"), "the greedy bot leads: " + standings);
        }
    }
}
