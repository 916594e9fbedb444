package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.SelectOption;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 44, "a practice of one version against another", from the team page: the hosted panel's form plays two of the
 * team's versions against each other, lands on the board, and once the match is over both versions' logs are on it,
 * each under its version. Asking for one version against itself goes back to the card with the reason.
 */
class SparringIT extends BrowserTest {

    @Test
    void aTeamPlaysTwoOfItsVersionsAgainstEachOtherFromItsPage() throws Exception {
        // boxes can reach the data folder: the sandbox is usable (as in AxeEveryPageIT)
        java.nio.file.Files.setPosixFilePermissions(arena.dataDir, java.nio.file.attribute.PosixFilePermissions.fromString("rwx--x--x"));
        contestWithTeam("sparit", "vestrock", Map.of("turnMillis", 100, "turnsPerMatch", 10, "earlyTurns", true), "sparrers");
        String source = testBot();
        int older = submit("sparrers", source);
        int newer = submit("sparrers", source.replace("python drew a card", "the newer drew a card"));
        awaitReady("sparrers", older);
        awaitReady("sparrers", newer);

        logInAsTeam(page, "sparrers", "password1");
        Locator form = page.locator("#hub-sparit form.hosted-sparring");
        assertThat(form).isVisible();
        form.getByLabel("First").selectOption(new SelectOption().setLabel("version " + older));
        form.getByLabel("against").selectOption(new SelectOption().setLabel("version " + older));
        form.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Play them against each other")).click();
        assertThat(page).hasURL(Pattern.compile("/team(#.*)?$"));
        assertThat(page.getByText("version " + older + " against itself")).isVisible();

        form.getByLabel("First").selectOption(new SelectOption().setLabel("version " + older));
        form.getByLabel("against").selectOption(new SelectOption().setLabel("version " + newer));
        form.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Play them against each other")).click();
        assertThat(page).hasURL(Pattern.compile("/matches/\\d+$"));
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1)))
                .hasText("sparrers (version " + older + ") vs sparrers (version " + newer + ")");
        assertThat(page.locator(".match-title .badge.practice")).hasText("practice");
        assertThat(page.locator("#board .badge.finished")).hasText("finished", new LocatorAssertions.HasTextOptions().setTimeout(90_000));

        Locator first = page.locator("#log-seat0");
        Locator second = page.locator("#log-seat1");
        assertThat(first.locator("summary")).containsText("Log of sparrers (version " + older + ")");
        assertThat(second.locator("summary")).containsText("Log of sparrers (version " + newer + ")");
        first.locator("summary").click();
        second.locator("summary").click();
        assertThat(first.locator("table.log")).containsText("python drew a card", new LocatorAssertions.ContainsTextOptions().setTimeout(30_000));
        assertThat(second.locator("table.log")).containsText("the newer drew a card", new LocatorAssertions.ContainsTextOptions().setTimeout(30_000));
        assertTrue(!first.locator("table.log").innerText().contains("the newer drew"), "each version's log is its own");
        screenshot(page, "sparring-finished");
    }

    private static String testBot() throws IOException {
        try (InputStream in = SparringIT.class.getResourceAsStream("/hosted/vestrock_bot.py")) {
            if (in == null) throw new IllegalStateException("no test resource hosted/vestrock_bot.py");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static int submit(String team, String source) {
        return TestArena.expect(201, arena.api("POST", "/api/teams/" + team + "/bots",
                Map.of("language", "python3", "files", Map.of("bot.py", source)))).json().get("version").asInt();
    }

    private static void awaitReady(String team, int version) throws InterruptedException {
        long end = System.currentTimeMillis() + 60_000;
        String status = "";
        while (System.currentTimeMillis() < end) {
            status = TestArena.expect(200, arena.api("GET", "/api/teams/" + team + "/bots/" + version, null)).json().get("status").asText();
            if (!status.equals("compiling")) break;
            Thread.sleep(50);
        }
        assertEquals("ready", status, "version " + version + " of " + team);
    }
}
