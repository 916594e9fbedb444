package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A visitor watches a match between two house bots move on its page, live, until it ends. */
class WatchMatchIT extends BrowserTest {

    @Test
    void theBoardAdvancesTurnByTurnUntilTheMatchIsFinished() {
        // 20 turns of 300 ms: the board polls once a second, so the match lasts long enough to be seen
        // at several turns even when the page is slow to open.
        arena.createContest("duel", Map.of("turnMillis", 300, "turns", 20));
        enrollHouseBot("duel", "steady");
        enrollHouseBot("duel", "greedy");
        arena.startRound("duel");
        JsonNode match = arena.api("GET", "/api/contests/duel/rounds/1/matches", null).json().get(0);
        long id = match.get("id").asLong();
        String seat0 = match.get("seats").get(0).asText(), seat1 = match.get("seats").get(1).asText();
        int greedy = seat1.equals("tally-greedy") ? 1 : 0;

        // The visitor finds the running match on the home page and follows it.
        page.navigate("/");
        Locator running = page.locator("article.contest-card", new Page.LocatorOptions().setHasText("Contest duel"));
        assertThat(running).containsText("round 1");
        screenshot(page, "home-running");
        running.locator("a[href='/matches/" + id + "']", new Locator.LocatorOptions().setHasText("watch")).click();
        assertThat(page).hasURL(arena.base() + "/matches/" + id);
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName(seat0 + " vs " + seat1))).isVisible();

        Locator board = page.locator("#board");
        Locator turn = board.locator(".status-line strong");
        AtomicInteger boardPolls = new AtomicInteger();
        page.onRequest(r -> {
            if (r.url().contains("/matches/" + id + "/board")) boardPolls.incrementAndGet();
        });
        page.evaluate("window.stillTheSamePage = true");

        // Live: the turn number grows and the tallies with it, without reloading the page.
        assertThat(board.locator(".badge.live")).isVisible();
        List<Integer> turnsSeen = new ArrayList<>();
        turnsSeen.add(Integer.parseInt(turn.textContent()));
        int greedyFirstSeen = tally(board, greedy);
        // (waits, polling in the page, for a later turn and reads it in the same step)
        Object later = page.waitForFunction("seen => { const n = Number(document.querySelector('#board .status-line strong').textContent);"
                + " return n > seen ? n : null; }", turnsSeen.get(0)).jsonValue();
        turnsSeen.add(((Number) later).intValue());
        screenshot(page, "match");

        // Finished: the final score, and no more polling.
        assertThat(board.locator(".badge.finished")).isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(30_000));
        assertThat(board.locator(".badge.live")).hasCount(0);
        assertThat(board).containsText("(final)");
        turnsSeen.add(Integer.parseInt(turn.textContent()));
        assertTrue(turnsSeen.get(0) < turnsSeen.get(1) && turnsSeen.get(1) <= turnsSeen.get(2), "turns seen in order: " + turnsSeen);
        assertTrue(tally(board, greedy) > greedyFirstSeen, "greedy's tally grew with the turns");
        assertTrue(tally(board, greedy) > tally(board, 1 - greedy), "greedy adds 3 a turn, steady 1");
        assertEquals(Boolean.TRUE, page.evaluate("window.stillTheSamePage"), "the page was not reloaded");
        assertEquals(Boolean.FALSE, board.evaluate("b => b.hasAttribute('hx-get')"), "the finished board asks for no more polling");
        assertThat(page.locator("#replay-link")).isVisible(); // swapped in with the last board, no reload needed
        assertEquals(Boolean.TRUE, page.evaluate("window.stillTheSamePage"), "the replay link came without a reload");
        screenshot(page, "match-finished");

        // Nothing can show that no request will come, so look for one over a few poll periods.
        int polls = boardPolls.get();
        page.waitForTimeout(3_000);
        assertEquals(polls, boardPolls.get(), "the finished board is not polled any more");
    }

    private static void enrollHouseBot(String slug, String bot) {
        TestArena.expect(201, arena.api("POST", "/api/contests/" + slug + "/enrollments", Map.of("houseBot", bot)));
    }

    private static int tally(Locator board, int seat) {
        return Integer.parseInt(board.locator(".tally" + seat).textContent().strip());
    }
}
