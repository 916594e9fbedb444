package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.TeamLog;
import arena.support.Machine;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Issue 39, RULINGS 9: a hosted program's start is never timed. A hosted Java and a hosted Python LOCM bot whose first
 * turn takes 10 ms of CPU play a round at the contest's default settings on a machine loaded with 10 busy loops: each
 * match's first turn is answered in time, because its program is handed that turn only once it reads its input. Before,
 * the turn was handed over as the box was being set up, and the JVM's start under that load (seconds) was timed: the
 * Java bot lost every match at its first turn. Each match's log also says how the program ended.
 */
@ResourceLock(Machine.WHOLE_CPU) // a load of its own, and real bots under time limits
class HostedStartTest {
    /** Busy loops at nice 0 beside the test: the load of a machine that does other work. */
    static final int LOAD = 10;

    @Test
    void aLoadedMachineTimesNoStart() throws Exception {
        String python = Files.readString(Path.of("src/main/resources/samples/locm/bot.py")).replace("def send(answer):\n",
                "first = [True]\n\ndef send(answer):\n    import time\n    if first[0]:\n        first[0] = False\n"
                        + "        end = time.process_time() + 0.010\n        while time.process_time() < end:\n            pass\n");
        String java = Files.readString(Path.of("src/main/resources/samples/locm/Bot.java")).replace("static void send(String answer) {\n",
                "static boolean first = true;\n\n    static void send(String answer) {\n"
                        + "        if (first) {\n            first = false;\n"
                        + "            var cpu = java.lang.management.ManagementFactory.getThreadMXBean();\n"
                        + "            long end = cpu.getCurrentThreadCpuTime() + 10_000_000L;\n"
                        + "            while (cpu.getCurrentThreadCpuTime() < end) { }\n        }\n");
        assertTrue(python.contains("process_time") && java.contains("getCurrentThreadCpuTime"), "the starters still answer through send()");
        List<Process> load = new ArrayList<>();
        try (TestArena arena = HostedFixture.reachable(TestArena.start())) {
            TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "hs", "title", "LOCM hs", "game", "locm12",
                    "settings", Map.of("seed", 8, "practiceMatches", 0))));
            TestArena.expect(201, arena.api("POST", "/api/contests/hs/enrollments", Map.of("houseBot", "greedy")));
            for (String[] bot : new String[][] {{"jv", "java", "Bot.java", java}, {"py", "python3", "bot.py", python}}) {
                arena.createTeam(bot[0], "password1");
                arena.enroll("hs", bot[0]);
                int v = TestArena.expect(201, arena.api("POST", "/api/teams/" + bot[0] + "/bots",
                        Map.of("language", bot[1], "files", Map.of(bot[2], bot[3])))).json().get("version").asInt();
                assertEquals("ready", HostedFixture.awaitBuilt(arena, bot[0], v, 120_000).get("status").asText());
                HostedFixture.choose(arena, "hs", bot[0], v);
            }
            for (int i = 0; i < LOAD; i++) load.add(new ProcessBuilder("sh", "-c", "while :; do :; done").start());

            arena.startRound("hs");
            arena.awaitContest("hs", "finished", 1, 600_000);

            JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/hs/rounds/1/matches", null)).json();
            assertEquals(6, matches.size(), "three teams, two matches a pair");
            for (JsonNode m : matches) {
                for (String team : new String[] {"jv", "py"}) {
                    if (!m.get("seats").toString().contains("\"" + team + "\"")) continue;
                    long teamId = arena.app.contests().teamId(team).orElseThrow();
                    List<TeamLog.Line> log = arena.app.contests().teamLog(m.get("id").asLong(), teamId);
                    int first = -1;
                    for (int i = 0; i < log.size() && first < 0; i++) if (log.get(i).text().startsWith("ANSWER ")) first = i;
                    assertTrue(first >= 0 && first + 1 < log.size(), team + " answered its first turn: " + m.get("summary") + " " + log);
                    assertEquals("OK", log.get(first + 1).text(), team + "'s first answer was in time: " + m.get("summary") + " " + log);
                }
            }
        } finally {
            load.forEach(Process::destroyForcibly);
        }
    }
}
