package arena.functional;

import arena.support.TestDatabases;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.App;
import arena.support.BotClient;
import arena.support.TestArena;
import arena.support.WebSession;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Ending a contest by hand (issue 16): the round in progress is voided, finished rounds and standings stay, no round
 * starts, and bots read their final scores as in a contest that reached its last round, also after a restart.
 */
class EndContestTest {

    /** Both bots play every match of the turn (a adds 3, b adds 1) and wait; with early turns the turn ends at once. */
    private static void playTurn(BotClient a, BotClient b) throws Exception {
        add(a, 3);
        add(b, 1);
        assertEquals("OK", a.command("WAIT"));
        assertEquals("OK", b.command("WAIT"));
        a.line();
        b.line();
    }

    private static void add(BotClient bot, int amount) throws Exception {
        for (String m : bot.counted("MATCHES")) {
            assertEquals("OK", bot.command("ADD " + m.split(" ")[0] + " " + amount));
            bot.line(); // the tally
        }
    }

    @Test
    void overTheApiTheRoundInProgressIsVoidedAndEverythingFinishedStays() throws Exception {
        TestArena arena = TestArena.start();
        List<String> round1 = new ArrayList<>();
        List<String> states = new ArrayList<>();
        try {
            arena.createTeam("end-a", "end-a-password");
            arena.createTeam("end-b", "end-b-password");
            // Ten-minute turns that end early once both bots wait; continuous rounds, the next one 300 ms after the last.
            arena.createContest("ending", Map.of("turnMillis", 600_000, "earlyTurns", true, "turns", 2, "rounds", 0, "registrationMillis", 300));
            arena.enroll("ending", "end-a");
            arena.enroll("ending", "end-b");
            try (BotClient a = arena.bot("end-a", "end-a-password"); BotClient b = arena.bot("end-b", "end-b-password")) {
                arena.awaitContest("ending", "running", 1, 20_000); // started by its registration window
                playTurn(a, b);
                playTurn(a, b);
                // Round 2 starts by itself and stays at its first turn: no bot waits any more.
                arena.awaitContest("ending", "running", 2, 20_000);
                for (String m : arena.api("GET", "/api/contests/ending/rounds/1/matches", null).json().findValues("id")
                        .stream().map(JsonNode::asText).toList()) round1.add(m);
                JsonNode standings = TestArena.expect(200, arena.api("GET", "/api/contests/ending/standings", null)).json();
                assertEquals("end-a", standings.get(0).get("team").asText());
                assertTrue(standings.get(0).get("points").asDouble() > standings.get(1).get("points").asDouble());

                assertEquals("OK", a.command("WAIT"));
                assertEquals("ROUND 2", a.line()); // what it had not heard of yet
                assertEquals("OK", a.command("WAIT")); // a bot waiting for the next turn hears that the contest is over

                JsonNode ended = TestArena.expect(200, arena.api("POST", "/api/contests/ending/end", null)).json();
                assertEquals("finished", ended.get("phase").asText());
                assertEquals(2, ended.get("voidedRound").asInt());
                assertEquals("Contest ending ended: round 2, which was in progress, is voided; finished rounds and the standings are kept; "
                        + "no more rounds will start.", ended.get("message").asText());
                assertEquals("END", a.line());

                assertEquals(standings, arena.api("GET", "/api/contests/ending/standings", null).json(), "the standings are as they were");
                for (JsonNode m : arena.api("GET", "/api/contests/ending/rounds/2/matches", null).json())
                    assertEquals("voided", m.get("status").asText());
                for (JsonNode m : arena.api("GET", "/api/contests/ending/rounds/1/matches", null).json())
                    assertEquals("finished", m.get("status").asText(), "round 1 is kept as it was");
                TestArena.Response again = arena.api("POST", "/api/contests/ending/end", null);
                assertEquals(400, again.status());
                assertEquals("the contest ending is already finished", again.json().get("error").asText());
                assertEquals(400, arena.api("POST", "/api/contests/ending/rounds", null).status(), "no round can be started");
                assertEquals(400, arena.api("POST", "/api/contests/ending/rounds/2/unvoid", null).status(), "a round cut short has no scores to count");
                Thread.sleep(1000); // a negative check over three registration windows: none starts a round
                JsonNode after = arena.contest("ending");
                assertEquals("finished", after.get("phase").asText());
                assertEquals(2, after.get("round").asInt());
            }
            // A bot that logs in now gets the finished contest, and reads its last round played to the end: round 1.
            try (BotClient a = arena.bot("end-a", "end-a-password")) {
                List<String> mine = a.counted("MATCHES");
                assertEquals(round1, mine.stream().map(l -> l.split(" ")[0]).toList());
                for (String m : mine) {
                    assertEquals("OK", a.command("STATE " + m.split(" ")[0]));
                    states.add(a.line());
                }
                assertEquals("OK", a.command("CONTEST ending"), "the ended contest can be selected as any finished one");
                assertEquals("OK", a.command("WAIT"), "WAIT in a finished contest answers at once");
                assertEquals("END", a.line());
            }
        } finally {
            arena.close();
        }
        // After a restart the ended contest is rebuilt from the store: round 1 again, the same final tallies.
        try (App again = App.start(TestDatabases.configure(new App.Config(0, 0, arena.dataDir, false, TestArena.ADMIN_PASSWORD, TestArena.TOKEN, 600, 5)));
             BotClient a = new BotClient(again.botPort())) {
            again.awaitRecovery();
            a.login("end-a", "end-a-password");
            List<String> mine = a.counted("MATCHES");
            assertEquals(round1, mine.stream().map(l -> l.split(" ")[0]).toList());
            for (int i = 0; i < mine.size(); i++) {
                assertEquals("OK", a.command("STATE " + mine.get(i).split(" ")[0]));
                assertEquals(states.get(i), a.line());
            }
            assertTrue(again.contests().live("ending").isEmpty(), "nothing of it runs");
        }
    }

    @Test
    void theConsoleAsksNamingTheRoundItVoidsAndSaysWhatItDid() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("con-a", "con-a-password");
            arena.createTeam("con-b", "con-b-password");
            for (String slug : List.of("lesson", "stale")) {
                arena.createContest(slug, Map.of("turnMillis", 600_000, "turns", 5, "rounds", 3));
                arena.enroll(slug, "con-a");
                arena.enroll(slug, "con-b");
            }
            WebSession console = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);

            // Before any round: nothing to void, and the confirmation says so.
            String open = console.get("/console/contests/stale").body();
            assertTrue(open.contains("data-confirm=\"End contest Contest stale now: finished rounds and standings are kept; "
                    + "no more rounds will start. Teams can still read their final scores.\""), open);
            assertTrue(open.contains("<input type=\"hidden\" name=\"round\" value=\"0\">"));
            // A round that started after the page was drawn is not voided by a confirmation that did not name it.
            arena.startRound("stale");
            var refused = console.post("/console/contests/stale/end", Map.of("_csrf", console.csrf("/console/contests/stale"), "round", "0"));
            assertEquals(303, refused.statusCode());
            assertTrue(console.get("/console/contests/stale").body()
                    .contains("Round 1 has started since the page was shown: look again before ending the contest."));
            assertEquals("running", arena.contest("stale").get("phase").asText());

            arena.startRound("lesson");
            String page = console.get("/console/contests/lesson").body();
            assertTrue(page.contains("data-confirm=\"End contest Contest lesson now: the round in progress (round 1) is voided; "
                    + "finished rounds and standings are kept; no more rounds will start. Teams can still read their final scores.\""), page);
            assertTrue(page.contains("<input type=\"hidden\" name=\"round\" value=\"1\">"));
            var ended = console.post("/console/contests/lesson/end", Map.of("_csrf", console.csrf("/console/contests/lesson"), "round", "1"));
            assertEquals(303, ended.statusCode());
            assertEquals("/console/contests/lesson", ended.headers().firstValue("Location").orElseThrow());
            String after = console.get("/console/contests/lesson").body();
            assertTrue(after.contains("Contest lesson ended: round 1, which was in progress, is voided; finished rounds and the standings are kept; "
                    + "no more rounds will start."), after);
            assertTrue(after.contains("The contest is finished."));
            assertFalse(after.contains("id=\"end-contest\""), "a finished contest has no end button");
            assertTrue(after.contains("Voided when the contest was ended, before its matches were over: it was never scored."));
            assertFalse(after.contains("Count it again"), "a round cut short has nothing to count again");
            assertEquals("finished", arena.contest("lesson").get("phase").asText());
            assertEquals("running", arena.contest("stale").get("phase").asText(), "the other contest plays on");
            // The voided match's page no longer polls, and its replay is there.
            String match = arena.api("GET", "/api/contests/lesson/rounds/1/matches", null).json().get(0).get("id").asText();
            String matchPage = console.get("/matches/" + match).body();
            assertTrue(matchPage.contains("class=\"badge finished\">voided</span>"), matchPage);
            assertEquals(200, console.get("/matches/" + match + "/replay").statusCode());
        }
    }
}
