package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import arena.support.TestArena;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.Page;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** In a real Chromium: a team builds its creature team, filters the list, goes over budget, picks a duplicate, and enrolls. */
class KieszostworyTeamBuilderIT extends BrowserTest {

    @Test
    void aTrainerBuildsATeamAndEnrollsIt() {
        arena.createTeam("kzbuilder", "password1");
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "kzb", "title", "Kieszostwory builder", "game", "kieszostwory",
                "settings", Map.of())));
        arena.enroll("kzb", "kzbuilder");
        logInAsTeam(page, "kzbuilder", "password1");
        page.navigate("/contests/kzb/entry");
        assertThat(page.locator(".saved")).hasText("none");
        assertThat(page.locator(".kz-creatures tbody tr")).hasCount(51);

        // filter and sort, live
        page.getByLabel("Type filter").selectOption("3");
        assertThat(page.locator(".kz-creatures tbody tr")).hasCount(5);
        assertThat(page.locator(".kz-cname").first()).hasText("Żarzątko");
        page.getByLabel("Sort by").selectOption("-price");
        assertThat(page.locator(".kz-cname").first()).hasText("Smokogniew");
        page.getByLabel("Type filter").selectOption("");

        // over budget: 3000 + 2600 + 2500 + 2500
        page.getByLabel("Slot 1").selectOption("51");
        assertThat(page.locator(".kz-budget")).hasText("3000");
        page.getByLabel("Slot 2").selectOption("30");
        page.getByLabel("Slot 3").selectOption("27");
        page.getByLabel("Slot 4").selectOption("37");
        assertThat(page.locator(".kz-budget")).hasText("10600");
        assertThat(page.locator(".kz-problem")).containsText("over the budget of 10000 by 600");
        screenshot(page, "kieszostwory-builder-over-budget");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Save team")).click();
        assertThat(page.locator(".flash.bad")).containsText("The team costs 10600 kieszodolary, over the budget of 10000 by 600.");

        // a duplicate
        page.getByLabel("Slot 4").selectOption("30");
        assertThat(page.locator(".kz-problem")).containsText("Arcymag is picked twice");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Save team")).click();
        assertThat(page.locator(".flash.bad")).containsText("Arcymag is picked twice");

        // a valid team, enrolled
        page.getByLabel("Slot 4").selectOption("2");
        assertThat(page.locator(".kz-ok")).hasText("Valid team.");
        assertThat(page.locator(".kz-budget")).hasText("9600");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Save team")).click();
        assertThat(page.locator(".saved")).hasText("Smok Praświata (3000), Arcymag (2600), Orłogrom (2500), Bulwazaur (1500)");
        long team = arena.app.contests().teamId("kzbuilder").orElseThrow();
        assertEquals("51 30 27 2 0 0", arena.app.contests().entry("kzb", team).orElseThrow());
        screenshot(page, "kieszostwory-builder-saved");
    }
}
