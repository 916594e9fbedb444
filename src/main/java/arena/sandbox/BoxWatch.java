package arena.sandbox;

import java.util.Map;
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
    /** Groups of ended boxes that could not be removed yet (a zombie not yet reaped), with when they were first tried. */
    private final Map<Cgroups.Box, Long> toRemove = new ConcurrentHashMap<>();
    /** How long a group is tried again before it is reported and left. */
    static final long REMOVE_MILLIS = 10 * 60_000;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "sandbox-watch");
        t.setDaemon(true);
        return t;
    });

    @SuppressWarnings("FutureReturnValueIgnored") // sweep catches and logs what it throws, box by box
    BoxWatch() {
        timer.scheduleWithFixedDelay(this::sweep, PERIOD_MILLIS, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
    }

    void watch(SandboxedProcess p) {
        boxes.add(p);
    }

    /** Removes an ended box's groups, now or, if a zombie still holds them, on a later sweep. */
    void remove(Cgroups.Box box) {
        if (!box.remove()) toRemove.putIfAbsent(box, System.currentTimeMillis());
    }

    @SuppressWarnings("ModifyCollectionInEnhancedForLoop") // boxes is a concurrent set (ConcurrentHashMap.newKeySet): removing while iterating is safe
    private void sweep() {
        long now = System.currentTimeMillis();
        toRemove.entrySet().removeIf(e -> {
            if (e.getKey().remove()) return true;
            if (now - e.getValue() < REMOVE_MILLIS) return false;
            log.warn("an ended box's cgroup is still busy after {} min; left in place", REMOVE_MILLIS / 60_000);
            return true;
        });
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
