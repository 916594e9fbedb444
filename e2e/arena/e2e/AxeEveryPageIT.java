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
 * Pages everyone can use (issue 29): axe-core finds no violation of impact serious or critical, of any of its rules, on
 * the pages of the site map, a live board and a replay of every game among them, at 1280 px and at 390 px, logged out,
 * as a team and as the instructor. Also: a skip link is
 * the first tab stop, headings go in order, and on a phone no text is under 12 px.
 */
class AxeEveryPageIT extends BrowserTest {
    private static final List<String> PUBLIC = List.of("/", "/contests/axe", "/contests/axe/standings", "/contests/axe/rounds",
            "/contests/axe/rounds/1", "/login", "/signup", "/bots", "/games/vestrock", "/games/kieszostwory", "/games/pizzacraft",
            "/games/locm12", "/games/locm15", "/teams/axe-team", "/there-is-no-such-page");

    @Test
    void noSeriousViolationAtEitherWidthForAnyone() throws Exception {
        // boxes can reach the data folder: the sandbox is usable, so the team page shows the hosted bot's code editor
        java.nio.file.Files.setPosixFilePermissions(arena.dataDir, java.nio.file.attribute.PosixFilePermissions.fromString("rwx--x--x"));
        assertTrue(arena.api("GET", "/api/languages", null).json().toString().contains("\"available\":true"),
                "the sandbox is usable: " + arena.api("GET", "/api/languages", null).json());
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "axe", "title", "Axe cup", "game", "vestrock",
                "settings", Map.of("turnMillis", 40, "turnsPerMatch", 6, "seed", 9, "rounds", 0))));
        arena.createTeam("axe-team", "password1");
        arena.enroll("axe", "axe-team");
        TestArena.expect(201, arena.api("POST", "/api/contests/axe/enrollments", Map.of("houseBot", "greedy")));
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "axe-deck", "title", "Axe decks", "game", "locm15",
                "settings", Map.of("seed", 3))));
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "axe-kz", "title", "Axe creatures", "game", "kieszostwory",
                "settings", Map.of())));
        arena.enroll("axe-deck", "axe-team");
        arena.enroll("axe-kz", "axe-team");
        arena.startRound("axe");
        arena.awaitContest("axe", "open", 1, 60_000);
        long match = arena.api("GET", "/api/contests/axe/rounds/1/matches", null).json().get(0).get("id").asLong();
        List<String> pages = new ArrayList<>(PUBLIC);
        pages.add("/matches/" + match);
        pages.add("/matches/" + match + "/replay?step=2");
        pages.addAll(aLiveBoardAndAReplayOfEveryGame());

        List<String> problems = new ArrayList<>();
        for (int width : new int[] {1280, 390}) {
            Page visitor = personWithAxe(width);
            for (String path : pages) check(visitor, path, width, "visitor", problems);
            Page team = personWithAxe(width);
            logInAsTeam(team, "axe-team", "password1");
            for (String path : List.of("/team", "/contests/axe-deck/entry", "/contests/axe-kz/entry", "/contests/axe")) {
                check(team, path, width, "team", problems);
                if (path.equals("/team") && team.locator(".CodeMirror").count() == 0) {
                    problems.add(width + " px, team, /team: no code editor was checked (the hosted bot's box is missing)");
                }
            }
            Page instructor = personWithAxe(width);
            logInAsInstructor(instructor);
            for (String path : List.of("/console", "/console/contests/axe", "/console/contests/axe-deck")) {
                check(instructor, path, width, "instructor", problems);
            }
        }
        assertTrue(problems.isEmpty(), problems.size() + " problems:\n" + String.join("\n", problems));
    }

    /** A person on a phone (390 px) or a laptop, with axe in every page they open. */
    private Page personWithAxe(int width) {
        Page person = width == 390 ? newPhone() : newPerson(width, 900);
        Axe.inEveryPageOf(person.context());
        return person;
    }

    /**
     * The boards of every game, as a match is watched (a match of slow turns, still running while the pages are
     * checked) and replayed (a quick match, finished): house bots play both.
     */
    private static List<String> aLiveBoardAndAReplayOfEveryGame() throws InterruptedException {
        Map<String, Map<String, Object>> live = new LinkedHashMap<>(), quick = new LinkedHashMap<>();
        live.put("vestrock", Map.of("turnMillis", 1000, "turnsPerMatch", 400, "seed", 21));
        quick.put("vestrock", Map.of("turnMillis", 40, "turnsPerMatch", 8, "seed", 21, "rounds", 1));
        live.put("pizzacraft", Map.of("turnMillis", 1000, "turnsPerMatch", 400, "seed", 21));
        quick.put("pizzacraft", Map.of("turnMillis", 40, "turnsPerMatch", 16, "seed", 21, "rounds", 1));
        live.put("kieszostwory", Map.of("turnMillis", 1000, "seed", 5));
        quick.put("kieszostwory", Map.of("turnMillis", 40, "maxTurns", 12, "seed", 5, "rounds", 1));
        // LOCM house bots answer once per tick: a time factor that keeps every tick within the limits
        for (String locm : List.of("locm12", "locm15")) {
            live.put(locm, Map.of("turnMillis", 1000, "timeFactor", 20, "seed", 17));
            quick.put(locm, Map.of("turnMillis", 40, "timeFactor", 20, "seed", 17, "rounds", 1));
        }
        List<String> slugs = new ArrayList<>();
        for (String game : live.keySet()) {
            for (String kind : List.of("live", "quick")) {
                String slug = "axe-" + kind + "-" + game;
                TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", slug, "title", "Axe " + kind + " " + game, "game", game,
                        "settings", (kind.equals("live") ? live : quick).get(game))));
                String[] bots = game.equals("pizzacraft") ? new String[] {"economy", "random"} : new String[] {"greedy", "random"};
                List<String> teams = new ArrayList<>();
                for (String bot : bots) {
                    teams.add(TestArena.expect(201, arena.api("POST", "/api/contests/" + slug + "/enrollments", Map.of("houseBot", bot))).json().get("team").asText());
                }
                if (game.equals("kieszostwory")) awaitEntries(slug, teams);
                slugs.add(slug);
            }
        }
        for (String slug : slugs) arena.startRound(slug);
        List<String> pages = new ArrayList<>();
        for (String slug : slugs) {
            if (slug.startsWith("axe-quick-")) arena.awaitContest(slug, "finished", 1, 90_000);
            long id = arena.api("GET", "/api/contests/" + slug + "/rounds/1/matches", null).json().get(0).get("id").asLong();
            pages.add(slug.startsWith("axe-live-") ? "/matches/" + id : "/matches/" + id + "/replay?step=3");
        }
        return pages;
    }

    private static void check(Page page, String path, int width, String who, List<String> problems) {
        page.navigate(path);
        awaitSettled(page);
        String where = width + " px, " + who + ", " + path + ": ";
        for (String v : Axe.serious(page)) problems.add(where + v);
        Object firstStop = page.evaluate("() => { const a = document.querySelector('a, button, input, select, textarea, [tabindex]'); "
                + "return a ? a.className + ' ' + a.getAttribute('href') : null; }");
        if (!String.valueOf(firstStop).startsWith("skip-link #content")) problems.add(where + "the first tab stop is not the skip link: " + firstStop);
        Object jumps = page.evaluate("() => { let last = 0; const bad = []; document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')"
                + ".forEach(h => { const n = +h.tagName[1]; if (last && n > last + 1) bad.push(h.tagName + ' ' + h.textContent.trim().slice(0, 30)); last = n; }); return bad; }");
        if (jumps instanceof List<?> l && !l.isEmpty()) problems.add(where + "headings skip a level: " + l);
        if (width == 390) {
            Object small = page.evaluate("() => { const out = []; const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT); "
                    + "while (walk.nextNode()) { const t = walk.currentNode; if (!t.textContent.trim()) continue; const e = t.parentElement; "
                    + "if (!e || e.closest('.visually-hidden, svg, script, style, [hidden]') || e.offsetParent === null) continue; "
                    + "const px = parseFloat(getComputedStyle(e).fontSize); if (px < 12) out.push(e.tagName + '.' + e.className + ' ' + px + 'px: ' + t.textContent.trim().slice(0, 20)); "
                    + "if (out.length > 5) break; } return out; }");
            if (small instanceof List<?> l && !l.isEmpty()) problems.add(where + "text under 12 px: " + l);
            // a board's SVG labels (Pizzacraft's map) as drawn: their font size times the picture's scale
            Object smallSvg = page.evaluate("() => [...document.querySelectorAll('.board-frame svg text')].filter(t => t.getBBox().width > 0)"
                    + ".map(t => [t.textContent, parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a]).filter(p => p[1] < 12)"
                    + ".slice(0, 5).map(p => p[0] + ' ' + p[1].toFixed(1) + 'px')");
            if (smallSvg instanceof List<?> l && !l.isEmpty()) problems.add(where + "board labels under 12 px: " + l);
        }
    }
}
