package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Formats in the browser (issue 43; docs/formats.md): groups and Swiss rounds set in the console's settings form (every
 * bad value named beside its field at once), the groups shown in the contest page's standings, a Swiss round's
 * pairings in its round page; a final bracket started from the console's form and drawn live on the contest page, each
 * series linking its matches and replays, the champion appearing without a reload.
 */
class FormatsIT extends BrowserTest {

    /** A Tally contest of quick rounds started by hand: {@code greedy} house bots beat the {@code steady} ones. */
    private static void contest(String slug, int steady, int greedy) {
        arena.createContest(slug, Map.of("turnMillis", 200, "turns", 2, "earlyTurns", true, "rounds", 0));
        for (int i = 0; i < greedy + steady; i++) {
            TestArena.expect(201, arena.api("POST", "/api/contests/" + slug + "/enrollments", Map.of("houseBot", i < greedy ? "greedy" : "steady")));
        }
    }

    private static void awaitRoundEnd(String slug, int round) throws InterruptedException {
        long end = System.currentTimeMillis() + 30_000;
        while (System.currentTimeMillis() < end) {
            JsonNode c = arena.contest(slug);
            if (c.get("round").asInt() >= round && !c.get("phase").asText().equals("running")) return;
            Thread.sleep(50);
        }
        throw new AssertionError("round " + round + " of " + slug + " did not end");
    }

    private static void saveSettings(Page page, Map<String, String> values) {
        page.locator("#settings summary").click();
        values.forEach((name, value) -> page.locator("input[name='s." + name + "']").fill(value));
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Save the settings")).click();
    }

    @Test
    void groupsAndSwissAreSetInTheConsoleAndShownOnThePages() throws InterruptedException {
        contest("fgroups", 3, 3);
        logInAsInstructor(page);
        page.onDialog(d -> d.accept());
        page.navigate("/console/contests/fgroups");
        saveSettings(page, Map.of("groups", "65", "swissPairings", "-1"));
        Locator groups = page.locator("input[name='s.groups']");
        Locator swiss = page.locator("input[name='s.swissPairings']");
        assertThat(groups).hasAttribute("aria-invalid", "true");
        assertThat(swiss).hasAttribute("aria-invalid", "true");
        assertThat(page.locator("#settings")).containsText("Setting groups must be between 0 and 64.");
        assertThat(page.locator("#settings")).containsText("Setting swissPairings must be between 0 and 50.");
        assertThat(groups).hasValue("65");
        screenshot(page, "formats-settings-refused");

        groups.fill("2");
        swiss.fill("1");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Save the settings")).click();
        assertThat(page.getByRole(AriaRole.STATUS)).containsText("Settings saved");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Start the next round now")).click();
        assertThat(page.getByRole(AriaRole.STATUS)).containsText("Round 1 started.");
        // two groups of three, one Swiss pairing each: one pair and a bye in each group, each pair twice
        assertEquals(4, TestArena.expect(200, arena.api("GET", "/api/contests/fgroups/rounds/1/matches", null)).json().size());

        page.navigate("/contests/fgroups");
        Locator table = page.locator("#contest-results table.standings");
        assertThat(table.locator("th", new Locator.LocatorOptions().setHasText("Group"))).isVisible();
        assertThat(table.locator("td.group", new Locator.LocatorOptions().setHasText("1"))).hasCount(3);
        assertThat(table.locator("td.group", new Locator.LocatorOptions().setHasText("2"))).hasCount(3);
        awaitRoundEnd("fgroups", 1);
        page.navigate("/contests/fgroups/rounds/1");
        assertThat(page.locator("body")).containsText("Round 1");
        screenshot(page, "formats-groups-standings");
    }

    @Test
    void aFinalBracketIsStartedInTheConsoleAndDrawnLive() throws InterruptedException {
        contest("fcup", 3, 3);
        arena.startRound("fcup");
        awaitRoundEnd("fcup", 1);
        logInAsInstructor(page);
        page.onDialog(d -> d.accept());
        page.navigate("/console/contests/fcup");
        Locator form = page.locator("#playoff-form");
        form.locator("input[name='teams']").fill("3");
        form.locator("input[name='bestOf']").fill("2");
        form.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Start the playoff")).click();
        form = page.locator("#playoff-form");
        assertThat(form).containsText("A playoff has 4 to 64 teams, not 3.");
        assertThat(form).containsText("A series is best of an odd number, 1 to 9, not 2.");
        assertThat(form.locator("input[name='teams']")).hasValue("3");
        assertThat(form.locator("input[name='bestOf']")).hasAttribute("aria-invalid", "true");
        screenshot(page, "formats-playoff-refused");

        form.locator("input[name='teams']").fill("4");
        form.locator("input[name='bestOf']").fill("3");
        form.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Start the playoff")).click();
        // 30 s, as for the bracket below: starting the playoff starts its first round (not found within 15 s once, in the
        // browser phase of a whole run)
        assertThat(page.getByRole(AriaRole.STATUS)).containsText("Playoff started: its first stage is round 2.",
                new LocatorAssertions.ContainsTextOptions().setTimeout(30_000));

        Page spectator = newPerson();
        spectator.navigate("/contests/fcup");
        Locator bracket = spectator.locator("#bracket svg");
        assertThat(bracket).isVisible();
        assertThat(bracket.locator("g.series")).hasCount(3); // two semi-finals and the final, drawn from the start
        assertThat(bracket.locator("a.match-link")).hasCount(6);
        assertThat(bracket.locator("a.replay-link")).hasCount(6);
        awaitRoundEnd("fcup", 2);
        arena.startRound("fcup");
        // the page polls its results: the final's links and the champion come without a reload
        assertThat(bracket.locator("a.match-link")).hasCount(9, new LocatorAssertions.HasCountOptions().setTimeout(30_000));
        assertThat(spectator.locator("#champion")).isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(30_000));
        String champion = TestArena.expect(200, arena.api("GET", "/api/contests/fcup/bracket", null)).json().get("champion").asText();
        assertThat(spectator.locator("#champion")).hasText("Champion: " + champion);
        assertThat(bracket.locator("g.series[data-stage='2'] text.through")).containsText(champion);
        screenshot(spectator, "formats-bracket");

        String href = bracket.locator("a.match-link").first().getAttribute("href");
        assertTrue(href.matches("/matches/\\d+"), href);
        spectator.navigate(bracket.locator("a.replay-link").first().getAttribute("href"));
        assertThat(spectator).hasURL(java.util.regex.Pattern.compile(".*/matches/\\d+/replay$"));
    }
}
