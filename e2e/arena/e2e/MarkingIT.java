package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import arena.support.TestArena;
import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Staff bots and marking rounds in a real browser (issue 43): the instructor adds a staff bot at a level in the console
 * and writes the marking rules (a bad line shown beside the box, the rest kept as typed); after a marking round the
 * console lists the marks and gives them per student as a file, and the team finds its mark on its page with each match behind it.
 */
class MarkingIT extends BrowserTest {
    @Test
    void anInstructorSetsStaffBotsAndRulesAndATeamSeesItsMarkWithItsMatches() throws Exception {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "marked", "title", "Marked", "game", "tally",
                "settings", Map.of("turnMillis", 20, "turns", 2, "rounds", 0, "markingRounds", true, "markingMatches", 1))));
        arena.createTeam("ana", "password1");
        arena.enroll("marked", "ana");
        TestArena.expect(201, arena.api("POST", "/api/contests/marked/enrollments", Map.of("houseBot", "greedy")));

        logInAsInstructor(page);
        page.navigate("/console/contests/marked");
        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Staff bots and marks")).click();
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Staff bots and marks"))).isVisible();
        page.getByLabel("or a house bot").selectOption("steady");
        page.getByLabel("Level").fill("easy");
        page.locator("#add-staff-bot button[type=submit]").click();
        // the arena is shared by the browser tests: the house bot's team may be tally-steady or tally-steady-N
        assertThat(page.getByRole(AriaRole.STATUS)).containsText(java.util.regex.Pattern.compile("Staff bot tally-steady(-\\d+)? is enrolled at level easy"));
        assertThat(page.locator("#staff-bots table")).containsText("tally-steady");

        Locator rules = page.getByLabel("Marking rules, one a line");
        rules.fill("easy 50 4\nhard 50 9");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Save the rules")).click();
        assertThat(page.locator(".rule-errors")).containsText("line 2: no staff bot has level hard");
        assertThat(page.getByLabel("Marking rules, one a line")).hasValue("easy 50 4\nhard 50 9");
        page.getByLabel("Marking rules, one a line").fill("easy 50 4");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Save the rules")).click();
        assertThat(page.getByRole(AriaRole.STATUS)).containsText("The marking rules are saved (1 rule)");

        arena.startRound("marked");
        arena.awaitContest("marked", "open", 1, 20_000);
        page.reload();
        Locator marks = page.locator("#marks table");
        assertThat(marks.locator("tr", new Locator.LocatorOptions().setHasText("tally-greedy"))).containsText("4");
        assertThat(marks.locator("tr", new Locator.LocatorOptions().setHasText("ana"))).containsText("none");
        screenshot(page, "console-marking");

        // per student: each member of ana with ana's mark and the results behind it, linked beside the per-team file
        TestArena.expect(200, arena.api("POST", "/api/contests/marked/roster", "student,team\nmarta,ana\nnils,ana\n"));
        Download perStudent = page.waitForDownload(() -> page.getByRole(AriaRole.LINK,
                new Page.GetByRoleOptions().setName("Download per student (CSV)")).click());
        assertEquals("marked-student-marks.csv", perStudent.suggestedFilename());
        assertEquals(List.of("student,student_id,team,round,mark,rule,easy_won,easy_played", "marta,,ana,1,0,,0,2", "nils,,ana,1,0,,0,2"),
                Files.readAllLines(perStudent.path()));

        Page team = newPerson();
        logInAsTeam(team, "ana", "password1");
        assertThat(team.locator("#hub-marked .hub-marks")).containsText("Your mark: 0 (marking round 1).");
        team.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Your marks, with each match behind them")).click();
        assertThat(team.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Your marks in Marked"))).isVisible();
        assertThat(team.locator("#mark-round-1")).containsText("(no rule met)");
        team.getByText("The 2 matches behind it").click();
        team.locator("#mark-round-1 a", new Page.LocatorOptions().setHasText("match #")).first().click();
        assertThat(team).hasURL(java.util.regex.Pattern.compile(".*/matches/\\d+$"));
        screenshot(team, "team-marks");
    }
}
