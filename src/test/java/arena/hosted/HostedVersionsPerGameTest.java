package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import arena.support.WebSession;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 39: versions are per game (LOCM 1.2 and 1.5 one family) and chosen for another game only when meant; a version
 * shows its game, files and size, and its source can be had back; a file beside a folder of its name is refused with a
 * 400; a Python syntax error fails the build with the file and line; the panel and the rules page show the limits per
 * language.
 */
class HostedVersionsPerGameTest {
    private static final String BOT = "import sys\nfor line in sys.stdin:\n    pass\n";

    private static TestArena.Response submit(TestArena arena, String game, Map<String, String> files) {
        Map<String, Object> body = new HashMap<>();
        body.put("language", "python3");
        body.put("files", files);
        if (game != null) body.put("game", game);
        return arena.api("POST", "/api/teams/alpha/bots", body);
    }

    private static TestArena.Response choose(TestArena arena, String contest, int version, Boolean otherGame) {
        Map<String, Object> body = new HashMap<>();
        body.put("version", version);
        if (otherGame != null) body.put("otherGame", otherGame);
        return arena.api("PUT", "/api/contests/" + contest + "/bots/alpha", body);
    }

    @Test
    void aVersionIsMadeForAGameAndChosenForAnotherOnlyWhenMeant() throws Exception {
        try (TestArena arena = TestArena.start()) {
            HostedFixture.reachable(arena);
            arena.createTeam("alpha", "password1");
            for (String[] c : new String[][] {{"pz", "pizzacraft"}, {"l12", "locm12"}, {"l15", "locm15"}}) {
                TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", c[0], "title", "Contest " + c[0], "game", c[1],
                        "settings", Map.of())));
                arena.enroll(c[0], "alpha");
            }

            // one build waits per team (issue 38): each is built before the next is sent
            JsonNode pizza = TestArena.expect(201, submit(arena, "pizzacraft", Map.of("bot.py", BOT))).json();
            assertEquals("ready", HostedFixture.awaitBuilt(arena, "alpha", 1, 120_000).get("status").asText());
            assertEquals("pizzacraft", pizza.get("game").asText());
            assertEquals(1, pizza.get("files").asInt());
            assertEquals(BOT.length(), pizza.get("bytes").asInt());
            Map<String, String> two = new LinkedHashMap<>();
            two.put("bot.py", "import lib\n" + BOT);
            two.put("lib.py", "X = 1\n");
            JsonNode locm = TestArena.expect(201, submit(arena, "locm12", two)).json();
            assertEquals(2, locm.get("files").asInt());
            assertEquals("ready", HostedFixture.awaitBuilt(arena, "alpha", 2, 120_000).get("status").asText());
            JsonNode unknown = TestArena.expect(201, submit(arena, null, Map.of("bot.py", BOT))).json();
            assertTrue(unknown.get("game").isNull(), unknown.toString());
            assertEquals("ready", HostedFixture.awaitBuilt(arena, "alpha", 3, 120_000).get("status").asText());

            TestArena.Response wrong = choose(arena, "l12", 1, null);
            assertEquals(400, wrong.status(), wrong.body());
            assertTrue(wrong.json().get("error").asText().contains("version 1 was made for pizzacraft, and this contest plays locm12"), wrong.body());
            JsonNode meant = TestArena.expect(200, choose(arena, "l12", 1, true)).json();
            assertEquals(1, meant.get("version").asInt());
            assertTrue(meant.get("warning").isNull());
            TestArena.expect(200, choose(arena, "l15", 2, null)); // LOCM 1.2 and 1.5 are one family
            JsonNode warned = TestArena.expect(200, choose(arena, "pz", 3, null)).json();
            assertTrue(warned.get("warning").asText().contains("made before versions named their game"), warned.toString());
            assertEquals(400, submit(arena, "chess", Map.of("bot.py", BOT)).status());

            // the source comes back as it was sent
            JsonNode files = TestArena.expect(200, arena.api("GET", "/api/teams/alpha/bots/2/files", null)).json();
            assertEquals("X = 1\n", files.get("lib.py").asText());
            assertEquals(two.get("bot.py"), files.get("bot.py").asText());

            // a file beside a folder of its name: 400, nothing stored
            Map<String, String> clash = new LinkedHashMap<>();
            clash.put("bot.py", BOT);
            clash.put("a", "x\n");
            clash.put("a/b.py", "y = 1\n");
            TestArena.Response refused = submit(arena, "pizzacraft", clash);
            assertEquals(400, refused.status(), refused.body());
            assertTrue(refused.json().get("error").asText().contains("a name is a file or a folder, not both"), refused.body());
            assertEquals(3, arena.api("GET", "/api/teams/alpha/bots", null).json().size());

            // a syntax error is a failed build, with the file and line, and no path of the host
            int broken = TestArena.expect(201, submit(arena, "pizzacraft", Map.of("bot.py", "x = 1\ndef f(:\n    pass\n"))).json()
                    .get("version").asInt();
            JsonNode failed = HostedFixture.awaitBuilt(arena, "alpha", broken, 120_000);
            assertEquals("failed", failed.get("status").asText(), failed.toString());
            assertTrue(failed.get("log").asText().contains("File \"bot.py\", line 2"), failed.toString());
            assertFalse(failed.get("log").asText().contains(arena.dataDir.toString()), failed.toString());

            // the panel: each version's game, files and size, the limits per language (LOCM 1.2's 200 ms, Python x2, Java x1.5)
            WebSession alpha = new WebSession(arena).login("team", "alpha", "password1");
            String panel = alpha.get("/team/hosted/l12").body();
            assertTrue(panel.contains("pizzacraft") && panel.contains("(not locm12)"), panel);
            assertTrue(panel.contains("2 files, "), panel);
            assertTrue(panel.contains("later battle turns 400 ms") && panel.contains("later battle turns 300 ms"), panel);
            assertTrue(panel.contains("first draft pick 2000 ms"), panel);
            // the editor: loaded with a one-file version's source on asking, empty otherwise
            assertTrue(alpha.get("/team/hosted/l12?edit=1").body().contains("for line in sys.stdin:"));
            assertTrue(alpha.get("/team/hosted/l12?edit=2").body().contains("version 2 has 2 files"));
            String view = alpha.get("/team/hosted/l12/versions/2").body();
            assertTrue(view.contains("lib.py") && view.contains("X = 1"), view);
            var download = alpha.get("/team/hosted/l12/versions/1/download");
            assertEquals(200, download.statusCode());
            assertEquals(BOT, download.body());

            // the rules page opened from a contest: the language factors and the contest's scaled limits
            String rules = alpha.get("/games/locm12?contest=l12").body();
            assertTrue(rules.contains("Python 3 ×2.0") && rules.contains("Java ×1.5"), rules);
            assertTrue(rules.contains("later battle turns 400 ms"), rules);
        }
    }
}
