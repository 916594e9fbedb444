package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.assertions.LocatorAssertions;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A spectator who ticks "Follow the contest" on a match that ends while others still run is taken, without touching
 * anything, to the next live match of the contest, and the choice stays ticked there; one who does not tick it is
 * offered the link and stays.
 */
class FollowContestIT extends BrowserTest {

    @Test
    void aFollowingSpectatorIsTakenToTheNextLiveMatch() {
        // three matches of 3, 63 or 123 turns at 300 ms
        Map<Long, Integer> lengths = arena.startStaggeredRound("follow", 300, 3, 60);
        long first = lengths.entrySet().stream().min(Map.Entry.comparingByValue()).orElseThrow().getKey();
        assertTrue(lengths.values().stream().anyMatch(n -> n > lengths.get(first)), "a match outlasts the first to end: " + lengths);

        page.navigate("/matches/" + first);
        page.locator("#follow-live").check();
        assertThat(page.locator("#next-match")).isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(30_000));
        screenshot(page, "follow-offered");
        page.waitForURL(Pattern.compile(".*/matches/(?!" + first + "$)\\d+$"), new com.microsoft.playwright.Page.WaitForURLOptions().setTimeout(10_000));
        Matcher m = Pattern.compile("/matches/(\\d+)$").matcher(page.url());
        assertTrue(m.find(), page.url());
        long next = Long.parseLong(m.group(1));
        assertTrue(lengths.containsKey(next) && lengths.get(next) > lengths.get(first), "taken to a longer match of the contest: " + next + " " + lengths);
        assertThat(page.locator("#board .badge.live")).isVisible();
        assertTrue(page.locator("#follow-live").isChecked(), "the choice is remembered in this browser");
        screenshot(page, "follow-arrived");

        // Unticked, a spectator stays on the finished match with the link offered.
        page.locator("#follow-live").uncheck();
        page.navigate("/matches/" + first);
        assertThat(page.locator("#replay-link")).isVisible();
        page.waitForTimeout(4_000);
        assertEquals(arena.base() + "/matches/" + first, page.url(), "not following: the page stays");
    }
}
