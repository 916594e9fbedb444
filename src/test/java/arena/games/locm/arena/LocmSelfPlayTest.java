package arena.games.locm.arena;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code locm-selfplay}: its arguments, its figures, and results that do not depend on the threads. */
class LocmSelfPlayTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();

    private int run(String... args) {
        return LocmSelfPlay.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void badArgumentsAreNamed() {
        assertEquals(2, run("--games", "10"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("--variant is needed"), err::toString);
        err.reset();
        assertEquals(2, run("--variant", "1.3", "--games", "10"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("'1.3' is not 1.2 or 1.5"), err::toString);
        err.reset();
        assertEquals(2, run("--variant", "1.2", "--games", "ten"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("--games: 'ten' is not a whole number"), err::toString);
        err.reset();
        assertEquals(2, run("--variant", "1.2", "--games", "10", "--threads", "0"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("--threads: 0 is out of range"), err::toString);
        err.reset();
        assertEquals(2, run("--variant", "1.2", "--games", "10", "--players", "smart"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("no player 'smart'"), err::toString);
        err.reset();
        assertEquals(2, run("--variant", "1.2", "--games"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("--games needs a value"), err::toString);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("usage: java -jar arena.jar locm-selfplay"));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void printsGamesPerSecondAndWinRates() {
        assertEquals(0, run("--variant", "1.5", "--games", "300", "--threads", "2", "--seed", "5"));
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("LOCM 1.5 self-play, random vs random: 300 games on 2 threads"), text);
        assertTrue(text.contains("games/s"), text);
        assertTrue(text.matches("(?s).*first player \\(0\\) wins \\d+\\.\\d%, second player \\(1\\) wins \\d+\\.\\d%, draws \\d+\\.\\d%.*"), text);
    }

    @Test
    void theThreadsChangeNothingButTheSpeed() {
        for (String variant : new String[]{"1.2", "1.5"}) {
            LocmSelfPlay.Options one = LocmSelfPlay.Options.parse(new String[]{"--variant", variant, "--games", "600", "--threads", "1"});
            LocmSelfPlay.Options three = LocmSelfPlay.Options.parse(new String[]{"--variant", variant, "--games", "600", "--threads", "3"});
            LocmSelfPlay.Tally a = LocmSelfPlay.play(one), b = LocmSelfPlay.play(three);
            assertEquals(a.seat0.sum(), b.seat0.sum());
            assertEquals(a.seat1.sum(), b.seat1.sum());
            assertEquals(a.draws.sum(), b.draws.sum());
            assertEquals(600, a.seat0.sum() + a.seat1.sum() + a.draws.sum());
        }
    }

    @Test
    void greedyBeatsRandomChangingSeats() {
        LocmSelfPlay.Options o = LocmSelfPlay.Options.parse(new String[]{"--variant", "1.2", "--games", "60", "--threads", "2",
                "--players", "random,greedy"});
        LocmSelfPlay.Tally t = LocmSelfPlay.play(o);
        assertEquals(60, t.firstKind.sum() + t.secondKind.sum() + t.draws.sum());
        assertTrue(t.secondKind.sum() > 2 * t.firstKind.sum(), () -> "greedy " + t.secondKind.sum() + ", random " + t.firstKind.sum());
    }
}
