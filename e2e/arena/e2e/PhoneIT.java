package arena.e2e;

import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.microsoft.playwright.Page;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * On a phone (390 x 844 CSS pixels): every main page, each game's live board of a running match among them, fits the
 * screen's width (nothing scrolls sideways), has one {@code <h1>}, keeps the nav within two lines, and passes axe-core's
 * contrast and heading rules. Each board is photographed for people to look at (target/screenshots/phone-*.png).
 */
class PhoneIT extends BrowserTest {
    private static final String[] AXE_RULES = {"color-contrast", "page-has-heading-one"};

    @Test
    void everyMainPageFitsAPhoneReadsWellAndHasOneHeading() throws Exception {
        Map<String, Long> boards = startARunningMatchOfEachGame();
        arena.createTeam("thumbs", "password1");
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "pbuild", "title", "Phone builder", "game", "kieszostwory",
                "settings", Map.of())));
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "pdeck", "title", "Phone decks", "game", "locm15",
                "settings", Map.of("seed", 3))));
        arena.enroll("pbuild", "thumbs");
        arena.enroll("pdeck", "thumbs");

        // a short contest whose finished round draws the points chart
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "pchart", "title", "Phone chart", "game", "vestrock",
                "settings", Map.of("turnMillis", 40, "turnsPerMatch", 8, "seed", 9))));
        TestArena.expect(201, arena.api("POST", "/api/contests/pchart/enrollments", Map.of("houseBot", "greedy")));
        TestArena.expect(201, arena.api("POST", "/api/contests/pchart/enrollments", Map.of("houseBot", "random")));
        arena.startRound("pchart");

        List<String> problems = new ArrayList<>();
        List<String> figures = new ArrayList<>();
        Page visitor = newPhone();
        Axe.inEveryPageOf(visitor.context());
        // the boards first, while their matches run
        for (Map.Entry<String, Long> board : boards.entrySet()) {
            check(visitor, "/matches/" + board.getValue(), "phone-board-" + board.getKey(), problems, figures);
            if (board.getKey().equals("pizzacraft")) mapLabelsAreReadable(visitor, problems, figures);
        }
        for (String path : List.of("/", "/contests/pvestrock", "/login", "/signup", "/bots", "/games/vestrock", "/games/kieszostwory",
                "/games/pizzacraft", "/games/locm12", "/games/locm15", "/there-is-no-such-page")) {
            check(visitor, path, null, problems, figures);
        }
        Page team = newPhone();
        Axe.inEveryPageOf(team.context());
        logInAsTeam(team, "thumbs", "password1");
        check(team, "/team", null, problems, figures);
        check(team, "/contests/pbuild/entry", "phone-kieszostwory-team-builder", problems, figures);
        tapTargetsAreBigEnough(team, ".kz-builder", problems, figures);
        check(team, "/contests/pdeck/entry", "phone-locm-deck-builder", problems, figures);

        arena.awaitContest("pchart", "finished", 1, 60_000);
        check(visitor, "/contests/pchart", "phone-contest-chart", problems, figures);
        Object clipped = visitor.evaluate("""
                () => [...document.querySelectorAll('figure.chart svg text')].filter(t => {
                  const box = t.getBBox(), view = t.ownerSVGElement.viewBox.baseVal;
                  return box.x < 0 || box.x + box.width > view.width || box.y < 0 || box.y + box.height > view.height;
                }).map(t => t.textContent)""");
        assertTrue(visitor.locator("figure.chart svg text").count() >= 3, "the chart and its labels are drawn");
        if (clipped instanceof List<?> labels && !labels.isEmpty()) problems.add("chart labels cut by the picture's edge: " + labels);
        long replayed = arena.api("GET", "/api/contests/pchart/rounds/1/matches", null).json().get(0).get("id").asLong();
        check(visitor, "/matches/" + replayed + "/replay?step=2", "phone-replay-step", problems, figures); // the step's commands below the board

        // the icon every page links, and that browsers ask for at /favicon.ico anyway
        com.microsoft.playwright.APIResponse icon = visitor.request().get("/favicon.ico");
        assertTrue(icon.status() == 200 && icon.headers().get("content-type").startsWith("image/svg+xml") && icon.text().contains("<svg"),
                "/favicon.ico: " + icon.status() + " " + icon.headers().get("content-type"));
        assertTrue("/favicon.ico".equals(visitor.locator("link[rel=icon]").getAttribute("href")), "the layout links the icon");

        System.out.println("PhoneIT at 390x844 (page: document width, nav lines):\n  " + String.join("\n  ", figures));
        assertTrue(problems.isEmpty(), "on a phone:\n" + String.join("\n", problems));
    }

    @Test
    void thePizzacraftMapIsInViewOnALaptopAndTellsItsDetailsOnATap() {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "pzview", "title", "Pizzacraft view", "game", "pizzacraft",
                "settings", Map.of("turnMillis", 700, "turnsPerMatch", 400, "seed", 21))));
        TestArena.expect(201, arena.api("POST", "/api/contests/pzview/enrollments", Map.of("houseBot", "economy")));
        TestArena.expect(201, arena.api("POST", "/api/contests/pzview/enrollments", Map.of("houseBot", "random")));
        arena.startRound("pzview");
        long id = arena.api("GET", "/api/contests/pzview/rounds/1/matches", null).json().get(0).get("id").asLong();

        Page laptop = newPerson(1280, 800);
        logInAsInstructor(laptop); // a live board shows a visitor no piece that a fog hides (RULINGS 8): the instructor sees all
        laptop.navigate("/matches/" + id);
        laptop.locator("svg.pz-map").waitFor();
        @SuppressWarnings("unchecked")
        Map<String, Object> box = (Map<String, Object>) laptop.evaluate(
                "() => { const r = document.querySelector('svg.pz-map').getBoundingClientRect(); return { top: r.top, bottom: r.bottom, height: r.height }; }");
        double top = ((Number) box.get("top")).doubleValue(), bottom = ((Number) box.get("bottom")).doubleValue();
        System.out.println("Pizzacraft map at 1280x800: from " + top + " to " + bottom + " px");
        assertTrue(top >= 0 && bottom <= 800 && ((Number) box.get("height")).doubleValue() > 400,
                "the whole map is in view at 1280x800 without scrolling, and big: " + box);
        screenshot(laptop, "laptop-pizzacraft-board");

        Page phone = newPhone();
        logInAsInstructor(phone);
        phone.navigate("/matches/" + id);
        com.microsoft.playwright.Locator detail = phone.locator(".tap-detail");
        assertTrue(detail.textContent().contains("Tap"), "a hint until something is tapped");
        phone.locator("g.pz-building.pz-p0:has-text('Headquarters')").first().tap(); // by name: a barracks built meanwhile may come first
        com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat(detail).containsText("Headquarters");
        String hq = detail.textContent();
        String turn = textNow(phone, ".pz-turn");
        phone.waitForCondition(() -> { String now = textNow(phone, ".pz-turn"); return now != null && !now.equals(turn); });
        com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat(phone.locator(".tap-detail")).containsText(hq.substring(0, hq.indexOf(' ')));
        // the map scrolls sideways in its own box, and stays where it was scrolled to when a new turn redraws the board
        Object scrolled = phone.evaluate("() => { const b = document.querySelector('#pz-mapscroll'); b.scrollLeft = 150; return b.scrollLeft; }");
        assertTrue(((Number) scrolled).doubleValue() >= 149, "the map's box scrolls sideways on a phone: " + scrolled);
        String before = textNow(phone, ".pz-turn");
        phone.waitForCondition(() -> { String now = textNow(phone, ".pz-turn"); return now != null && !now.equals(before); });
        // (within a few frames: the board's stylesheet comes with it and may apply just after the swap)
        try {
            phone.waitForFunction("to => Math.abs(document.querySelector('#pz-mapscroll').scrollLeft - to) < 1", scrolled,
                    new Page.WaitForFunctionOptions().setTimeout(1000));
        } catch (com.microsoft.playwright.TimeoutError e) {
            throw new AssertionError("the box did not keep its scroll over a new turn: "
                    + phone.evaluate("() => document.querySelector('#pz-mapscroll').scrollLeft"), e);
        }
        phone.locator("polygon.mine").first().tap();
        com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat(phone.locator(".tap-detail")).containsText("gold left");
        screenshot(phone, "phone-pizzacraft-tapped-mine");
    }

    /** Vestrock, Kieszostwory, Pizzacraft, LOCM 1.2 and 1.5 contests of two house bots each, with turns slow enough to stay running. */
    private Map<String, Long> startARunningMatchOfEachGame() throws InterruptedException {
        Map<String, Map<String, Object>> contests = new LinkedHashMap<>();
        contests.put("vestrock", Map.of("turnMillis", 1000, "turnsPerMatch", 400, "seed", 21));
        contests.put("kieszostwory", Map.of("turnMillis", 1000, "seed", 5));
        contests.put("pizzacraft", Map.of("turnMillis", 1000, "turnsPerMatch", 400, "seed", 21));
        // LOCM house bots answer once per tick: a time factor that keeps a 1 s tick within every limit
        contests.put("locm12", Map.of("turnMillis", 1000, "timeFactor", 20, "seed", 17));
        contests.put("locm15", Map.of("turnMillis", 1000, "timeFactor", 20, "seed", 17));
        Map<String, Long> matches = new LinkedHashMap<>();
        for (Map.Entry<String, Map<String, Object>> c : contests.entrySet()) {
            String game = c.getKey(), slug = "p" + game;
            TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", slug, "title", "Phone " + game, "game", game, "settings", c.getValue())));
            String[] bots = game.equals("pizzacraft") ? new String[] {"economy", "random"} : new String[] {"greedy", "random"};
            List<String> teams = new ArrayList<>();
            for (String bot : bots) {
                teams.add(TestArena.expect(201, arena.api("POST", "/api/contests/" + slug + "/enrollments", Map.of("houseBot", bot))).json().get("team").asText());
            }
            if (game.equals("kieszostwory")) awaitEntries(slug, teams);
        }
        for (String game : contests.keySet()) {
            arena.startRound("p" + game);
            matches.put(game, arena.api("GET", "/api/contests/p" + game + "/rounds/1/matches", null).json().get(0).get("id").asLong());
        }
        return matches;
    }

    /**
     * Issue 29: text of at least 12 px on a phone, the Pizzacraft map's labels too. Their size on the screen is their font
     * size times the SVG's scale (the labels were 7 to 9 px when the map shrank to the phone's width); the map scrolls
     * sideways in its own focusable box instead of the page.
     */
    private static void mapLabelsAreReadable(Page page, List<String> problems, List<String> figures) {
        @SuppressWarnings("unchecked")
        Map<String, Object> m = (Map<String, Object>) page.evaluate("""
                () => {
                  const labels = [...document.querySelectorAll('svg.pz-map text')].filter(t => t.getBBox().width > 0);
                  const sizes = labels.map(t => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a);
                  const box = document.querySelector('.pz-mapscroll');
                  return { count: labels.length, smallest: Math.min(...sizes), small: labels.map((t, i) => sizes[i] < 12 ? t.textContent + ' ' + sizes[i].toFixed(1) + 'px' : null)
                      .filter(s => s).slice(0, 5), boxScrolls: box.scrollWidth > box.clientWidth,
                      focusable: box.tabIndex >= 0, hex: document.querySelector('svg.pz-map polygon').getBoundingClientRect().width };
                }""");
        figures.add("Pizzacraft map on a phone: " + m.get("count") + " labels, the smallest " + m.get("smallest") + " px, a hex "
                + m.get("hex") + " px wide, scrolling in its box: " + m.get("boxScrolls"));
        if (((Number) m.get("count")).intValue() < 3) problems.add("the Pizzacraft map shows no labels to measure: " + m);
        if (m.get("small") instanceof List<?> l && !l.isEmpty()) problems.add("Pizzacraft map labels under 12 px: " + l);
        if (!Boolean.TRUE.equals(m.get("focusable"))) problems.add("the Pizzacraft map's scrolling box takes no focus");
    }

    /** WCAG 2.2, 2.5.8 (issue 29): every control of the part of the page named is at least 24 x 24 CSS px on the phone. */
    private static void tapTargetsAreBigEnough(Page page, String within, List<String> problems, List<String> figures) {
        Object found = page.evaluate("""
                within => {
                  const controls = [...document.querySelectorAll(within)].flatMap(w => [...w.querySelectorAll('button, select, input:not([type=hidden]), summary, [role=button]')])
                      .filter(e => e.offsetParent !== null);
                  const rects = controls.map(e => e.getBoundingClientRect());
                  return { count: controls.length, smallest: Math.min(...rects.map(r => Math.min(r.width, r.height))),
                      small: controls.map((e, i) => rects[i].width < 24 || rects[i].height < 24 ? e.tagName.toLowerCase() + ' '
                          + (e.textContent || e.name || '').trim().slice(0, 20) + ' ' + rects[i].width.toFixed(0) + 'x' + rects[i].height.toFixed(0) : null)
                          .filter(s => s).slice(0, 5) };
                }""", within);
        @SuppressWarnings("unchecked")
        Map<String, Object> m = (Map<String, Object>) found;
        figures.add(within + " on a phone: " + m.get("count") + " controls, the smallest side " + m.get("smallest") + " px");
        if (((Number) m.get("count")).intValue() < 10) problems.add(within + ": too few controls to measure: " + m);
        if (m.get("small") instanceof List<?> l && !l.isEmpty()) problems.add(within + ": tap targets under 24 x 24 px: " + l);
    }

    private static void check(Page page, String path, String screenshotName, List<String> problems, List<String> figures) {
        page.navigate(path);
        awaitSettled(page);
        @SuppressWarnings("unchecked")
        Map<String, Object> m = (Map<String, Object>) page.evaluate("""
                () => {
                  const doc = document.documentElement, width = doc.clientWidth;
                  // the nav's lines of text: the tops of the line boxes of every word in it, a wrapped label counting twice
                  const nav = document.querySelector('header.topbar nav'), tops = [];
                  const words = document.createTreeWalker(nav, NodeFilter.SHOW_TEXT);
                  for (let n = words.nextNode(); n; n = words.nextNode()) {
                    if (!n.textContent.trim()) continue;
                    const range = document.createRange();
                    range.selectNodeContents(n);
                    for (const r of range.getClientRects()) if (r.width > 0) tops.push(r.top);
                  }
                  tops.sort((a, b) => a - b);
                  let lines = tops.length ? 1 : 0;
                  for (let i = 1; i < tops.length; i++) if (tops[i] - tops[i - 1] > 12) lines++;
                  const wide = [...document.querySelectorAll('body *')]
                      .filter(e => e.getBoundingClientRect().right > width + 1 && !e.closest('[hidden]'))
                      .slice(-4).map(e => e.tagName.toLowerCase() + (e.className && e.className.baseVal === undefined && e.className ? '.' + e.className.trim().split(/\\s+/).join('.') : ''));
                  return { scroll: doc.scrollWidth, client: width, h1: document.querySelectorAll('h1').length, nav: lines, wide: wide.join(' ') };
                }""");
        int scroll = ((Number) m.get("scroll")).intValue(), client = ((Number) m.get("client")).intValue();
        int h1 = ((Number) m.get("h1")).intValue(), nav = ((Number) m.get("nav")).intValue();
        figures.add(path + ": " + scroll + " px, nav " + nav + " line(s)");
        if (scroll > client) problems.add(path + " scrolls sideways: " + scroll + " px wide in " + client + " (widest: " + m.get("wide") + ")");
        if (h1 != 1) problems.add(path + " has " + h1 + " <h1> elements");
        if (nav > 2) problems.add(path + ": the nav wraps to " + nav + " lines");
        for (String v : Axe.violations(page, AXE_RULES)) problems.add(path + ": " + v);
        if (screenshotName != null) screenshot(page, screenshotName);
    }
}
