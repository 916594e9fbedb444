package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.BotClient;
import arena.support.TestArena;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An instructor's own data file for one contest's game: checked on upload, used by that contest only, fixed once rounds begin. */
class GameDataFileTest {

    private static String shipped() throws Exception {
        try (var in = GameDataFileTest.class.getClassLoader().getResourceAsStream("kieszostwory/data.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void aContestPlaysWithItsOwnDataFileOnceAccepted() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("trainer", "password1");
            arena.createTeam("other", "password1");
            for (String slug : List.of("own-data", "shipped-data")) {
                TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", slug, "title", slug, "game", "kieszostwory")));
                arena.enroll(slug, "trainer");
            }
            arena.enroll("own-data", "other");

            TestArena.Response broken = arena.api("POST", "/api/contests/own-data/game-data", "{\"types\": []}");
            assertEquals(400, broken.status());
            assertTrue(broken.json().get("error").asText().startsWith("the data file is refused: "), broken.body());
            assertEquals(404, arena.api("POST", "/api/contests/nowhere/game-data", "x").status());

            String cheaper = shipped().replace("\"name\": \"Bulwazaur\", \"price\": 1500", "\"name\": \"Bulwazaur\", \"price\": 1234");
            assertEquals(200, arena.api("POST", "/api/contests/own-data/game-data", cheaper).status());
            assertTrue(arena.api("GET", "/api/contests/own-data/game-data", null).body().contains("\"price\": 1234"));
            assertEquals(404, arena.api("GET", "/api/contests/shipped-data/game-data", null).status());

            try (BotClient bot = arena.bot("trainer", "password1")) {
                assertEquals("OK", bot.command("CONTEST own-data"));
                assertTrue(bulwazaur(bot).startsWith("1234 "), "the contest's own price");
                assertEquals("OK", bot.command("CONTEST shipped-data"));
                assertTrue(bulwazaur(bot).startsWith("1500 "), "the other contest keeps the shipped data");
            }

            for (String t : List.of("trainer", "other")) {
                try (BotClient bot = arena.bot(t, "password1")) {
                    assertEquals("OK", bot.command("CONTEST own-data"));
                    assertEquals("OK", bot.command("ENROLL_TEAM 2"), "a team without creatures sits a round out (RULINGS 7)");
                }
            }
            arena.startRound("own-data");
            TestArena.Response late = arena.api("POST", "/api/contests/own-data/game-data", cheaper);
            assertEquals(400, late.status());
            assertEquals("the data file can be replaced only before the first round", late.json().get("error").asText());

            arena.createContest("tally-data", Map.of());
            TestArena.Response noData = arena.api("POST", "/api/contests/tally-data/game-data", "{}");
            assertEquals(400, noData.status());
            assertEquals("the game tally takes no data file", noData.json().get("error").asText());
        }
    }

    private static String bulwazaur(BotClient bot) throws Exception {
        List<String> creatures = bot.counted("GET_CREATURES");
        return creatures.get(1);
    }
}
