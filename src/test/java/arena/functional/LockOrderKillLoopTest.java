package arena.functional;

import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.bench.KillLoop;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/**
 * The kill loops in the lock-order test mode (run by pom.xml's lock-order execution, with {@code -Darena.lockOrder=check},
 * which the server processes inherit): fewer kills than KillLoopTest's, since each server checks every lock it
 * takes; any "lock order violated" in a server's log is a problem the loop reports.
 */
class LockOrderKillLoopTest {
    @Test
    void killsWhileRoundsStartInSeveralContestsBreakNoLockOrder() throws Exception {
        KillLoop.Report report = KillLoop.startsAtOnce(Files.createTempDirectory("arena-kill-loop"), 4, 20260603L,
                System.getProperty("java.class.path"), System.out);
        System.out.println(report);
        assertTrue(report.problems().isEmpty(), report.toString());
    }

    @Test
    void killsAtRandomMomentsBreakNoLockOrder() throws Exception {
        KillLoop.Report report = KillLoop.run(Files.createTempDirectory("arena-kill-loop"), 6, 20260604L,
                System.getProperty("java.class.path"), System.out);
        System.out.println(report);
        assertTrue(report.problems().isEmpty(), report.toString());
    }
}
