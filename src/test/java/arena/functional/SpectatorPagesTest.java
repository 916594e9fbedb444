package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.Await;
import arena.support.TestArena;
import arena.support.WebSession;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** What spectators' pages cost: bounded contest pages, polls that send nothing when nothing changed, boards drawn once. */
class SpectatorPagesTest {
    private TestArena arena;

    @BeforeEach
    void start() throws Exception {
        arena = TestArena.start();
    }

    @AfterEach
    void stop() {
        arena.close();
    }

    private static int elements(String html) {
        return (int) Pattern.compile("<[a-zA-Z]").matcher(html).results().count();
    }

    private static int bytes(String html) {
        return html.getBytes(StandardCharsets.UTF_8).length;
    }

    /** The version a live part names in its poll address. */
    private static String pollVersion(String html, String id) {
        Matcher m = Pattern.compile("id=\"" + id + "\"[^>]*hx-get=\"[^\"]*\\?v=([^\"]+)\"|hx-get=\"[^\"]*\\?v=([^\"]+)\"[^>]*id=\"" + id + "\"").matcher(html);
        assertTrue(m.find(), "the part " + id + " polls with its version: " + html);
        return m.group(1) != null ? m.group(1) : m.group(2);
    }

    @Test
    void theContestPageStaysSmallWhateverTheRoundsAndTeams() throws Exception {
        // 60 teams play 6 rounds of at least 1,770 matches each (every pair meets); the page showed every match of every
        // round and a column per round: megabytes. Now: the standings with the last 3 rounds and the 5 newest rounds.
        arena.createContest("big", Map.of("turnMillis", 20, "turns", 1, "rounds", 6, "selfSignup", false));
        for (int i = 0; i < 60; i++) {
            arena.createTeam("team" + i, "password-" + i);
            arena.enroll("big", "team" + i);
        }
        for (int round = 1; round <= 6; round++) {
            arena.startRound("big");
            arena.awaitContest("big", round == 6 ? "finished" : "open", round, 120_000);
        }
        WebSession visitor = new WebSession(arena);
        String page = visitor.get("/contests/big").body();
        assertTrue(bytes(page) < 100_000, "the contest page is " + bytes(page) + " bytes");
        assertTrue(elements(page) < 3_000, "the contest page has " + elements(page) + " elements");
        assertTrue(page.contains(">R6<") && page.contains(">R4<") && !page.contains(">R3<"), "the last three rounds are shown");
        assertTrue(page.contains("All 6 rounds") && page.contains("Full table"), "the full lists are one click away");

        String standings = visitor.get("/contests/big/standings").body();
        assertEquals(50, Pattern.compile("<tr>\\s*<td>").matcher(standings).results().count(), "fifty teams a page");
        assertTrue(standings.contains(">R1<") && standings.contains(">R6<"), "the full table has every round of its window");
        assertEquals(10, Pattern.compile("<tr>\\s*<td>").matcher(visitor.get("/contests/big/standings?page=2").body()).results().count());

        int matches = arena.api("GET", "/api/contests/big/rounds/1/matches", null).json().size();
        int pages = (matches + 99) / 100;
        assertTrue(matches >= 1770, "every pair of 60 teams meets: " + matches);
        String round = visitor.get("/contests/big/rounds/1").body();
        assertTrue(bytes(round) < 100_000, "a round's page is " + bytes(round) + " bytes");
        assertTrue(round.contains("page 1 of " + pages), matches + " matches, 100 a page");
        assertEquals(200, visitor.get("/contests/big/rounds/1?page=" + pages).statusCode());
        assertEquals(400, visitor.get("/contests/big/rounds/1?page=x").statusCode());
        assertEquals(404, visitor.get("/contests/big/rounds/99").statusCode());
        assertTrue(visitor.get("/contests/big/rounds").body().contains("Round 6"));
    }

    @Test
    void livePartsAnswerNoContentWhileNothingChanged() throws Exception {
        arena.createTeam("watcher-a", "password-a");
        arena.createTeam("watcher-b", "password-b");
        arena.createContest("quiet", Map.of("turnMillis", 600_000));
        arena.enroll("quiet", "watcher-a");
        WebSession visitor = new WebSession(arena);
        String page = visitor.get("/contests/quiet").body();
        String results = pollVersion(page, "contest-results");
        String status = pollVersion(page, "contest-status");
        assertEquals(204, visitor.get("/contests/quiet/live?v=" + results).statusCode(), "no match ended, no team joined");
        assertEquals(204, visitor.get("/contests/quiet/status?v=" + status).statusCode());
        assertEquals(200, visitor.get("/contests/quiet/live").statusCode(), "a page that names no version gets the part");

        arena.enroll("quiet", "watcher-b");
        // the results' version is read at most once a second
        Await.until("the live part tells of the team that joined", 30_000,
                () -> visitor.get("/contests/quiet/live?v=" + results).statusCode() == 200);
        HttpResponse<String> changed = visitor.get("/contests/quiet/live?v=" + results);
        assertEquals(200, changed.statusCode(), "a team joined");
        assertTrue(changed.body().contains("watcher-b"));
        assertTrue(!pollVersion(changed.body(), "contest-results").equals(results), "the new part polls with its new version");

        String home = visitor.get("/").body();
        String homeVersion = pollVersion(home, "home-live");
        assertEquals(204, visitor.get("/live?v=" + homeVersion).statusCode());
        arena.startRound("quiet");
        assertEquals(200, visitor.get("/live?v=" + homeVersion).statusCode(), "a round started");
        assertEquals(200, visitor.get("/contests/quiet/status?v=" + status).statusCode(), "a round started");
    }

    @Test
    void aBoardIsAnsweredFromItsVersionAndOffersWhatComesNext() throws Exception {
        arena.createTeam("left", "password-l");
        arena.createTeam("right", "password-r");
        // turns that never end by themselves: the board is live when read, however loaded the machine; the test ends them
        // by hand once it has read the live board (before, 8 s of real turns, issue 45)
        arena.createContest("boards", Map.of("turnMillis", 600_000, "turns", 20));
        arena.enroll("boards", "left");
        arena.enroll("boards", "right");
        arena.startRound("boards");
        long match = arena.api("GET", "/api/contests/boards/rounds/1/matches", null).json().get(0).get("id").asLong();
        HttpClient http = HttpClient.newHttpClient();
        URI board = URI.create(arena.base() + "/matches/" + match + "/board");
        HttpResponse<String> first = http.send(HttpRequest.newBuilder(board).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, first.statusCode());
        String etag = first.headers().firstValue("ETag").orElse(null);
        assertNotNull(etag, "a live board has an entity tag");
        HttpResponse<String> again = http.send(HttpRequest.newBuilder(board).header("If-None-Match", etag).build(), HttpResponse.BodyHandlers.ofString());
        if (again.headers().firstValue("ETag").orElse("").equals(etag)) {
            assertEquals(304, again.statusCode(), "the same turn: not modified");
            assertEquals("", again.body());
        }
        String v = pollVersion(first.body(), "board");
        assertEquals(v, etag.replace("\"", ""), "the board polls with the version it shows");

        arena.playOutRound("boards");
        arena.awaitContest("boards", "finished", 1, 60_000);
        HttpResponse<String> last = http.send(HttpRequest.newBuilder(URI.create(board + "?v=" + v)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(286, last.statusCode(), "a finished board stops the polling");
        assertTrue(last.body().contains("id=\"after-match\"") && last.body().contains("hx-swap-oob"), "the part below the board is swapped in");
        assertTrue(last.body().contains("/matches/" + match + "/replay"), "with the replay link, no reload needed");
        String page = new WebSession(arena).get("/matches/" + match).body();
        assertTrue(page.contains("id=\"replay-link\""), page);
    }
}
