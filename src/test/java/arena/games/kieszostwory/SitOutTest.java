package arena.games.kieszostwory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.BotClient;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * RULINGS 7: a team with no team of creatures when a round starts sits that round out: it is paired with no one, its
 * commands of the round answer 777, and no one gains points from its absence. Three teams enrolled, kc saved no team:
 * the round has one pairing (ka-kb), not three.
 */
class SitOutTest {

    @Test
    void aTeamWithoutCreaturesIsPairedWithNoOneAndAnswered777() throws Exception {
        try (TestArena arena = TestArena.start()) {
            for (String t : List.of("ka", "kb", "kc")) arena.createTeam(t, "password1");
            Map<String, Object> settings = new LinkedHashMap<>();
            settings.put("turnMillis", 60_000);
            settings.put("maxTurns", 1);
            settings.put("earlyTurns", true);
            SocketErrorCodes.createContest(arena, "ks", settings);
            for (String t : List.of("ka", "kb", "kc")) arena.enroll("ks", t);
            try (BotClient a = arena.bot("ka", "password1"); BotClient b = arena.bot("kb", "password1"); BotClient c = arena.bot("kc", "password1")) {
                assertEquals("OK", a.command("ENROLL_TEAM 22"));
                assertEquals("OK", b.command("ENROLL_TEAM 2"));
                arena.startRound("ks");
                JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/ks/rounds/1/matches", null)).json();
                assertEquals(1, matches.size(), "one pairing: ka-kb");
                assertTrue(matches.get(0).get("seats").toString().contains("ka") && matches.get(0).get("seats").toString().contains("kb"),
                        matches.toString());
                assertEquals("ERR 777 not enrolled", c.command("GET_RIVALS"));
                assertEquals("ERR 777 not enrolled", c.command("GET_STATES"));
                assertEquals("ERR 777 not enrolled", c.command("SWITCH 1 1"));
                assertEquals("ERR 777 not enrolled", c.command("WAIT"));
                // one counted turn per duel: a draw and a draw, 1 + 1 points each; kc's absence gives no one anything
                List<String> seen = new java.util.ArrayList<>();
                for (int i = 0; i < 10 && !seen.contains("END DRAW"); i++) seen.add(SocketErrorCodes.nextTurn(a, b).get(1));
                assertTrue(seen.contains("REMATCH DRAW") && seen.contains("END DRAW"), seen.toString());
                arena.awaitContest("ks", "finished", 1, 20_000);
                JsonNode standings = TestArena.expect(200, arena.api("GET", "/api/contests/ks/standings", null)).json();
                Map<String, Double> points = new LinkedHashMap<>();
                for (JsonNode row : standings) points.put(row.get("team").asText(), row.get("points").asDouble());
                assertEquals(2.0, points.get("ka"), standings.toString());
                assertEquals(2.0, points.get("kb"), standings.toString());
                assertEquals(0.0, points.getOrDefault("kc", 0.0), standings.toString());
            }
        }
    }

    /** Unit level: no entry, or an entry whose ids are no creature, plays no round; one creature is enough. */
    @Test
    void whoPlaysTheRound() {
        Kieszostwory game = new Kieszostwory();
        assertEquals(false, game.playsRoundWith(null));
        assertEquals(false, game.playsRoundWith("0 0 0 0 0 0"));
        assertEquals(true, game.playsRoundWith("22 0 0 0 0 0"));
    }
}
