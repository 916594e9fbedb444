package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.LoadState;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A team builds a LOCM 1.5 deck in the browser: filters and sorts the pool, adds cards, sees the curve, breaks each
 * deck rule once (a 31st card, a third copy, a card not in the pool) and reads the message, then saves. A click on a
 * row puts its card in or takes it out, by keyboard too; cards in the deck stand out; Enter in a filter never saves;
 * the save button and the count stay in view over the pool, on a phone too.
 */
class LocmDeckBuilderIT extends BrowserTest {
    private static final Page.GetByLabelOptions EXACT = new Page.GetByLabelOptions().setExact(true);
    private static final Pattern PICKED = Pattern.compile("\\bpicked\\b");

    @Test
    void aTeamBuildsADeckBreaksEachRuleOnceAndSaves() {
        arena.createTeam("deckers", "password1");
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "ldeck", "title", "LOCM decks", "game", "locm15",
                "settings", Map.of("seed", 3))));
        arena.enroll("ldeck", "deckers");
        logInAsTeam(page, "deckers", "password1");
        page.navigate("/contests/ldeck/entry");
        assertThat(page.locator(".lc-row")).hasCount(120);
        assertThat(page.locator("#lc-shown")).hasText("120");

        // filters and sorting
        page.getByLabel("Type", EXACT).selectOption("creature");
        int creatures = Integer.parseInt(page.locator("#lc-shown").textContent());
        assertTrue(creatures > 0 && creatures < 120, "creatures only: " + creatures);
        page.getByLabel("Cost", EXACT).selectOption("7");
        for (Locator row : page.locator(".lc-row:not([hidden])").all()) {
            assertTrue(Integer.parseInt(row.getAttribute("data-cost")) >= 7);
        }
        page.getByLabel("Cost", EXACT).selectOption("");
        page.getByLabel("Type", EXACT).selectOption("");
        page.getByLabel("Ability", EXACT).selectOption("G");
        for (Locator row : page.locator(".lc-row:not([hidden])").all()) assertTrue(row.getAttribute("data-kw").contains("G"));
        page.getByLabel("Ability", EXACT).selectOption("");
        page.getByLabel("Area", EXACT).selectOption("lane1");
        for (Locator row : page.locator(".lc-row:not([hidden])").all()) assertEquals("lane1", row.getAttribute("data-area"));
        page.getByLabel("Area", EXACT).selectOption("");
        page.getByLabel("Sort by", EXACT).selectOption("id");
        assertEquals("0", page.locator(".lc-row").first().getAttribute("data-id"));
        screenshot(page, "locm-deck-builder-filters");

        // 15 cards, twice each
        for (int id = 0; id < 15; id++) {
            page.getByLabel("Add card " + id, new Page.GetByLabelOptions().setExact(true)).click();
            page.getByLabel("Add card " + id, new Page.GetByLabelOptions().setExact(true)).click();
        }
        Locator check = page.locator("#lc-check");
        assertThat(check.locator(".lc-count")).containsText("30 / 30 cards");
        assertThat(check).containsText("A valid deck");
        assertThat(page.locator("#lc-card-3 .lc-copies")).hasText("2");
        assertThat(check.locator(".lc-curve .lc-bar")).hasCount(8);

        // a 31st card
        page.getByLabel("Add card 40", new Page.GetByLabelOptions().setExact(true)).click();
        assertThat(check).containsText("the deck has 31 cards; it must have exactly 30");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Save deck")).click();
        assertThat(page.getByRole(AriaRole.ALERT)).containsText("The deck has 31 cards; it must have exactly 30.");
        page.getByLabel("Remove card 40", new Page.GetByLabelOptions().setExact(true)).click();
        assertThat(check).containsText("A valid deck");

        // a third copy
        page.getByLabel("Remove card 14", new Page.GetByLabelOptions().setExact(true)).click();
        page.getByLabel("Add card 0", new Page.GetByLabelOptions().setExact(true)).click();
        assertThat(check).containsText("card 0 is in the deck 3 times; a deck may hold at most 2 copies of a card");
        page.getByLabel("Remove card 0", new Page.GetByLabelOptions().setExact(true)).click();
        page.getByLabel("Add card 14", new Page.GetByLabelOptions().setExact(true)).click();
        assertThat(check).containsText("A valid deck");

        // a card not in the pool, typed by hand
        Locator text = page.locator("#lc-deck-text");
        String good = text.inputValue();
        text.fill(good.replaceFirst("^0 ", "130 "));
        assertThat(check).containsText("card 130 is not in this round's pool (its cards are numbered 0 to 119)");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Save deck")).click();
        assertThat(page.getByRole(AriaRole.ALERT)).containsText("Card 130 is not in this round's pool");
        screenshot(page, "locm-deck-builder-problem");

        // fixed and saved
        page.locator("#lc-deck-text").fill(good);
        assertThat(check).containsText("A valid deck");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Save deck")).click();
        assertThat(page.locator(".flash")).containsText("Saved.");
        assertThat(page.locator(".lc-saved-status")).containsText("A deck is saved for this pool.");
        assertThat(page.locator("#lc-deck-text")).hasValue(good);
        screenshot(page, "locm-deck-builder-saved");
    }

    /** A contest of its own for one test, its team enrolled and logged in on the page, the builder open. */
    private static void openBuilder(Page on, String slug, String team) {
        contestWithTeam(slug, "locm15", Map.of("seed", 3), team);
        openAgain(on, slug, team);
    }

    /** The builder of a contest {@link #openBuilder} made, opened by its team on another page. */
    private static void openAgain(Page on, String slug, String team) {
        openEntry(on, slug, team);
        assertThat(on.locator(".lc-row")).hasCount(120);
    }

    @Test
    void aClickOnARowPutsItsCardInAndAgainTakesItOutByKeyboardTooAndThePickedRowStandsOut() {
        openBuilder(page, "lclick", "lclickers");
        Locator text = page.locator("#lc-deck-text");
        Locator card5 = page.locator("#lc-card-5");
        card5.locator("td").nth(2).click(); // its cost, not a button
        assertThat(text).hasValue("5");
        assertThat(card5).hasClass(PICKED);
        assertThat(card5.locator(".lc-copies")).hasText("1");
        assertThat(page.locator("#lc-summary")).containsText("1 / 30 cards");
        String picked = background(card5.locator("td").nth(2)), unpicked = background(page.locator("#lc-card-6 td").nth(2));
        assertNotEquals(unpicked, picked, "a card in the deck stands out");
        assertEquals(List.of(), Axe.violations(page, "color-contrast"));

        // a second copy with +, then a click on the row takes every copy out
        page.getByLabel("Add card 5", EXACT).click();
        assertThat(text).hasValue("5 5");
        card5.locator("td").nth(2).click();
        assertThat(text).hasValue("");
        assertThat(card5).not().hasClass(PICKED);

        // by keyboard: the card's number is a button; Enter puts it in, Space takes it out
        page.getByLabel("Card 7", EXACT).focus();
        page.keyboard().press("Enter");
        assertThat(text).hasValue("7");
        assertThat(page.getByLabel("Card 7", EXACT)).hasAttribute("aria-pressed", "true");
        page.keyboard().press("Space");
        assertThat(text).hasValue("");
        assertThat(page.getByLabel("Card 7", EXACT)).hasAttribute("aria-pressed", "false");
    }

    @Test
    void enterInAFilterNeverSaves() {
        openBuilder(page, "lenter", "lenterers");
        for (int id = 0; id < 15; id++) {
            page.getByLabel("Add card " + id, EXACT).click();
            page.getByLabel("Add card " + id, EXACT).click();
        }
        assertThat(page.locator("#lc-summary")).containsText("a valid deck");
        page.getByLabel("Cost", EXACT).focus();
        page.keyboard().press("Enter");
        page.getByLabel("Type", EXACT).selectOption("creature");
        page.getByLabel("Type", EXACT).press("Enter");
        page.waitForLoadState(LoadState.NETWORKIDLE);
        assertThat(page).hasURL(arena.base() + "/contests/lenter/entry");
        assertThat(page.locator(".flash")).hasCount(0);
        assertTrue(arena.app.contests().entry("lenter", arena.app.contests().teamId("lenterers").orElseThrow()).isEmpty(), "nothing saved");
    }

    @Test
    void theSaveButtonAndTheCountStayInViewOverThePoolOnALaptopAndOnAPhone() {
        openBuilder(page, "lsticky", "lstickers");
        List<String> rows = List.of("#lc-card-60", "#lc-card-119");
        assertInViewBesideEach(page, rows, page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Save deck")), page.locator("#lc-summary strong"));
        Page phone = newPhone();
        openAgain(phone, "lsticky", "lstickers");
        assertFalse(scrollsSideways(phone), "nothing wider than the phone");
        assertInViewBesideEach(phone, rows, phone.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Save deck")),
                phone.locator("#lc-summary strong"));
        phone.locator("#lc-card-119 td").nth(2).tap();
        assertThat(phone.locator("#lc-deck-text")).hasValue("119");
        assertThat(phone.locator("#lc-summary")).containsText("1 / 30 cards");
        assertFalse(scrollsSideways(phone), "still nothing wider than the phone");
        screenshot(phone, "phone-locm-deck-builder-picked");
    }

    /**
     * Issue 29: the pool is one tab stop (its 360 buttons were 360 of the page's 374), the arrows move within it, and a
     * row that gets the focus is never hidden under the sticky save bar; its buttons are at least 24 x 24 px on a phone.
     */
    @Test
    void thePoolIsOneTabStopWithArrowsWithinAndTheFocusStaysClearOfTheSaveBar() {
        Page phone = newPhone();
        contestWithTeam("lkeys", "locm15", Map.of("seed", 3), "lkeyers");
        openAgain(phone, "lkeys", "lkeyers");
        Object stops = phone.evaluate("() => [...document.querySelectorAll('#lc-pool-rows button')].filter(b => b.tabIndex >= 0).length");
        assertEquals(1, ((Number) stops).intValue(), "one tab stop for the pool");
        Object total = phone.evaluate("() => [...document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]')]"
                + ".filter(e => e.tabIndex >= 0 && !e.disabled && e.offsetParent !== null).length");
        assertTrue(((Number) total).intValue() < 40, "few tab stops on the page: " + total);

        phone.locator("#lc-card-0 button.pick").focus();
        for (int i = 0; i < 12; i++) phone.keyboard().press("ArrowDown");
        assertEquals("Card 12", phone.evaluate("() => document.activeElement.getAttribute('aria-label')"));
        phone.keyboard().press("ArrowRight");
        assertEquals("Add card 12", phone.evaluate("() => document.activeElement.getAttribute('aria-label')"));
        phone.keyboard().press("Enter");
        assertThat(phone.locator("#lc-deck-text")).hasValue("12");
        Object clear = phone.evaluate("""
                () => { const f = document.activeElement.getBoundingClientRect(), bar = document.querySelector('.builder-bar').getBoundingClientRect();
                        return f.bottom <= bar.top && f.top >= 0; }""");
        assertEquals(Boolean.TRUE, clear, "the focused row is above the save bar");
        Object small = phone.evaluate("() => [...document.querySelectorAll('#lc-pool-rows button')].filter(b => b.offsetParent !== null)"
                + ".map(b => b.getBoundingClientRect()).filter(r => r.width < 24 || r.height < 24).length");
        assertEquals(0, ((Number) small).intValue(), "every button at least 24 x 24 px");
    }
}
