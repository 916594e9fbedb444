package arena.sandbox;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The user ids boxes run as, outside their user namespace: one of its own per running box (as IOI's isolate and
 * Halite's workers do), so a box's process count (RLIMIT_NPROC counts per uid) is its own, and a box's leftovers
 * can be found by uid in /proc and killed. A uid is held with a file lock, so two arenas (or two test JVMs) on one
 * machine never share one; the lock goes with the JVM if it dies. A uid some process still runs as is skipped.
 * When the arena is not root it cannot change identity: every box then runs as the arena's own uid outside (the
 * namespaces still hide the arena's files and processes from it), and the self-test's details say so.
 */
final class BoxIds {

    private static final Logger log = LoggerFactory.getLogger(BoxIds.class);

    /** A uid held by one box until closed. */
    record Lease(int uid, FileChannel lock) implements AutoCloseable {
        @Override
        public void close() {
            if (lock == null) return;
            try {
                lock.close();
            } catch (IOException e) {
                log.warn("cannot release the lock of box uid {}: {}", uid, e.toString());
            }
        }
    }

    private final int first;
    private final int count;
    private final Path lockDir;
    private final boolean root;
    private int next;

    BoxIds(int first, int count, Path lockDir) {
        this.first = first;
        this.count = count;
        this.lockDir = lockDir;
        this.root = ownUid() == 0;
    }

    boolean switchesIdentity() {
        return root;
    }

    String describe() {
        return root ? "each box runs as a uid of its own, " + first + "-" + (first + count - 1) + " outside its namespace"
                : "not root: boxes run as the arena's own uid " + ownUid() + " outside their namespace";
    }

    /** A free uid; throws IllegalStateException when every one is taken (more boxes than the range). */
    synchronized Lease acquire() {
        if (!root) return new Lease(ownUid(), null);
        try {
            Files.createDirectories(lockDir);
        } catch (IOException e) {
            throw new IllegalStateException("cannot make " + lockDir + ": " + e.getMessage(), e);
        }
        for (int i = 0; i < count; i++) {
            int uid = first + (next + i) % count;
            FileChannel ch = null;
            try {
                ch = FileChannel.open(lockDir.resolve(uid + ".lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock lock = ch.tryLock();
                if (lock != null && processesOf(uid).isEmpty()) {
                    next = (next + i + 1) % count;
                    return new Lease(uid, ch);
                }
                if (lock != null) log.warn("box uid {} still has processes from an earlier run; skipped", uid);
            } catch (OverlappingFileLockException e) {
                // held by this JVM already
            } catch (IOException e) {
                log.warn("cannot lock box uid {}: {}", uid, e.toString());
            }
            if (ch != null) {
                try {
                    ch.close();
                } catch (IOException e) {
                    log.debug("closing lock {}: {}", uid, e.toString());
                }
            }
        }
        throw new IllegalStateException("all " + count + " box uids are in use");
    }

    /**
     * The pids whose real uid is {@code uid}, from /proc, zombies left out: a killed box's processes are reparented
     * to the host's init, which reaps them when it will; a zombie runs nothing and holds nothing but its pid.
     */
    static List<Long> processesOf(int uid) {
        List<Long> out = new ArrayList<>();
        String[] names = new java.io.File("/proc").list();
        if (names == null) {
            log.warn("cannot list /proc");
            return out;
        }
        for (String name : names) {
            if (!ProcFiles.digits(name)) continue;
            byte[] status = ProcFiles.read("/proc/" + name + "/status");
            if (status == null) continue; // gone meanwhile
            if (zombie(status)) continue;
            int at = ProcFiles.after(status, "\nUid:", 0);
            if (at >= 0 && ProcFiles.number(status, at) == uid) out.add(Long.parseLong(name));
        }
        return out;
    }

    /** Whether a process's {@code status} says it is a zombie or dead (it runs nothing and holds only its pid). */
    private static boolean zombie(byte[] status) {
        int at = ProcFiles.after(status, "\nState:\t", 0);
        return at >= 0 && at < status.length && (status[at] == 'Z' || status[at] == 'X');
    }

    /** Whether a process runs (exists, and is no zombie waiting for the host's init to reap it). */
    static boolean running(long pid) {
        byte[] status = ProcFiles.read("/proc/" + pid + "/status");
        return status != null && !zombie(status);
    }

    static int ownUid() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Uid:")) return Integer.parseInt(line.substring(4).strip().split("\\s+")[0]);
            }
        } catch (IOException e) {
            log.warn("cannot read /proc/self/status: {}", e.toString());
        }
        return -1;
    }
}
