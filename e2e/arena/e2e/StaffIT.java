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
 * the round; the record shows both actions with their names. Students (issue 42): one signs up and makes a team, a second
 * joins it with the team's code, both see the team's page, and the record names each student for what each did.
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

    @Test
    void twoStudentsMakeAndJoinATeamAndTheRecordNamesEach() throws Exception {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "klass", "title", "Klass", "game", "tally",
                "settings", Map.of("selfSignup", true))));
        Page alice = signUpStudent("alice");
        alice.getByLabel("Contest").selectOption("klass");
        alice.getByLabel("Team name").fill("owls");
        alice.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Make the team")).click();
        assertThat(alice.getByRole(AriaRole.STATUS)).containsText("Its bot password, shown this once: ");
        alice.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Make a team code")).click();
        String code = alice.locator(".team-code").textContent().strip();

        Page bob = signUpStudent("bob");
        bob.getByLabel("Team code").fill(code);
        bob.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Join")).click();
        assertThat(bob.getByRole(AriaRole.STATUS)).containsText("You are in team owls");
        assertThat(bob.locator("ul.members li")).hasText(new String[] {"alice", "bob"});
        for (Page member : java.util.List.of(alice, bob)) {
            member.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Team owls")).first().click();
            assertThat(member.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Team owls"))).isVisible();
        }
        assertThat(bob.locator(".team-member")).containsText("bob");

        logInAsInstructor(page);
        page.navigate("/console/record?contest=klass");
        Locator rows = page.locator("#record tbody tr");
        assertThat(rows.filter(new Locator.FilterOptions().setHasText("made team owls"))).containsText("alice");
        assertThat(rows.filter(new Locator.FilterOptions().setHasText("joined the team with its code"))).containsText("bob");
        screenshot(bob, "student-team");
    }

    /** A student signs up through the form and lands on its own page. */
    private Page signUpStudent(String name) {
        Page p = newPerson();
        p.navigate("/login");
        p.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Sign up as a student")).click();
        p.getByLabel("Your name").fill(name);
        p.getByLabel("Password", new Page.GetByLabelOptions().setExact(true)).fill(name + "-password");
        p.getByLabel("Password again").fill(name + "-password");
        p.getByLabel("Student id (optional)").fill("s-" + name);
        p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign up").setExact(true)).click();
        assertThat(p.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName(name).setExact(true))).isVisible();
        return p;
    }
}
