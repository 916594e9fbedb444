package arena.contest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.accounts.Accounts;
import arena.contest.base.Games;
import arena.contest.turns.LiveMatch;
import arena.game.Eye;
import arena.game.MatchEngine;
import arena.store.AccountStore;
import arena.store.ContestStore;
import arena.store.Database;
import arena.store.EntryStore;
import arena.store.MatchLogStore;
import arena.store.PlayQueries;
import arena.store.RoundStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 46: after a start, a board of a match whose round is still being recovered waits for the recovery and is then
 * drawn from the recovered match in memory; it is not replayed from the store beside the recovery replaying the same
 * journal (that second replay per request made the first seconds' boards 16-27 times slower than the static file).
 */
@Tag("functional")
class BoardDuringRecoveryTest {
    private static final String TOKEN = "board-recovery-token-0123";

    @Test
    void aBoardAskedBeforeItsRoundIsBackWaitsAndIsDrawnFromTheRecoveredMatch() throws Exception {
        Path dir = Files.createTempDirectory("arena-board-recovery");
        long matchId;
        try (Database db = Database.open(dir)) {
            Contests first = contests(db);
            first.recoverAll();
            first.create("back", "Back", "tally", Map.of("turnMillis", 600_000, "turns", 50));
            first.enrollHouseBot("back", "steady");
            new Accounts(new AccountStore(db)).createTeam("back-idle", "password1");
            first.enroll("back", "back-idle"); // no bot: the first turn waits for its clock, which is ten minutes
            first.startRound("back");
            matchId = first.live("back").orElseThrow().matches().get(0).id();
            first.shutdown(); // a clean stop: the turn in progress stored, the round left running in the store

            Contests second = contests(db);
            CompletableFuture<Contests.MatchView> asked = CompletableFuture.supplyAsync(() -> second.matchView(matchId, Eye.PUBLIC).orElseThrow());
            Thread.sleep(300); // a fixed look: nothing can end the wait but the recovery, not started yet
            assertFalse(asked.isDone(), "the board waits while its round is not back in memory");
            second.recoverAll();
            Contests.MatchView view = asked.get(MatchViews.RECOVERY_WAIT_MILLIS, TimeUnit.MILLISECONDS);
            LiveMatch live = second.liveMatch(matchId).orElseThrow(() -> new AssertionError("the round is recovered"));
            assertEquals(live.version(), view.version(), "drawn from the recovered match");
            Object board = live.read(e -> e.board(Eye.PUBLIC));
            assertEquals(String.valueOf(board), String.valueOf(view.board()));
            assertFalse(view.finished());
            long started = System.nanoTime();
            second.matchView(matchId, Eye.PUBLIC).orElseThrow();
            assertTrue(System.nanoTime() - started < TimeUnit.MILLISECONDS.toNanos(MatchViews.RECOVERY_WAIT_MILLIS),
                    "once recovered, a board does not wait");
            int turn = live.read(MatchEngine::turn);
            assertEquals(view.turn(), turn, "the recovered match is where it was stopped");
            second.shutdown();
        }
    }

    private static Contests contests(Database db) {
        AccountStore accountStore = new AccountStore(db);
        Accounts accounts = new Accounts(accountStore);
        accounts.bootstrapInstructor("admin", "instructor-secret", TOKEN);
        return new Contests(Games.discover(), accounts, accountStore, new ContestStore(db), new RoundStore(db), new MatchLogStore(db),
                new EntryStore(db), new PlayQueries(db));
    }
}
