package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.Replays;
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

/**
 * A replay explains each step: the commands each side played in it with the engine's answers, and, for the team's own
 * match (or an instructor), the team's private log lines of that turn beside it, errors marked; a visitor sees the
 * commands but no log.
 */
class ReplayStepDetailTest {

    @Test
    void eachStepShowsItsCommandsAndTheTeamsLogOfThatTurn() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("stepper", "password1");
            // turns end when both WAIT, never by time: a slow machine loses none; the last, which the bot leaves without
            // a WAIT, is ended by hand (before, it ran its 5 s, issue 45)
            arena.createContest("why", Map.of("turnMillis", 600_000, "turns", 2, "earlyTurns", true));
            arena.enroll("why", "stepper");
            TestArena.expect(201, arena.api("POST", "/api/contests/why/enrollments", Map.of("houseBot", "steady")));
            arena.startRound("why");
            long matchId;
            try (BotClient bot = arena.bot("stepper", "password1")) {
                matchId = Long.parseLong(bot.counted("MATCHES").get(0).split(" ")[0]);
                // turn 1: a move and a refused second one; turn 2: another move (the match logs "ADD 2", the bot's line names the match)
                assertEquals("OK", bot.command("ADD " + matchId + " 2"));
                bot.line();
                assertEquals("ERR 901 already added this turn", bot.command("ADD " + matchId + " 1"));
                assertEquals("OK", bot.command("WAIT"));
                assertEquals("TURN 2", bot.line());
                assertEquals("OK", bot.command("ADD " + matchId + " 3"));
                bot.line();
            }
            arena.playOutRound("why");
            arena.awaitContest("why", "finished", 1, 15_000);

            Replays replays = arena.app.contests().replays();
            Replays.Recording r = arena.app.contests().replays().recording(matchId).orElseThrow();
            int seat = r.match().seat0TeamId() == arena.app.contests().teamId("stepper").orElseThrow() ? 0 : 1;
            Replays.Position one = replays.position(r, 1);
            assertEquals(1, one.playedInTurn());
            assertTrue(one.moves().contains(new Replays.Move(seat, "ADD 2", List.of("OK", "2"))),
                    "turn 1's accepted command with the engine's answer: " + one.moves());
            assertEquals(1, one.moves().stream().filter(m -> m.seat() == seat).count(), "a refused command is not a move");
            assertTrue(one.moves().stream().anyMatch(m -> m.seat() == 1 - seat), "the house bot's move of turn 1: " + one.moves());
            assertEquals(List.of(new Replays.Move(seat, "ADD 3", List.of("OK", "5"))) /* the answer is the tally: 2 + 3 */,
                    replays.position(r, 2).moves().stream().filter(m -> m.seat() == seat).toList());
            assertTrue(replays.position(r, 0).moves().isEmpty());
            assertEquals(0, replays.position(r, 0).playedInTurn());

            HttpClient team = new WebSession(arena).login("team", "stepper", "password1").http;
            String step1 = get(team, arena.base() + "/matches/" + matchId + "/replay/step?step=1");
            assertTrue(step1.contains("In turn 1"), step1);
            assertTrue(step1.contains("Log of stepper in this turn"), "the team reads its own log beside the step");
            assertTrue(step1.contains("ADD " + matchId + " 1") && step1.contains("<tr class=\"error\">"), "the refused command, marked as an error");
            assertFalse(step1.contains("ADD " + matchId + " 3"), "nothing of turn 2 in step 1");
            assertTrue(get(team, arena.base() + "/matches/" + matchId + "/replay/step?step=2").contains("ADD " + matchId + " 3"));

            String visitor = get(HttpClient.newHttpClient(), arena.base() + "/matches/" + matchId + "/replay?step=1");
            assertTrue(visitor.contains("<code>ADD 2</code>"), "anyone sees the commands played (as the match logged them)");
            assertFalse(visitor.contains("Log of"), "a visitor sees no team's log");
            assertFalse(visitor.contains("ADD " + matchId + " 1"), "nor the refused command, which only the log has");
            HttpClient instructor = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD).http;
            assertTrue(get(instructor, arena.base() + "/matches/" + matchId + "/replay?step=1").contains("Log of stepper in this turn"));
        }
    }

    private static String get(HttpClient http, String url) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        return r.body();
    }
}
