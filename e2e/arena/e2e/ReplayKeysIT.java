package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import arena.support.TestArena;
import com.microsoft.playwright.Locator;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** A replay is stepped by keyboard, played at a chosen speed, and the address bar follows the step. */
class ReplayKeysIT extends BrowserTest {

    @Test
    void arrowsSpaceHomeAndEndDriveTheReplayAndTheAddressFollows() throws Exception {
        arena.createContest("keys", Map.of("turnMillis", 30, "turns", 6));
        TestArena.expect(201, arena.api("POST", "/api/contests/keys/enrollments", Map.of("houseBot", "steady")));
        TestArena.expect(201, arena.api("POST", "/api/contests/keys/enrollments", Map.of("houseBot", "greedy")));
        arena.startRound("keys");
        arena.awaitContest("keys", "finished", 1, 15_000);
        long id = arena.api("GET", "/api/contests/keys/rounds/1/matches", null).json().get(0).get("id").asLong();

        page.navigate("/matches/" + id + "/replay");
        Locator step = page.locator(".replay-step strong");
        assertThat(step).hasText("0");

        page.keyboard().press("ArrowRight");
        assertThat(step).hasText("1");
        assertThat(page).hasURL(Pattern.compile("/matches/" + id + "/replay\\?step=1$"));
        page.keyboard().press("ArrowRight");
        assertThat(step).hasText("2");
        page.keyboard().press("ArrowLeft");
        assertThat(step).hasText("1");
        page.keyboard().press("End");
        assertThat(step).hasText("6");
        page.keyboard().press("Home");
        assertThat(step).hasText("0");

        // keys pressed faster than the steps are drawn are each taken (issue 29: 5 presses 20 ms apart once moved 2)
        for (int i = 0; i < 5; i++) {
            page.keyboard().press("ArrowRight");
            page.waitForTimeout(20);
        }
        assertThat(step).hasText("5");
        page.keyboard().press("Home");
        assertThat(step).hasText("0");

        // the speed is kept while playing; space plays, and the replay runs to its end at 4x. The pick waits until the
        // last key's swap has settled: a select changed in the replay being swapped out is the old one's, and lost
        page.waitForFunction("() => !document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling')");
        page.locator(".replay-controls select[name=speed]").selectOption("4");
        assertThat(page).hasURL(Pattern.compile("step=0&speed=4$"));
        page.keyboard().press(" ");
        assertThat(page.locator(".replay-controls .pause")).isVisible();
        assertThat(step).hasText("6");
        assertThat(page.locator(".replay-controls .play")).isVisible();
        assertThat(page).hasURL(Pattern.compile("step=6&speed=4$"));
        screenshot(page, "replay-keys");

        // a link to that address opens at that step
        page.navigate("/matches/" + id + "/replay?step=4");
        assertThat(step).hasText("4");
    }
}
