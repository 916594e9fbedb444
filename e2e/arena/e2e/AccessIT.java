package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.options.AriaRole;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Who may open what, and text that looks like markup stays text. */
class AccessIT extends BrowserTest {

    @Test
    void anAnonymousVisitorOpeningTheConsoleIsAskedToLogIn() {
        page.navigate("/console");
        assertThat(page).hasURL(Pattern.compile("/login\\?next=%2Fconsole"));
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Log in"))).isVisible();
        assertThat(page.getByLabel("an instructor")).isChecked();

        // Logging in there leads back to the console.
        page.getByLabel("Name").fill("admin");
        page.getByLabel("Password").fill(TestArena.ADMIN_PASSWORD);
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Log in")).click();
        assertThat(page).hasURL(arena.base() + "/console");
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Instructor console"))).isVisible();
    }

    @Test
    void aTeamOpeningTheConsoleIsNotAllowed() {
        arena.createTeam("badgers", "badgers-password");
        logInAsTeam(page, "badgers", "badgers-password");
        assertThat(page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Console"))).hasCount(0);

        Response response = page.navigate("/console");
        assertEquals(403, response.status());
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Not allowed"))).isVisible();
        assertThat(page.locator("main")).containsText("this page is not for your account");
        assertThat(page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Back to the contests"))).isVisible();
    }

    @Test
    void aTitleWithMarkupIsShownAsText() {
        String title = "Cup <script>alert(1)</script> <b>bold</b>";
        TestArena.expect(201, arena.api("POST", "/api/contests",
                Map.of("slug", "markup", "title", title, "game", "tally", "settings", Map.of())));
        List<String> dialogs = new ArrayList<>();
        page.onDialog(d -> {
            dialogs.add(d.message());
            d.dismiss();
        });

        page.navigate("/contests/markup");
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName(title))).isVisible();
        assertThat(page).hasTitle(title + " · Arena");
        assertThat(page.locator("main script")).hasCount(0);
        assertThat(page.locator("main b")).hasCount(0);

        page.navigate("/");
        assertThat(page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName(title))).isVisible();
        assertThat(page.locator("main script")).hasCount(0);

        // Give an injected script every chance to have run: the contest page polls and swaps its content.
        page.navigate("/contests/markup");
        page.waitForResponse(r -> r.url().contains("/contests/markup/live"), () -> {}); // polls carry ?v=, the version shown
        assertThat(page.locator("main script")).hasCount(0);
        assertTrue(dialogs.isEmpty(), "no dialog may open, but got " + dialogs);
    }
}
