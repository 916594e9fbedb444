package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.shared.MachineCores;
import arena.support.Machine;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Issue 39: a hosted bot's turn is handed over with one of the machine's cores ({@link MachineCores}), given back with
 * its answer or at its limit. A bot that stops answering (it sleeps) loses on time, and its cores come back:
 * two rounds of three hosted bots play to their end, the second as the first, and every core is free
 * after each. A core kept by a turn that timed out (or by a closed connection's turn) would stall the second round.
 */
@ResourceLock(Machine.WHOLE_CPU) // real bots under time limits, and the machine's cores
class HostedCoresTest {

    @Test
    void everyCoreComesBackFromAnswersAndTimeouts() throws Exception {
        try (TestArena arena = HostedFixture.reachable(TestArena.start())) {
            TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "cores", "title", "LOCM cores", "game", "locm12",
                    "settings", Map.of("seed", 4, "practiceMatches", 0, "rounds", 2))));
            String sample = Files.readString(Path.of("src/main/resources/samples/locm/bot.py"));
            String sleeper = sample.replace("def send(answer):\n    print(answer, flush=True)",
                    "SENT = [0]\n\n\ndef send(answer):\n    SENT[0] += 1\n    if SENT[0] == 3:\n        import time\n        time.sleep(30)\n"
                            + "    print(answer, flush=True)");
            assertFalse(sleeper.equals(sample), "the sample's send() was found");
            for (String[] bot : new String[][] {{"c1", sample}, {"c2", sample}, {"zz", sleeper}}) {
                arena.createTeam(bot[0], "password1");
                arena.enroll("cores", bot[0]);
                int v = TestArena.expect(201, arena.api("POST", "/api/teams/" + bot[0] + "/bots",
                        Map.of("language", "python3", "files", Map.of("bot.py", bot[1])))).json().get("version").asInt();
                assertEquals("ready", HostedFixture.awaitBuilt(arena, bot[0], v, 60_000).get("status").asText());
                HostedFixture.choose(arena, "cores", bot[0], v);
            }
            for (int round = 1; round <= 2; round++) {
                arena.startRound("cores");
                arena.awaitContest("cores", round == 2 ? "finished" : "open", round, 300_000);
                JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/cores/rounds/" + round + "/matches", null)).json();
                assertEquals(6, matches.size(), "three teams, two matches a pair");
                int lostOnTime = 0;
                for (JsonNode m : matches) {
                    assertEquals("finished", m.get("status").asText(), m.toString());
                    if (m.get("summary").asText().contains(": timeout")) lostOnTime++;
                }
                // the sleeping bot's, at least (on a loaded machine, another may be late first in its match)
                assertTrue(lostOnTime >= 1, "turns ran out, and their cores came back from the expiry: " + matches);
                assertEquals(MachineCores.count(), MachineCores.available(), "every core is back after round " + round);
            }
        }
    }
}
