package arena.sandbox;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.Await;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a box's tree is doing, read from /proc. Issue 39: a tree with a cgroup is looked at through the cgroup's own
 * list of processes, never by walking every process of the host ({@link ProcessHandle#descendants}), which forty
 * hosted matches' spares did every few milliseconds.
 */
class ProcessTreeTest {

    @Test
    void aProcessOfTheBoxsListIsLookedAtThoughItIsNoChildOfTheRoot() throws Exception {
        Process root = new ProcessBuilder("sleep", "30").start();
        Process reader = new ProcessBuilder("cat").start(); // blocked in read(0, ...): no descendant of the root
        try {
            boolean seen = Await.until("the box's reading process seen", 20_000,
                    () -> ProcessTree.of(root.toHandle(), List.of(reader.pid())).readsStdin(), Boolean::booleanValue);
            assertTrue(seen, "the box's reading process was not seen");
            assertFalse(ProcessTree.of(root.toHandle(), List.of()).readsStdin(),
                    "without the box's list only the root's tree is looked at: sleep reads nothing");
        } finally {
            root.destroyForcibly();
            reader.destroyForcibly();
        }
    }

    @Test
    void aRootWithoutABoxListIsLookedAtWithItsDescendants() throws Exception {
        Process root = new ProcessBuilder("sh", "-c", "cat; true").start(); // the shell waits, its child cat reads
        try {
            boolean seen = Await.until("the root's child reading its input seen", 20_000,
                    () -> ProcessTree.of(root.toHandle(), List.of()).readsStdin(), Boolean::booleanValue);
            assertTrue(seen, "the root's child reading its input was not seen");
        } finally {
            root.descendants().forEach(ProcessHandle::destroyForcibly);
            root.destroyForcibly();
        }
    }
}
