package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.microsoft.playwright.Locator;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * In a real Chromium: the live Pizzacraft map of a house-bot match advances turn by turn (HTMX), shows a visitor only what
 * neither fog hides and the instructor either side's fog of war, and ends.
 */
class PizzacraftBoardIT extends BrowserTest {

    @Test
    void theLiveMapFollowsAHouseBotMatchToItsEnd() {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "plive", "title", "Pizzacraft live", "game", "pizzacraft",
                "settings", Map.of("turnMillis", 400, "turnsPerMatch", 50, "seed", 21))));
        TestArena.expect(201, arena.api("POST", "/api/contests/plive/enrollments", Map.of("houseBot", "economy")));
        TestArena.expect(201, arena.api("POST", "/api/contests/plive/enrollments", Map.of("houseBot", "random")));
        arena.startRound("plive");
        long id = TestArena.expect(200, arena.api("GET", "/api/contests/plive/rounds/1/matches", null)).json().get(0).get("id").asLong();

        // a visitor sees what neither fog hides (RULINGS 8): the HQs are far apart, so none, and no side's gold
        page.navigate("/matches/" + id);
        assertEquals(2, page.locator(".pz-side").count(), "both sides");
        assertEquals(0, page.locator(".pz-building").count(), "a visitor sees no HQ: each is out of the other side's sight");
        assertEquals(0, page.locator("#pz-eye").count(), "and no choice of eye");
        assertTrue(page.locator(".pz-fogged").isVisible(), "the board says why");

        // the instructor sees everything, and either side's fog of war
        logInAsInstructor(page);
        page.navigate("/matches/" + id);
        assertTrue(page.locator("svg.pz-map").isVisible());
        assertTrue(page.locator("svg.pz-map polygon.water").count() > 0, "water is drawn");
        assertTrue(page.locator("svg.pz-map polygon.mine").count() > 0, "mines are drawn");
        assertEquals(2, page.locator(".pz-building").count(), "two HQs");
        assertTrue(page.locator(".pz-side").first().textContent().contains("supplies"));

        // seat 0's fog of war: the enemy HQ far away is hidden, and tiles out of sight are fogged; the choice survives the polling
        page.locator("#pz-eye-0").check();
        // waited for, not read at once: the live board may be swapped in by its polling between the click and the look
        // (seen once under load: the look found the HQ drawn)
        Locator hidden = page.locator(".pz-building.pz-p1.hide0");
        hidden.first().waitFor(new Locator.WaitForOptions().setState(com.microsoft.playwright.options.WaitForSelectorState.ATTACHED));
        assertThat(hidden.first()).isHidden(); // the enemy HQ is out of seat 0's sight
        assertTrue(page.locator("polygon.fog0").count() > 100);
        screenshot(page, "pizzacraft-fog-of-war");

        List<Integer> turns = new ArrayList<>();
        long deadline = System.currentTimeMillis() + 60_000;
        while (System.currentTimeMillis() < deadline && page.locator(".pz-final").count() == 0) {
            String turn = textNow(page, ".pz-turn");
            if (turn != null && !turn.isEmpty()) {
                int t = Integer.parseInt(turn);
                if (turns.isEmpty() || turns.get(turns.size() - 1) != t) turns.add(t);
            }
            page.waitForTimeout(300);
        }
        assertTrue(turns.size() >= 3, "the page moved through several turns without a reload: " + turns);
        for (int i = 1; i < turns.size(); i++) assertTrue(turns.get(i) > turns.get(i - 1), "turns only go forward: " + turns);
        assertTrue(page.locator("#pz-eye-0").isChecked(), "the fog toggle is kept across updates");

        page.locator(".pz-final").waitFor(new Locator.WaitForOptions().setTimeout(30_000));
        assertTrue(page.locator(".pz-final").textContent().contains("Final score"));
        double s0 = Double.parseDouble(page.locator(".pz-score0").textContent().trim());
        double s1 = Double.parseDouble(page.locator(".pz-score1").textContent().trim());
        assertEquals(1000, s0 + s1, 0.02, "a match hands out 1000 points");
        page.locator("#pz-eye-all").check();
        assertTrue(page.locator(".badge.finished").isVisible());
        screenshot(page, "pizzacraft-final");
    }
}
