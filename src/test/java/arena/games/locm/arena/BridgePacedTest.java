package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * Issue 46: a bridge started with {@code --programs 1} plays its team's matches one at a time, as a hosted bot with a
 * share of one slot does: in a round robin of three teams (four matches each at once) no team ever runs more than its
 * one match program and the one started ahead, the matches it is not playing are held in the arena, and every match
 * ends by the rules with no turn lost on time. Unpaced, the same round starts each team's four programs at once.
 */
class BridgePacedTest {
    private static final List<String> TEAMS = List.of("pace1", "pace2", "pace3");

    @Test
    void aPacedBridgePlaysOneMatchAtATimeAndLosesNoTurn() throws Exception {
        try (TestArena arena = TestArena.start()) {
            // a generous factor: the build machine is small and shared (what is tested is the pacing, not the bot's speed)
            BridgeProcessTest.contest(arena, "paced", Map.of("timeFactor", 20), TEAMS.toArray(String[]::new));
            Path dir = Files.createTempDirectory("bridge-paced");
            Map<String, Path> pidFiles = new HashMap<>();
            List<BridgeProcessTest.Run> runs = new ArrayList<>();
            for (String team : TEAMS) {
                Path pids = dir.resolve(team + ".pids");
                pidFiles.put(team, pids);
                Path script = dir.resolve(team + ".sh");
                // notes the pid of the program, which exec keeps: one line a program
                Files.writeString(script, "#!/bin/sh\necho $$ >> \"$1\"\nexec python3 \"$2\"\n");
                runs.add(BridgeProcessTest.bridge(arena.app.botPort(), team, List.of("--programs", "1"),
                        List.of("sh", script.toString(), pids.toString(), BridgeTest.SAMPLE.toAbsolutePath().toString())));
            }
            Map<String, Integer> most = new HashMap<>();
            AtomicBoolean watching = new AtomicBoolean(true);
            Thread watch = Thread.ofPlatform().start(() -> {
                while (watching.get()) {
                    for (String team : TEAMS) {
                        try {
                            long alive = BridgeProcessTest.pids(pidFiles.get(team)).stream()
                                    .filter(p -> ProcessHandle.of(p).map(ProcessHandle::isAlive).orElse(false)).count();
                            most.merge(team, (int) alive, Math::max);
                        } catch (java.io.IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    }
                    try {
                        Thread.sleep(10); // a look every 10 ms: a LOCM match lasts seconds
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            });
            arena.startRound("paced");
            arena.awaitContest("paced", "finished", 1, 180_000);
            watching.set(false);
            watch.join();
            for (BridgeProcessTest.Run run : runs) run.await(20_000);
            for (BridgeProcessTest.Run run : runs) {
                assertEquals(0, run.code()[0], run.text());
                assertFalse(run.text().contains("did not answer"), "no turn lost on time: " + run.text());
                assertFalse(run.text().contains("ERR 806"), "the holds were all granted: " + run.text());
                // one program at a time, reserved in the order of the matches' ids: they end in that order. A program
                // started for whichever match's turn came first could wait for an opponent busy elsewhere, in a cycle
                List<Long> ended = new ArrayList<>();
                java.util.regex.Matcher over = java.util.regex.Pattern.compile("(?m)^bridge: match (\\d+): (WIN|LOSS|DRAW)").matcher(run.text());
                while (over.find()) ended.add(Long.parseLong(over.group(1)));
                assertEquals(4, ended.size(), "four matches played: " + run.text());
                assertEquals(ended.stream().sorted().toList(), ended, "the matches were played in the order of their ids: " + run.text());
            }
            JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/paced/rounds/1/matches", null)).json();
            assertEquals(6, matches.size(), "three teams, three pairs, seats swapped");
            for (JsonNode m : matches) {
                String summary = m.get("summary").asText();
                assertTrue(summary.contains("has no health left") || summary.contains("step limit"), "ended by the rules: " + summary);
            }
            for (String team : TEAMS) {
                // its match program and the one started ahead for the next match; four matches were there at once
                assertTrue(most.getOrDefault(team, 0) <= 2, team + " ran " + most.get(team) + " programs at once");
                assertTrue(most.getOrDefault(team, 0) >= 1, team + "'s programs were seen running");
                assertEquals(6, BridgeProcessTest.pids(pidFiles.get(team)).size(), team
                        + ": the bridge's check before it connects, a program for each of its four matches, and the last one started ahead");
            }
        }
    }
}
