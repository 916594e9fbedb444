package arena.sandbox;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One thread that looks at every running box's cgroup counters a few times a second and ends a box that reached a
 * limit of its whole tree: the OOM killer may kill one child and leave the bot limping, a fork bomb held at the
 * pids limit spins forever, and RLIMIT_CPU counts one process at a time; here the box ends at once, with its reason.
 * It also releases the boxes that ended on their own.
 */
final class BoxWatch {

    private static final Logger log = LoggerFactory.getLogger(BoxWatch.class);
    static final long PERIOD_MILLIS = 100;

    private final Set<SandboxedProcess> boxes = ConcurrentHashMap.newKeySet();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "sandbox-watch");
        t.setDaemon(true);
        return t;
    });

    BoxWatch() {
        timer.scheduleWithFixedDelay(this::sweep, PERIOD_MILLIS, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
    }

    void watch(SandboxedProcess p) {
        boxes.add(p);
    }

    private void sweep() {
        for (SandboxedProcess p : boxes) {
            try {
                if (!p.check()) {
                    boxes.remove(p);
                    p.release(); // ended on its own: its leftovers killed, its cgroups and uid given back
                }
            } catch (RuntimeException e) {
                log.warn("sandbox watch: {}", e.toString(), e); // the watch must go on for the other boxes
            }
        }
    }
}
