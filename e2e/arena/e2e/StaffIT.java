package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Instructors and assistants in a real browser (issue 42): the first instructor adds an assistant in the console; the
 * assistant pauses the contest but is shown no void button and is refused a void it sends anyway; the instructor voids
 * the round; the record shows both actions with their names.
 */
class StaffIT extends BrowserTest {
    private static final Pattern PASSWORD = Pattern.compile("Its password \\(shown once\\): ([A-Za-z0-9]+)");

    @Test
    void anAssistantPausesButMayNotVoidAndTheRecordNamesBoth() throws Exception {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "lab", "title", "Lab", "game", "tally",
                "settings", Map.of("turnMillis", 20, "turns", 2, "rounds", 3))));
        arena.api("POST", "/api/contests/lab/enrollments", Map.of("houseBot", "steady"));
        arena.api("POST", "/api/contests/lab/enrollments", Map.of("houseBot", "greedy"));
        arena.startRound("lab");
        arena.awaitContest("lab", "open", 1, 20_000);

        logInAsInstructor(page);
        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Accounts")).click();
        page.getByLabel("Login").fill("ta-kim");
        page.getByLabel("Role").selectOption("assistant");
        page.locator("#new-account button[type=submit]").click();
        Locator status = page.getByRole(AriaRole.STATUS);
        assertThat(status).containsText("Its password (shown once): ");
        Matcher m = PASSWORD.matcher(status.textContent());
        assertTrue(m.find(), status.textContent());

        Page ta = newPerson();
        ta.navigate("/login");
        ta.getByLabel("an instructor").check();
        ta.getByLabel("Name").fill("ta-kim");
        ta.getByLabel("Password").fill(m.group(1));
        ta.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Log in")).click();
        assertThat(ta.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Instructor console"))).isVisible();
        assertEquals(0, ta.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Accounts")).count(), "an assistant manages no accounts");
        ta.navigate("/console/contests/lab");
        ta.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Pause")).click();
        assertThat(ta.getByRole(AriaRole.STATUS)).containsText("Contest paused");
        assertEquals(0, ta.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Void this round")).count(), "no void button for an assistant");
        Object refused = ta.evaluate("async () => { const csrf = document.querySelector(\"input[name='_csrf']\").value;"
                + " const r = await fetch('/console/contests/lab/rounds/1/void', {method: 'POST', headers: {'Content-Type': 'application/x-www-form-urlencoded'},"
                + " body: '_csrf=' + encodeURIComponent(csrf) + '&voided=true'}); return r.status; }");
        assertEquals(403, ((Number) refused).intValue(), "a void sent anyway is refused");

        page.navigate("/console/contests/lab");
        page.onceDialog(d -> d.accept());
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Void this round")).first().click();
        assertThat(page.getByRole(AriaRole.STATUS)).containsText("Round 1 is void");

        page.navigate("/console/record?contest=lab");
        Locator rows = page.locator("#record tbody tr");
        assertThat(rows.filter(new Locator.FilterOptions().setHasText("paused the contest"))).containsText("ta-kim");
        assertThat(rows.filter(new Locator.FilterOptions().setHasText("set whether round 1 is void"))).containsText("admin");
        assertEquals(0, rows.filter(new Locator.FilterOptions().setHasText("ta-kim")).filter(new Locator.FilterOptions().setHasText("void")).count(),
                "the refused void is not recorded");
        screenshot(page, "console-record");
    }
}
