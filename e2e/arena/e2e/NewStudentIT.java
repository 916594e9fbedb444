package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 44: what a new student and an instructor tripped on, each seen in a browser, on a laptop and on a phone (390 px).
 * Point 5 (the hosted panel's practice goes to the board) needs the sandbox: {@code arena.hosted.HostedPracticeBoardTest};
 * point 10 (the runner's --help) is a command: {@code arena.runner.RunnerHelpTest}.
 */
class NewStudentIT extends BrowserTest {

    /** Point 1 and "practice asks before it plays a bot that is not there". */
    @Test
    void practiceWithNoBotConnectedSaysSoAndStartsOnlyWhenAskedAnyway() {
        contestWithTeam("uxask", "vestrock", Map.of("turnMillis", 250, "turnsPerMatch", 8), "uxaskers");
        logInAsTeam(page, "uxaskers", "password1");
        Locator practice = page.locator("#hub-uxask .hub-practice");
        assertThat(practice.locator(".practice-asks")).containsText("No bot of your team is connected");
        Locator anyway = practice.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Practice against greedy anyway"));
        assertThat(anyway).isVisible();

        // a form from before (or a hand-made one) that does not say "anyway" is refused with the reason, and plays nothing
        page.evaluate("() => document.querySelector('#hub-uxask .practice-bots input[name=anyway]').remove()");
        anyway.click();
        assertThat(page.locator(".flash.bad")).containsText("Practice not started: no bot of your team is connected");
        assertThat(page.locator("#hub-uxask .hub-matches")).containsText("None yet.");

        Page phone = newPhone();
        logInAsTeam(phone, "uxaskers", "password1");
        assertThat(phone.locator("#hub-uxask .practice-asks")).isVisible();
        assertFalse(scrollsSideways(phone), "the team page fits a phone");

        practice.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Practice against greedy anyway")).click();
        assertThat(page).hasURL(Pattern.compile("/matches/\\d+$"));
        assertThat(page.locator(".match-title .badge.practice")).hasText("practice");
    }

    /** The page asked while no bot was there; once the team's bot connects, it asks no more (the bot line is polled). */
    @Test
    void practiceAsksNoMoreOnceTheBotConnects() throws Exception {
        contestWithTeam("uxask2", "vestrock", Map.of("turnMillis", 250, "turnsPerMatch", 8), "uxconnectors");
        logInAsTeam(page, "uxconnectors", "password1");
        Locator practice = page.locator("#hub-uxask2 .hub-practice");
        assertThat(practice.locator(".practice-asks")).isVisible();
        try (arena.support.BotClient bot = arena.bot("uxconnectors", "password1")) {
            assertThat(page.locator("#hub-uxask2 .bot-line.connected")).isVisible();
            assertThat(practice.locator(".practice-asks")).hasCount(0);
            Locator plain = practice.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Practice against greedy").setExact(true));
            assertThat(plain).isVisible();
            plain.click();
            assertThat(page).hasURL(Pattern.compile("/matches/\\d+$"));
        }
    }

    /** Point 2: "next: round 11" after round 1. */
    @Test
    void theHomePageNamesTheNextRoundByItsNumber() throws InterruptedException {
        arena.createContest("uxnext", Map.of("turnMillis", 40, "turns", 3, "rounds", 3));
        TestArena.expect(201, arena.api("POST", "/api/contests/uxnext/enrollments", Map.of("houseBot", "steady")));
        TestArena.expect(201, arena.api("POST", "/api/contests/uxnext/enrollments", Map.of("houseBot", "greedy")));
        arena.startRound("uxnext");
        arena.awaitContest("uxnext", "open", 1, 30_000);
        for (Page on : List.of(page, newPhone())) {
            on.navigate("/");
            Locator card = on.locator("article.contest-card", new Page.LocatorOptions().setHasText("Contest uxnext"));
            assertThat(card).containsText("next: round 2");
            assertFalse(scrollsSideways(on), "the home page fits");
        }
    }

    /** Point 3: the bridge's download link stood below the commands that run it, and said "20 KB" of a 33 KB file. */
    @Test
    void theBridgeIsDownloadedBeforeTheCommandsThatRunItAndItsSizeIsTrue() {
        contestWithTeam("uxbridge", "locm12", Map.of(), "uxbridgers");
        byte[] jar = page.request().get("/bridge.jar").body();
        assertTrue(jar.length > 10_000, "this build serves the bridge: " + jar.length + " bytes");
        String size = Math.round(jar.length / 1024.0) + " KB";
        for (Page on : List.of(page, newPhone())) {
            logInAsTeam(on, "uxbridgers", "password1");
            Locator start = on.locator("#hub-uxbridge .hub-start");
            Locator download = start.getByRole(AriaRole.LINK, new Locator.GetByRoleOptions().setName("Download bridge.jar"));
            assertThat(download).isVisible();
            assertThat(start.locator(".bridge-size")).hasText(size);
            List<String> commands = start.locator("pre.hub-command").allTextContents();
            assertTrue(commands.stream().anyMatch(c -> c.contains("bridge.jar")), "the commands run the bridge: " + commands);
            Locator firstRun = start.locator("pre.hub-command", new Locator.LocatorOptions().setHasText("bridge.jar")).first();
            assertTrue(top(download) < top(firstRun), "the download (at " + top(download) + " px) comes before the first command that runs "
                    + "bridge.jar (at " + top(firstRun) + " px)");
            assertFalse(scrollsSideways(on), "the team page fits");
        }
    }

    /** Points 4 and 7: the whole private log once the match ends, without a reload; a long log in a box of its own on a phone. */
    @Test
    void theMatchPageShowsTheWholeLogWhenTheMatchEndsInABoxOfItsOwn() throws Exception {
        String slug = "uxlog";
        String team = "uxloggers";
        contestWithTeam(slug, "vestrock", Map.of("turnMillis", 300, "turnsPerMatch", 14), team);
        Path dir = Files.createTempDirectory("ux-starter");
        HttpResponse<String> starter = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(arena.base() + "/games/vestrock/starter")).build(),
                HttpResponse.BodyHandlers.ofString());
        Files.writeString(dir.resolve("bot.py"), starter.body());
        ProcessBuilder run = new ProcessBuilder(List.of("python3", "bot.py", "localhost", String.valueOf(arena.app.botPort()), team, slug))
                .redirectErrorStream(true).redirectOutput(dir.resolve("output.txt").toFile()).directory(dir.toFile());
        run.environment().put("ARENA_PASSWORD", "password1");
        Process process = run.start();
        try {
            logInAsTeam(page, team, "password1");
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (page.locator("#hub-" + slug + " .bot-line.connected").count() == 0) {
                assertTrue(System.nanoTime() < end, "the starter connected: " + Files.readString(dir.resolve("output.txt")));
                Thread.sleep(300);
                page.navigate("/team");
            }
            Thread.sleep(1000);
            page.locator("#hub-" + slug + " .hub-practice").getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Practice against random")).click();
            assertThat(page).hasURL(Pattern.compile("/matches/\\d+$"));
            String board = page.url().substring(arena.base().length());
            int shownFirst = page.locator("#log-" + team + " table.log tbody tr").count();
            assertThat(page.locator("#board .badge.finished")).hasText("finished", new LocatorAssertions.HasTextOptions().setTimeout(60_000));

            // the log as a page opened now shows it (once the bot's last lines about the match are in); the page opened at
            // the start comes to show the same lines
            Thread.sleep(4000);
            Page later = newPerson();
            logInAsTeam(later, team, "password1");
            later.navigate(board);
            int whole = later.locator("#log-" + team + " table.log tbody tr").count();
            assertTrue(whole > shownFirst, "the match wrote more than the page showed at its start: " + shownFirst + " of " + whole);
            try {
                page.waitForCondition(() -> page.locator("#log-" + team + " table.log tbody tr").count() == whole,
                        new Page.WaitForConditionOptions().setTimeout(10_000));
            } catch (com.microsoft.playwright.TimeoutError e) {
                throw new AssertionError("the page opened at the start shows " + page.locator("#log-" + team + " table.log tbody tr").count()
                        + " lines of the log's " + whole + " (it showed " + shownFirst + " at first)", e);
            }
            assertThat(page.locator("#log-" + team + " summary")).containsText("private: " + whole + " lines");

            Page phone = newPhone();
            logInAsTeam(phone, team, "password1");
            phone.navigate(board);
            Locator box = phone.locator("#log-" + team + " .log-box");
            assertThat(box).isVisible();
            Map<?, ?> sizes = (Map<?, ?>) box.evaluate("b => ({ box: b.clientHeight, table: b.scrollHeight, page: document.documentElement.scrollHeight })");
            double boxHeight = ((Number) sizes.get("box")).doubleValue();
            double tableHeight = ((Number) sizes.get("table")).doubleValue();
            System.out.println("NewStudentIT: a log of " + whole + " lines on a phone: " + sizes);
            assertTrue(tableHeight > 844, "the log is longer than a phone's screen: " + sizes);
            assertTrue(boxHeight <= 844 * 0.75, "it scrolls in a box at most most of a screen tall: " + sizes);
            assertFalse(scrollsSideways(phone), "the match page fits a phone");
            screenshot(phone, "phone-match-long-log");
        } finally {
            process.destroy();
            if (!process.waitFor(5, TimeUnit.SECONDS)) process.destroyForcibly();
        }
    }

    /** Point 6: the start box opened Python whatever the team had opened before. */
    @Test
    void theStartBoxOpensTheLanguageOpenedBefore() {
        contestWithTeam("uxlang", "vestrock", Map.of(), "uxlangs");
        logInAsTeam(page, "uxlangs", "password1");
        Locator starters = page.locator("#hub-uxlang details.hub-starter");
        Locator python = starters.filter(new Locator.FilterOptions().setHasText("bot.py"));
        Locator java = starters.filter(new Locator.FilterOptions().setHasText("Bot.java"));
        assertTrue(isOpen(python) && !isOpen(java), "the first visit opens the first language");
        java.locator("summary").click();
        assertTrue(isOpen(java));
        page.reload();
        page.waitForCondition(() -> isOpen(java));
        assertFalse(isOpen(python), "only the language chosen before is open");
        page.navigate("/");
        page.navigate("/team");
        page.waitForCondition(() -> isOpen(java));

        Page phone = newPhone();
        logInAsTeam(phone, "uxlangs", "password1");
        assertFalse(scrollsSideways(phone), "the start box fits a phone");
    }

    /** Point 8: words a student does not know. */
    @Test
    void thePagesSayNoWordAStudentDoesNotKnow() {
        contestWithTeam("uxwords", "kieszostwory", Map.of(), "uxwords");
        Page instructor = newPerson();
        logInAsInstructor(instructor);
        logInAsTeam(page, "uxwords", "password1");
        Page phone = newPhone();
        for (String[] visit : List.of(new String[] {"visitor", "/signup"}, new String[] {"visitor", "/bots"}, new String[] {"instructor", "/console"},
                new String[] {"instructor", "/console/contests/uxwords"}, new String[] {"team", "/team"})) {
            Page on = switch (visit[0]) {
                case "instructor" -> instructor;
                case "team" -> page;
                default -> phone;
            };
            on.navigate(visit[1]);
            String text = on.locator("main").innerText().toLowerCase(Locale.ROOT);
            for (String word : List.of("slug", "sits out", "sit out")) {
                assertFalse(text.contains(word), visit[1] + " says \"" + word + "\"");
            }
        }
        assertThat(page.locator("#hub-uxwords .hub-entry .hub-warning")).containsText("Your team will not play round 1");
        instructor.navigate("/console");
        assertThat(instructor.getByLabel("Short name")).isVisible();
        assertFalse(scrollsSideways(phone), "the bots page fits a phone");
    }

    /** Point 9: the rating chart's labels were 6.2 px on a phone. */
    @Test
    void theChartLabelsCanBeReadOnAPhone() throws InterruptedException {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "uxchart", "title", "Chart", "game", "vestrock",
                "settings", Map.of("turnMillis", 40, "turnsPerMatch", 8, "seed", 9))));
        TestArena.expect(201, arena.api("POST", "/api/contests/uxchart/enrollments", Map.of("houseBot", "greedy")));
        TestArena.expect(201, arena.api("POST", "/api/contests/uxchart/enrollments", Map.of("houseBot", "random")));
        arena.startRound("uxchart");
        arena.awaitContest("uxchart", "finished", 1, 60_000);
        for (Page on : List.of(page, newPhone())) {
            on.navigate("/contests/uxchart");
            Locator ticks = on.locator("figure.chart svg text.tick");
            assertTrue(ticks.count() >= 3, "the chart's labels are drawn");
            Object sizes = on.evaluate("""
                    () => [...document.querySelectorAll('figure.chart svg text.tick')].map(t => {
                      const svg = t.ownerSVGElement;
                      return parseFloat(getComputedStyle(t).fontSize) * svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
                    })""");
            Object clipped = on.evaluate("""
                    () => [...document.querySelectorAll('figure.chart svg text')].filter(t => {
                      const box = t.getBBox(), view = t.ownerSVGElement.viewBox.baseVal;
                      return box.x < 0 || box.x + box.width > view.width || box.y < 0 || box.y + box.height > view.height;
                    }).map(t => t.textContent)""");
            System.out.println("NewStudentIT: chart labels at " + on.viewportSize().width + " px wide: " + sizes + " px");
            for (Object px : (List<?>) sizes) assertTrue(((Number) px).doubleValue() >= 10, "labels of at least 10 px: " + sizes);
            assertEquals(List.of(), clipped, "no label is cut by the picture's edge");
            assertFalse(scrollsSideways(on), "the contest page fits");
        }
    }

    private static double top(Locator element) {
        return ((Number) element.evaluate("e => e.getBoundingClientRect().top + window.scrollY")).doubleValue();
    }

    private static boolean isOpen(Locator details) {
        return Boolean.TRUE.equals(details.evaluate("d => d.open"));
    }
}
