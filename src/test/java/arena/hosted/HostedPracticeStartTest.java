package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.turns.TeamLog;
import arena.support.Machine;
import arena.support.Practice;
import arena.support.TestArena;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Issue 39, RULINGS 9: a practice waits for its hosted bot as a round does. A Vestrock practice tried with a hosted
 * Python bot starts its clock only once the bot runs and has written its first command, so that command comes in
 * turn 1 of every practice (before, the practice's clock ran while the arena started the bot: its first command came
 * turns later). A bot stuck in an endless loop, which never writes a command, still gets a last word in its log: how
 * it was at the match's end, with its CPU and its commands (before: only "started", and nothing at the end).
 */
@ResourceLock(Machine.WHOLE_CPU)
class HostedPracticeStartTest {

    @Test
    void aPracticeWaitsForItsHostedBotAndItsLogSaysHowTheBotEnded() throws Exception {
        try (TestArena arena = HostedFixture.reachable(TestArena.start())) {
            arena.createTeam("pz", "password1");
            Practice.createContest(arena, "hp", "vestrock", Practice.fast(Map.of("turnMillis", 100, "turnsPerMatch", 12, "practiceMatches", 1)));
            arena.enroll("hp", "pz");
            long team = arena.app.contests().teamId("pz").orElseThrow();
            int bot = HostedFixture.submit(arena, "pz", "python3", "vestrock_bot.py");
            assertEquals("ready", HostedFixture.awaitBuilt(arena, "pz", bot, 60_000).get("status").asText());
            int spinning = TestArena.expect(201, arena.api("POST", "/api/teams/pz/bots", Map.of("language", "python3",
                    "files", Map.of("bot.py", "while True:\n    pass\n")))).json().get("version").asInt();
            assertEquals("ready", HostedFixture.awaitBuilt(arena, "pz", spinning, 60_000).get("status").asText());
            HostedPlay play = arena.app.hosting().play().orElseThrow();

            for (int i = 0; i < 3; i++) {
                play.tryInPractice(team, "hp", bot);
                long match = arena.app.contests().startPractice("hp", team, "greedy");
                List<TeamLog.Line> log = awaitOver(arena, match, team);
                TeamLog.Line first = log.stream().filter(l -> l.kind().equals("command")).findFirst().orElseThrow(() -> new AssertionError("no command: " + log));
                assertEquals(1, first.turn(), "practice " + (i + 1) + ": the bot's first command comes in turn 1: " + log);
                awaitNotKept(arena);
            }

            play.tryInPractice(team, "hp", spinning);
            long match = arena.app.contests().startPractice("hp", team, "greedy");
            List<TeamLog.Line> log = awaitOver(arena, match, team);
            assertTrue(log.stream().anyMatch(l -> l.text().startsWith("arena: at the match's end your bot version " + spinning)
                    && l.text().contains("s of CPU and no command")), "the log says how the bot was at the match's end: " + log);
        }
    }

    /** Waits for the practice's end (the bot's 20 s warm-up included); the team's log of it then. */
    private static List<TeamLog.Line> awaitOver(TestArena arena, long match, long team) throws InterruptedException {
        long end = System.currentTimeMillis() + 120_000;
        while (System.currentTimeMillis() < end) {
            String status = TestArena.expect(200, arena.api("GET", "/api/matches/" + match, null)).json().get("status").asText();
            if (status.equals("finished")) return arena.app.contests().teamLog(match, team);
            Thread.sleep(100);
        }
        throw new AssertionError("practice " + match + " is not over after 120 s");
    }

    private static void awaitNotKept(TestArena arena) throws InterruptedException {
        Runner runner = arena.app.hosting().runner().orElseThrow();
        long end = System.currentTimeMillis() + 30_000;
        while (!runner.kept().isEmpty() && System.currentTimeMillis() < end) Thread.sleep(50);
        assertTrue(runner.kept().isEmpty(), "the bot is ended after its practice: " + runner.kept());
    }
}
