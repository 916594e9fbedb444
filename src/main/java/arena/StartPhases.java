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

    /** Whether a start was measured in this process already: only the first counts the JVM's own start. */
    private static final java.util.concurrent.atomic.AtomicBoolean FIRST_DONE = new java.util.concurrent.atomic.AtomicBoolean();

    private final long startMillis;
    private final String since;
    private final List<String> phases = new ArrayList<>();
    private long last;

    StartPhases() {
        boolean first = !FIRST_DONE.getAndSet(true);
        // the process's start counts the launcher too; but run.sh execs java in its own process, whose start is then the
        // script's, a build and a training run earlier (a start "took 70 s"): past 2 s before the JVM's own, the JVM's
        long vmStart = java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime();
        long jvmStart = ProcessHandle.current().info().startInstant().map(java.time.Instant::toEpochMilli)
                .filter(processStart -> processStart >= vmStart - 2000).orElse(vmStart);
        // a second start in one process (the tests') is measured from its own call
        this.startMillis = first ? jvmStart : System.currentTimeMillis();
        this.since = first ? "the JVM started" : "the start was called";
        this.last = startMillis;
        if (first) phase("the JVM and the arena's first classes");
    }

    /** Notes that a phase has just ended. */
    synchronized void phase(String what) {
        long now = System.currentTimeMillis();
        phases.add(what + " " + (now - last) + " ms");
        last = now;
    }

    /** Logs the phases noted since the last report, with the time since the JVM started. */
    synchronized void report(String milestone) {
        log.info("{} {} ms after {} ({})", milestone, last - startMillis, since, String.join(", ", phases));
        phases.clear();
    }
}
