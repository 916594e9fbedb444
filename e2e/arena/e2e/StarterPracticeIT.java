package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 25: practice from the page works with the starters as they are. For each PIZZA game, the game's starter bot
 * (downloaded from {@code /games/<game>/starter}, run as a real process, as a student runs it) waits connected, in
 * {@code WAIT} between rounds; the student clicks Practice on the team page; the practice's page shows, once it ends,
 * the bot's own commands in the team's log and a result. Before a practice was a round of the contest core, a bot
 * already waiting was never woken by its practice: the log stayed empty and the bot lost without a move.
 */
class StarterPracticeIT extends BrowserTest {

    @ParameterizedTest
    @CsvSource({"vestrock, turnsPerMatch, 12", "pizzacraft, turnsPerMatch, 16", "kieszostwory, maxTurns, 12"})
    void theWaitingStarterPlaysThePracticeClickedOnTheTeamPage(String game, String turnsSetting, int turns) throws Exception {
        String slug = "sp-" + game;
        String team = "st-" + game.substring(0, 4);
        contestWithTeam(slug, game, Map.of("turnMillis", 300, turnsSetting, turns), team);
        Path dir = Files.createTempDirectory("starter-" + game);
        Path bot = dir.resolve("bot.py");
        HttpResponse<String> starter = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(arena.base() + "/games/" + game + "/starter")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertTrue(starter.statusCode() == 200, "the starter is served: " + starter.statusCode());
        Files.writeString(bot, starter.body());
        Path output = dir.resolve("output.txt");
        ProcessBuilder run = new ProcessBuilder(List.of("python3", bot.toString(), "localhost", String.valueOf(arena.app.botPort()), team, slug))
                .redirectErrorStream(true).redirectOutput(output.toFile()).directory(dir.toFile());
        run.environment().put("ARENA_PASSWORD", "password1");
        Process process = run.start();
        try {
            logInAsTeam(page, team, "password1");
            Locator card = page.locator("#hub-" + slug);
            // the starter is connected (and, in Kieszostwory, has saved its team of creatures): then it waits in WAIT
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!(card.locator(".bot-line.connected").count() > 0
                    && card.locator(".hub-practice button").count() > 0)) {
                assertTrue(process.isAlive(), "the starter runs: " + Files.readString(output));
                assertTrue(System.nanoTime() < end, "the starter connected and can practice: " + Files.readString(output));
                Thread.sleep(500);
                page.navigate("/team");
            }
            Thread.sleep(1000); // well into its WAIT between rounds
            card.locator(".hub-practice").getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Practice against random")).click();

            assertThat(page).hasURL(Pattern.compile("/matches/\\d+$"));
            assertThat(page.locator(".match-title .badge.practice")).hasText("practice");
            assertThat(page.locator("#board .badge.finished")).hasText("finished", new LocatorAssertions.HasTextOptions().setTimeout(60_000));
            page.reload();
            Locator log = page.locator("#log-" + team);
            assertTrue(log.locator("tr.command").count() > 0, "the log shows the bot's commands in its practice: " + Files.readString(output));
            assertThat(page.locator(".match-title")).containsText("practice");
            screenshot(page, "starter-practice-" + game);
            assertTrue(process.isAlive(), "the starter lives on after its practice: " + Files.readString(output));
        } finally {
            process.destroy();
            if (!process.waitFor(5, TimeUnit.SECONDS)) process.destroyForcibly();
        }
    }
}
