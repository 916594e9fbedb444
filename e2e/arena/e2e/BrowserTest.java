package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.LoadState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;

/**
 * One arena per test class and one headless Chromium for all of them (issue 45: Playwright's driver and Chromium were
 * started again for each of the 20 classes); every test starts in a fresh browser context (no cookies, no session, no
 * storage: nothing of an earlier class reaches it) with {@link #page} open. More people at once: {@link #newPerson()}.
 */
abstract class BrowserTest {
    /** Generous: the build machine is small and shared. */
    static final double TIMEOUT_MS = 15_000;
    static final Path SCREENSHOTS = Paths.get(System.getProperty("basedir", "."), "target", "screenshots");

    static TestArena arena;
    static Playwright playwright;
    static Browser browser;

    private final List<BrowserContext> contexts = new ArrayList<>();
    /** What the browser reported as refused by the arena's Content-Security-Policy (issue 27): must stay empty. */
    private final List<String> cspViolations = java.util.Collections.synchronizedList(new ArrayList<>());
    Page page;

    @BeforeAll
    static void startArenaAndBrowser() throws Exception {
        arena = TestArena.start();
        if (browser != null && browser.isConnected()) return; // a class before this one started it
        if (playwright != null) playwright.close(); // its Chromium went away: a new one
        String configured = System.getenv("ARENA_CHROMIUM");
        BrowserType.LaunchOptions launch = new BrowserType.LaunchOptions().setHeadless(true).setArgs(List.of(
                "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync"));
        if (configured != null || Files.exists(Paths.get("/usr/bin/chromium"))) {
            playwright = Playwright.create(new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
            launch.setExecutablePath(Paths.get(configured != null ? configured : "/usr/bin/chromium"));
        } else {
            playwright = Playwright.create(); // no system Chromium: Playwright's own
        }
        browser = playwright.chromium().launch(launch);
        PlaywrightAssertions.setDefaultAssertionTimeout(TIMEOUT_MS);
        Playwright started = playwright;
        Runtime.getRuntime().addShutdownHook(new Thread(started::close, "close-playwright")); // the browser ends with the JVM
    }

    @AfterAll
    static void stopArena() {
        if (arena != null) arena.close();
    }

    @BeforeEach
    void openPage() {
        page = newPerson();
    }

    @AfterEach
    void closeContexts() {
        contexts.forEach(BrowserContext::close);
        contexts.clear();
        List<String> seen = List.copyOf(cspViolations);
        cspViolations.clear();
        assertTrue(seen.isEmpty(), "the pages broke their Content-Security-Policy: " + seen);
    }

    /** Another person at another computer: a fresh context with its own cookies. */
    Page newPerson() {
        return newPerson(1280, 900);
    }

    /** Another person on a screen of this size in CSS pixels. */
    Page newPerson(int width, int height) {
        return open(new Browser.NewContextOptions().setViewportSize(width, height));
    }

    /** Another person on a phone: 390 x 844 CSS pixels, a touch screen and a mobile browser (it honours the viewport meta tag). */
    Page newPhone() {
        return open(new Browser.NewContextOptions().setViewportSize(390, 844).setHasTouch(true).setIsMobile(true).setDeviceScaleFactor(2));
    }

    private Page open(Browser.NewContextOptions options) {
        BrowserContext context = browser.newContext(options.setBaseURL(arena.base()));
        context.setDefaultTimeout(TIMEOUT_MS);
        // Chromium reports each script, handler or resource the policy refused as a console error naming the policy
        context.onConsoleMessage(m -> {
            if (m.text().contains("Content Security Policy")) cspViolations.add(m.location() + ": " + m.text());
        });
        contexts.add(context);
        return context.newPage();
    }

    static void logInAsInstructor(Page page) {
        page.navigate("/login");
        page.getByLabel("an instructor").check();
        page.getByLabel("Name").fill("admin");
        page.getByLabel("Password").fill(TestArena.ADMIN_PASSWORD);
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Log in")).click();
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Instructor console"))).isVisible();
    }

    static void logInAsTeam(Page page, String team, String password) {
        page.navigate("/login");
        page.getByLabel("a team").check();
        page.getByLabel("Name").fill(team);
        page.getByLabel("Password").fill(password);
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Log in")).click();
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Team " + team))).isVisible();
    }

    /** A contest of its own for one test, of the game with the settings, with a new team enrolled (password "password1"). */
    static void contestWithTeam(String slug, String game, Map<String, Object> settings, String team) {
        arena.createTeam(team, "password1");
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", slug, "title", "Contest " + slug, "game", game, "settings", settings)));
        arena.enroll(slug, team);
    }

    /** Kieszostwory house bots register their creature teams on their own, just after they are enrolled. */
    static void awaitEntries(String slug, List<String> teams) throws InterruptedException {
        long end = System.currentTimeMillis() + 20_000;
        while (System.currentTimeMillis() < end
                && teams.stream().anyMatch(t -> arena.app.contests().entry(slug, arena.app.contests().teamId(t).orElseThrow()).isEmpty())) {
            Thread.sleep(50);
        }
    }

    /** The team of {@link #contestWithTeam} logs in on the page and opens its entry builder there. */
    static void openEntry(Page on, String slug, String team) {
        logInAsTeam(on, team, "password1");
        on.navigate("/contests/" + slug + "/entry");
    }

    /**
     * Waits until the page is as a person sees it once it has loaded: its load event passed, and the parts it asks for
     * on load (HTMX's {@code hx-trigger="load"}, such as the team page's hosted bots) fetched and swapped in, with no
     * HTMX request or swap under way. Playwright's NETWORKIDLE waits for the same and then 500 ms more of no request
     * at all: measured in AxeEveryPageIT (issue 45), about 450 ms of each of its 68 pages' 1.7 s, waited doing nothing.
     */
    static void awaitSettled(Page page) {
        page.waitForLoadState(LoadState.LOAD);
        page.waitForFunction("() => document.readyState === 'complete' && typeof htmx !== 'undefined'"
                + " && !document.querySelector('[hx-trigger^=\"load\"], .htmx-request, .htmx-swapping, .htmx-settling, .htmx-added')");
    }

    /**
     * The text of the first element matching a CSS selector, or null if there is none, read in one step: HTMX
     * may swap a live board between looking for an element and reading it.
     */
    static String textNow(Page page, String selector) {
        Object text = page.evaluate("s => { const e = document.querySelector(s); return e ? e.textContent.trim() : null; }", selector);
        return text instanceof String t ? t : null;
    }

    /**
     * Whether an element is wholly within the viewport and on top at its middle (no other element covers it there):
     * what a person sees and can click without scrolling.
     */
    static boolean inViewAndOnTop(Locator element) {
        return Boolean.TRUE.equals(element.evaluate("""
                e => {
                  const r = e.getBoundingClientRect();
                  const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                  return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth && (top === e || e.contains(top));
                }"""));
    }

    /**
     * Scrolls each row (a CSS selector) into view in turn and checks that every element (a builder's save button, its
     * summary) is in view and on top beside it.
     */
    static void assertInViewBesideEach(Page page, List<String> rows, Locator... elements) {
        for (String row : rows) {
            page.locator(row).scrollIntoViewIfNeeded();
            for (Locator element : elements) assertTrue(inViewAndOnTop(element), element + " in view beside " + row);
        }
    }

    /** Whether the page is wider than the window, so that it scrolls sideways. */
    static boolean scrollsSideways(Page page) {
        return Boolean.TRUE.equals(page.evaluate("() => document.documentElement.scrollWidth > document.documentElement.clientWidth"));
    }

    /** The computed background colour of an element, as CSS gives it ("rgb(220, 252, 231)"). */
    static String background(Locator element) {
        return String.valueOf(element.evaluate("e => getComputedStyle(e).backgroundColor"));
    }

    /** A full-page picture under target/screenshots for people to look at. */
    static void screenshot(Page page, String name) {
        try {
            Files.createDirectories(SCREENSHOTS);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        page.screenshot(new Page.ScreenshotOptions().setPath(SCREENSHOTS.resolve(name + ".png")).setFullPage(true));
    }
}
