package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.SelectOption;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 43, scrimmages between teams, from the team page: one team asks another; the other sees the ask on its card,
 * refuses one and accepts the next, landing on the scrimmage's board; then it sets "refuse all", and the next ask is
 * refused at once, the asking team told why.
 */
class ScrimmageIT extends BrowserTest {

    @Test
    void aTeamAsksAnotherForAScrimmageWhichAnswersFromItsPage() {
        contestWithTeam("scrimit", "vestrock", Map.of("turnMillis", 100, "turnsPerMatch", 6, "earlyTurns", true), "kites");
        arena.createTeam("herons", "password1");
        arena.enroll("scrimit", "herons");

        logInAsTeam(page, "kites", "password1");
        Locator kites = page.locator("#hub-scrimit .scrimmage-panel");
        kites.getByLabel("Ask team").selectOption(new SelectOption().setLabel("herons"));
        kites.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Ask for a scrimmage")).click();
        assertThat(page.getByText("Scrimmage asked of herons: it waits for their answer.")).isVisible();
        kites.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Ask for a scrimmage")).click();
        assertThat(kites.locator("tr.waiting")).hasCount(2);

        Page herons = newPerson();
        logInAsTeam(herons, "herons", "password1");
        Locator theirs = herons.locator("#hub-scrimit .scrimmage-panel");
        assertThat(theirs.locator("tr.waiting")).hasCount(2);
        assertThat(theirs.locator("tr.waiting").first()).containsText("kites");
        theirs.locator("tr.waiting").first().getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Refuse")).click();
        assertThat(herons.getByText("Scrimmage asked by kites refused.")).isVisible();
        assertThat(theirs.locator("tr.refused")).hasCount(1);
        theirs.locator("tr.waiting").getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Accept")).click();
        assertThat(herons).hasURL(Pattern.compile("/matches/\\d+$"));
        assertThat(herons.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1))).hasText("kites (own bot) vs herons (own bot)");
        assertThat(herons.locator(".match-title .badge.practice")).hasText("practice");
        screenshot(herons, "scrimmage-accepted");

        herons.navigate("/team");
        theirs.getByLabel("refuse all").check();
        theirs.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Save")).click();
        assertThat(herons.getByText("Scrimmages asked of your team: refuse every ask.")).isVisible();

        page.navigate("/team");
        kites.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Ask for a scrimmage")).click();
        assertThat(page.getByText("team herons refuses all scrimmages")).isVisible();
        assertThat(kites.locator("tr.accepted")).hasCount(1);
    }
}
