package arena.contest.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.ContestEnding;
import arena.contest.Contests;
import arena.contest.base.Refused;
import arena.domain.MatchStatus;
import arena.domain.RoundStatus;
import arena.store.PlayQueries;
import arena.store.StoredMatch;
import arena.store.StoredRound;
import arena.support.Await;
import arena.support.TestArena;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 28 point 3: a round ends one way only. A practice's finish and its void were decided apart (PracticeRun set
 * {@code done} outside the monitor under which the void checked it), so a practice whose end was just stored could be
 * voided too. Now both are decided under the contest lock ({@link Rounds#finishPractice}, {@link Rounds#voidPractice}),
 * as a contest's round's end and the instructor's end of the contest are. Each test races the two many times, the
 * finish being the real one (the last turn's tick), and never sees both in memory or in the store.
 */
class FinishVoidRaceTest {
    private static TestArena arena;
    private static Contests contests;
    private static PlayQueries queries;

    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.start();
        contests = arena.app.contests();
        queries = new PlayQueries(arena.app.database());
        arena.createTeam("racer", "password1");
        arena.createTeam("rival", "password1");
    }

    @AfterAll
    static void stop() {
        arena.close();
    }

    private static void jitter() throws InterruptedException {
        long micros = ThreadLocalRandom.current().nextLong(0, 8_000);
        TimeUnit.MICROSECONDS.sleep(micros);
    }

    private static void await(java.util.function.BooleanSupplier done, String what) throws Exception {
        Await.until(what, 20_000, done::getAsBoolean);
    }

    @Test
    void aPracticeIsFinishedOrVoidedNeverBoth() throws Exception {
        int finished = 0;
        int voided = 0;
        for (int i = 0; i < 30; i++) {
            String slug = "race-p" + i;
            contests.create(slug, "Race " + i, "tally", Map.of("turnMillis", 60_000, "turns", 1));
            arena.enroll(slug, "racer");
            LiveContest live = contests.live(slug).orElseThrow();
            Round p = live.practices().start(contests.teamId("racer").orElseThrow(), "racer", "steady");
            Thread voider = Thread.ofPlatform().start(() -> {
                try {
                    jitter();
                    live.rounds().voidPractice(p, true);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            jitter();
            p.clock.endTurnEarly(); // its one turn ends: the tick stores it and finishes the practice
            voider.join();
            p.clock.join(20_000);
            assertTrue(p.ended ^ p.voided, "in memory, ended " + p.ended + " and voided " + p.voided);
            await(() -> queries.round(p.record.id()).orElseThrow().status() == RoundStatus.FINISHED, "the practice's end is stored");
            StoredRound round = queries.round(p.record.id()).orElseThrow();
            StoredMatch match = queries.match(p.match().id()).orElseThrow();
            if (p.voided) {
                voided++;
                assertTrue(round.voided(), "voided in memory, voided in the store: " + round);
                assertEquals(MatchStatus.VOIDED, match.status(), match.toString());
            } else {
                finished++;
                assertTrue(!round.voided(), "finished in memory, not voided in the store: " + round);
                assertEquals(MatchStatus.FINISHED, match.status(), match.toString());
            }
            contests.admin().endContest(slug, null);
        }
        System.out.println("practices raced: " + finished + " finished, " + voided + " voided");
        assertEquals(30, finished + voided);
    }

    @Test
    void aRoundIsScoredOrVoidedNeverBoth() throws Exception {
        int scoredFirst = 0;
        for (int i = 0; i < 12; i++) {
            String slug = "race-r" + i;
            contests.create(slug, "Race " + i, "tally", Map.of("turnMillis", 60_000, "turns", 1, "rounds", 2, "practiceMatches", 0));
            arena.enroll(slug, "racer");
            arena.enroll(slug, "rival");
            LiveContest live = contests.live(slug).orElseThrow();
            live.startRound();
            Round r = live.rounds().round();
            long contestId = live.id();
            ContestEnding.Ended[] ended = new ContestEnding.Ended[1];
            Thread ender = Thread.ofPlatform().start(() -> {
                try {
                    jitter();
                    ended[0] = contests.admin().endContest(slug, null);
                } catch (Refused finishedFirst) {
                    ended[0] = new ContestEnding.Ended(slug, 0); // the round's end finished the contest first
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            jitter();
            r.clock.endTurnEarly(); // its one turn ends: the tick stores it and scores the round
            ender.join();
            PlayQueries.RoundSummary stored = queries.roundSummaries(contestId).get(0);
            assertEquals(RoundStatus.FINISHED, stored.status());
            boolean scored = queries.standings(contestId).stream().anyMatch(s -> s.rounds().containsKey(1));
            if (ended[0].voidedRound() == 1) {
                assertTrue(stored.voided(), "the end voided round 1, the store says so");
                assertTrue(!scored, "a voided round has no points in the standings");
            } else {
                scoredFirst++;
                assertEquals(0, ended[0].voidedRound());
                assertTrue(!stored.voided(), "round 1 was scored before the end: not voided");
                assertTrue(scored, "round 1 was scored");
            }
        }
        System.out.println("rounds raced: " + scoredFirst + " scored, " + (12 - scoredFirst) + " voided");
    }
}
