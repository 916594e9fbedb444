package arena;

import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How long each phase of a start took, from the JVM's own start: logged once when the web answers and once when the
 * work that waits for it is done (issue 28: after a kill -9 the web must answer within 2 s, so where the time goes is
 * written in the log of every start, not guessed).
 */
final class StartPhases {
    private static final Logger log = LoggerFactory.getLogger(StartPhases.class);

    private final long jvmStartMillis;
    private final List<String> phases = new ArrayList<>();
    private long last;

    StartPhases() {
        this.jvmStartMillis = ProcessHandle.current().info().startInstant().map(java.time.Instant::toEpochMilli)
                .orElse(java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime());
        this.last = jvmStartMillis;
        phase("the JVM and the arena's first classes");
    }

    /** Notes that a phase has just ended. */
    synchronized void phase(String what) {
        long now = System.currentTimeMillis();
        phases.add(what + " " + (now - last) + " ms");
        last = now;
    }

    /** Logs the phases noted since the last report, with the time since the JVM started. */
    synchronized void report(String milestone) {
        log.info("{} {} ms after the JVM started ({})", milestone, last - jvmStartMillis, String.join(", ", phases));
        phases.clear();
    }
}
