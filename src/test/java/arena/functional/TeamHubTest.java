package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Samples;
import arena.store.EntryStore;
import arena.support.BotClient;
import arena.support.TestArena;
import arena.support.WebSession;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The team page is the student's hub: for each contest of the team, where the contest is, where the team stands, its
 * bot now, its entry and whether it will be played, its latest matches with their links, and a bot ready to start.
 * The team's history opens on the contest it last played in. One arena for all: a Tally contest of two rounds played
 * against house bots, and two newer contests the team has not played in yet (Kieszostwory, LOCM 1.5).
 */
class TeamHubTest {
    private static final String TEAM = "hubteam";
    private static final String PASSWORD = "hub-password";
    private static TestArena arena;
    private static WebSession team;

    @BeforeAll
    static void twoRoundsPlayedAndTwoContestsToCome() throws Exception {
        arena = TestArena.start();
        arena.createTeam(TEAM, PASSWORD);
        // an hour of registration between rounds: the page has a next round to announce, and no round starts by itself
        arena.createContest("hub", Map.of("turnMillis", 30, "turns", 2, "rounds", 0, "registrationMillis", 3_600_000));
        arena.enroll("hub", TEAM);
        for (String bot : List.of("steady", "greedy")) TestArena.expect(201, arena.api("POST", "/api/contests/hub/enrollments", Map.of("houseBot", bot)));
        for (int round = 1; round <= 2; round++) {
            arena.startRound("hub");
            arena.awaitContest("hub", "open", round, 30_000);
        }
        arena.app.contests().saveEntry("hub", teamId(), "start 2");

        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "hubkz", "title", "Creature cup", "game", "kieszostwory", "settings", Map.of())));
        arena.enroll("hubkz", TEAM);
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "hubdeck", "title", "Deck cup", "game", "locm15", "settings", Map.of("seed", 3))));
        arena.enroll("hubdeck", TEAM);
        team = new WebSession(arena).login("team", TEAM, PASSWORD);
    }

    @AfterAll
    static void stop() {
        if (arena != null) arena.close();
    }

    private static long teamId() {
        return arena.app.contests().teamId(TEAM).orElseThrow();
    }

    /** The card of one contest on the team's page. */
    private static String card(String slug) throws Exception {
        String page = team.get("/team").body();
        int at = page.indexOf("id=\"hub-" + slug + "\"");
        assertTrue(at >= 0, "a card for " + slug + " in " + page);
        int end = page.indexOf("</article>", at);
        return page.substring(at, end);
    }

    /** The text a person reads: no tags, entities as their characters, white space as single spaces. */
    private static String squeezed(String html) {
        return html.replaceAll("<[^>]+>", "").replace("&middot;", "·").replace("&quot;", "\"").replace("&#39;", "'").replace("&amp;", "&")
                .replaceAll("\\s+", " ");
    }

    @Test
    void eachContestHasACardWithWhereItStands() throws Exception {
        String page = team.get("/team").body();
        assertTrue(page.indexOf("id=\"hub-hubdeck\"") < page.indexOf("id=\"hub-hubkz\"") && page.indexOf("id=\"hub-hubkz\"") < page.indexOf("id=\"hub-hub\""),
                "newest contest first");
        assertEquals(1, page.split("<h1", -1).length - 1, "one h1");

        String hub = squeezed(card("hub"));
        assertTrue(hub.contains("open") && hub.matches(".*Next round at \\d\\d:\\d\\d:\\d\\d \\(in (59|60) min\\)\\..*"), hub);
        JsonNode mine = null;
        for (JsonNode row : arena.api("GET", "/api/contests/hub/standings", null).json()) if (row.get("team").asText().equals(TEAM)) mine = row;
        String points = mine.get("points").asDouble() == Math.rint(mine.get("points").asDouble())
                ? String.valueOf(mine.get("points").asLong()) : String.format(java.util.Locale.ROOT, "%.2f", mine.get("points").asDouble());
        assertTrue(hub.contains("Rank " + mine.get("rank").asInt() + " of 3 · " + points + " points."), "rank and points as the standings say: " + hub);

        String kz = squeezed(card("hubkz"));
        assertTrue(kz.contains("Next round: when the instructor starts it."), kz);
        assertTrue(kz.contains("No round of your team is scored yet."), "no 'Rank 1, 0 points' before a round: " + kz);
    }

    @Test
    void theLatestFiveMatchesLinkTheirBoardReplayAndTheTeamsLog() throws Exception {
        List<Long> theirs = new ArrayList<>();
        for (int round = 1; round <= 2; round++) {
            for (JsonNode m : arena.api("GET", "/api/contests/hub/rounds/" + round + "/matches", null).json()) {
                if (m.get("seats").toString().contains("\"" + TEAM + "\"")) theirs.add(m.get("id").asLong());
            }
        }
        assertEquals(8, theirs.size(), "two matches against each of two house bots, twice");
        theirs.sort(Comparator.reverseOrder());

        String hub = card("hub");
        List<Long> shown = new ArrayList<>();
        Matcher board = Pattern.compile("href=\"/matches/(\\d+)\"").matcher(hub);
        while (board.find()) shown.add(Long.parseLong(board.group(1)));
        assertEquals(theirs.subList(0, 5), shown, "the five latest, newest first");
        for (long id : shown) {
            assertTrue(hub.contains("href=\"/matches/" + id + "/replay\""), "replay of " + id);
            assertTrue(hub.contains("href=\"/matches/" + id + "#log-" + TEAM + "\""), "the team's log of " + id);
        }
        assertTrue(hub.contains("href=\"/teams/" + TEAM + "?contest=hub\""), "the whole history");
        String match = team.get("/matches/" + shown.get(0)).body();
        assertTrue(match.contains("id=\"log-" + TEAM + "\""), "the log link lands on the team's log");
        assertTrue(squeezed(card("hubkz")).contains("Latest matches None yet."));
    }

    @Test
    void theEntryIsShownWithAWarningWhenItWillNotBePlayed() throws Exception {
        String hub = squeezed(card("hub"));
        assertTrue(hub.matches(".*Your entry Saved \\d+ \\w+ \\d\\d:\\d\\d: it is played in round 3\\. Open the entry builder.*"), hub);
        assertTrue(card("hub").contains("href=\"/contests/hub/entry\""));

        // Kieszostwory: a team with no creature team sits the round out (Game.playsRoundWith)
        String kz = squeezed(card("hubkz"));
        assertTrue(kz.contains("Your Kieszostwory team Your team will not play round 1: it has no Kieszostwory team saved."), kz);
        assertTrue(card("hubkz").contains("class=\"hub-warning\"") && card("hubkz").contains("href=\"/contests/hubkz/entry\""));

        // LOCM 1.5: no deck is no warning (the bot builds one); a deck saved for another round's pool is not played
        String deck = squeezed(card("hubdeck"));
        assertTrue(deck.contains("No deck saved for round 1.") && !card("hubdeck").replaceAll("(?s)<p[^>]*practice-asks.*?</p>", "").contains("hub-warning"), deck);
        long contest = arena.app.contests().find("hubdeck").orElseThrow().id();
        EntryStore entries = new EntryStore(arena.app.database());
        // as a deck saved before a round is left when the next round's pool is drawn (the game refuses it now)
        entries.saveEntry(contest, teamId(), "pool 00000000: " + "1 ".repeat(30).strip());
        deck = squeezed(card("hubdeck"));
        assertTrue(deck.contains("Your saved deck will not be played in round 1: this deck was built for another round's card pool (00000000)"), deck);

        // an entry the game cannot play at all (no creature it knows) has the team sit out, and says why
        entries.saveEntry(arena.app.contests().find("hubkz").orElseThrow().id(), teamId(), "999 999 0 0 0 0");
        kz = squeezed(card("hubkz"));
        assertTrue(kz.contains("Your team will not play round 1: its saved Kieszostwory team cannot be played: "), kz);
    }

    @Test
    void theBotsConnectionIsShownPerContestAndFollowed() throws Exception {
        assertTrue(card("hub").contains("hx-get=\"/team/bots/hub\""), "the line is polled");
        assertTrue(squeezed(card("hub")).contains("Your bot Not connected · last command: none since the arena started"));
        try (BotClient bot = arena.bot(TEAM, PASSWORD)) {
            assertEquals("OK", bot.command("CONTEST hub"));
            String line = squeezed(team.get("/team/bots/hub").body());
            assertTrue(line.contains("Connected (1 connection)"), line);
            assertTrue(squeezed(team.get("/team/bots/hubkz").body()).contains("Not connected"), "only where it is connected");
        }
        assertEquals(404, team.get("/team/bots/nowhere").statusCode());
        arena.createContest("hubother", Map.of());
        assertEquals(404, team.get("/team/bots/hubother").statusCode(), "not a contest of the team");
    }

    @Test
    void aReadyToRunStartWithTheStarterBotAndNoPassword() throws Exception {
        String kz = card("hubkz");
        for (String fact : List.of("<dt>Host</dt><dd><code>localhost</code>", "<dt>Bot port</dt><dd><code>" + arena.app.botPort() + "</code>",
                "<dt>Team</dt><dd><code>" + TEAM + "</code>", "<dt>Contest</dt><dd><code>hubkz</code>")) {
            assertTrue(kz.contains(fact), fact + " in " + kz);
        }
        assertTrue(kz.contains("href=\"/games/kieszostwory/starter?lang=python\" download=\"bot.py\""), kz);
        assertTrue(kz.contains("href=\"/games/kieszostwory/starter?lang=java\" download=\"Bot.java\""), kz);
        assertTrue(kz.contains("href=\"/games/kieszostwory/starter?lang=cpp\" download=\"bot.cpp\""), kz);
        assertTrue(kz.contains("href=\"/games/kieszostwory/starter?lang=javascript\" download=\"bot.js\""), kz);
        String args = " localhost " + arena.app.botPort() + " " + TEAM + " hubkz";
        assertTrue(kz.contains("read -rs ARENA_PASSWORD &amp;&amp; export ARENA_PASSWORD &amp;&amp; python3 bot.py" + args), kz);
        assertTrue(kz.contains("export ARENA_PASSWORD &amp;&amp; java Bot.java" + args), kz);
        assertTrue(kz.contains("export ARENA_PASSWORD &amp;&amp; g++ -O2 -std=c++17 -o bot bot.cpp &amp;&amp; ./bot" + args), kz);
        assertTrue(kz.contains("export ARENA_PASSWORD &amp;&amp; node bot.js" + args), kz);
        assertTrue(kz.contains("$env:ARENA_PASSWORD = (New-Object System.Net.NetworkCredential(&#39;&#39;, (Read-Host &#39;Password&#39; -AsSecureString))).Password; python bot.py" + args), kz);
        assertTrue(kz.contains("-lws2_32; if ($?) { .\\bot.exe" + args + " }"), kz);
        assertFalse(card("hub").contains("Download"), "the test game ships no starter: none is offered");
        assertFalse(team.get("/team").body().contains(PASSWORD), "the password is never on the page");

        for (var lang : List.of(List.of("", "bot.py"), List.of("?lang=python", "bot.py"), List.of("?lang=java", "Bot.java"),
                List.of("?lang=cpp", "bot.cpp"), List.of("?lang=javascript", "bot.js"))) {
            var file = new WebSession(arena).get("/games/kieszostwory/starter" + lang.get(0));
            assertEquals(200, file.statusCode(), lang.toString());
            assertEquals("attachment; filename=\"" + lang.get(1) + "\"", file.headers().firstValue("Content-Disposition").orElseThrow());
            assertEquals(Samples.text("/samples/kieszostwory/" + lang.get(1)), file.body());
        }
        var unknown = new WebSession(arena).get("/games/kieszostwory/starter?lang=rust");
        assertEquals(400, unknown.statusCode());
        assertTrue(unknown.body().contains("python, java, cpp, javascript"), "the refusal lists the four: " + unknown.body());
        assertEquals(404, new WebSession(arena).get("/games/tally/starter").statusCode());
        String guide = new WebSession(arena).get("/bots").body();
        for (String game : List.of("vestrock", "pizzacraft", "kieszostwory")) {
            for (String l : List.of("python", "java", "cpp", "javascript")) {
                assertTrue(guide.contains("href=\"/games/" + game + "/starter?lang=" + l + "\""), game + " " + l + " on /bots");
            }
            String rules = new WebSession(arena).get("/games/" + game).body();
            assertTrue(rules.contains("href=\"/games/" + game + "/starter?lang=cpp\""), game + "'s rules page offers the four");
        }
    }

    @Test
    void theHistoryOpensOnTheContestLastPlayedWithItsTabsTogetherAndOneHeading() throws Exception {
        String page = new WebSession(arena).get("/teams/" + TEAM).body();
        assertEquals(1, page.split("<h1", -1).length - 1, "one h1");
        assertTrue(page.contains("<nav class=\"contest-tabs\""), page);
        assertTrue(page.matches("(?s).*<a href=\"/teams/" + TEAM + "\\?contest=hub\" aria-current=\"page\" class=\"current\">.*"), "the Tally contest, played in last: " + page);
        assertTrue(squeezed(page).contains("In Contest hub: rank "), "its standing, not an empty contest's");
        assertTrue(page.contains("href=\"/matches/"), "its matches");
        String newest = new WebSession(arena).get("/teams/" + TEAM + "?contest=hubkz").body();
        assertTrue(squeezed(newest).contains("no round of this team is scored yet."), "a contest not played yet says so");
    }
}
