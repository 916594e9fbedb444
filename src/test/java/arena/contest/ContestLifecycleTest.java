package arena.contest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.base.Refused;
import arena.contest.life.LiveContest;
import arena.domain.ContestPhase;
import arena.support.Await;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A contest's life: open, rounds one after another, paused and resumed, finished. */
class ContestLifecycleTest {
    private static TestArena arena;
    private static Contests contests;

    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.start();
        contests = arena.app.contests();
    }

    @AfterAll
    static void stop() {
        arena.close();
    }

    private static void houseBots(String slug, String... bots) {
        for (String bot : bots) contests.enrollHouseBot(slug, bot);
    }

    @Test
    void aNewContestIsOpenUntilItsFirstRoundStarts() {
        contests.create("fresh", "Fresh", "tally", Map.of("turnMillis", 60_000));
        assertEquals(ContestPhase.OPEN, contests.live("fresh").orElseThrow().phase());
        assertEquals(0, contests.live("fresh").orElseThrow().roundNumber());
        Refused tooFew = assertThrows(Refused.class, () -> contests.startRound("fresh"));
        assertEquals("a round needs at least two enrolled teams (0 enrolled)", tooFew.getMessage());
        houseBots("fresh", "steady", "greedy");
        assertEquals(1, contests.startRound("fresh"));
        assertEquals(ContestPhase.RUNNING, contests.live("fresh").orElseThrow().phase());
        assertEquals("round 1 is still running", assertThrows(Refused.class, () -> contests.startRound("fresh")).getMessage());
    }

    @Test
    void withNRoundsTheContestFinishesAfterRoundN() throws Exception {
        contests.create("three", "Three", "tally", Map.of("turnMillis", 20, "turns", 2, "rounds", 3, "earlyTurns", true));
        houseBots("three", "steady", "greedy");
        for (int n = 1; n <= 3; n++) {
            assertEquals(n, contests.startRound("three"));
            arena.awaitContest("three", n < 3 ? "open" : "finished", n, 10_000);
        }
        JsonNode standings = arena.api("GET", "/api/contests/three/standings", null).json();
        assertEquals(3, standings.get(0).get("rounds").size());
        assertEquals(18.0, standings.get(0).get("points").asDouble(), "greedy wins both matches of each round: 3 x 6");
        assertTrue(contests.live("three").isEmpty(), "a finished contest leaves memory");
        assertEquals("the contest is finished", assertThrows(Refused.class, () -> contests.startRound("three")).getMessage());
    }

    @Test
    void aRegistrationWindowStartsEachRoundByItselfInAContinuousContest() throws Exception {
        contests.create("loop", "Loop", "tally", Map.of("turnMillis", 20, "turns", 2, "rounds", 0, "registrationMillis", 200));
        houseBots("loop", "steady", "greedy");
        arena.awaitContest("loop", "running", 1, 10_000);
        arena.awaitContest("loop", "open", 2, 10_000);
        JsonNode c = arena.awaitContest("loop", "running", 3, 10_000);
        assertTrue(c.get("round").asInt() >= 3, "rounds keep coming");
    }

    @Test
    void aPausedContestStandsStillAndResumes() throws Exception {
        contests.create("pause", "Pause", "tally", Map.of("turnMillis", 50, "turns", 1000));
        houseBots("pause", "steady", "greedy");
        contests.startRound("pause");
        LiveContest live = contests.live("pause").orElseThrow();
        Await.until("a few turns played", 30_000, () -> live.turn() >= 3);
        contests.pause("pause");
        int turn = live.turn();
        Thread.sleep(400); // a negative check: nothing is awaited, no turn may pass in this time
        assertEquals(turn, live.turn(), "no turn passes while paused");
        assertTrue(arena.contest("pause").get("paused").asBoolean());
        contests.resume("pause");
        Await.until("turns pass again after resuming", 30_000, () -> live.turn() > turn + 2);
        assertTrue(live.turn() > turn + 2, "turns pass again after resuming");
    }

    @Test
    void aTeamEnrolledDuringARoundPlaysFromTheNextRound() throws Exception {
        contests.create("late", "Late", "tally", Map.of("turnMillis", 30, "turns", 3, "rounds", 2));
        houseBots("late", "steady", "greedy");
        contests.startRound("late");
        arena.createTeam("latecomer", "password1");
        contests.enroll("late", "latecomer");
        assertEquals(2, arena.api("GET", "/api/contests/late/rounds/1/matches", null).json().size());
        arena.awaitContest("late", "open", 1, 10_000);
        contests.startRound("late");
        assertEquals(6, arena.api("GET", "/api/contests/late/rounds/2/matches", null).json().size());
    }

    @Test
    void everyTeamOfTheRoundGetsARoundScoreEvenWithoutPoints() throws Exception {
        arena.createTeam("silent1", "password1");
        arena.createTeam("silent2", "password1");
        contests.create("zeros", "Zeros", "tally", Map.of("turnMillis", 20, "turns", 1));
        contests.enroll("zeros", "silent1");
        contests.enroll("zeros", "silent2");
        contests.startRound("zeros");
        arena.awaitContest("zeros", "finished", 1, 10_000);
        JsonNode standings = arena.api("GET", "/api/contests/zeros/standings", null).json();
        assertEquals(2, standings.size());
        assertEquals(2.0, standings.get(0).get("points").asDouble(), "two draws, one point each");
        assertEquals(2.0, standings.get(0).get("rounds").get(0).asDouble());
    }
}
