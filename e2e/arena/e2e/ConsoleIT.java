package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import arena.support.WebSession;
import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;

/** The instructor's console in a real browser: it asks before it destroys, forgives a refused form, and keeps up by itself. */
class ConsoleIT extends BrowserTest {

    private static Locator row(Page page, String team) {
        return page.locator("tr", new Page.LocatorOptions().setHas(page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName(team).setExact(true))));
    }

    @Test
    void resettingAPasswordAsksFirstAndDoesNothingWhenDeclined() throws Exception {
        arena.createTeam("hawks", "hawks-password");
        logInAsInstructor(page);
        List<String> asked = new ArrayList<>();
        page.onceDialog(d -> {
            asked.add(d.message());
            d.dismiss();
        });
        row(page, "hawks").getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Reset password")).click();
        page.waitForTimeout(500);
        assertEquals(List.of("Reset the password of team hawks? Its old password stops working at once; the one made instead is shown once."), asked);
        assertEquals(0, page.locator(".flash").count(), "declined: nothing was sent");
        new WebSession(arena).login("team", "hawks", "hawks-password"); // the old password still works

        page.onceDialog(d -> d.accept());
        row(page, "hawks").getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Reset password")).click();
        assertThat(page.getByRole(AriaRole.STATUS)).containsText("Password of hawks reset: its old one no longer works. New password: ");
        screenshot(page, "console-password-reset");
    }

    @Test
    void aRefusedContestFormComesBackFilledInAndScrolledToTheBadSetting() {
        arena.createContest("autumn", Map.of());
        logInAsInstructor(page);
        page.getByLabel("Short name").fill("winter");
        page.getByLabel("Title").fill("Winter term");
        page.getByLabel("Game").selectOption("tally"); // HTMX swaps in the test game's settings
        Locator settings = page.locator("#settings");
        assertThat(settings.locator("input[name='s.turns']")).isVisible();
        settings.locator("input[name='s.turnMillis']").fill("300");
        settings.locator("input[name='s.turns']").fill("2.5"); // the last setting, far down the page
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create contest")).click();

        Locator turns = page.locator("input[name='s.turns']");
        assertThat(turns).hasAttribute("aria-invalid", "true");
        assertThat(page.locator("#settings")).containsText("Setting turns must be a whole number, written without a fraction or an exponent (not 2.5).");
        assertThat(turns).isFocused();
        assertTrue((Boolean) page.evaluate("() => { const r = document.querySelector(\"input[name='s.turns']\").getBoundingClientRect();"
                + " return r.top >= 0 && r.bottom <= window.innerHeight; }"), "the bad field is in view");
        assertThat(page.getByLabel("Short name")).hasValue("winter");
        assertThat(page.getByLabel("Title")).hasValue("Winter term");
        assertThat(page.getByLabel("Game")).hasValue("tally");
        assertThat(page.locator("input[name='s.turnMillis']")).hasValue("300");
        screenshot(page, "console-refused-setting");

        // Mended, it goes through; a taken slug is then said beside the slug.
        page.locator("input[name='s.turns']").fill("3");
        page.getByLabel("Short name").fill("autumn");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create contest")).click();
        assertThat(page.locator("#slug-error")).hasText("A contest with the short name autumn exists: choose another.");
        assertThat(page.getByLabel("Short name")).isFocused();
        assertThat(page.locator("input[name='s.turns']")).hasValue("3");
    }

    @Test
    void theTeamTableFollowsEntriesAndDisablingWithoutAReload() throws Exception {
        arena.createContest("live-table", Map.of());
        arena.createTeam("savers", "savers-password");
        arena.createTeam("sleepers", "sleepers-password");
        arena.enroll("live-table", "savers");
        arena.enroll("live-table", "sleepers");
        logInAsInstructor(page);
        page.navigate("/console/contests/live-table");
        Locator savers = page.locator("#team-table tr[data-team='savers']");
        assertThat(savers.locator(".entry-status")).hasText("none saved for the next round");
        assertThat(savers.locator(".disabled-flag")).hasText("yes, but no bot is ready: none connected, no built hosted version chosen"); // the readiness of the coming round (issue 29)

        WebSession team = new WebSession(arena).login("team", "savers", "savers-password");
        assertEquals(303, team.post("/contests/live-table/entry", Map.of("_csrf", team.csrf("/contests/live-table/entry"), "start", "3")).statusCode());
        arena.api("POST", "/api/teams/sleepers/disable", null);

        assertThat(savers.locator(".entry-status")).containsText("saved 20");
        assertThat(page.locator("#team-table tr[data-team='sleepers'] .disabled-flag")).hasText("disabled");
        screenshot(page, "console-team-table");

        // Enabling from the table asks, then says so and comes back to this contest.
        page.onceDialog(d -> {
            assertEquals("Enable team sleepers again? It plays in the rounds that start from now on.", d.message());
            d.accept();
        });
        page.locator("#team-table tr[data-team='sleepers']").getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Enable")).click();
        assertThat(page.getByRole(AriaRole.STATUS)).hasText("sleepers is enabled again.");
        assertThat(page).hasURL(arena.base() + "/console/contests/live-table");
    }

    @Test
    void endingAContestAsksNamingTheRoundItVoidsThenSaysWhatItDid() throws Exception {
        arena.createContest("term", Map.of("turnMillis", 600_000, "turns", 5, "rounds", 4));
        arena.createTeam("early", "early-password");
        arena.createTeam("late", "late-password");
        arena.enroll("term", "early");
        arena.enroll("term", "late");
        arena.startRound("term");
        logInAsInstructor(page);
        page.navigate("/console/contests/term");
        List<String> asked = new ArrayList<>();
        page.onceDialog(d -> {
            asked.add(d.message());
            d.dismiss();
        });
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("End contest")).click();
        page.waitForTimeout(500);
        assertEquals(List.of("End contest Contest term now: the round in progress (round 1) is voided; finished rounds and standings are kept; "
                + "no more rounds will start. Teams can still read their final scores."), asked);
        assertEquals("running", arena.contest("term").get("phase").asText(), "declined: nothing was sent");

        page.onceDialog(d -> d.accept());
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("End contest")).click();
        assertThat(page.getByRole(AriaRole.STATUS)).hasText("Contest term ended: round 1, which was in progress, is voided; "
                + "finished rounds and the standings are kept; no more rounds will start.");
        assertThat(page.getByText("The contest is finished.")).isVisible();
        assertEquals("finished", arena.contest("term").get("phase").asText());
        screenshot(page, "console-contest-ended");
    }

    @Test
    void exportEverythingDownloadsOneZip() throws Exception {
        arena.createContest("archive", Map.of());
        logInAsInstructor(page);
        page.navigate("/console/contests/archive");
        Download zip = page.waitForDownload(() -> page.getByText("Export everything (zip)").click());
        assertTrue(zip.suggestedFilename().matches("archive-\\d{4}-\\d\\d-\\d\\d\\.zip"), zip.suggestedFilename());
        var file = Files.createTempFile("archive", ".zip");
        zip.saveAs(file);
        try (ZipFile z = new ZipFile(file.toFile())) {
            for (String name : List.of("contest.json", "teams.csv", "rounds.csv", "matches.csv", "standings.csv")) {
                assertTrue(z.getEntry("archive/" + name) != null, name);
            }
        }
    }
}
