package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.turns.TeamLog;
import arena.support.Await;
import arena.support.BotClient;
import arena.support.TestArena;
import arena.support.WebSession;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A team's private log of a match: its commands with their answers, errors marked, seen by the team and instructors only. */
class TeamLogTest {

    @Test
    void theCommandsAboutAMatchAndTheirAnswersAreLoggedForItsTeam() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("logger", "password1");
            arena.createTeam("peer", "password1");
            arena.createContest("logs", Map.of("turnMillis", 60_000, "turns", 1));
            arena.enroll("logs", "logger");
            arena.enroll("logs", "peer");
            arena.startRound("logs");
            long matchId;
            try (BotClient bot = arena.bot("logger", "password1")) {
                matchId = Long.parseLong(bot.counted("MATCHES").get(0).split(" ")[0]);
                assertEquals("OK", bot.command("ADD " + matchId + " 2"));
                bot.line();
                assertEquals("ERR 901 already added this turn", bot.command("ADD " + matchId + " 1"));
                assertEquals("OK", bot.command("TURN"));
                bot.line();
            }
            long team = arena.app.contests().teamId("logger").orElseThrow();
            List<TeamLog.Line> lines = arena.app.contests().teamLog(matchId, team);
            assertEquals(List.of("command", "answer", "command", "error"), lines.stream().map(TeamLog.Line::kind).toList(),
                    "TURN touches no match and is not in a match's log");
            assertEquals("ADD " + matchId + " 2", lines.get(0).text());
            assertEquals("OK | 2", lines.get(1).text());
            assertEquals("ERR 901 already added this turn", lines.get(3).text());
            assertTrue(arena.app.contests().teamLog(matchId, arena.app.contests().teamId("peer").orElseThrow()).isEmpty());

            HttpClient logger = new WebSession(arena).login("team", "logger", "password1").http;
            String page = logger.send(HttpRequest.newBuilder(URI.create(arena.base() + "/matches/" + matchId)).build(), HttpResponse.BodyHandlers.ofString()).body();
            assertTrue(page.contains("Log of logger"));
            assertTrue(page.contains("<tr class=\"error\">"), "errors are marked");
            assertFalse(page.contains("Log of peer"));
            String anonymous = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(arena.base() + "/matches/" + matchId)).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            assertFalse(anonymous.contains("Log of"), "a visitor sees no team's log");
            HttpClient instructor = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD).http;
            String all = instructor.send(HttpRequest.newBuilder(URI.create(arena.base() + "/matches/" + matchId)).build(), HttpResponse.BodyHandlers.ofString()).body();
            assertTrue(all.contains("Log of logger") && all.contains("Log of peer"), "an instructor sees both");
        }
    }

    @Test
    void aFinishedMatchKeepsItsLogInTheStore() throws Exception {
        try (TestArena arena = TestArena.startWithManualClock()) { // its two turns pass by hand, after the bot's command
            arena.createTeam("keeper1", "password1");
            arena.createTeam("keeper2", "password1");
            arena.createContest("kept", Map.of("turnMillis", 300, "turns", 2));
            arena.enroll("kept", "keeper1");
            arena.enroll("kept", "keeper2");
            arena.startRound("kept");
            long matchId;
            try (BotClient bot = arena.bot("keeper1", "password1")) {
                matchId = Long.parseLong(bot.counted("MATCHES").get(0).split(" ")[0]);
                assertEquals("OK", bot.command("ADD " + matchId + " 3"));
                bot.line();
            }
            arena.advanceTurns("kept", 2);
            arena.awaitContest("kept", "finished", 1, 10_000);
            long team = arena.app.contests().teamId("keeper1").orElseThrow();
            List<TeamLog.Line> lines = Await.until("a line in the team's log", 20_000,
                    () -> arena.app.contests().teamLog(matchId, team), got -> !got.isEmpty());
            assertEquals("ADD " + matchId + " 3", lines.get(0).text());
        }
    }

}
