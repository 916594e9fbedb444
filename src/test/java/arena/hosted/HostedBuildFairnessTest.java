package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 38: one team's slow compiles do not hold another team's build. Team slow uploads two C++ bots whose compiles
 * take many seconds of CPU each (in the real sandbox, each under its CPU limit); team quick then uploads a 3-line
 * Python bot, which is ready within a few seconds while slow's first compile still runs (before: one builder on 2
 * cores, first come first served, so it waited for both). A third upload of slow's replaces its second, still waiting,
 * whose status says so.
 */
class HostedBuildFairnessTest {
    /** Rounds of the slow compile's loop: some 7 s of CPU here (more on a loaded machine's wall clock), under the 60 s limit. */
    private static final int SLOW_ROUNDS = 8;
    /**
     * How long the other team's Python bot may take to be ready: a few seconds, on a machine shared with others. To
     * measure the time on code without the fair queue, give it room: {@code -Dissue38.readyWithinMillis=600000}.
     */
    private static final long FEW_SECONDS = Long.getLong("issue38.readyWithinMillis", 8_000);

    private static String slow(int rounds, String tag) {
        return "// " + tag + "\n" + HostedFixture.source("slow_compile.cpp").replace("SPIN_ROUNDS", String.valueOf(rounds));
    }

    private static int submit(TestArena arena, String team, String language, String file, String text) {
        return TestArena.expect(201, arena.api("POST", "/api/teams/" + team + "/bots",
                Map.of("language", language, "files", Map.of(file, text)))).json().get("version").asInt();
    }

    private static String status(TestArena arena, String team, int version) {
        return version(arena, team, version).get("status").asText();
    }

    private static JsonNode version(TestArena arena, String team, int version) {
        return TestArena.expect(200, arena.api("GET", "/api/teams/" + team + "/bots/" + version, null)).json();
    }

    @Test
    void anotherTeamsPythonBotIsReadyWhileOneTeamsSlowCompilesRun() throws Exception {
        try (TestArena arena = HostedFixture.reachable(TestArena.start())) {
            arena.createTeam("slow", "password1");
            arena.createTeam("quick", "password1");
            assertEquals(1, submit(arena, "slow", "cpp17", "bot.cpp", slow(SLOW_ROUNDS, "first")));
            assertEquals(2, submit(arena, "slow", "cpp17", "bot.cpp", slow(SLOW_ROUNDS, "second")));
            Thread.sleep(500); // the test's pacing: the slow compiles have the builders first, as when they came a moment before

            long asked = System.nanoTime();
            int quick = submit(arena, "quick", "python3", "bot.py", "import sys\nfor line in sys.stdin:\n    print('WAIT', flush=True)\n");
            JsonNode built = HostedFixture.awaitBuilt(arena, "quick", quick, FEW_SECONDS);
            long readyMillis = (System.nanoTime() - asked) / 1_000_000;
            System.out.printf("issue 38: the other team's Python bot was ready %d ms after its upload, behind two slow C++ compiles"
                    + " (the first of them %s then)%n", readyMillis, status(arena, "slow", 1));
            assertEquals("ready", built.get("status").asText(), built.toString());
            assertEquals("compiling", status(arena, "slow", 1), "the measure holds only while slow's first compile still runs");

            // a newer upload replaces the one still waiting: slow's second never starts
            int third = submit(arena, "slow", "cpp17", "bot.cpp", slow(1, "third"));
            JsonNode second = version(arena, "slow", 2);
            assertEquals("replaced", second.get("status").asText(), second.toString());
            assertTrue(second.get("log").asText().contains("replaced by version " + third + " before it was built"), second.toString());

            JsonNode first = HostedFixture.awaitBuilt(arena, "slow", 1, 400_000);
            assertEquals("ready", first.get("status").asText(), first.toString());
            JsonNode last = HostedFixture.awaitBuilt(arena, "slow", third, 200_000);
            assertEquals("ready", last.get("status").asText(), last.toString());
            assertEquals("replaced", status(arena, "slow", 2), "a replaced version stays replaced until chosen");
        }
    }
}
