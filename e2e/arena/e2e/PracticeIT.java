package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A team starts a practice match from its page (one button per house bot), lands on the live board, watches it to its
 * end, and opens its replay; the match says "practice" everywhere and the standings know nothing of it.
 */
class PracticeIT extends BrowserTest {

    @Test
    void aTeamPracticesAgainstAHouseBotFromItsPage() {
        contestWithTeam("practiceit", "vestrock", Map.of("turnMillis", 250, "turnsPerMatch", 8), "owls");
        logInAsTeam(page, "owls", "password1");
        Locator card = page.locator("#hub-practiceit");
        Locator practice = card.locator(".hub-practice");
        assertThat(practice.getByRole(AriaRole.HEADING, new Locator.GetByRoleOptions().setName("Practice"))).isVisible();
        assertThat(practice.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Practice against random"))).isVisible();
        practice.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Practice against greedy")).click();

        assertThat(page).hasURL(Pattern.compile("/matches/\\d+$"));
        String board = page.url().substring(arena.base().length());
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1))).containsText("vestrock-greedy");
        assertThat(page.locator(".match-title .badge.practice")).hasText("practice");
        assertThat(page.locator("nav[aria-label=breadcrumb]")).containsText("Practice");
        assertThat(page.locator("#board .badge.live")).isVisible();
        assertThat(page.locator("#board .badge.finished")).hasText("finished", new LocatorAssertions.HasTextOptions().setTimeout(30_000));
        screenshot(page, "practice-finished");

        page.locator("#replay-link").click();
        assertThat(page).hasURL(Pattern.compile(board + "/replay"));
        assertThat(page.locator(".match-title .badge.practice")).isVisible();

        // back on the team page: listed as practice, not as a round; the standings know nothing of it
        page.navigate("/team");
        assertThat(card.locator(".hub-matches tbody tr").first().locator(".badge.practice")).isVisible();
        page.navigate("/contests/practiceit");
        assertTrue(!page.content().contains("vestrock-greedy"), "no house bot on the contest page");
    }
}
