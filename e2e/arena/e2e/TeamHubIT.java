package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.BotClient;
import arena.support.TestArena;
import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.LoadState;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A student on a phone (390 x 844) finds its next step on the team page: each contest's standing, its bot, its entry's
 * warning, a bot to download with the command to run it; it follows a match to its board and to its own log, and
 * opens its history. No page scrolls sideways, each has one h1, and text keeps its contrast (axe-core).
 */
class TeamHubIT extends BrowserTest {
    private static final String[] AXE_RULES = {"color-contrast", "page-has-heading-one"};

    @Test
    void aStudentOnAPhoneFindsItsNextStepOnTheTeamPage() throws Exception {
        arena.createTeam("larks", "larks-password");
        arena.createContest("hubit", Map.of("turnMillis", 30, "turns", 2, "rounds", 0, "registrationMillis", 3_600_000));
        arena.enroll("hubit", "larks");
        for (String bot : List.of("steady", "greedy")) TestArena.expect(201, arena.api("POST", "/api/contests/hubit/enrollments", Map.of("houseBot", bot)));
        arena.startRound("hubit");
        arena.awaitContest("hubit", "open", 1, 30_000);
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "hubitkz", "title", "Creature cup", "game", "kieszostwory", "settings", Map.of())));
        arena.enroll("hubitkz", "larks");

        Page phone = newPhone();
        logInAsTeam(phone, "larks", "larks-password");
        Locator played = phone.locator("#hub-hubit");
        assertThat(played.getByRole(AriaRole.HEADING, new Locator.GetByRoleOptions().setName("Contest hubit"))).isVisible();
        assertThat(played.locator(".hub-phase")).containsText("Next round at");
        assertThat(played.locator(".hub-standing")).containsText(Pattern.compile("Rank \\d of 3"));
        assertThat(played.locator(".hub-matches tbody tr")).hasCount(4);
        Locator creatures = phone.locator("#hub-hubitkz");
        assertThat(creatures.locator(".hub-entry .hub-warning")).containsText("Your team will not play round 1: it has no Kieszostwory team saved.");
        // the starters in four languages, Python open first: its Linux/macOS command reads the password without echo
        assertThat(creatures.locator(".hub-starter")).hasCount(4);
        assertThat(creatures.locator(".hub-command").first()).hasText(Pattern.compile("read -rs ARENA_PASSWORD && export ARENA_PASSWORD && python3 bot\\.py \\S+ \\d+ larks hubitkz"));
        fitsAndReads(phone, "/team");
        screenshot(phone, "phone-team-hub");

        Download download = phone.waitForDownload(() -> creatures.getByText("Download bot.py").click());
        assertEquals("bot.py", download.suggestedFilename());

        // the bot's line follows the bot by itself (polled)
        assertThat(played.locator(".bot-line")).containsText("Not connected");
        try (BotClient bot = arena.bot("larks", "larks-password")) {
            assertEquals("OK", bot.command("CONTEST hubit"));
            assertThat(played.locator(".bot-line .bot-state")).hasText("Connected");
        }

        // the latest match: its board, then the team's own log of it
        Locator latest = played.locator(".hub-matches tbody tr").first();
        String board = latest.getByRole(AriaRole.LINK, new Locator.GetByRoleOptions().setName(Pattern.compile("^board #"))).getAttribute("href");
        latest.getByRole(AriaRole.LINK, new Locator.GetByRoleOptions().setName(Pattern.compile("^board #"))).click();
        assertThat(phone).hasURL(arena.base() + board);
        assertThat(phone.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1))).containsText("larks");
        fitsAndReads(phone, board);
        phone.goBack();
        played.locator(".hub-matches tbody tr").first().getByRole(AriaRole.LINK, new Locator.GetByRoleOptions().setName(Pattern.compile("^your log of match"))).click();
        assertThat(phone).hasURL(arena.base() + board + "#log-larks");
        assertThat(phone.locator("#log-larks summary")).containsText("Log of larks");
        assertThat(phone.locator("#log-larks details[open]")).isVisible(); // open: a team sees only its own log

        // the history opens on the contest played in, not the newer one
        phone.navigate("/");
        phone.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Team larks")).click();
        phone.locator("#hub-hubit").getByRole(AriaRole.LINK, new Locator.GetByRoleOptions().setName("All your matches in this contest")).click();
        assertThat(phone).hasURL(arena.base() + "/teams/larks?contest=hubit");
        phone.navigate("/teams/larks");
        assertThat(phone.locator(".contest-tabs [aria-current=page]")).hasText("Contest hubit");
        assertThat(phone.locator(".team-standing")).containsText("In Contest hubit: rank");
        fitsAndReads(phone, "/teams/larks");
        // the tabs sit side by side: between two on one line, no more than a small gap (Pico's nav spreads them apart)
        Number widestGap = (Number) phone.evaluate("""
                () => { const r = [...document.querySelectorAll('.contest-tabs a')].map(a => a.getBoundingClientRect());
                        let widest = 0;
                        for (let i = 1; i < r.length; i++) if (Math.abs(r[i].top - r[i - 1].top) < 2) widest = Math.max(widest, r[i].left - r[i - 1].right);
                        return widest; }""");
        assertTrue(widestGap.doubleValue() < 48, "the tabs are together: a gap of " + widestGap + " px");
        screenshot(phone, "phone-team-history");
    }

    /** The page as it is: nothing wider than the screen, one h1, and axe-core's contrast and heading rules pass. */
    private static void fitsAndReads(Page page, String what) {
        page.waitForLoadState(LoadState.NETWORKIDLE);
        @SuppressWarnings("unchecked")
        Map<String, Object> m = (Map<String, Object>) page.evaluate(
                "() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth, h1: document.querySelectorAll('h1').length })");
        int scroll = ((Number) m.get("scroll")).intValue(), client = ((Number) m.get("client")).intValue();
        assertTrue(scroll <= client, what + " scrolls sideways: " + scroll + " px wide in " + client);
        assertEquals(1, ((Number) m.get("h1")).intValue(), what + ": one h1");
        List<String> problems = Axe.violations(page, AXE_RULES);
        assertTrue(problems.isEmpty(), what + ":\n" + String.join("\n", problems));
    }
}
