package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.turns.TeamLog;
import arena.support.BotClient;
import arena.support.TestArena;
import arena.support.WebSession;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What a bridged bot writes to stderr reaches its team's private log of the match, on the match page. */
class BotLogPageTest {

    @Test
    void logLinesAreOnTheTeamsMatchPageOnly() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("stderr-team", "password1");
            arena.createTeam("quiet-team", "password1");
            TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "logs12", "title", "Logs", "game", "locm12",
                    "settings", Map.of("turnMillis", 60_000))));
            arena.enroll("logs12", "stderr-team");
            arena.enroll("logs12", "quiet-team");
            arena.startRound("logs12");
            long match;
            try (BotClient bot = arena.bot("stderr-team", "password1")) {
                List<String> matches = bot.counted("MATCHES");
                match = Long.parseLong(matches.get(0).split(" ")[0]);
                assertEquals("OK", bot.command("LOG " + match + " thinking about card 42"));
            }
            long team = arena.app.contests().teamId("stderr-team").orElseThrow();
            List<TeamLog.Line> log = arena.app.contests().teamLog(match, team);
            assertTrue(log.stream().anyMatch(l -> l.kind().equals("stderr") && l.text().equals("thinking about card 42")), log.toString());

            String own = new WebSession(arena).login("team", "stderr-team", "password1").get("/matches/" + match).body();
            assertTrue(own.contains("thinking about card 42"));
            String rival = new WebSession(arena).login("team", "quiet-team", "password1").get("/matches/" + match).body();
            assertFalse(rival.contains("thinking about card 42"), "the other team does not read it");
        }
    }
}
