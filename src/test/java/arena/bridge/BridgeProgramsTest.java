package arena.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 46: the bridge's program for a match is started before the match (a start is not on its first turn's clock),
 * the next one at each hand-over; a match asking for other variables (LOCM 1.5's saved deck) gets a program started
 * with them; a spare that ended while it waited is replaced; at the end no spare is left running.
 */
class BridgeProgramsTest {
    /** Says the deck variable it was started with, then echoes its input: a bot's program that waits on its input. */
    private static final List<String> BOT = List.of("sh", "-c", "echo \"deck=${ARENA_SAVED_DECK:-none}\"; exec cat");

    @Test
    void theProgramHandedOverWasStartedBeforeItsMatchAndTheNextIsStartedAtOnce() throws Exception {
        BridgePrograms programs = new BridgePrograms(BOT);
        try {
            programs.startAhead();
            assertTrue(programs.waiting() != null, "a program waits before any match");
            Thread.sleep(200); // a fixed gap, so that "started before the match" is a difference of 200 ms, not of a clock's grain
            Instant matchCame = Instant.now();
            LocalProgram first = (LocalProgram) programs.start(1);
            Instant firstStarted = ProcessHandle.of(first.pid()).orElseThrow().info().startInstant().orElseThrow();
            assertTrue(firstStarted.isBefore(matchCame.minusMillis(100)), "started " + firstStarted + ", the match came at " + matchCame);
            assertEquals("deck=none", firstLine(first));
            assertTrue(programs.waiting() != null, "the next match's program is started at the hand-over");
            LocalProgram second = (LocalProgram) programs.start(2);
            assertNotEquals(first.pid(), second.pid());
            assertTrue(first.alive() && second.alive(), "both matches' programs play on");
            first.stop();
            second.stop();
        } finally {
            programs.close();
        }
    }

    @Test
    void aMatchAskingForOtherVariablesGetsAProgramStartedWithThemAndTheNextSpareTakesThem() throws Exception {
        BridgePrograms programs = new BridgePrograms(BOT);
        try {
            programs.startAhead();
            Launched withDeck = programs.start(1, Map.of("ARENA_SAVED_DECK", "1"));
            assertEquals("deck=1", firstLine(withDeck));
            Launched again = programs.start(2, Map.of("ARENA_SAVED_DECK", "1"));
            assertEquals("deck=1", firstLine(again), "the spare was started with the deck the last match asked for");
            withDeck.stop();
            again.stop();
        } finally {
            programs.close();
        }
    }

    @Test
    void aSpareThatEndedWhileItWaitedIsReplacedAndNoneOutlivesTheBridge() throws Exception {
        List<String> once = List.of("sh", "-c", "if [ -e \"$0\" ]; then exec cat; else touch \"$0\"; fi",
                java.nio.file.Files.createTempDirectory("bridge-programs").resolve("started-once").toString());
        BridgePrograms programs = new BridgePrograms(once);
        programs.startAhead(); // the first start ends at once (it leaves the file); the ones after wait on their input
        LocalProgram ended = programs.waiting();
        assertTrue(ended.awaitEnd(5_000) != null, "the first program ended by itself");
        Launched handed = programs.start(1);
        assertTrue(handed.alive(), "a program ended while it waited is not handed over: a new one is");
        LocalProgram waiting = programs.waiting();
        programs.close();
        assertEquals(null, programs.waiting());
        assertTrue(waiting.awaitEnd(5_000) != null, "the spare ends with the bridge");
        handed.stop();
    }

    private static String firstLine(Launched program) throws Exception {
        return new BufferedReader(new InputStreamReader(program.stdout(), StandardCharsets.UTF_8)).readLine();
    }
}
