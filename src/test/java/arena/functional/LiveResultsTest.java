package arena.functional;

import arena.domain.MatchStatus;
import arena.store.PlayQueries;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A match that ends while its round goes on is written to the database a few seconds later, with others (MatchSettler);
 * meanwhile the API, the contest page and its replay already show it finished, with its scores.
 */
class LiveResultsTest {

    @Test
    void aMatchFinishedInARunningRoundShowsItsResultBeforeItIsSettled() throws Exception {
        // on the manual clock: the round is held at the short match's end, however slow the settling on a loaded machine
        try (TestArena arena = TestArena.startWithManualClock()) {
            Map<Long, Integer> lengths = arena.startStaggeredRound("early", 200, 2, 40);
            long first = lengths.entrySet().stream().min(Map.Entry.comparingByValue()).orElseThrow().getKey();
            assertTrue(lengths.get(first) == 2 && lengths.values().stream().anyMatch(n -> n > 2), "one match of 2 turns, others longer: " + lengths);
            arena.advanceTurns("early", 2);
            long end = System.currentTimeMillis() + 10_000;
            while (!arena.app.contests().liveMatch(first).orElseThrow().finished() && System.currentTimeMillis() < end) Thread.sleep(10);

            assertEquals(MatchStatus.RUNNING, new PlayQueries(arena.app.database()).match(first).orElseThrow().status(), "not settled yet: the database still says running");
            JsonNode shown = null;
            for (JsonNode m : arena.api("GET", "/api/contests/early/rounds/1/matches", null).json()) if (m.get("id").asLong() == first) shown = m;
            assertEquals("finished", shown.get("status").asText(), "the API shows the live result");
            assertTrue(shown.get("scores").isArray() && shown.get("scores").size() == 2, shown.toString());
            assertEquals(200, arena.request("GET", "/matches/" + first + "/replay", null, null).status(), "its replay opens at once");

            end = System.currentTimeMillis() + 10_000;
            while (new PlayQueries(arena.app.database()).match(first).orElseThrow().status() != MatchStatus.FINISHED && System.currentTimeMillis() < end) Thread.sleep(50);
            assertEquals(MatchStatus.FINISHED, new PlayQueries(arena.app.database()).match(first).orElseThrow().status(), "settled within the settle delay");
            assertTrue(arena.app.contests().live("early").orElseThrow().matches().stream().anyMatch(m -> !m.finished()),
                    "while the round still runs");
        }
    }
}
