package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.turns.TeamLog;
import arena.support.BotClient;
import arena.support.Practice;
import arena.support.TestArena;
import arena.support.WebSession;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Issue 43, scrimmages between teams: a team asks another for a practice match of their own bots over the API; the other
 * accepts, refuses, or answers all by its policy; the scrimmage is played by both teams' TCP bots, each seeing only its
 * own log, private to the two teams (and the staff), never counted; a team asks at most 10 an hour (then 429).
 */
class ScrimmageTest {

    @Test
    void teamsAskAnswerAndPlayScrimmagesPrivateToThemNeverCounted() throws Exception {
        try (TestArena arena = TestArena.start()) {
            for (String t : List.of("owls", "larks", "wrens")) arena.createTeam(t, "password-" + t);
            Practice.createContest(arena, "sc", "vestrock", Practice.fast(Map.of("turnMillis", 100, "turnsPerMatch", 10, "practiceMatches", 1)));
            for (String t : List.of("owls", "larks", "wrens")) arena.enroll("sc", t);

            refused(arena, "owls", Map.of("opponent", "nobody"), 400, "no team nobody in sc");
            refused(arena, "owls", Map.of("opponent", "owls"), 400, "a scrimmage is against another team");
            refused(arena, "owls", Map.of(), 400, "field opponent is required");

            // asked, then refused by hand: no match
            JsonNode asked = ask(arena, "owls", "larks");
            assertEquals("waiting", asked.get("status").asText(), asked.toString());
            long first = asked.get("id").asLong();
            TestArena.expect(404, arena.api("POST", "/api/contests/sc/scrimmages/owls/" + first + "/accept", null)); // not asked of owls
            JsonNode refusedByHand = TestArena.expect(200, arena.api("POST", "/api/contests/sc/scrimmages/larks/" + first + "/refuse", null)).json();
            assertEquals("refused", refusedByHand.get("status").asText());
            TestArena.Response twice = arena.api("POST", "/api/contests/sc/scrimmages/larks/" + first + "/accept", null);
            assertEquals(400, twice.status(), twice.body());
            assertTrue(twice.body().contains("answered already"), twice.body());

            // refuse all: refused at once
            TestArena.expect(200, arena.api("PUT", "/api/contests/sc/scrimmages/wrens/policy", Map.of("policy", "refuse all")));
            JsonNode byPolicy = ask(arena, "owls", "wrens");
            assertEquals("refused", byPolicy.get("status").asText());
            assertTrue(byPolicy.get("note").asText().contains("refuses all scrimmages"), byPolicy.toString());
            refused(arena, "wrens", Map.of("policy", "sometimes"), 400, "a policy is one of");

            // accepted by hand: both TCP bots play it, each sees only its own log
            try (BotClient owls = arena.bot("owls", "password-owls"); BotClient larks = arena.bot("larks", "password-larks")) {
                long id = ask(arena, "owls", "larks").get("id").asLong();
                JsonNode accepted = TestArena.expect(200, arena.api("POST", "/api/contests/sc/scrimmages/larks/" + id + "/accept", Map.of())).json();
                assertEquals("accepted", accepted.get("status").asText(), accepted.toString());
                long match = accepted.get("match").asLong();
                assertTrue(Practice.countedIds(owls, "GET_MY_MATCHES").contains(match), "the asking team's bot sees the scrimmage");
                assertTrue(Practice.countedIds(larks, "GET_MY_MATCHES").contains(match), "the asked team's bot sees it");
                play(arena, match, owls, larks);
                String owlsLog = lines(arena.app.contests().seatLog(match, 0));
                String larksLog = lines(arena.app.contests().seatLog(match, 1));
                assertTrue(owlsLog.contains("DRAW_CARD " + match) && larksLog.contains("DRAW_CARD " + match), owlsLog + "\n" + larksLog);

                WebSession owlsWeb = new WebSession(arena).login("team", "owls", "password-owls");
                WebSession larksWeb = new WebSession(arena).login("team", "larks", "password-larks");
                WebSession wrensWeb = new WebSession(arena).login("team", "wrens", "password-wrens");
                String owlsPage = owlsWeb.get("/matches/" + match).body();
                String larksPage = larksWeb.get("/matches/" + match).body();
                assertTrue(owlsPage.contains("Log of owls") && !owlsPage.contains("Log of larks"), "owls see only their own log");
                assertTrue(larksPage.contains("Log of larks") && !larksPage.contains("Log of owls"), "larks see only their own log");
                assertEquals(404, wrensWeb.get("/matches/" + match).statusCode(), "a third team does not see the scrimmage");
                assertEquals(404, new WebSession(arena).get("/matches/" + match).statusCode(), "nor does a visitor");
                Practice.assertNeverCounted(arena, "sc", match, "owls", "larks");
                arena.startRound("sc"); // a round that starts after it leaves it private still (unlike a practice against a house bot)
                assertEquals(404, wrensWeb.get("/matches/" + match).statusCode(), "a scrimmage stays private to its two teams");
            }

            // at most 10 asks an hour: owls made 3 so far (the refused bad asks are not stored)
            for (int i = 0; i < 7; i++) ask(arena, "owls", "larks");
            TestArena.Response tooMany = arena.api("POST", "/api/contests/sc/scrimmages/owls", Map.of("opponent", "larks"));
            assertEquals(429, tooMany.status(), tooMany.body());
            assertTrue(tooMany.body().contains("10 scrimmages in the last hour"), tooMany.body());
        }
    }

    private static JsonNode ask(TestArena arena, String team, String opponent) {
        Map<String, Object> body = new HashMap<>();
        body.put("opponent", opponent);
        return TestArena.expect(201, arena.api("POST", "/api/contests/sc/scrimmages/" + team, body)).json();
    }

    private static void refused(TestArena arena, String team, Map<String, Object> body, int status, String why) {
        boolean policy = body.containsKey("policy");
        TestArena.Response r = arena.api(policy ? "PUT" : "POST", "/api/contests/sc/scrimmages/" + team + (policy ? "/policy" : ""), body);
        assertEquals(status, r.status(), body + " answered " + r.body());
        assertTrue(r.body().contains(why), body + " answered " + r.body() + ", not " + why);
    }

    /** Both bots draw a card whenever they may move, then WAIT, until the match is over and stored. */
    private static void play(TestArena arena, long match, BotClient a, BotClient b) throws Exception {
        long end = System.currentTimeMillis() + 90_000;
        while (System.currentTimeMillis() < end) {
            JsonNode m = Practice.match(arena, match);
            if (m.get("status").asText().equals("finished")) return;
            for (BotClient bot : List.of(a, b)) {
                if (bot.command("GET_TURN_INFO " + match).equals("OK") && bot.line().startsWith("1 ")) {
                    if (bot.command("DRAW_CARD " + match).equals("OK")) bot.line();
                }
            }
            a.send("WAIT");
            b.send("WAIT");
            for (BotClient bot : List.of(a, b)) {
                bot.line();
                bot.line();
            }
        }
        throw new AssertionError("scrimmage " + match + " did not finish: " + Practice.match(arena, match));
    }

    private static String lines(List<TeamLog.Line> log) {
        return log.stream().map(l -> l.kind() + " " + l.text()).collect(Collectors.joining("\n"));
    }
}
