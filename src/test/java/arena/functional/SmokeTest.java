package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;

import arena.support.BotClient;
import arena.support.TestArena;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SmokeTest {
    @Test
    void aRoundOfTallyPlaysToTheEnd() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("alpha", "password1");
            arena.createTeam("beta", "password2");
            arena.createContest("smoke", Map.of("turnMillis", 100, "turns", 3));
            arena.enroll("smoke", "alpha");
            arena.enroll("smoke", "beta");
            try (BotClient a = arena.bot("alpha", "password1")) {
                assertEquals(1, arena.startRound("smoke"));
                var matches = a.counted("MATCHES");
                assertEquals(2, matches.size());
                for (String m : matches) {
                    assertEquals("OK", a.command("ADD " + m.split(" ")[0] + " 3"));
                    assertEquals("3", a.line());
                }
                arena.awaitContest("smoke", "finished", 1, 5000);
                var standings = arena.api("GET", "/api/contests/smoke/standings", null).json();
                assertEquals("alpha", standings.get(0).get("team").asText());
                assertEquals(6.0, standings.get(0).get("points").asDouble());
            }
        }
    }
}
