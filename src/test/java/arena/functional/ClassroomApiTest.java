package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.BotClient;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** What an instructor's scripts do over a term: rosters, passwords, disabled teams, voided and replayed rounds, exports. */
class ClassroomApiTest {
    private static TestArena arena;

    /** On the manual clock: the rounds' turns (of teams with no bot) pass by hand, not by waiting them out. */
    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.startWithManualClock();
    }

    @AfterAll
    static void stop() {
        arena.close();
    }

    @Test
    void aRosterWithABadLineImportsNothingAndSaysWhichLine() {
        arena.createContest("roster-bad", Map.of());
        TestArena.Response r = arena.api("POST", "/api/contests/roster-bad/roster", "name,password\nok-team,\nno good,\nshort,123\n");
        assertEquals(400, r.status());
        assertEquals(3, r.json().get("lines").get(0).get("line").asInt());
        assertTrue(r.json().get("lines").get(0).get("reason").asText().startsWith("a team name has only"));
        assertEquals(4, r.json().get("lines").get(1).get("line").asInt());
        assertEquals("a password has at least 8 characters", r.json().get("lines").get(1).get("reason").asText());
        assertEquals(0, arena.contest("roster-bad").get("teams").size());
        assertEquals(201, arena.api("POST", "/api/teams", Map.of("name", "ok-team", "password", "password1")).status(), "ok-team was not created");
    }

    @Test
    void aGoodRosterCreatesEnrollsAndHandsBackGeneratedPasswords() throws Exception {
        arena.createContest("roster-ok", Map.of());
        TestArena.Response r = arena.api("POST", "/api/contests/roster-ok/roster", "name,password\nlynx,\nhawks,hawks-pass-1\n");
        assertEquals(200, r.status(), r.body());
        JsonNode lynx = r.json().get("teams").get(0);
        assertEquals("lynx", lynx.get("name").asText());
        assertTrue(lynx.get("created").asBoolean());
        String password = lynx.get("password").asText();
        assertEquals(12, password.length());
        assertTrue(r.json().get("teams").get(1).get("password").isNull(), "a given password is not echoed");
        assertEquals(2, arena.contest("roster-ok").get("teams").size());
        try (BotClient bot = arena.bot("lynx", password)) {
            assertEquals("OK", bot.command("TURN"));
        }
    }

    /** A roster's chosen passwords are stored at a low cost for speed (Accounts.ROSTER_COST); the first login raises it. */
    @Test
    void aRosterTeamLogsInOnTheWebAndTheBotPortAndItsHashIsRaisedToTheNormalCost() throws Exception {
        arena.createContest("roster-cost", Map.of());
        String csv = "name,password\nweb-owls,web-owls-pass\nbot-owls,bot-owls-pass\n";
        assertEquals(200, arena.api("POST", "/api/contests/roster-cost/roster", csv).status());
        arena.store.AccountStore store = new arena.store.AccountStore(arena.app.database());
        assertTrue(store.teamByName("web-owls").orElseThrow().passwordHash().startsWith("$2a$05$"));
        assertTrue(store.teamByName("bot-owls").orElseThrow().passwordHash().startsWith("$2a$05$"));

        new arena.support.WebSession(arena).login("team", "web-owls", "web-owls-pass");
        assertTrue(store.teamByName("web-owls").orElseThrow().passwordHash().startsWith("$2a$10$"), "raised by the web login");
        try (BotClient bot = arena.bot("bot-owls", "bot-owls-pass")) {
            assertEquals("OK", bot.command("TURN"));
        }
        assertTrue(store.teamByName("bot-owls").orElseThrow().passwordHash().startsWith("$2a$10$"), "raised by the bot port's login");
        // The raised hashes verify on the other face too.
        new arena.support.WebSession(arena).login("team", "bot-owls", "bot-owls-pass");
        try (BotClient bot = arena.bot("web-owls", "web-owls-pass")) {
            assertEquals("OK", bot.command("TURN"));
        }
    }

    @Test
    void aResetPasswordReplacesTheOldOne() throws Exception {
        arena.createTeam("forgetful", "old-password");
        String fresh = arena.api("POST", "/api/teams/forgetful/password", null).json().get("password").asText();
        try (BotClient bot = new BotClient(arena.app.botPort())) {
            assertEquals("ERR 1 bad login or password", bot.greet("forgetful", "old-password"));
        }
        try (BotClient bot = new BotClient(arena.app.botPort())) {
            assertEquals("OK", bot.greet("forgetful", fresh));
        }
        assertEquals(200, arena.api("POST", "/api/teams/forgetful/password", Map.of("password", "chosen-password")).status());
        assertEquals(400, arena.api("POST", "/api/teams/forgetful/password", Map.of("password", "short")).status());
        assertEquals(404, arena.api("POST", "/api/teams/nobody/password", null).status());
    }

    @Test
    void aDisabledTeamPlaysNoFurtherRoundsButKeepsItsResults() throws Exception {
        arena.createTeam("quitter", "password1");
        arena.createTeam("stayer", "password1");
        arena.createContest("disable", Map.of("turnMillis", 20, "turns", 1, "rounds", 3));
        arena.enroll("disable", "quitter");
        arena.enroll("disable", "stayer");
        arena.api("POST", "/api/contests/disable/enrollments", Map.of("houseBot", "greedy"));
        arena.startRound("disable");
        arena.advanceTurns("disable", 1);
        arena.awaitContest("disable", "open", 1, 10_000);
        assertEquals(200, arena.api("POST", "/api/teams/quitter/disable", null).status());
        try (BotClient bot = new BotClient(arena.app.botPort())) {
            assertEquals("ERR 1 bad login or password", bot.greet("quitter", "password1"), "a disabled team cannot log in");
        }
        arena.startRound("disable");
        arena.advanceTurns("disable", 1);
        arena.awaitContest("disable", "open", 2, 10_000);
        JsonNode round2 = arena.api("GET", "/api/contests/disable/rounds/2/matches", null).json();
        assertEquals(2, round2.size(), "only the two teams still playing");
        for (JsonNode m : round2) assertFalse(m.get("seats").toString().contains("quitter"));
        JsonNode standings = arena.api("GET", "/api/contests/disable/standings", null).json();
        assertTrue(standings.toString().contains("quitter"), "its past results stay");
        assertEquals(200, arena.api("POST", "/api/teams/quitter/enable", null).status());
    }

    @Test
    void aVoidedRoundNoLongerCountsAndCanBePlayedAgainOnAFreshSeed() throws Exception {
        arena.createContest("void", Map.of("turnMillis", 20, "turns", 2, "rounds", 3));
        arena.api("POST", "/api/contests/void/enrollments", Map.of("houseBot", "steady"));
        arena.api("POST", "/api/contests/void/enrollments", Map.of("houseBot", "greedy"));
        arena.startRound("void");
        arena.advanceTurns("void", 2);
        arena.awaitContest("void", "open", 1, 10_000);
        double before = arena.api("GET", "/api/contests/void/standings", null).json().get(0).get("points").asDouble();
        assertEquals(6.0, before);
        assertEquals(200, arena.api("POST", "/api/contests/void/rounds/1/void", null).status());
        JsonNode after = arena.api("GET", "/api/contests/void/standings", null).json();
        assertEquals(0.0, after.get(0).get("points").asDouble(), "the voided round no longer counts");
        assertTrue(after.get(0).get("rounds").get(0).isNull());
        TestArena.Response rerun = arena.api("POST", "/api/contests/void/rounds/1/rerun", null);
        assertEquals(202, rerun.status());
        assertEquals(2, rerun.json().get("round").asInt());
        arena.advanceTurns("void", 2);
        arena.awaitContest("void", "open", 2, 10_000);
        assertEquals(6.0, arena.api("GET", "/api/contests/void/standings", null).json().get(0).get("points").asDouble());
        long seed1 = arena.api("GET", "/api/matches/" + arena.api("GET", "/api/contests/void/rounds/1/matches", null).json().get(0).get("id").asLong() + "/replay", null)
                .json().get("roundSeed").asLong();
        long seed2 = arena.api("GET", "/api/matches/" + arena.api("GET", "/api/contests/void/rounds/2/matches", null).json().get(0).get("id").asLong() + "/replay", null)
                .json().get("roundSeed").asLong();
        assertNotEquals(seed1, seed2, "a re-run draws a fresh seed (RULINGS 9): round 1's was public once it was over");
        assertEquals(404, arena.api("POST", "/api/contests/void/rounds/9/void", null).status());
    }

    @Test
    void progressPauseAndAnAnnouncementAreInTheContest() throws Exception {
        arena.createContest("progress", Map.of("turnMillis", 200, "turns", 50));
        arena.api("POST", "/api/contests/progress/enrollments", Map.of("houseBot", "steady"));
        arena.api("POST", "/api/contests/progress/enrollments", Map.of("houseBot", "greedy"));
        arena.startRound("progress");
        JsonNode progress = arena.contest("progress").get("progress");
        assertNotNull(progress);
        assertEquals(2, progress.get("matches").asInt());
        assertEquals(50, progress.get("turnLimit").asInt());
        assertTrue(arena.api("POST", "/api/contests/progress/pause", null).json().get("paused").asBoolean());
        assertFalse(arena.api("POST", "/api/contests/progress/resume", null).json().get("paused").asBoolean());
        assertEquals("Bring snacks", arena.api("POST", "/api/contests/progress/announcement", Map.of("text", "Bring snacks")).json().get("announcement").asText());
        String page = arena.request("GET", "/contests/progress", null, null).body();
        assertTrue(page.contains("class=\"announcement\" role=\"status\">Bring snacks</p>"));
    }

    @Test
    void standingsAndMatchesExportAsCsv() throws Exception {
        arena.createContest("export", Map.of("turnMillis", 20, "turns", 2));
        arena.api("POST", "/api/contests/export/enrollments", Map.of("houseBot", "steady"));
        arena.api("POST", "/api/contests/export/enrollments", Map.of("houseBot", "greedy"));
        arena.startRound("export");
        arena.advanceTurns("export", 2);
        arena.awaitContest("export", "finished", 1, 10_000);
        String standings = arena.api("GET", "/api/contests/export/standings.csv", null).body();
        String[] lines = standings.split("\r\n");
        assertEquals("rank,team,points,rating_mu,rating_sigma,round_1", lines[0]);
        assertTrue(lines[1].startsWith("1,tally-greedy"), lines[1]);
        assertTrue(lines[1].contains(",6,"));
        String matches = arena.api("GET", "/api/contests/export/matches.csv", null).body();
        assertEquals("round,voided,match,id,seat1,seat2,status,score1,score2,summary", matches.split("\r\n")[0]);
        assertEquals(3, matches.split("\r\n").length, "a header and two matches");
        assertEquals(401, arena.request("GET", "/api/contests/export/standings.csv", null, null).status());
        assertEquals(200, arena.request("GET", "/contests/export/standings.csv", null, null).status(), "the public page offers it too");
    }
}
