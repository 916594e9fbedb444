package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Seeds;
import arena.support.TestArena;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The 1.5 deck builder page: the coming round's pool, the live check with curve and types, and each rule said on the page. */
class DeckBuilderPageTest {
    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");
    private final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();

    private HttpResponse<String> get(TestArena arena, String path) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(arena.base() + path)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> post(TestArena arena, String path, Map<String, String> form) throws Exception {
        String body = form.entrySet().stream().map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        return http.send(HttpRequest.newBuilder(URI.create(arena.base() + path)).header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private String csrf(TestArena arena, String path) throws Exception {
        Matcher m = CSRF.matcher(get(arena, path).body());
        assertTrue(m.find());
        return m.group(1);
    }

    static String deck(int... extra) {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 15; i++) {
            ids.add(String.valueOf(i));
            ids.add(String.valueOf(i));
        }
        for (int x : extra) ids.add(String.valueOf(x));
        return String.join(" ", ids);
    }

    @Test
    void aTeamBuildsAndSavesItsDeck() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("decker", "password1");
            SocketErrorCodesTest.createContest(arena, "db", "locm15", Map.of("seed", 31));
            arena.enroll("db", "decker");
            String fp = Pool.of(Seeds.derive(31, 1)).fingerprint();
            assertEquals(303, post(arena, "/login", Map.of("_csrf", csrf(arena, "/login"), "as", "team", "name", "decker", "password", "password1")).statusCode());
            HttpResponse<String> page = get(arena, "/contests/db/entry");
            assertEquals(200, page.statusCode(), page.body());
            assertTrue(page.body().contains(fp), "the coming round's pool");
            assertEquals(120, page.body().split("class=\"lc-row").length - 1, "the whole pool");
            assertTrue(page.body().contains("No deck saved yet."));
            String token = csrf(arena, "/contests/db/entry");

            HttpResponse<String> check = post(arena, "/contests/db/entry/check", Map.of("_csrf", token, "pool", fp, "deck", deck(0)));
            assertEquals(200, check.statusCode());
            assertTrue(!check.body().contains("<html"), "the fragment only");
            assertTrue(check.body().contains("<strong>31</strong> / <span>30</span> cards"), check.body());
            assertTrue(check.body().contains("card 0 is in the deck 3 times; a deck may hold at most 2 copies of a card"));
            assertTrue(check.body().contains("Mana curve") && check.body().contains("lc-bar"));

            HttpResponse<String> tooMany = post(arena, "/contests/db/entry", Map.of("_csrf", token, "pool", fp, "deck", deck(40)));
            assertEquals(400, tooMany.statusCode());
            assertTrue(tooMany.body().contains("The deck has 31 cards; it must have exactly 30."), "the rule, said on the page");
            HttpResponse<String> notInPool = post(arena, "/contests/db/entry", Map.of("_csrf", token, "pool", fp, "deck", deck().replaceFirst("^0 ", "130 ")));
            assertTrue(notInPool.body().contains("Card 130 is not in this round&#39;s pool"), notInPool.body());
            HttpResponse<String> stale = post(arena, "/contests/db/entry", Map.of("_csrf", token, "pool", "00000000", "deck", deck()));
            assertTrue(stale.body().contains("another round&#39;s card pool"));

            assertEquals(303, post(arena, "/contests/db/entry", Map.of("_csrf", token, "pool", fp, "deck", deck())).statusCode());
            assertEquals("pool " + fp + ": " + deck(), arena.app.contests().entry("db", arena.app.contests().teamId("decker").orElseThrow()).orElseThrow());
            HttpResponse<String> again = get(arena, "/contests/db/entry");
            assertTrue(again.body().contains("A deck is saved for this pool."));
            assertTrue(again.body().contains(">" + deck() + "</textarea>"), "the saved deck is in the builder");
        }
    }
}
