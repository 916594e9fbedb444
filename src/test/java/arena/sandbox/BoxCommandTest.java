package arena.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The command line of a box, layer by layer (BoxCommand): what each run gets and what it never gets. */
class BoxCommandTest {

    final BoxCommand command = new BoxCommand(new BoxCommand.Tools("/bin/sh", "/usr/bin/prlimit", "/usr/bin/setpriv",
            "/usr/bin/bwrap"), SandboxSetup.systemMounts(), Path.of("/data/sandbox/seccomp.bpf"));
    final Path build = Path.of("/data/builds/team-7/v3");

    List<String> argv(boolean writable, boolean pidsCgroup) {
        return command.argv(List.of(Path.of("/sys/fs/cgroup/memory/x/cgroup.procs")), pidsCgroup, 61007, true,
                RunLimits.bot(), build, writable, List.of("sh", "-c", "exec java -XX:MaxRAM={memoryMb}m Bot"));
    }

    @Test
    void aBotRunsAsItsOwnUidWithItsLimitsInEveryNamespaceWithItsBuildReadOnly() {
        List<String> a = argv(false, true);
        assertEquals("/bin/sh", a.get(0));
        assertEquals("/data/sandbox/seccomp.bpf", a.get(4));
        assertEquals("/sys/fs/cgroup/memory/x/cgroup.procs", a.get(5));
        int prlimit = a.indexOf("/usr/bin/prlimit"), setpriv = a.indexOf("/usr/bin/setpriv"), bwrap = a.indexOf("/usr/bin/bwrap");
        assertTrue(0 < prlimit && prlimit < setpriv && setpriv < bwrap, a.toString());
        assertTrue(a.containsAll(List.of("--cpu=60:61", "--nofile=64", "--fsize=16777216", "--core=0", "--nproc=128")), a.toString());
        assertTrue(a.containsAll(List.of("--reuid=61007", "--regid=61007", "--clear-groups")));
        for (String ns : List.of("--unshare-user", "--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts",
                "--die-with-parent", "--new-session", "--clearenv", "--disable-userns")) {
            assertTrue(a.contains(ns), ns);
        }
        int tmpfs = a.indexOf("--tmpfs");
        assertEquals(build.toString(), a.get(tmpfs + a.subList(tmpfs, a.size()).indexOf("--ro-bind") + 1));
        int tmp = a.lastIndexOf("/tmp");
        assertEquals(List.of("--size", Integer.toString(64 << 20), "--perms", "1777", "--tmpfs"), a.subList(tmp - 5, tmp));
        int shm = a.indexOf("/dev/shm");
        assertEquals(List.of("--size", Integer.toString(16 << 20), "--perms", "1777", "--tmpfs"), a.subList(shm - 5, shm));
        // issue 41: the filter on fd 9, which the wrapper opens from the file it is given; every other mount read-only
        assertEquals("9", a.get(a.indexOf("--seccomp") + 1));
        assertTrue(a.get(2).endsWith("exec /usr/bin/nice -n 10 \"$@\" 9< \"$f\""), a.get(2));
        assertTrue(a.get(2).contains("echo 1000 > /proc/self/oom_score_adj"), a.get(2));
        int chdir = a.indexOf("--chdir");
        assertEquals(List.of("--remount-ro", "/dev", "--remount-ro", "/proc", "--remount-ro", "/"), a.subList(chdir - 6, chdir));
        assertTrue(a.indexOf("--seccomp") < a.lastIndexOf("--"), "--seccomp is bwrap's, before the command");
        assertEquals("exec java -XX:MaxRAM=256m Bot", a.get(a.size() - 1));
        for (String hidden : List.of("/work", "/root", "/home", "/etc/shadow", "/etc/passwd", "/data", "/var", "/run")) {
            assertFalse(a.contains(hidden), hidden + " is mounted");
        }
        assertEquals(1, Collections.frequency(a, build.toString()), "the build folder is mounted once");
    }

    @Test
    void aCompileGetsItsBuildWritableAndWithoutAPidsCgroupTheRlimitIsTheProcessLimit() {
        List<String> a = argv(true, false);
        assertEquals(build.toString(), a.get(a.indexOf("--bind") + 1));
        assertTrue(a.contains("--nproc=64"));
    }
}
