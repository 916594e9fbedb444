package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.bench.KillLoop;
import arena.support.TestDatabases;
import java.nio.file.Files;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import arena.support.Machine;

/**
 * The kill loop of {@link KillLoopTest} with the arena on PostgreSQL (the test command's PostgreSQL run): kill -9 at
 * random moments, half within 3 s of a start, then every contest advances and every finished match replays to its
 * stored result. Fewer kills than on H2 to keep the test command's time; {@code KillLoop 30 --postgresql} runs 30.
 */
// its restarts are timed as KillLoopTest's: alone on the machine, now that the PostgreSQL run spreads its other classes over two JVMs
@ResourceLock(Machine.WHOLE_CPU)
@Tag("slow")
class PostgresKillLoopTest {
    @Test
    void killsAtRandomMomentsLeaveEveryContestPlayingAndEveryResultReplayable() throws Exception {
        Assumptions.assumeTrue(TestDatabases.postgres(), "runs in the PostgreSQL run of the tests");
        KillLoop.Report report = KillLoop.run(Files.createTempDirectory("arena-kill-loop-pg"), 8, 20261123L,
                System.getProperty("java.class.path"), System.out);
        System.out.println(report);
        assertEquals(8, report.kills());
        assertTrue(report.early() >= 4, "half the kills within 3 s of a restart");
        assertTrue(report.replaysChecked() > 0, "finished matches were replayed: " + report);
        assertTrue(report.problems().isEmpty(), report.toString());
    }
}
