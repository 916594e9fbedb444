package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.Practice;
import arena.support.TestArena;
import arena.support.WebSession;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 44 point 5: the hosted panel's practice button goes to the practice's board, as the TCP bot's Practice button
 * does (it went back to the team page, the match nowhere in sight).
 */
class HostedPracticeBoardTest {

    @Test
    void aVersionTriedInPracticeLandsOnTheMatchBoard() throws Exception {
        try (TestArena arena = HostedFixture.reachable(TestArena.start())) {
            arena.createTeam("hp", "password1");
            Practice.createContest(arena, "hpb", "vestrock", Practice.fast(Map.of("turnsPerMatch", 6)));
            arena.enroll("hpb", "hp");
            int version = HostedFixture.submit(arena, "hp", "python3", "vestrock_bot.py");
            assertEquals("ready", HostedFixture.awaitBuilt(arena, "hp", version, 120_000).get("status").asText());

            WebSession team = new WebSession(arena).login("team", "hp", "password1");
            HttpResponse<String> tried = team.post("/team/hosted/hpb/practice",
                    Map.of("_csrf", team.csrf("/team"), "version", String.valueOf(version), "bot", "greedy"));
            assertEquals(303, tried.statusCode(), tried.body());
            String location = tried.headers().firstValue("Location").orElseThrow();
            assertTrue(location.matches("/matches/\\d+"), "to the practice's board, not back to the team page: " + location);
            HttpResponse<String> board = team.get(location);
            assertEquals(200, board.statusCode());
            assertTrue(board.body().contains("Version " + version + " plays practice match #" + location.substring("/matches/".length())),
                    "the board says which version plays");
        }
    }
}
