package arena.sandbox;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One box's process tree, as the arena sees it: bwrap's streams, a watch over its cgroups (the memory, process
 * and CPU limits of the whole tree, checked by {@link BoxWatch}), and the end of it all: when bwrap ends, whoever
 * is left of the box (in its cgroups, or running as its uid) is killed, and only then are its cgroups removed and
 * its uid given back. A uid some process still runs as is never given back.
 *
 * <p>It shares with the bridge's {@code arena.bridge.LocalProgram} only the handing out of a {@link Process}'s streams
 * (issue 45): that one runs a bot bare on a student's machine and is built alone for Java 17, so neither can be the other.
 */
final class SandboxedProcess implements HostedProcess {

    private static final Logger log = LoggerFactory.getLogger(SandboxedProcess.class);

    /** How long the end of a box may take before it is reported and its uid kept out of use. */
    static final long REAP_MILLIS = 5000;

    private final Process process;
    private final Optional<Cgroups.Box> cgroup;
    private final BoxIds.Lease lease;
    private final boolean ownsUid;
    private final RunLimits limits;
    private final BoxWatch watch;
    private volatile String reason; // set once: by the watch, by kill(), or from the exit status
    private volatile boolean released;

    SandboxedProcess(Process process, Optional<Cgroups.Box> cgroup, BoxIds.Lease lease, boolean ownsUid, RunLimits limits,
                     BoxWatch watch) {
        this.watch = watch;
        this.process = process;
        this.cgroup = cgroup;
        this.lease = lease;
        this.ownsUid = ownsUid;
        this.limits = limits;
        this.stdin = new FilterOutputStream(process.getOutputStream()) {
            @Override
            public void write(int b) throws IOException {
                play();
                out.write(b);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                play();
                out.write(b, off, len);
            }
        };
    }

    /** The program's stdin: its first input makes the box a player (issue 39), if it was not one already. */
    private final OutputStream stdin;
    private volatile boolean playing;

    @Override
    public OutputStream stdin() {
        return stdin;
    }

    /**
     * Gives the box a player's CPU weight, once: when its program is seen reading its input, or is first handed some
     * (a program that never reads before its input comes still plays at a player's weight). Until then it starts at
     * {@link Cgroups#STARTING_BOX_SHARES}, so that spares warming up give way to the boxes whose turn is on the clock.
     */
    private void play() {
        if (playing) return;
        playing = true;
        weigh(Cgroups.PLAYING_BOX_SHARES);
    }

    /** Whether a weight could not be set once already (said once in the log, not at every turn). */
    private volatile boolean weightFailed;

    /** Sets the box's CPU weight, where it has a cpu group; a failure is logged once and the box plays on as it was. */
    private void weigh(long shares) {
        if (cgroup.isEmpty()) return;
        try {
            cgroup.get().weigh(shares);
        } catch (IOException e) {
            if (!weightFailed) log.warn("box uid {}: its CPU weight could not be set to {}: {}", lease.uid(), shares, e.toString());
            weightFailed = true;
        }
    }

    @Override
    public InputStream stdout() {
        return process.getInputStream();
    }

    @Override
    public InputStream stderr() {
        return process.getErrorStream();
    }

    @Override
    public boolean alive() {
        return process.isAlive();
    }

    /** The process's pid on the arena's side (bwrap's). */
    long pid() {
        return process.pid();
    }

    /** The uid the box runs as outside its namespace. */
    int uid() {
        return lease.uid();
    }

    @Override
    public Optional<String> endReason() {
        if (process.isAlive()) return Optional.empty();
        return Optional.of(finalReason());
    }

    /** Waits for the end, at most {@code millis}; true if it ended. */
    boolean waitFor(long millis) throws InterruptedException {
        return process.waitFor(millis, TimeUnit.MILLISECONDS);
    }

    /** The exit status (bwrap passes the bot's own, 128 + signal when a signal killed it); -1 while running. */
    int exitCode() {
        return process.isAlive() ? -1 : process.exitValue();
    }

    /** Called by the watch: a limit of the whole tree was reached. */
    void limitReached(String why) {
        log.info("box uid {}: {}", lease.uid(), why);
        end(why);
    }

    /** Checks the tree's limits once; true while there is something to watch. */
    boolean check() {
        if (!process.isAlive()) return false;
        if (cgroup.isEmpty()) return true;
        seeCpu(null);
        Cgroups.Box box = cgroup.get();
        if (box.memoryLimitReached()) {
            limitReached(memoryReason());
        } else if (box.processLimitReached()) {
            limitReached("process limit of " + limits.processes() + " reached");
        } else if (box.cpuNanos() >= limits.cpuSeconds() * 1_000_000_000L) {
            limitReached(cpuReason());
        }
        return process.isAlive();
    }

    /** CPU time of the box's whole tree so far, in nanoseconds, as its cgroup counts it; -1 without one. */
    long cpuNanos() {
        return cgroup.map(Cgroups.Box::cpuNanos).orElse(-1L);
    }

    /** The CPU its tree used, last seen (by the watch, a look for input, or just before its end), in ms; -1 unseen. */
    private volatile long cpuMillisSeen = -1;
    /** The tree's CPU ticks at the last look for input, and since when (System.nanoTime) it has been asleep and idle, or 0. */
    private long ticksLooked = -1;
    private long quietSince;
    /** How long a tree must sleep without using CPU to count as waiting for its input (a Node program in epoll). */
    static final long QUIET_MILLIS = 50;

    /** Reads the tree's CPU now (its cgroup's counter, else the ticks of its processes), while it runs. */
    private void seeCpu(ProcessTree tree) {
        if (!process.isAlive()) return;
        long nanos = cpuNanos();
        long millis = nanos >= 0 ? nanos / 1_000_000 : (tree != null ? tree : ProcessTree.of(process.toHandle(), List.of())).cpuTicks() * TICK_MILLIS;
        if (millis > cpuMillisSeen) cpuMillisSeen = millis;
    }

    /** The length of a clock tick of /proc's CPU counters (USER_HZ, 100 on Linux). */
    private static final long TICK_MILLIS = 10;

    @Override
    public synchronized boolean awaitsInput() {
        // once seen reading (or handed input) it stays ready: the look reads /proc, and a spare is asked on every NEXT
        if (playing || !process.isAlive()) return true;
        ProcessTree tree = ProcessTree.of(process.toHandle(), cgroup.map(Cgroups.Box::pids).orElse(List.of()));
        seeCpu(tree);
        if (tree.readsStdin()) {
            play();
            return true;
        }
        long now = System.nanoTime();
        boolean quiet = tree.asleep() && tree.cpuTicks() == ticksLooked;
        ticksLooked = tree.cpuTicks();
        if (!quiet) {
            quietSince = 0;
            return false;
        }
        if (quietSince == 0) quietSince = now;
        if (now - quietSince < QUIET_MILLIS * 1_000_000) return false;
        play();
        return true;
    }

    @Override
    public void onTheClock(boolean on) {
        playing = true;
        weigh(on ? Cgroups.PLAYING_BOX_SHARES : Cgroups.IDLE_BOX_SHARES);
    }

    @Override
    public long cpuMillisNow() {
        long nanos = cpuNanos();
        return nanos >= 0 ? nanos / 1_000_000 : -1;
    }

    /** The figure the watch saw last (every {@value BoxWatch#PERIOD_MILLIS} ms): read on the clock's thread, never I/O. */
    @Override
    public long cpuMillis() {
        return cpuMillisSeen;
    }

    @Override
    public void kill() {
        // a bot that has just exited by itself (its stdout closed, the caller kills what is left) keeps its own reason:
        // "exited with code 3", not "killed by the arena" (bwrap may still be reaping it when the caller gets here)
        try {
            if (process.waitFor(EXITING_MILLIS, TimeUnit.MILLISECONDS)) {
                end(null);
                return;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        end("killed by the arena");
    }

    /** How long kill() lets a bot that is already ending finish by itself. */
    private static final long EXITING_MILLIS = 100;

    @Override
    public void close() {
        kill();
        try {
            process.getOutputStream().close();
        } catch (IOException e) {
            log.debug("closing a box's stdin: {}", e.toString());
        }
        closeQuietly(process.getInputStream());
        closeQuietly(process.getErrorStream());
        release();
    }

    private static void closeQuietly(InputStream in) {
        try {
            in.close();
        } catch (IOException e) {
            log.debug("closing a box's stream: {}", e.toString());
        }
    }

    /** Kills the whole tree (if still running), with {@code why} as its end reason unless it had one already. */
    private void end(String why) {
        synchronized (this) {
            if (reason == null && why != null && process.isAlive()) reason = why;
        }
        seeCpu(null); // its last figure, before its cgroup goes
        process.destroyForcibly(); // bwrap: its init dies with it (--die-with-parent), and the namespace with it
        killLeftovers();
        try {
            if (!process.waitFor(REAP_MILLIS, TimeUnit.MILLISECONDS)) {
                log.warn("box uid {}: bwrap did not end {} ms after SIGKILL", lease.uid(), REAP_MILLIS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** SIGKILL to every process still in the box's cgroups or running as its uid. */
    private List<Long> killLeftovers() {
        java.util.Set<Long> pids = new java.util.TreeSet<>();
        cgroup.ifPresent(b -> b.pids().stream().filter(BoxIds::running).forEach(pids::add));
        if (ownsUid) pids.addAll(BoxIds.processesOf(lease.uid()));
        for (long p : pids) ProcessHandle.of(p).ifPresent(ProcessHandle::destroyForcibly);
        return List.copyOf(pids);
    }

    /**
     * After the end: kills what is left, waits until nothing of the box runs, then removes its cgroups and gives
     * its uid back. Idempotent; called by the sandbox once bwrap has exited, and by close().
     */
    void release() {
        synchronized (releaseLock) { // a second caller (close() beside the watch) returns only once it is done
            if (released) return;
            released = true;
            releaseNow();
        }
    }

    private final Object releaseLock = new Object();

    private void releaseNow() {
        finalReason(); // fix the reason from the counters before the cgroups go
        long deadline = System.currentTimeMillis() + REAP_MILLIS;
        List<Long> left = killLeftovers();
        boolean interrupted = false;
        while (!left.isEmpty() && System.currentTimeMillis() < deadline) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                // the arena closing interrupts its threads: still wait (bounded) for the SIGKILLed to go, or a
                // release at close would report live processes that are only a moment from their end
                interrupted = true;
            }
            left = killLeftovers();
        }
        if (interrupted) Thread.currentThread().interrupt();
        if (!left.isEmpty()) {
            // DOMjudge's runguard fails such a run; here the uid stays locked so no later box shares it
            log.error("box uid {}: processes {} survived SIGKILL; the uid stays out of use", lease.uid(), left);
            return;
        }
        cgroup.ifPresent(watch::remove);
        lease.close();
    }

    /** The reason, fixed at the first call after the end: the watch's or kill()'s, else read from the exit status. */
    private synchronized String finalReason() {
        if (reason == null) reason = fromExit(process.exitValue());
        return reason;
    }

    private String fromExit(int code) {
        boolean memory = cgroup.map(Cgroups.Box::memoryLimitReached).orElse(false);
        if (memory) return memoryReason(); // the OOM killer's SIGKILL, whatever process it chose
        if (code <= 128 || code > 128 + 64) return "exited with code " + code;
        int signal = code - 128;
        return switch (signal) {
            case 24 -> cpuReason(); // SIGXCPU: RLIMIT_CPU
            case 25 -> "file size limit of " + bytes(limits.fileSizeBytes()) + " reached";
            case 9 -> cgroup.map(b -> b.cpuNanos() >= limits.cpuSeconds() * 1_000_000_000L).orElse(false)
                    ? cpuReason() // RLIMIT_CPU's hard limit
                    : cgroup.map(Cgroups.Box::processLimitReached).orElse(false)
                            ? "process limit of " + limits.processes() + " reached" : "killed (SIGKILL)";
            case 11 -> "crashed (segmentation fault)";
            case 6 -> "aborted (SIGABRT)";
            case 8 -> "crashed (arithmetic error, SIGFPE)";
            case 13 -> "ended by a broken pipe (SIGPIPE)";
            case 15 -> "terminated (SIGTERM)";
            default -> "killed by signal " + signal;
        };
    }

    /** What memory limit the OOM killer acted on: the box's own, or that of all boxes together (issue 41). */
    private String memoryReason() {
        boolean own = cgroup.map(Cgroups.Box::ownMemoryLimitHit).orElse(true);
        if (!own) return "memory of all boxes together reached (killed to keep the machine up)";
        return "memory limit of " + limits.memoryMb() + " MB reached";
    }

    private String cpuReason() {
        return "killed after " + limits.cpuSeconds() + " s of CPU";
    }

    static String bytes(long n) {
        if (n % (1024L * 1024) == 0) return (n / (1024L * 1024)) + " MB";
        if (n % 1024 == 0) return (n / 1024) + " KB";
        return n + " bytes";
    }
}
