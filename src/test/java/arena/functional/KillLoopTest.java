package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.bench.KillLoop;
import java.nio.file.Files;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import arena.support.Machine;

/**
 * No kill -9, at any moment (half of them within 3 s of a restart), leaves a contest that cannot go on: 30 kills
 * on the same data while house bots and scripted bots play, then every contest advances, no tick or commit failed,
 * a clean stop takes under 5 s and every finished match replays to its stored result (see {@link KillLoop}).
 */
@ResourceLock(Machine.WHOLE_CPU)
@Tag("slow")
class KillLoopTest {
    @Test
    void thirtyKillsAtRandomMomentsLeaveEveryContestPlayingAndEveryResultReplayable() throws Exception {
        KillLoop.Report report = KillLoop.run(Files.createTempDirectory("arena-kill-loop"), 30, 20260601L,
                System.getProperty("java.class.path"), System.out);
        System.out.println(report);
        assertEquals(30, report.kills());
        assertTrue(report.early() >= 15, "half the kills within 3 s of a restart");
        assertTrue(report.replaysChecked() > 0, "finished matches were replayed: " + report);
        assertTrue(report.problems().isEmpty(), report.toString());
    }

    /**
     * Issue 28: rounds started in four contests at once, then a kill within 3 s, ten times: every round that told a
     * turn before the kill is back after the restart at that turn or later, none back at round 0.
     */
    @Test
    void roundsStartedInSeveralContestsAtOnceSurviveAKillWithinSeconds() throws Exception {
        KillLoop.Report report = KillLoop.startsAtOnce(Files.createTempDirectory("arena-kill-loop"), 10, 20260602L,
                System.getProperty("java.class.path"), System.out);
        System.out.println(report);
        assertTrue(report.problems().isEmpty(), report.toString());
    }
}
