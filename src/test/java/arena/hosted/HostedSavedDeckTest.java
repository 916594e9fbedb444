package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.Machine;
import arena.support.TeamLogs;
import arena.support.TestArena;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Issue 39: a hosted LOCM 1.5 program is told, as a bridged one is, whether its match plays the deck the team saved
 * ({@code ARENA_SAVED_DECK=1} in its environment), though its process is started before its match is known (a spare):
 * the Python starter, hosted for a team that saved a deck and for one that did not, plays the saved deck for the first
 * and chooses its own for the second, and says so in each match's log.
 */
@ResourceLock(Machine.WHOLE_CPU) // real bots under time limits
class HostedSavedDeckTest {

    @Test
    void aHostedStarterPlaysTheSavedDeck() throws Exception {
        try (TestArena arena = HostedFixture.reachable(TestArena.start())) {
            TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "hsd", "title", "LOCM hsd", "game", "locm15",
                    "settings", Map.of("timeFactor", 5, "seed", 8, "rounds", 1, "practiceMatches", 0))));
            String starter = Files.readString(Path.of("src/main/resources/samples/locm/bot.py"));
            for (String t : List.of("saver", "chooser")) {
                arena.createTeam(t, "password1");
                arena.enroll("hsd", t);
                int v = TestArena.expect(201, arena.api("POST", "/api/teams/" + t + "/bots",
                        Map.of("language", "python3", "game", "locm15", "files", Map.of("bot.py", starter)))).json().get("version").asInt();
                assertEquals("ready", HostedFixture.awaitBuilt(arena, t, v, 60_000).get("status").asText());
                HostedFixture.choose(arena, "hsd", t, v);
            }
            // the record says what was done, once done (issue 42): the version's number, the game's word for its entry
            arena.support.WebSession admin = new arena.support.WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
            String record = admin.get("/console/record.csv").body(); // an upload names its team, not a contest
            assertTrue(record.contains("submitted version 1 (python3)"), record);
            // the saver's deck saved in the browser's deck builder, by the form
            arena.support.WebSession saver = new arena.support.WebSession(arena).login("team", "saver", "password1");
            String form = saver.get("/contests/hsd/entry").body();
            java.util.regex.Matcher csrf = java.util.regex.Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"").matcher(form);
            java.util.regex.Matcher pool = java.util.regex.Pattern.compile("name=\"pool\" value=\"([0-9a-f]{8})\"").matcher(form);
            assertTrue(csrf.find() && pool.find(), form);
            StringBuilder deck = new StringBuilder();
            for (int i = 0; i < 15; i++) deck.append(i).append(' ').append(i).append(' ');
            assertEquals(303, saver.post("/contests/hsd/entry", Map.of("_csrf", csrf.group(1), "pool", pool.group(1),
                    "deck", deck.toString().strip())).statusCode());
            record = admin.get("/console/record.csv?contest=hsd").body();
            assertTrue(record.contains("saved the deck"), record);
            arena.startRound("hsd");
            arena.awaitContest("hsd", "finished", 1, 120_000);
            String saverLog = TeamLogs.ofRound(arena, "hsd", 1, "saver"), chooserLog = TeamLogs.ofRound(arena, "hsd", 1, "chooser");
            assertTrue(saverLog.contains("playing the deck saved in the browser"), "the hosted starter plays it: " + saverLog);
            assertFalse(saverLog.contains("no deck saved"), saverLog);
            assertTrue(chooserLog.contains("no deck saved for this match: choosing 30 cards"), chooserLog);
            assertFalse(chooserLog.contains("playing the deck saved"), chooserLog);
        }
    }
}
