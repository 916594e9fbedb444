package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.Replays;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A LOCM replay steps by the players' answers, not by ticks of the clock: step k shows the match just after its k-th
 * answer, and the board's newest log line is that answer (with its skipped actions and its time). So a match of N
 * answers has N + 1 steps, and draft step k shows pick ceil(k / 2).
 */
class ReplayStepsTest {

    @Test
    void aReplayHasOneStepPerAnswer() throws Exception {
        try (TestArena arena = TestArena.start()) {
            SocketErrorCodes.createContest(arena, "rp", "locm12", Map.of("turnMillis", 50, "rounds", 1, "seed", 4));
            for (String bot : new String[] {"greedy", "random"})
                TestArena.expect(201, arena.api("POST", "/api/contests/rp/enrollments", Map.of("houseBot", bot)));
            arena.startRound("rp");
            arena.awaitContest("rp", "finished", 1, 120_000);
            JsonNode m = TestArena.expect(200, arena.api("GET", "/api/contests/rp/rounds/1/matches", null)).json().get(0);
            long id = m.get("id").asLong();
            JsonNode doc = TestArena.expect(200, arena.api("GET", "/api/matches/" + id + "/replay", null)).json();
            int answers = 0;
            for (JsonNode e : doc.get("log")) if (e.get("seat").asInt() >= 0) answers++;
            Replays replays = arena.app.contests().replays();
            Replays.Recording r = replays.recording(id).orElseThrow();
            assertEquals(answers + 1, r.steps(), "the start, then one step per answer");

            LocmBoard start = (LocmBoard) replays.position(r, 0).board();
            assertEquals(1, start.pick());
            assertTrue(start.log().isEmpty());
            for (int k = 1; k <= 6; k++) {
                LocmBoard b = (LocmBoard) replays.position(r, k).board();
                LocmBoard.LogLine newest = b.log().get(0);
                // picks alternate: answer k is pick (k + 1) / 2 of player 1 (odd k) or player 2 (even k)
                assertEquals((k + 1) % 2, newest.seat(), "answer " + k + ": " + b.log());
                assertTrue(newest.text().startsWith("pick " + (k + 1) / 2 + ": takes "), newest.text()); // the card by name (LogText)
                assertTrue(newest.text().endsWith(" ms"), "the answer's time is shown: " + newest.text());
                assertEquals(k, b.log().size(), "one line per answer so far");
            }
            // a battle step shows the player's answer and what it skipped
            boolean battleAnswer = false;
            for (int k = 61; k < r.steps() && !battleAnswer; k++) {
                LocmBoard b = (LocmBoard) replays.position(r, k).board();
                battleAnswer = b.phase().equals("battle") || b.phase().equals("over");
            }
            assertTrue(battleAnswer);
            Replays.Position end = replays.position(r, r.steps() - 1);
            assertTrue(end.finished());
            assertEquals(m.get("summary").asText(), end.summary());
            String page = arena.request("GET", "/matches/" + id + "/replay/step?step=3", null, null).body();
            assertTrue(page.contains("answer <strong>3</strong> of <span>" + (r.steps() - 1) + "</span>"), page);
        }
    }
}
