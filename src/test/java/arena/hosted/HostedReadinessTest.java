package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;

import arena.support.Practice;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Readiness counts a chosen hosted version as the team's bot once it is built (issue 39): the API's
 * {@code noBot}, which the console's summary, its team table and the Start button's warning read, lists a team with
 * no connection only until the version it chose for the contest is ready.
 */
class HostedReadinessTest {

    private static List<String> noBot(TestArena arena) {
        JsonNode r = TestArena.expect(200, arena.api("GET", "/api/contests/hr/readiness", null)).json();
        List<String> out = new ArrayList<>();
        r.get("noBot").forEach(n -> out.add(n.asText()));
        return out;
    }

    @Test
    void aBuiltChosenVersionIsABotReadyToPlay() throws Exception {
        try (TestArena arena = HostedFixture.reachable(TestArena.start())) {
            Practice.createContest(arena, "hr", "vestrock", Practice.fast(Map.of("practiceMatches", 0)));
            for (String t : List.of("hosted", "bare")) {
                arena.createTeam(t, "password1");
                arena.enroll("hr", t);
            }
            assertEquals(List.of("hosted", "bare"), noBot(arena), "neither has a bot: none connected, no version");

            int version = HostedFixture.submit(arena, "hosted", "python3", "vestrock_bot.py");
            assertEquals(List.of("hosted", "bare"), noBot(arena), "a version not chosen is not the contest's bot");
            HostedFixture.choose(arena, "hr", "hosted", version);
            JsonNode built = HostedFixture.awaitBuilt(arena, "hosted", version, 60_000);
            assertEquals("ready", built.get("status").asText(), built.toString());
            assertEquals(List.of("bare"), noBot(arena), "the chosen, built version is the team's bot");

            HostedFixture.choose(arena, "hr", "hosted", null);
            assertEquals(List.of("hosted", "bare"), noBot(arena), "back to its TCP bot, which is not connected");
            try (arena.support.BotClient b = arena.bot("bare", "password1")) {
                assertEquals(List.of("hosted"), noBot(arena), "a connection is a bot");
            }
        }
    }
}
