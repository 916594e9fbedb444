package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import org.junit.jupiter.api.Test;

/** A student signs up a team; the instructor makes a contest, enrolls the team and a house bot, and plays a round. */
class SignUpAndEnrollIT extends BrowserTest {

    @Test
    void aStudentSignsUpAndTheInstructorRunsARoundWithTheTeam() {
        // The student signs up from the home page.
        page.navigate("/");
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Arena").setExact(true))).isVisible();
        screenshot(page, "home");
        page.locator("main").getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Sign up a team")).click(); // a link styled as a button
        fillSignUp(page, "owls", "owls-password", "owls-password");
        createTheTeam(page);
        assertThat(page).hasURL(arena.base() + "/team");
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Team owls"))).isVisible();
        assertThat(page.getByRole(AriaRole.STATUS)).containsText("Welcome, owls!");

        // The instructor, at another computer, logs in and creates a contest with the console's form.
        Page instructor = newPerson();
        logInAsInstructor(instructor);
        assertThat(instructor).hasURL(arena.base() + "/console");
        assertThat(instructor.locator("main")).containsText("owls");
        screenshot(instructor, "console");
        instructor.getByLabel("Short name").fill("spring-cup");
        instructor.getByLabel("Title").fill("Spring Cup");
        instructor.getByLabel("Game").selectOption("tally"); // the game's own settings come in by HTMX
        Locator settings = instructor.getByRole(AriaRole.GROUP, new Page.GetByRoleOptions().setName("Settings"));
        assertThat(settings.locator("input[name='s.turns']")).isVisible();
        settings.locator("input[name='s.turnMillis']").fill("200");
        settings.locator("input[name='s.turns']").fill("3");
        instructor.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create contest")).click();

        assertThat(instructor).hasURL(arena.base() + "/console/contests/spring-cup");
        assertThat(instructor.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Spring Cup"))).isVisible();
        assertThat(instructor.getByRole(AriaRole.STATUS)).containsText("Contest spring-cup created");

        // ... enrolls the student's team and a house bot.
        instructor.getByLabel("Team to enroll").selectOption("owls");
        instructor.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Enroll").setExact(true)).click();
        assertThat(instructor.getByRole(AriaRole.STATUS)).hasText("Team owls enrolled.");
        instructor.getByLabel("House bot to enroll").selectOption("steady");
        instructor.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Enroll house bot")).click();
        assertThat(instructor.getByRole(AriaRole.STATUS)).hasText("House bot steady enrolled as team tally-steady.");
        Locator enrolled = instructor.locator("article", new Page.LocatorOptions().setHas(instructor.locator("#team-table")));
        assertThat(enrolled.locator("header")).containsText("(2)");
        assertThat(enrolled.locator("#team-table tbody tr td:first-child")).hasText(new String[] {"owls", "tally-steady house bot steady"});

        // Anyone sees both teams in the standings of the public page.
        page.navigate("/contests/spring-cup");
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Spring Cup"))).isVisible();
        Locator standings = page.locator("table.standings");
        assertThat(standings.locator("tbody tr")).hasCount(2);
        assertThat(standing(page, "owls")).isVisible();
        assertThat(standing(page, "tally-steady")).isVisible();
        assertThat(page.locator(".status-line")).containsText("2 teams enrolled.");

        // The instructor starts the round, warned first that the student's bot is not connected (issue 29).
        assertThat(instructor.locator("#readiness")).containsText("Round 1: 2 of 2 teams will play; 1 has no bot ready.");
        java.util.List<String> asked = new java.util.ArrayList<>();
        instructor.onceDialog(dialog -> {
            asked.add(dialog.message());
            dialog.accept();
        });
        instructor.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Start the next round now")).click();
        assertThat(instructor.getByRole(AriaRole.STATUS)).hasText("Round 1 started.");
        org.junit.jupiter.api.Assertions.assertEquals(java.util.List.of("Start round 1 now? 2 of 2 teams will play; 1 has no bot ready."), asked);
        assertThat(instructor.locator("main")).containsText("Round 1");
        screenshot(instructor, "console-contest");

        // The public page, left open, fills in the points by itself: the house bot won both matches
        // against a team whose bot never connected (3 points a win).
        assertThat(page.locator("table.standings thead")).containsText("R1");
        assertThat(standing(page, "tally-steady").locator("td").nth(2)).hasText("6");
        assertThat(standing(page, "owls").locator("td").nth(2)).hasText("0");
        assertThat(standing(page, "tally-steady").locator("td").first()).hasText("1");
        assertThat(page.locator(".status-line")).containsText("The contest is finished after 1 round.");
        screenshot(page, "contest");
    }

    @Test
    void aPasswordOfFiveCharactersIsRefused() {
        page.navigate("/signup");
        fillSignUp(page, "herons", "short", "short");
        createTheTeam(page);
        // The browser itself holds the form back: the field asks for 8 characters.
        assertThat(page).hasURL(arena.base() + "/signup");
        assertTrue((Boolean) passwordField(page).evaluate("p => p.validity.tooShort"));

        // A browser that does not check (or a person who removed the check) gets the server's answer.
        page.locator("form[action='/signup']").evaluate("f => f.noValidate = true");
        createTheTeam(page);
        assertThat(page.locator("#pw-error")).hasText("A password has at least 8 characters."); // beside its field
        assertFormKept(page, "herons");
        screenshot(page, "signup-error");
    }

    @Test
    void passwordsThatDifferAreRefused() {
        page.navigate("/signup");
        fillSignUp(page, "ravens", "ravens-password", "ravens-passwort");
        createTheTeam(page);
        assertThat(page.locator("#pw2-error")).hasText("The two passwords differ.");
        assertFormKept(page, "ravens");
    }

    @Test
    void aTakenNameIsRefused() {
        arena.createTeam("foxes", "foxes-password");
        page.navigate("/signup");
        fillSignUp(page, "foxes", "another-password", "another-password");
        createTheTeam(page);
        assertThat(page.locator("#name-error")).hasText("The team name foxes is taken.");
        assertFormKept(page, "foxes");

        // Another name is fine.
        page.getByLabel("Team name").fill("foxes2");
        passwordField(page).fill("another-password");
        page.getByLabel("Password again").fill("another-password");
        createTheTeam(page);
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Team foxes2"))).isVisible();
    }

    private static void fillSignUp(Page page, String name, String password, String again) {
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Sign up a team"))).isVisible();
        page.getByLabel("Team name").fill(name);
        passwordField(page).fill(password);
        page.getByLabel("Password again").fill(again);
    }

    private static void createTheTeam(Page page) {
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create the team")).click();
    }

    /** The first password field (its label also holds help text, so it is found by name). */
    private static Locator passwordField(Page page) {
        return page.locator("form[action='/signup'] input[name='password']");
    }

    /** Still the sign-up form, with the name as typed, ready for another try. */
    private static void assertFormKept(Page page, String name) {
        assertThat(page).hasURL(arena.base() + "/signup");
        assertThat(page.getByLabel("Team name")).hasValue(name);
        assertThat(page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create the team"))).isVisible();
        assertEquals("", passwordField(page).inputValue());
    }

    private static Locator standing(Page page, String team) {
        return page.locator("table.standings tbody tr").filter(new Locator.FilterOptions().setHas(
                page.locator("td").getByText(team, new Locator.GetByTextOptions().setExact(true))));
    }
}
