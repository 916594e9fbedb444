package arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Game;
import arena.support.TestArena;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/**
 * The start's warm-up after the web (issue 46) uses what it means to: every game's board renderer, and pages, live
 * parts and boards that exist, each answered 200 (a path renamed would otherwise warm an error page without a word).
 */
class ServingWarmUpTest {
    @Test
    void everyGamesBoardsAndTheRunningRoundsPagesAreUsedAndAnswered() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.startStaggeredRound("warm", 600_000, 30, 5);
            CountDownLatch recovered = new CountDownLatch(1);
            recovered.countDown();
            ServingWarmUp.Report report = ServingWarmUp.runHere(arena.app.contests(), arena.app.httpPort(), arena.app.botPort(), recovered,
                    java.util.concurrent.TimeUnit.MINUTES.toNanos(2)); // the start's own budget is 5 s: a loaded machine cuts it short
            assertTrue(report.finished(), report.toString());
            List<String> games = arena.app.contests().games().all().stream().map(Game::name).sorted().toList();
            assertEquals(games, report.gamesDrawn().stream().sorted().toList(), "every game's board drawn");
            assertTrue(report.boardsDrawn() >= games.size() * ServingWarmUp.ROUNDS, report.toString());
            assertEquals(List.of(), report.notOk(), "every page, part and board asked is answered 200");
            // the pages, four a round, then the round's three boards and its contest's page and part, each ROUNDS times
            assertEquals(4 * ServingWarmUp.ROUNDS + 3 * ServingWarmUp.ROUNDS, report.requests(), report.toString());
        }
    }
}
