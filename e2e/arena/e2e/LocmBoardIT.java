package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.microsoft.playwright.Locator;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A visitor watches a LOCM 1.2 match between two house bots on its live board (HTMX), from the draft to the final score. */
class LocmBoardIT extends BrowserTest {

    @Test
    void theLiveBoardFollowsAHouseBotMatchToItsEnd() {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "lwatch", "title", "LOCM live", "game", "locm12",
                // paced house bots (four ticks fit in the shortest limit) answer once per tick: slow enough to watch
                "settings", Map.of("turnMillis", 300, "timeFactor", 20, "seed", 17))));
        TestArena.expect(201, arena.api("POST", "/api/contests/lwatch/enrollments", Map.of("houseBot", "greedy")));
        TestArena.expect(201, arena.api("POST", "/api/contests/lwatch/enrollments", Map.of("houseBot", "random")));
        arena.startRound("lwatch");
        long id = arena.api("GET", "/api/contests/lwatch/rounds/1/matches", null).json().get(0).get("id").asLong();

        page.navigate("/matches/" + id);
        Locator board = page.locator(".lc-board");
        assertThat(board).isVisible();
        assertThat(page.locator(".lc-side")).hasCount(2);
        page.evaluate("window.stillTheSamePage = true");

        Set<String> phases = new LinkedHashSet<>();
        long deadline = System.currentTimeMillis() + 60_000;
        boolean screenshotTaken = false;
        while (System.currentTimeMillis() < deadline && page.locator(".lc-final").count() == 0) {
            Object seen = page.evaluate("(() => { const p = document.querySelector('.lc-phase'); return p ? p.textContent.trim() : null; })()");
            if (seen instanceof String text) {
                phases.add(text.startsWith("Draft") ? "draft" : text.startsWith("Battle") ? "battle" : text);
                // read in one go with the phase: a live board shows a visitor no card of either hand (RULINGS 8)
                Object cards = page.evaluate("(() => { const p = document.querySelector('.lc-phase'); "
                        + "return p && p.textContent.trim().startsWith('Battle') ? document.querySelectorAll('.lc-hand .lc-card').length : 0; })()");
                assertEquals(0, ((Number) cards).intValue(), "a visitor saw cards of a hand during the battle");
                if (text.startsWith("Battle") && !screenshotTaken && phases.size() > 1) {
                    screenshot(page, "locm-board-battle");
                    screenshotTaken = true;
                }
            }
            page.waitForTimeout(150);
        }
        assertTrue(phases.contains("battle"), "the page followed the match without a reload: " + phases);
        assertThat(page.locator(".lc-final")).containsText("Final score");
        assertThat(page.locator(".lc-result")).containsText("wins");
        assertThat(page.locator(".badge.finished")).isVisible();
        assertTrue((Boolean) page.evaluate("window.stillTheSamePage === true"), "HTMX swapped the board; the page never reloaded");
        for (String part : new String[] {"health", "mana", "deck", "hand", "next rune", "Lane 1", "Lane 2", "Last actions"}) {
            assertThat(board).containsText(part);
        }
        screenshot(page, "locm-board-final");
    }
}
