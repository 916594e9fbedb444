package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.domain.MatchStatus;
import arena.contest.turns.TeamLog;
import arena.hosted.BotToRun;
import arena.hosted.RunnerDesk;
import arena.hosted.RunnerTokens;
import arena.store.PlayQueries;
import arena.store.StoredLease;
import arena.store.StoredMatch;
import arena.support.Machine;
import arena.support.Practice;
import arena.support.TestArena;
import arena.support.Await;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Issue 30: hosted bots run on a runner of their own process, which is killed with -9 mid-round; another runner is
 * started, the bots are started again elsewhere within the resume grace, and the round finishes with every match's log
 * whole (each finished match replays to its stored result).
 */
@ResourceLock(Machine.WHOLE_CPU)
@Tag("slow")
class RunnerKillTest {
    static final int TURNS = 300;
    static final int TURN_MILLIS = 100;

    @Test
    void aRunnerKilledMidRoundHasItsBotsRestartedElsewhereAndTheRoundFinishesWhole() throws Exception {
        try (TestArena arena = RunnerFixture.reachable(TestArena.start())) {
            arena.createTeam("rk1", "password1");
            arena.createTeam("rk2", "password1");
            Practice.createContest(arena, "rk", "vestrock", Map.of("turnMillis", TURN_MILLIS, "earlyTurns", false, "turnsPerMatch", TURNS,
                    "practiceMatches", 0));
            arena.enroll("rk", "rk1");
            arena.enroll("rk", "rk2");
            int v1 = RunnerFixture.submitBuilt(arena, "rk1", "python3", "vestrock_bot.py");
            int v2 = RunnerFixture.submitBuilt(arena, "rk2", "python3", "vestrock_bot.py");
            RunnerFixture.choose(arena, "rk", "rk1", v1);
            RunnerFixture.choose(arena, "rk", "rk2", v2);
            arena.app.hosting().play().orElseThrow(); // the hosted parts are made

            RunnerTokens.Made first = RunnerFixture.token(arena, "first");
            RunnerTokens.Made second = RunnerFixture.token(arena, "second");
            var store = arena.app.hosting().runnerStore();
            RunnerDesk desk = arena.app.hosting().desk().orElseThrow();
            try (RunnerFixture.RunnerProcess a = RunnerFixture.start(arena, first.token(), 4, RunnerFixture.runnerDir("first"))) {
                RunnerFixture.await(() -> store.byId(first.id()).orElseThrow().takesWork(RunnerDesk.LEASE_MILLIS), 60_000,
                        () -> "the first runner said hello with a working sandbox: " + store.byId(first.id()) + "\n" + log(a));
                arena.startRound("rk");
                // both bots given to the first runner, and running there (its beats say so)
                RunnerFixture.await(() -> {
                    List<StoredLease> held = store.leasesOf(first.id());
                    return held.size() == 2 && held.stream().allMatch(l -> l.runningSince() != null);
                }, 60_000, () -> "both bots run on the first runner: " + store.leases() + "\n" + log(a));
                assertTrue(arena.app.hosting().runner().orElseThrow().kept().isEmpty(), "nothing runs inside the arena meanwhile");
                int turnThen = arena.contest("rk").get("turn").asInt();
                Await.until("some turns played on the first runner", 60_000, () -> arena.contest("rk").get("turn").asInt() >= turnThen + 3);

                long killedAt = System.nanoTime();
                a.killHard();
                try (RunnerFixture.RunnerProcess b = RunnerFixture.start(arena, second.token(), 4, RunnerFixture.runnerDir("second"))) {
                    // within the lease the bots are elsewhere (the second runner once alive, else the arena's own), and play
                    RunnerFixture.await(() -> desk.placements().values().stream().noneMatch(r -> r == first.id()), 20_000,
                            () -> "the bots left the killed runner: " + desk.placements());
                    long movedMillis = (System.nanoTime() - killedAt) / 1_000_000;
                    assertTrue(movedMillis < 30_000, "handed elsewhere within the resume grace: " + movedMillis + " ms");
                    assertTrue(arena.contest("rk").get("phase").asText().equals("running"), "the round still runs: " + arena.contest("rk"));

                    arena.awaitContest("rk", "finished", 1, 120_000);
                    System.out.printf("RunnerKillTest: bots handed elsewhere %d ms after the kill; placements then: %s%n", movedMillis, desk.placements());

                    PlayQueries queries = new PlayQueries(arena.app.database());
                    long contestId = arena.app.contests().find("rk").orElseThrow().id();
                    List<StoredMatch> matches = queries.matches(queries.rounds(contestId).get(0).id());
                    assertEquals(2, matches.size(), matches.toString());
                    for (StoredMatch m : matches) {
                        assertEquals(MatchStatus.FINISHED, m.status(), m.toString());
                        double[] replayed = arena.app.contests().replays().end(m.id()).scores();
                        assertTrue(replayed != null && replayed[0] == m.score0() && replayed[1] == m.score1(),
                                "match " + m.id() + " replays to its stored result " + m.score0() + ":" + m.score1());
                        for (String team : List.of("rk1", "rk2")) {
                            long teamId = arena.app.contests().teamId(team).orElseThrow();
                            List<TeamLog.Line> log = arena.app.contests().teamLog(m.id(), teamId);
                            long starts = log.stream().filter(l -> l.text().startsWith("arena: your bot version")).count();
                            assertTrue(starts >= 2, team + "'s bot started on the first runner and again elsewhere: " + log);
                            assertTrue(log.stream().anyMatch(l -> l.text().contains("python drew a card")), team + "'s stderr reached its log: " + log);
                        }
                    }
                    assertNotEquals(0, store.byId(second.id()).orElseThrow().slots(), "the second runner said hello");
                }
            }
        }
    }

    private static String log(RunnerFixture.RunnerProcess p) {
        try {
            return "runner's output:\n" + p.log();
        } catch (java.io.IOException e) {
            return "no output: " + e;
        }
    }

    @SuppressWarnings("unused")
    private static BotToRun.Key key(long team, String contest) {
        return new BotToRun.Key(team, contest);
    }
}
