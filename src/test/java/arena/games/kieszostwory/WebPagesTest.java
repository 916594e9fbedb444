package arena.games.kieszostwory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The live board, the rules page and the team builder, over HTTP. */
class WebPagesTest {
    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");
    private final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();

    @Test
    void theBoardShowsBothDuelsAndStopsPollingWhenTheyEnd() throws Exception {
        try (TestArena arena = TestArena.start()) {
            SocketErrorCodesTest.createContest(arena, "kb", Map.of("turnMillis", 150, "maxTurns", 20));
            TestArena.expect(201, arena.api("POST", "/api/contests/kb/enrollments", Map.of("houseBot", "greedy")));
            TestArena.expect(201, arena.api("POST", "/api/contests/kb/enrollments", Map.of("houseBot", "random")));
            HouseBotRoundTest.awaitEntries(arena, "kb", 2);
            arena.startRound("kb");
            long id = TestArena.expect(200, arena.api("GET", "/api/contests/kb/rounds/1/matches", null)).json().get(0).get("id").asLong();
            Thread.sleep(1200);
            TestArena.Response page = arena.request("GET", "/matches/" + id, null, null);
            assertEquals(200, page.status(), page.body());
            for (String part : new String[] {"kz-board", "/static/kieszostwory.css", "kieszostwory-greedy", "kieszostwory-random", "HP", "of 6 healthy",
                    "Last move:", "Last events", "kz-hpbar", "is first", "score"}) {
                assertTrue(page.body().contains(part), "the page shows " + part + ":\n" + page.body());
            }
            arena.awaitContest("kb", "finished", 1, 60_000);
            TestArena.Response board = arena.request("GET", "/matches/" + id + "/board", null, null);
            assertEquals(286, board.status(), "a finished pairing stops the polling");
            assertTrue(board.body().contains("Final score"), board.body());
            assertTrue(board.body().contains("Match: ") && board.body().contains("Rematch: "), board.body());
            assertTrue(board.body().contains("fainted"), "fainted creatures are marked");
        }
    }

    @Test
    void theRulesPageExplainsTheGameInEnglishWithThePolishNamesAndTheProtocol() throws Exception {
        try (TestArena arena = TestArena.start()) {
            String page = arena.request("GET", "/games/kieszostwory", null, null).body();
            for (String part : new String[] {"pocket creatures", "kieszodolary", "rewanż", "WAIT_FOR_REGISTRATION", "NOTYET", "ENROLL_TEAM", "REMATCH WIN|LOSE|DRAW",
                    "GET_RIVALS", "GET_STATES", "FIGHT r k", "SWITCH r c", "creature has no PP", "bad rival", "Miotacz ognia", "Podkop", "Bulwazaur",
                    "Roślinny", "floor(DMG × ATK / DEF × TYPE × STAB)", "once per counted turn", "def decide(", "<strong>10000</strong>", "<strong>90</strong>"}) {
                assertTrue(page.contains(part), "the rules page shows " + part);
            }
            SocketErrorCodesTest.createContest(arena, "krules", Map.of("budget", 7000, "maxTurns", 40));
            String contest = arena.request("GET", "/games/kieszostwory?contest=krules", null, null).body();
            assertTrue(contest.contains("<strong>7000</strong>") && contest.contains("<strong>40</strong>"), "the contest's own settings");
        }
    }

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

    @Test
    void theTeamBuilderListsFiltersSortsChecksAndSaves() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("trainer", "password1");
            SocketErrorCodesTest.createContest(arena, "kbuild", Map.of());
            arena.enroll("kbuild", "trainer");
            assertEquals(303, post(arena, "/login", Map.of("_csrf", csrf(arena, "/login"), "as", "team", "name", "trainer", "password", "password1")).statusCode());
            String page = get(arena, "/contests/kbuild/entry").body();
            assertTrue(page.contains("Bulwazaur") && page.contains("Smok Praświata") && page.contains("Miotacz ognia"), "every creature with its moves");
            assertTrue(page.contains("<span class=\"saved\">none</span>"));
            String grass = get(arena, "/contests/kbuild/entry?type=4&sort=-price").body();
            assertTrue(grass.contains("Bulwodrzew") && !grass.contains("Płomiennik (1800)</td>") && !grass.contains("class=\"kz-cname\">Płomiennik<"), "filtered by type");
            assertTrue(grass.indexOf("kz-cname\">Bulwodrzew") < grass.indexOf("kz-cname\">Bulwiątko"), "dearest first");
            String token = csrf(arena, "/contests/kbuild/entry");

            Map<String, String> form = new LinkedHashMap<>();
            form.put("_csrf", token);
            form.put("slot1", "51");
            form.put("slot2", "30");
            form.put("slot3", "27");
            form.put("slot4", "37");
            String over = post(arena, "/contests/kbuild/entry/check", form).body();
            assertTrue(over.contains("10600") && over.contains("over by 600") && over.contains("Not valid: the team costs 10600 kieszodolary"), over);
            assertTrue(!over.contains("<html"), "the check is the fragment only");
            HttpResponse<String> refused = post(arena, "/contests/kbuild/entry", form);
            assertEquals(400, refused.statusCode());
            assertTrue(refused.body().contains("The team costs 10600 kieszodolary, over the budget of 10000 by 600."), "refused on the server");

            form.put("slot4", "30");
            HttpResponse<String> duplicate = post(arena, "/contests/kbuild/entry", form);
            assertEquals(400, duplicate.statusCode());
            assertTrue(duplicate.body().contains("Arcymag is picked twice"), "duplicates refused");

            form.put("slot4", "2");
            String ok = post(arena, "/contests/kbuild/entry/check", form).body();
            assertTrue(ok.contains("Valid team.") && ok.contains("9600"), ok);
            assertEquals(303, post(arena, "/contests/kbuild/entry", form).statusCode());
            long team = arena.app.contests().teamId("trainer").orElseThrow();
            assertEquals("51 30 27 2 0 0", arena.app.contests().entry("kbuild", team).orElseThrow());
            assertTrue(get(arena, "/contests/kbuild/entry").body().contains("Smok Praświata (3000), Arcymag (2600), Orłogrom (2500), Bulwazaur (1500)"));
        }
    }
}
