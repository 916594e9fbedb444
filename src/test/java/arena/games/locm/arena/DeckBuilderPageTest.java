package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Seeds;
import arena.support.TestArena;
import arena.support.WebSession;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The 1.5 deck builder page: the coming round's pool, the live check with curve and types, and each rule said on the page. */
class DeckBuilderPageTest {

    static String deck(int... extra) {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 15; i++) {
            ids.add(String.valueOf(i));
            ids.add(String.valueOf(i));
        }
        for (int x : extra) ids.add(String.valueOf(x));
        return String.join(" ", ids);
    }

    /** A LOCM 1.5 contest of seed 31 with the team "decker" enrolled, and that team logged in. */
    private static WebSession deckerIn(TestArena arena, String slug) throws Exception {
        arena.createTeam("decker", "password1");
        SocketErrorCodes.createContest(arena, slug, "locm15", Map.of("seed", 31));
        arena.enroll(slug, "decker");
        return new WebSession(arena).login("team", "decker", "password1");
    }

    @Test
    void aTeamBuildsAndSavesItsDeck() throws Exception {
        try (TestArena arena = TestArena.start()) {
            WebSession web = deckerIn(arena, "db");
            String fp = Pool.of(Seeds.derive(Seeds.derive(31, 1), 0)).fingerprint();
            HttpResponse<String> page = web.get("/contests/db/entry");
            assertEquals(200, page.statusCode(), page.body());
            assertTrue(page.body().contains(fp), "the coming round's pool");
            assertEquals(120, page.body().split("class=\"lc-row").length - 1, "the whole pool");
            assertTrue(page.body().contains("No deck saved yet."));
            String token = web.csrf("/contests/db/entry");

            HttpResponse<String> check = web.htmx("/contests/db/entry/check", Map.of("_csrf", token, "pool", fp, "deck", deck(0)));
            assertEquals(200, check.statusCode());
            assertTrue(!check.body().contains("<html"), "the fragment only");
            assertTrue(check.body().contains("<strong>31</strong> / <span>30</span> cards"), check.body());
            assertTrue(check.body().contains("card 0 is in the deck 3 times; a deck may hold at most 2 copies of a card"));
            assertTrue(check.body().contains("Mana curve") && check.body().contains("lc-bar"));
            assertTrue(check.body().contains("<p id=\"lc-summary\" hx-swap-oob=\"true\">") && check.body().contains("not valid yet (2 problems"),
                    "the bar's summary, out of band: " + check.body());

            HttpResponse<String> tooMany = web.post("/contests/db/entry", Map.of("_csrf", token, "pool", fp, "deck", deck(40)));
            assertEquals(400, tooMany.statusCode());
            assertTrue(tooMany.body().contains("The deck has 31 cards; it must have exactly 30."), "the rule, said on the page");
            HttpResponse<String> notInPool = web.post("/contests/db/entry", Map.of("_csrf", token, "pool", fp, "deck", deck().replaceFirst("^0 ", "130 ")));
            assertTrue(notInPool.body().contains("Card 130 is not in this round&#39;s pool"), notInPool.body());
            HttpResponse<String> stale = web.post("/contests/db/entry", Map.of("_csrf", token, "pool", "00000000", "deck", deck()));
            assertTrue(stale.body().contains("another round&#39;s card pool"));

            assertEquals(303, web.post("/contests/db/entry", Map.of("_csrf", token, "pool", fp, "deck", deck())).statusCode());
            assertEquals("pool " + fp + ": " + deck(), arena.app.contests().entry("db", arena.app.contests().teamId("decker").orElseThrow()).orElseThrow());
            HttpResponse<String> again = web.get("/contests/db/entry");
            assertTrue(again.body().contains("Saved. It counts for round 1 only: every round draws a new card pool"), "the save message is LOCM 1.5's");
            assertTrue(again.body().contains("A deck is saved for this pool."));
            assertTrue(again.body().contains(">" + deck() + "</textarea>"), "the saved deck is in the builder");
        }
    }

    @Test
    void afterARoundTheSavedDeckIsStillShownWithWhyItWillNotBePlayed() throws Exception {
        try (TestArena arena = TestArena.start()) {
            WebSession web = deckerIn(arena, "dr");
            TestArena.expect(201, arena.api("POST", "/api/contests/dr/enrollments", Map.of("houseBot", "greedy")));
            String first = Pool.of(Seeds.derive(Seeds.derive(31, 1), 0)).fingerprint(), second = Pool.of(Seeds.derive(Seeds.derive(31, 2), 0)).fingerprint();
            assertTrue(web.get("/contests/dr/entry").body().contains("counts for <span class=\"entry-counts\">round 1 only: every round draws a new card pool,"
                    + " so once round 1 has started, build your deck for round 2 here</span>"), "the page says for which round a deck counts");
            assertEquals(303, web.post("/contests/dr/entry", Map.of("_csrf", web.csrf("/contests/dr/entry"), "pool", first, "deck", deck())).statusCode());

            arena.startRound("dr");
            String page = web.get("/contests/dr/entry").body();
            assertTrue(page.contains(second), "the builder shows round 2's pool");
            assertTrue(page.contains("class=\"lc-saved-status warning\"") && page.contains("Your saved deck will not be played in round <span>2</span>:"), page);
            assertTrue(page.contains("this deck was built for another round&#39;s card pool (" + first + "); the coming round&#39;s pool is " + second), "and why");
            assertTrue(page.contains(">" + deck() + "</textarea>"), "the saved deck is still in the box, not an empty one");
            assertTrue(page.contains("in this pool they are other cards"), "whose numbers now name other cards");
        }
    }

    @Test
    void withoutScriptsARowsPickButtonPutsItsCardInOrTakesItOut() throws Exception {
        try (TestArena arena = TestArena.start()) {
            WebSession web = deckerIn(arena, "dp");
            String fp = Pool.of(Seeds.derive(Seeds.derive(31, 1), 0)).fingerprint();
            String token = web.csrf("/contests/dp/entry");
            String in = web.post("/contests/dp/entry/check", Map.of("_csrf", token, "pool", fp, "deck", "3 5 5", "toggle", "7")).body();
            assertTrue(in.contains("<html") && in.contains(">3 5 5 7</textarea>"), "card 7 comes in: " + in);
            assertTrue(in.contains("aria-pressed=\"true\" aria-label=\"Card 7\""), "its row is picked");
            String out = web.post("/contests/dp/entry/check", Map.of("_csrf", token, "pool", fp, "deck", "3 5 5 7", "toggle", "5")).body();
            assertTrue(out.contains(">3 7</textarea>"), "both copies of card 5 go out");
        }
    }
}
