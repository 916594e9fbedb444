package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** In a real Chromium: the live board of a house-bot pairing follows the match and the rematch to the end (HTMX), without a reload. */
class KieszostworyBoardIT extends BrowserTest {

    @Test
    void theLiveBoardFollowsAMatchAndItsRematchToTheEnd() throws Exception {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "kzlive", "title", "Kieszostwory live", "game", "kieszostwory",
                "settings", Map.of("turnMillis", 350, "maxTurns", 15))));
        TestArena.expect(201, arena.api("POST", "/api/contests/kzlive/enrollments", Map.of("houseBot", "greedy")));
        TestArena.expect(201, arena.api("POST", "/api/contests/kzlive/enrollments", Map.of("houseBot", "random")));
        long end = System.currentTimeMillis() + 20_000;
        while (System.currentTimeMillis() < end && (arena.app.contests().entry("kzlive", arena.app.contests().teamId("kieszostwory-greedy").orElseThrow()).isEmpty()
                || arena.app.contests().entry("kzlive", arena.app.contests().teamId("kieszostwory-random").orElseThrow()).isEmpty())) {
            Thread.sleep(50);
        }
        arena.startRound("kzlive");
        long id = TestArena.expect(200, arena.api("GET", "/api/contests/kzlive/rounds/1/matches", null)).json().get(0).get("id").asLong();

        page.navigate("/matches/" + id);
        assertEquals(2, page.locator(".kz-side").count(), "both trainers");
        Set<String> phases = new LinkedHashSet<>();
        boolean sawCreatures = false, sawFainted = false;
        long deadline = System.currentTimeMillis() + 60_000;
        while (System.currentTimeMillis() < deadline && page.locator(".kz-final").count() == 0) {
            String duel = textNow(page, ".kz-duel");
            if (duel != null) phases.add(duel);
            sawCreatures |= page.locator(".kz-in-arena .kz-creature.big").count() == 2;
            sawFainted |= page.locator(".kz-creature.fainted").count() > 0;
            if (phases.contains("Rematch") && phases.size() == 2) screenshot(page, "kieszostwory-board-rematch");
            page.waitForTimeout(200);
        }
        assertThat(page.locator(".kz-final")).isVisible();
        assertTrue(phases.contains("Match") && phases.contains("Rematch"), "the page went through the match and the rematch: " + phases);
        assertTrue(sawCreatures, "both creatures in the arena with their HP bars");
        assertTrue(sawFainted, "fainted creatures are shown");
        assertThat(page.locator(".badge.finished")).isVisible();
        assertThat(page.locator(".kz-result-match")).containsText("Match:");
        assertThat(page.locator(".kz-result-rematch")).containsText("Rematch:");
        int s0 = Integer.parseInt(page.locator(".kz-score0").first().textContent().trim());
        int s1 = Integer.parseInt(page.locator(".kz-score1").first().textContent().trim());
        assertTrue(s0 + s1 >= 4 && s0 + s1 <= 6, "two duels of 3/1/0 points: " + s0 + " : " + s1);
        screenshot(page, "kieszostwory-board-final");
    }
}
