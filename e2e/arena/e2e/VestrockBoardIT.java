package arena.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * In a real Chromium: the live Vestrock board of a house-bot match advances turn by turn (HTMX) and shows the final score.
 * On {@link BrowserTest}'s arena and Chromium (issue 45: it started a Playwright driver and a Chromium of its own).
 */
class VestrockBoardIT extends BrowserTest {

    @Test
    void theLiveBoardFollowsAHouseBotMatchToItsEnd() throws Exception {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "vlive", "title", "Vestrock live", "game", "vestrock",
                "settings", Map.of("turnMillis", 1000, "turnsPerMatch", 12, "seed", 21))));
        TestArena.expect(201, arena.api("POST", "/api/contests/vlive/enrollments", Map.of("houseBot", "greedy")));
        TestArena.expect(201, arena.api("POST", "/api/contests/vlive/enrollments", Map.of("houseBot", "random")));
        arena.startRound("vlive");
        long id = TestArena.expect(200, arena.api("GET", "/api/contests/vlive/rounds/1/matches", null)).json().get(0).get("id").asLong();

        page.navigate(arena.base() + "/matches/" + id);
        assertEquals(2, page.locator(".vr-side").count(), "both players");
        assertTrue(page.locator(".vr-deck-size").isVisible());
        assertTrue(page.locator(".vr-side").first().textContent().contains("HP"));

        List<Integer> turns = new ArrayList<>();
        long deadline = System.currentTimeMillis() + 40_000;
        while (System.currentTimeMillis() < deadline && page.locator(".vr-final").count() == 0) {
            // read in one go: HTMX may swap the board between a look and a read, and the final board has no turn
            Object seen = page.evaluate("(() => { const t = document.querySelector('.vr-turn'); return t ? t.textContent.trim() : null; })()");
            if (seen instanceof String text && !text.isEmpty()) {
                int t = Integer.parseInt(text);
                if (turns.isEmpty() || turns.get(turns.size() - 1) != t) turns.add(t);
                if (t == 4) page.screenshot(new Page.ScreenshotOptions().setPath(Paths.get("target/vestrock-board-live.png")).setFullPage(true));
            }
            page.waitForTimeout(250);
        }
        assertTrue(turns.size() >= 3, "the page moved through several turns without a reload: " + turns);
        for (int i = 1; i < turns.size(); i++) assertTrue(turns.get(i) > turns.get(i - 1), "turns only go forward: " + turns);

        page.locator(".vr-final").waitFor(new Locator.WaitForOptions().setTimeout(20_000));
        String fin = page.locator(".vr-final").textContent();
        assertTrue(fin.contains("Final score"), fin);
        String s0 = page.locator(".vr-score0").textContent().trim(), s1 = page.locator(".vr-score1").textContent().trim();
        assertEquals(60.0, Double.parseDouble(s0) + Double.parseDouble(s1), 1e-9, "a match hands out 3 * INIT_HP: " + s0 + " : " + s1);
        assertTrue(page.locator(".badge.finished").isVisible());
        page.screenshot(new Page.ScreenshotOptions().setPath(Paths.get("target/vestrock-board-final.png")).setFullPage(true));
    }
}
