package arena.bridge;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A hosted bot's loop (programs that take slots) whose match ended without its {@code OVER} reaching it (the arena tells
 * a match's end once): the next {@code MATCHES} shows the match over, and the loop ends its program then, as an
 * {@code OVER} would have. Kept, the program held one of the bot's share of slots for good, and a 20-bot hosted LOCM
 * round stalled with every bot waiting in {@code NEXT} for matches whose other side could not reserve them.
 */
class MatchLoopStaleProgramTest {
    @Test
    void aProgramWhoseMatchMatchesShowsOverIsEndedThoughNoOverCame() throws Exception {
        List<LocalProgram> started = new ArrayList<>();
        MatchLoop.Starter starter = new MatchLoop.Starter() {
            @Override
            public Launched start(long matchId) throws java.io.IOException {
                LocalProgram p = new LocalProgram(List.of("cat"));
                started.add(p);
                return p;
            }

            @Override
            public boolean takesSlots() {
                return true;
            }
        };
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        MatchLoop loop = new MatchLoop("hosted", starter, id -> {}, new PrintStream(printed, true, StandardCharsets.UTF_8), null);
        ScriptedArena arena = new ScriptedArena();
        Thread worker = new Thread(() -> {
            try {
                loop.work(arena);
            } catch (Exception e) {
                arena.failure = e;
            }
        });
        worker.start();
        worker.join(TimeUnit.SECONDS.toMillis(60));
        assertFalse(worker.isAlive(), "the loop ends at END");
        assertTrue(arena.failure == null, String.valueOf(arena.failure));
        assertTrue(started.size() == 1, "one program, for match 7: " + started.size());
        assertTrue(arena.endedWhileRunning == Boolean.FALSE, "match 7's program was ended before the contest's end: " + printed);
        assertTrue(printed.toString(StandardCharsets.UTF_8).contains("match 7: WIN (as MATCHES lists it)"), printed.toString(StandardCharsets.UTF_8));
        started.forEach(LocalProgram::stop);
    }

    /**
     * The arena's side of one connection: match 7 is the team's one match; it ends after the first two {@code MATCHES}
     * without an {@code OVER} ever being answered to {@code NEXT 7} (which answers {@code NONE}, as after its 5 s); the
     * {@code NEXT} of a loop with no program left ({@link MatchLoop#IDLE_NEXT}) answers {@code END}, and so does
     * {@code NEXT 7} after 30 s.
     */
    private static final class ScriptedArena implements MatchLoop.Link {
        private final Deque<String> lines = new ArrayDeque<>();
        private final long started = System.nanoTime();
        private int matchesAsked;
        volatile Exception failure;
        /** Whether match 7's program still ran when the contest ended (null: it never ended). */
        volatile Boolean endedWhileRunning;

        @Override
        public String command(String line) throws InterruptedException {
            if (line.equals("MATCHES")) {
                matchesAsked++;
                lines.add("1");
                lines.add("7 0 " + (matchesAsked <= 2 ? "YOUR_TURN" : "WIN") + " rival");
                return "OK";
            }
            if (line.startsWith("SAVED_DECK")) return "ERR 103 unknown command";
            if (line.equals(MatchLoop.IDLE_NEXT) || (line.startsWith("NEXT") && System.nanoTime() - started > TimeUnit.SECONDS.toNanos(30))) {
                endedWhileRunning = line.equals(MatchLoop.IDLE_NEXT) ? Boolean.FALSE : Boolean.TRUE;
                lines.add("END");
                return "OK";
            }
            if (line.startsWith("NEXT")) {
                Thread.sleep(100); // the arena's NEXT with ids waits before NONE: no loop spins here
                lines.add("NONE");
                return "OK";
            }
            return "ERR 101 not expected here: " + line;
        }

        @Override
        public String line() {
            return lines.removeFirst();
        }

        @Override
        public List<String> commands(List<String> batch) {
            List<String> answers = new ArrayList<>();
            for (String l : batch) answers.add(l.startsWith("LOG") || l.startsWith("HOLD") ? "OK" : "ERR 101 not expected here: " + l);
            return answers;
        }
    }
}
