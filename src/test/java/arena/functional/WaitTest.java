package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.BotClient;
import arena.support.TestArena;
import arena.support.Await;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** WAIT answers OK at once and a second line when the next turn begins; early turns end when all have waited. */
class WaitTest {

    @Test
    void waitAnswersAtOnceAndAgainAtTheNextTurn() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("a1", "password1");
            arena.createTeam("b1", "password1");
            arena.createContest("ww", Map.of("turnMillis", 300, "turns", 50));
            arena.enroll("ww", "a1");
            arena.enroll("ww", "b1");
            try (BotClient bot = arena.bot("a1", "password1")) {
                assertEquals("OK", bot.command("WAIT"));
                arena.startRound("ww");
                assertEquals("ROUND 1", bot.line(), "a WAIT before the round wakes when it starts");
                long start = System.nanoTime();
                assertEquals("OK", bot.command("WAIT"));
                assertEquals("TURN 2", bot.line());
                long millis = (System.nanoTime() - start) / 1_000_000;
                assertTrue(millis > 100 && millis < 2000, "woke at the turn's end, after " + millis + " ms");
            }
        }
    }

    @Test
    void earlyTurnsEndOnceEveryoneWhoCanActHasWaited() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("a2", "password1");
            arena.createTeam("b2", "password1");
            arena.createContest("ee", Map.of("turnMillis", 60_000, "turns", 3, "earlyTurns", true));
            arena.enroll("ee", "a2");
            arena.enroll("ee", "b2");
            arena.startRound("ee");
            try (BotClient a = arena.bot("a2", "password1"); BotClient b = arena.bot("b2", "password1")) {
                for (int turn = 1; turn <= 3; turn++) {
                    assertEquals("OK", a.command("WAIT"));
                    assertEquals("OK", b.command("WAIT"));
                    String expected = turn < 3 ? "TURN " + (turn + 1) : "END";
                    assertEquals(expected, a.line(), "a one-minute turn ended as soon as both waited");
                    assertEquals(expected, b.line());
                }
                arena.awaitContest("ee", "finished", 1, 5000);
            }
        }
    }

    @Test
    void aStrictContestKeepsTheFullTurnEvenWhenAllHaveWaited() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("a3", "password1");
            arena.createTeam("b3", "password1");
            arena.createContest("ss", Map.of("turnMillis", 700, "turns", 5));
            arena.enroll("ss", "a3");
            arena.enroll("ss", "b3");
            arena.startRound("ss");
            try (BotClient a = arena.bot("a3", "password1"); BotClient b = arena.bot("b3", "password1")) {
                a.command("TURN");
                String[] before = a.line().split(" ");
                long start = System.nanoTime();
                assertEquals("OK", a.command("WAIT"));
                assertEquals("OK", b.command("WAIT"));
                a.line();
                long millis = (System.nanoTime() - start) / 1_000_000;
                assertTrue(millis >= Long.parseLong(before[2]) - 50, "waited out the turn: " + millis + " ms of " + before[2]);
            }
        }
    }

    /** On the manual clock: the turn ends exactly while the bot thinks, and the next would never end by itself. */
    @Test
    void aWaitReadAfterItsTurnEndedAnswersAtOnce() throws Exception {
        try (TestArena arena = TestArena.startWithManualClock()) {
            arena.createTeam("late1", "password1");
            arena.createTeam("late2", "password1");
            arena.createContest("late-wait", Map.of("turnMillis", 300, "turns", 100));
            arena.enroll("late-wait", "late1");
            arena.enroll("late-wait", "late2");
            arena.startRound("late-wait");
            try (BotClient bot = arena.bot("late1", "password1")) {
                assertEquals("OK", bot.command("TURN"));
                int seenTurn = Integer.parseInt(bot.line().split(" ")[1]);
                arena.advanceTurns("late-wait", 1);
                Await.until("the turn the bot saw ends while it thinks", 30_000,
                        () -> arena.contest("late-wait").get("turn").asInt() > seenTurn);
                long start = System.nanoTime();
                assertEquals("OK", bot.command("WAIT"));
                String woke = bot.line();
                long millis = (System.nanoTime() - start) / 1_000_000;
                assertTrue(Integer.parseInt(woke.split(" ")[1]) > seenTurn, woke);
                assertTrue(millis < 250, "the turn it waited for had begun: answered at once, not a turn later (" + millis + " ms)");
            }
        }
    }
}
