package arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Game;
import arena.store.PlayQueries;
import arena.support.TestArena;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/**
 * The start's warm-up after the web (issue 46) uses what it means to: the store's hot queries (a running round's boards
 * and its contest's page as the first visitors ask them, the contest a bot's login selects), every game's board renderer,
 * the bot port's command path, and pages, live parts and boards that exist, each answered 200 (a path renamed would
 * otherwise warm an error page without a word); it leaves nothing behind on the bot port.
 */
class ServingWarmUpTest {
    @Test
    void everyGamesBoardsTheStoresQueriesTheCommandPathAndTheRunningRoundsPagesAreUsedAndAnswered() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.startStaggeredRound("warm", 600_000, 30, 5);
            CountDownLatch recovered = new CountDownLatch(1);
            recovered.countDown();
            ServingWarmUp.Arena parts = new ServingWarmUp.Arena(arena.app.contests(), new PlayQueries(arena.app.database()), arena.app.httpPort(),
                    arena.app.botServer());
            ServingWarmUp.Report report = ServingWarmUp.runHere(parts, recovered,
                    java.util.concurrent.TimeUnit.MINUTES.toNanos(10)); // the start's own budget is 5 s: a loaded machine (load 25: 4 min) cuts it short
            assertTrue(report.finished(), report.toString());
            List<String> games = arena.app.contests().games().all().stream().map(Game::name).sorted().toList();
            assertEquals(games, report.gamesDrawn().stream().sorted().toList(), "every game's board drawn");
            assertTrue(report.boardsDrawn() >= games.size() * ServingWarmUp.ROUNDS, report.toString());
            assertEquals(List.of(), report.notOk(), "every page, part and board asked is answered 200");
            // the store's: the running contest's page; its round and matches read, each match's row, and the contest each of
            // those matches' two teams' logins select
            int matches = arena.app.contests().live("warm").orElseThrow().matches().size();
            assertTrue(matches > 0 && matches <= ServingWarmUp.STORE_BOARDS, "the round's " + matches + " matches");
            assertEquals(1, report.storeRequests(), report.toString());
            assertEquals(2 + matches * 3, report.storeReads(), report.toString());
            // then the pages, four a round, then a board of the round and its contest's page and part, each ROUNDS times
            assertEquals(1 + 4 * ServingWarmUp.ROUNDS + 3 * ServingWarmUp.ROUNDS, report.requests(), report.toString());
            assertTrue(report.commandsAnswered() >= ServingWarmUp.COMMANDS, "every line sent through the command loops answered: " + report);
            assertEquals(0, arena.app.botConnections(), "the command path's connection is no bot's and is gone");
        }
    }
}
