package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.games.kieszostwory.Dex;
import arena.support.TestArena;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.LoadState;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * In a real Chromium: a team builds its creature team, filters the list, goes over budget, picks a duplicate, and enrolls;
 * Enter in a filter only filters; a click on a row picks it and another takes it out, by keyboard too; picked rows stand
 * out; every move shows its details; the save button and the budget stay in view over the list, on a phone too.
 */
class KieszostworyTeamBuilderIT extends BrowserTest {
    private static final Pattern PICKED = Pattern.compile("\\bpicked\\b");

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

    /** A contest of its own for one test, its team enrolled and logged in on the page, the builder open. */
    private static void openBuilder(Page on, String slug, String team) {
        contestWithTeam(slug, "kieszostwory", Map.of(), team);
        openAgain(on, slug, team);
    }

    /** The builder of a contest {@link #openBuilder} made, opened by its team on another page. */
    private static void openAgain(Page on, String slug, String team) {
        openEntry(on, slug, team);
        assertThat(on.locator(".kz-creatures tbody tr")).hasCount(51);
    }

    @Test
    void enterInTheNameFilterFiltersAndNeverSaves() {
        openBuilder(page, "kzenter", "kzenter");
        page.getByLabel("Slot 1").selectOption("51"); // a valid team, which a save would store
        assertThat(page.locator(".kz-ok")).hasText("Valid team.");
        // the value set without typing, so that only Enter can filter
        page.getByLabel("Name filter").evaluate("e => e.value = 'smok'");
        page.getByLabel("Name filter").press("Enter");
        long smoki = Dex.standard().creatures().stream().filter(c -> c.name().toLowerCase(Locale.ROOT).contains("smok")).count();
        assertTrue(smoki > 0 && smoki < 51);
        assertThat(page.locator(".kz-creatures tbody tr")).hasCount((int) smoki);
        page.waitForLoadState(LoadState.NETWORKIDLE);
        assertThat(page).hasURL(arena.base() + "/contests/kzenter/entry");
        assertThat(page.locator(".saved")).hasText("none");
        assertThat(page.locator(".flash")).hasCount(0);
        assertTrue(arena.app.contests().entry("kzenter", arena.app.contests().teamId("kzenter").orElseThrow()).isEmpty(), "nothing saved");
        assertThat(page.getByLabel("Slot 1")).hasValue("51");
    }

    @Test
    void aClickOnARowOrEnterOnItsNamePicksItAndAgainTakesItOut() {
        openBuilder(page, "kzclick", "kzclick");
        Locator bulwazaur = page.locator(".kz-creatures tr[data-id='2']");
        Locator slot1 = page.getByLabel("Slot 1");
        bulwazaur.locator(".kz-price").click();
        assertThat(slot1).hasValue("2");
        assertThat(bulwazaur).hasClass(PICKED);
        assertThat(bulwazaur.locator("button.pick")).hasAttribute("aria-pressed", "true");
        assertThat(bulwazaur).containsText("slot 1");
        assertThat(page.locator(".kz-budget")).hasText("1500");

        // highlighted: the picked row's cells are painted, readable (axe's contrast rule) and unlike an unpicked row's
        page.locator(".kz-creatures tr[data-id='51'] .kz-price").click();
        assertThat(page.getByLabel("Slot 2")).hasValue("51");
        String picked = background(bulwazaur.locator(".kz-price")), unpicked = background(page.locator(".kz-creatures tr[data-id='3'] .kz-price"));
        assertNotEquals(unpicked, picked, "a picked row stands out");
        assertEquals(List.of(), Axe.violations(page, "color-contrast"));
        screenshot(page, "kieszostwory-builder-picked");

        bulwazaur.locator(".kz-price").click();
        assertThat(slot1).hasValue("0");
        assertThat(bulwazaur).not().hasClass(PICKED);
        assertThat(page.locator(".kz-budget")).hasText("3000");

        // by keyboard: the name is a button; Enter picks, Space takes out, and the focus stays on it
        bulwazaur.locator("button.pick").focus();
        page.keyboard().press("Enter");
        assertThat(slot1).hasValue("2");
        assertThat(bulwazaur).hasClass(PICKED);
        assertThat(bulwazaur.locator("button.pick")).isFocused();
        page.keyboard().press("Space");
        assertThat(slot1).hasValue("0");
        assertThat(bulwazaur).not().hasClass(PICKED);

        // a seventh creature is refused in words
        for (int i = 1; i <= 6; i++) page.getByLabel("Slot " + i).selectOption(String.valueOf(i));
        assertThat(page.getByLabel("Slot 6")).hasValue("6");
        assertThat(page.locator(".kz-count")).hasText("6");
        page.locator(".kz-creatures tr[data-id='10'] .kz-price").click();
        assertThat(page.locator(".kz-full")).isVisible();
        assertThat(page.locator(".kz-creatures tr[data-id='10']")).not().hasClass(PICKED);
    }

    @Test
    void eachMoveShowsItsTypePowerPpAndEffects() {
        openBuilder(page, "kzmoves", "kzmoves");
        Dex dex = Dex.standard();
        for (int id : new int[] {1, 2}) {
            Locator moves = page.locator(".kz-creatures tr[data-id='" + id + "'] .kz-move");
            assertThat(moves).hasCount(4);
            for (int k = 0; k < 4; k++) {
                Dex.Move m = dex.move(dex.creature(id).moves()[k]);
                assertThat(moves.nth(k)).isVisible();
                assertThat(moves.nth(k)).containsText(m.name());
                assertThat(moves.nth(k).locator(".kz-type")).hasText(dex.type(m.type()).name());
                assertThat(moves.nth(k)).containsText("power " + m.damage() + " · PP " + m.pp());
                if (m.poisons()) assertThat(moves.nth(k).locator(".kz-effects")).containsText("poison " + m.poisonDamage() + " a turn");
            }
        }
        assertTrue(Arrays.stream(dex.creature(1).moves()).anyMatch(m -> dex.move(m).poisons() || dex.move(m).changesBonuses()),
                "creature 1 has a move with an effect to show");
    }

    @Test
    void theSaveButtonAndTheBudgetStayInViewOverTheWholeListOnALaptopAndOnAPhone() {
        openBuilder(page, "kzsticky", "kzsticky");
        List<String> rows = List.of(".kz-creatures tr[data-id='26']", ".kz-creatures tr[data-id='51']");
        assertInViewBesideEach(page, rows, page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Save team")), page.locator(".kz-budget"));
        Page phone = newPhone();
        openAgain(phone, "kzsticky", "kzsticky");
        assertFalse(scrollsSideways(phone), "nothing wider than the phone");
        Locator phoneSave = phone.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Save team"));
        assertInViewBesideEach(phone, rows, phoneSave, phone.locator(".kz-budget"));
        // a tap on the last row picks it, and the saved team is the one picked
        phone.locator(".kz-creatures tr[data-id='51'] .kz-price").tap();
        assertThat(phone.getByLabel("Slot 1")).hasValue("51");
        assertThat(phone.locator(".kz-ok")).hasText("Valid team.");
        assertFalse(scrollsSideways(phone), "still nothing wider than the phone");
        screenshot(phone, "phone-kieszostwory-builder-picked");
        phoneSave.click();
        assertThat(phone.locator(".saved")).hasText("Smok Praświata (3000)");
    }
}
