package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.domain.RoundStatus;
import arena.store.EntryStore;
import arena.store.MatchLogStore;
import arena.store.PlayQueries;
import arena.support.TestArena;
import arena.support.Await;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * keepRounds: when a round ends, rounds older than the last N are deleted with their matches, logs, entries and
 * scores together, and the standings (API, page, CSV) say which rounds they cover.
 */
class KeepRoundsTest {
    @Test
    void aContestKeepingThreeRoundsDeletesOlderOnesWholeAndItsStandingsSaySo() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("keeper", "password1");
            arena.app.contests().create("keep", "Keep", "tally", Map.of("turnMillis", 15, "turns", 2, "rounds", 0, "keepRounds", 3));
            arena.enroll("keep", "keeper");
            arena.app.contests().enrollHouseBot("keep", "steady");
            arena.app.contests().enrollHouseBot("keep", "greedy");
            List<Long> firstRoundMatches = new ArrayList<>();
            for (int n = 1; n <= 6; n++) {
                arena.startRound("keep");
                arena.awaitContest("keep", "open", n, 10_000);
                if (n == 1) {
                    for (JsonNode m : arena.api("GET", "/api/contests/keep/rounds/1/matches", null).json()) firstRoundMatches.add(m.get("id").asLong());
                }
            }
            EntryStore entries = new EntryStore(arena.app.database());

            MatchLogStore logs = new MatchLogStore(arena.app.database());

            PlayQueries queries = new PlayQueries(arena.app.database());
            long contestId = arena.app.contests().find("keep").orElseThrow().id();
            // the deletion after the last round's end runs off the clock's thread
            Await.until("round 1's matches deleted", 30_000, () -> firstRoundMatches.stream().allMatch(id -> queries.match(id).isEmpty()));
            List<Integer> kept = queries.rounds(contestId).stream().filter(r -> r.status() == RoundStatus.FINISHED).map(r -> r.number()).toList();
            assertEquals(3, kept.size(), "the last three finished rounds are kept: " + kept);
            for (long id : firstRoundMatches) {
                assertTrue(queries.match(id).isEmpty(), "round 1's match " + id + " is deleted");
                assertTrue(logs.events(id).isEmpty(), "with its log");
                assertTrue(entries.teamLog(id, arena.app.contests().teamId("keeper").orElseThrow()).isEmpty(), "and its team log");
            }
            assertEquals(404, arena.api("GET", "/api/contests/keep/rounds/1/matches", null).status());

            JsonNode standings = arena.api("GET", "/api/contests/keep/standings", null).json();
            int first = standings.get(0).get("firstRound").asInt();
            assertEquals(kept.get(0).intValue(), first, "the standings start at the first round kept");
            assertEquals(kept.get(2) - first + 1, standings.get(0).get("rounds").size(), "one column per kept round, up to the last");
            double total = 0;
            for (JsonNode p : standings.get(0).get("rounds")) total += p.isNull() ? 0 : p.asDouble();
            assertEquals(total, standings.get(0).get("points").asDouble(), 1e-9, "the points are those of the kept rounds");
            String page = arena.request("GET", "/contests/keep", null, null).body();
            assertTrue(page.contains("These standings cover rounds " + first + " to " + kept.get(2) + ":"), "the page says which rounds count");
            assertTrue(page.contains(">R" + first + "<") && !page.contains(">R1<"), "the columns are numbered by round");
            String csv = arena.api("GET", "/api/contests/keep/standings.csv", null).body();
            assertTrue(csv.lines().findFirst().orElseThrow().contains("round_" + first), csv);
            assertTrue(!csv.lines().findFirst().orElseThrow().contains("round_1,"), csv);
        }
    }
}
