package arena.sandbox;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The sandbox made with bubblewrap ({@code bwrap}): user, pid, net, mount, ipc and uts namespaces, a seccomp filter,
 * a read-only filesystem of the toolchains only, size-limited tmpfs {@code /tmp} and {@code /dev/shm}, a clean
 * environment, a uid of its own outside and nobody inside, rlimits, and cgroups (v2 delegated, else v1 as root) for
 * memory and process count where the machine has them (see {@link BoxCommand} for the layers, {@link SandboxSetup} for what it writes and binds of the host, docs/sandbox.md for what a host needs).
 * It tests itself once when made; if that fails, every build and start is refused with the reason: a bot never
 * runs unsandboxed.
 */
public final class BubblewrapSandbox implements Sandbox {

    private static final Logger log = LoggerFactory.getLogger(BubblewrapSandbox.class);

    /** The first of the uids boxes run as outside (when the arena is root), and how many there are. */
    static final int FIRST_UID = 61000;
    static final int UID_COUNT = 1000;
    /** The most of a probe's output read (a version line). */
    static final int PROBE_CAP = 4096;
    /** What the self-test's box prints when it runs as it should. */
    static final String SELF_TEST_OK = "sandbox-ok";

    private final Path workDir;
    private final BoxIds ids;
    private final Cgroups cgroups;
    private final BoxCommand command;
    private final SandboxCheck check;
    private final BoxWatch watch = new BoxWatch();
    /** Boxes made by this process: their groups' names are unique in it, whatever number of sandboxes it makes. */
    private static final AtomicLong boxes = new AtomicLong();

    private BubblewrapSandbox(Path workDir, BoxIds ids, Cgroups cgroups, BoxCommand command, String missingTool) {
        this.workDir = workDir;
        this.ids = ids;
        this.cgroups = cgroups;
        this.command = command;
        this.check = missingTool != null ? new SandboxCheck(false, missingTool, "") : selfTest();
        if (check.usable()) {
            log.info("Sandbox ready: {}", check.details());
            if (!check.cpuShare().fair()) log.warn("Hosted bots' CPU share is not fair here: {}", check.cpuShare().line());
        } else {
            log.warn("The sandbox is unavailable, hosted bots are refused: {} {}", check.reason(), check.details());
        }
    }

    /** A sandbox whose scratch files live under {@code workDir}; runs its self-test once. */
    public static BubblewrapSandbox create(Path workDir) {
        return create(workDir, FIRST_UID, UID_COUNT);
    }

    static BubblewrapSandbox create(Path workDir, int firstUid, int uidCount) {
        return create(workDir, firstUid, uidCount,
                new BoxCommand.Tools(SandboxSetup.tool("sh"), SandboxSetup.tool("prlimit"), SandboxSetup.tool("setpriv"), SandboxSetup.tool("bwrap")));
    }

    /** A sandbox with these programs (a test gives a bwrap that fails as a restricted host's does). */
    static BubblewrapSandbox create(Path workDir, int firstUid, int uidCount, BoxCommand.Tools tools) {
        Path dir = absolute(workDir);
        long boxesMb;
        try {
            boxesMb = BoxesMemory.configured(dir);
        } catch (RuntimeException e) {
            return unusable(dir, firstUid, uidCount, tools, e.getMessage());
        }
        return create(dir, firstUid, uidCount, tools, Cgroups.PARENT, boxesMb);
    }

    /** A sandbox whose boxes' groups are under {@code cgroupParent}, all together at most {@code boxesMb} of memory. */
    static BubblewrapSandbox create(Path workDir, int firstUid, int uidCount, BoxCommand.Tools tools, String cgroupParent,
                                    long boxesMb) {
        workDir = absolute(workDir);
        BoxIds ids = new BoxIds(firstUid, uidCount, Path.of(System.getProperty("java.io.tmpdir"), "arena-sandbox-uids"));
        String missing = tools.bwrap() == null ? "bubblewrap (bwrap) is not installed"
                : tools.prlimit() == null ? "prlimit (util-linux) is not installed"
                : tools.sh() == null ? "sh is not installed"
                : tools.setpriv() == null && ids.switchesIdentity() ? "setpriv (util-linux) is not installed" : null;
        Path filter = workDir.resolve(SandboxSetup.SECCOMP_FILE);
        if (missing == null) missing = SandboxSetup.writeFilter(filter);
        if (missing == null) lowerOwnOomRank();
        Path toolsDir = workDir.resolve(SandboxSetup.TOOLS_DIR);
        if (missing == null) missing = SandboxSetup.writeTools(toolsDir);
        List<String> mounts = new ArrayList<>(SandboxSetup.systemMounts());
        mounts.addAll(List.of("--ro-bind", toolsDir.toString(), SandboxSetup.TOOLS_MOUNT));
        BoxCommand command = new BoxCommand(tools, mounts, filter);
        return new BubblewrapSandbox(workDir, ids, missing == null ? Cgroups.detect(cgroupParent, boxesMb) : new NoCgroups(),
                command, missing);
    }

    private static BubblewrapSandbox unusable(Path workDir, int firstUid, int uidCount, BoxCommand.Tools tools, String why) {
        BoxIds ids = new BoxIds(firstUid, uidCount, Path.of(System.getProperty("java.io.tmpdir"), "arena-sandbox-uids"));
        return new BubblewrapSandbox(workDir, ids, new NoCgroups(),
                new BoxCommand(tools, SandboxSetup.systemMounts(), workDir.resolve(SandboxSetup.SECCOMP_FILE)), why);
    }

    private static Path absolute(Path workDir) {
        Path dir = workDir.toAbsolutePath().normalize(); // bubblewrap binds absolute paths only (the data folder may be given as "data")
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make the sandbox's folder " + dir, e);
        }
        return dir;
    }

    /** The arena's own rank for the OOM killer: below the boxes' 1000 always, below the machine's other programs too. */
    static final int ARENA_OOM_SCORE_ADJ = -500;

    /**
     * Lowers the arena's own OOM rank where it may (CAP_SYS_RESOURCE, which root in a container may lack): on a machine short of memory the
     * kernel kills boxes first, then anything else, the arena last (issue 41).
     */
    private static void lowerOwnOomRank() {
        Path file = Path.of("/proc/self/oom_score_adj");
        try {
            int now = Integer.parseInt(Files.readString(file).strip());
            if (now > ARENA_OOM_SCORE_ADJ) Files.writeString(file, Integer.toString(ARENA_OOM_SCORE_ADJ));
        } catch (IOException | NumberFormatException e) {
            log.info("the arena's own OOM rank stays as it is (lowering it needs CAP_SYS_RESOURCE): {}", e.getMessage());
        }
    }

    @Override
    public SandboxCheck check() {
        return check;
    }

    /** Starts a box that prints its uid and what it sees, and checks the answer. */
    private SandboxCheck selfTest() {
        String details = "bubblewrap at " + command.tools().bwrap() + "; " + ids.describe() + "; " + cgroups.describe()
                + "; " + cgroups.cpuShare().line() + "; a seccomp filter (" + SeccompFilter.Arch.running().map(Enum::name).orElse("?") + ") on every box";
        Path dir = workDir.resolve("self-test");
        try {
            Files.createDirectories(dir);
            openUp(dir);
            reachable(dir);
        } catch (IOException | IllegalStateException e) {
            return new SandboxCheck(false, "cannot prepare " + dir + ": " + e.getMessage(), details);
        }
        // a box runs as nobody, under the seccomp filter (mode 2 in /proc/self/status), ranked first for the OOM killer
        Language probe = new Language("self-test", "self-test", "-", List.of(), List.of("sh", "-c",
                "[ \"$(id -u)\" = " + BoxCommand.INSIDE_ID + " ] || { echo 'the box does not run as nobody'; exit 1; }; "
                        + "grep -q '^Seccomp:[[:space:]]*2' /proc/self/status "
                        + "|| { echo 'bwrap did not install the seccomp filter'; exit 1; }; "
                        + "[ \"$(cat /proc/self/oom_score_adj)\" = " + BoxCommand.OOM_SCORE_ADJ + " ] "
                        + "|| { echo 'the box is not ranked first for the OOM killer'; exit 1; }; echo " + SELF_TEST_OK),
                1, List.of());
        try {
            Outcome out = runToEnd(probe.run(), dir, RunLimits.build().withCpuSeconds(10), false, PROBE_CAP, 20_000);
            if (out.output().strip().equals(SELF_TEST_OK)) return new SandboxCheck(true, "", details, cgroups.cpuShare());
            String said = out.output().strip().lines().findFirst().orElse("no output");
            String hint = said.contains("uid map") || said.contains("namespace") || said.contains("Operation not permitted")
                    ? " (unprivileged user namespaces are not allowed here: see docs/sandbox.md)" : "";
            return new SandboxCheck(false, "bubblewrap could not start a sandbox: " + said + " (" + out.reason() + ")"
                    + hint, details);
        } catch (RuntimeException e) {
            return new SandboxCheck(false, "the sandbox's self-test failed: " + e.getMessage(), details);
        }
    }

    @Override
    public BuildResult build(Language lang, Map<String, String> files, Path buildDir) {
        refuseIfUnusable();
        String hash = SourceFiles.hash(files);
        SourceFiles.write(buildDir, files);
        openUp(buildDir);
        if (!lang.compiled()) return new BuildResult(true, "", hash);
        reachable(buildDir);
        RunLimits limits = RunLimits.build();
        Outcome out = runToEnd(lang.compile(), buildDir, limits, true, BuildResult.LOG_CAP,
                limits.cpuSeconds() * 2000L + 10_000);
        openUp(buildDir); // what the compiler made: the arena's, readable by any box, writable by none
        boolean ok = out.exitCode() == 0;
        String log = ok ? capped(out.output()) : withEnd(capped(out.output()), "compilation ended: " + out.reason());
        return new BuildResult(ok, log, hash);
    }

    @Override
    public HostedProcess start(Language lang, Path buildDir, RunLimits limits) {
        return start(lang, buildDir, limits, Map.of());
    }

    @Override
    public HostedProcess start(Language lang, Path buildDir, RunLimits limits, Map<String, String> environment) {
        environment.forEach((name, value) -> {
            if (!name.matches("[A-Z_][A-Z0-9_]*") || !value.matches("[\\x20-\\x7e]*")) {
                throw new IllegalArgumentException("not a variable a box is given: " + name);
            }
        });
        refuseIfUnusable();
        reachable(buildDir);
        return launch(lang.run(), buildDir, limits, false, environment);
    }

    @Override
    public LanguageStatus probe(Language lang) {
        if (!check.usable()) return new LanguageStatus(lang, false, "", "the sandbox is unavailable: " + check.reason());
        String toolName = toolOf(lang.versionCommand());
        Path dir = workDir.resolve("self-test");
        Outcome out = runToEnd(lang.versionCommand(), dir, RunLimits.build().withCpuSeconds(20), false, PROBE_CAP, 30_000);
        String first = out.output().strip().lines().map(String::strip).filter(l -> !l.isEmpty()).findFirst().orElse("");
        if (out.exitCode() == 127) return new LanguageStatus(lang, false, "", toolName + " not installed");
        if (out.exitCode() != 0) {
            return new LanguageStatus(lang, false, "", toolName + " does not run in the sandbox: "
                    + (first.isEmpty() ? out.reason() : first));
        }
        return new LanguageStatus(lang, true, first, "");
    }

    /** The program a shell line starts ("g++" of "sh -c 'g++ --version'"), for "g++ not installed". */
    static String toolOf(List<String> command) {
        String line = command.size() == 3 && command.get(0).equals("sh") ? command.get(2) : String.join(" ", command);
        String[] words = line.strip().split("\\s+");
        int i = words[0].equals("exec") && words.length > 1 ? 1 : 0;
        return words[i];
    }

    private void refuseIfUnusable() {
        if (!check.usable()) throw new IllegalStateException("the sandbox is unavailable: " + check.reason());
    }

    /** A process in a new box; the box is watched and released when it ends. */
    private SandboxedProcess launch(List<String> cmd, Path dir, RunLimits limits, boolean writable) {
        return launch(cmd, dir, limits, writable, Map.of());
    }

    private SandboxedProcess launch(List<String> cmd, Path dir, RunLimits limits, boolean writable, Map<String, String> environment) {
        BoxIds.Lease lease = ids.acquire();
        Optional<Cgroups.Box> cg = Optional.empty();
        try {
            String name = "box-" + ProcessHandle.current().pid() + "-" + boxes.incrementAndGet();
            cg = cgroups.create(name, limits);
            if (writable) chown(dir, lease.uid());
            List<String> argv = command.argv(cg.map(Cgroups.Box::procsFiles).orElse(List.of()),
                    cg.isPresent() && cgroups.enforces().contains("pids"), lease.uid(),
                    ids.switchesIdentity(), limits, dir, writable, cmd, environment);
            ProcessBuilder pb = new ProcessBuilder(argv);
            pb.environment().clear(); // nothing of the arena's environment (ARENA_*, tokens) reaches even bwrap
            pb.environment().put("PATH", "/usr/bin:/bin");
            pb.directory(new java.io.File("/")); // else the wrapper's sh exports the arena's folder as PWD to bwrap's init
            SandboxedProcess p = new SandboxedProcess(pb.start(), cg, lease, ids.switchesIdentity(), limits, watch);
            watch.watch(p);
            return p;
        } catch (IOException | RuntimeException e) {
            cg.ifPresent(Cgroups.Box::remove);
            lease.close();
            throw new IllegalStateException("cannot start a sandboxed process: " + e.getMessage(), e);
        }
    }

    /** What a run to its end gave: its output (stdout and stderr together, capped), exit status and end reason. */
    record Outcome(String output, int exitCode, String reason) {}

    /** Runs {@code cmd} in a box until it ends, keeping at most {@code cap} bytes of its output. */
    private Outcome runToEnd(List<String> cmd, Path dir, RunLimits limits, boolean writable, int cap, long wallMillis) {
        SandboxedProcess p = launch(cmd, dir, limits, writable);
        try (p) {
            p.stdin().close();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            Thread err = Thread.ofVirtual().start(() -> drain(p.stderr(), out, cap));
            drain(p.stdout(), out, cap);
            if (!p.waitFor(wallMillis)) p.limitReached("stopped after " + wallMillis / 1000 + " s (wall clock)");
            err.join(REAP_JOIN_MILLIS);
            String text;
            synchronized (out) {
                text = out.toString(StandardCharsets.UTF_8);
            }
            return new Outcome(text, p.exitCode(), p.endReason().orElse("still running"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a sandboxed process", e);
        }
    }

    private static final long REAP_JOIN_MILLIS = 2000;

    /** Reads a stream to its end, keeping the first {@code cap} bytes (shared by stdout and stderr). */
    private static void drain(InputStream in, ByteArrayOutputStream out, int cap) {
        byte[] buf = new byte[8192];
        try {
            int n;
            while ((n = in.read(buf)) > 0) {
                synchronized (out) {
                    int keep = Math.min(n, cap - out.size());
                    if (keep > 0) out.write(buf, 0, keep);
                }
            }
        } catch (IOException e) {
            // the box was killed and its pipe closed: what was read is kept
        }
    }

    /** Room kept under {@link BuildResult#LOG_CAP} for the note that the output was cut and the end line. */
    static final int LOG_RESERVE = 512;

    /** The compiler's output cut to fit the log with its notes, saying where it was cut. */
    static String capped(String output) {
        byte[] b = output.getBytes(StandardCharsets.UTF_8);
        int room = BuildResult.LOG_CAP - LOG_RESERVE;
        if (b.length <= room) return output;
        String cut = new String(b, 0, room, StandardCharsets.UTF_8);
        cut = cut.substring(0, Math.max(0, cut.length() - 1)); // a character cut in two decodes as one U+FFFD
        return withEnd(cut, "[compiler output cut at " + room / 1024 + " KB]");
    }

    private static String withEnd(String text, String line) {
        return text + (text.isEmpty() || text.endsWith("\n") ? "" : "\n") + line + "\n";
    }

    /**
     * Gives a folder's tree to {@code uid} (when the arena is root), so its compile can write there; no link is
     * followed (the sources hold none, a compile may make some).
     */
    private void chown(Path dir, int uid) throws IOException {
        if (!ids.switchesIdentity()) return;
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                Files.setAttribute(p, "unix:uid", uid, LinkOption.NOFOLLOW_LINKS);
                Files.setAttribute(p, "unix:gid", uid, LinkOption.NOFOLLOW_LINKS);
            }
        }
    }

    /**
     * Makes a build folder the arena's again: owned by the arena's user, readable by any box (a bot runs as another
     * uid than its compile did), writable by none of them.
     */
    private void openUp(Path dir) {
        int own = BoxIds.ownUid();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                if (Files.isSymbolicLink(p)) {
                    if (ids.switchesIdentity()) Files.setAttribute(p, "unix:uid", own, LinkOption.NOFOLLOW_LINKS);
                    continue;
                }
                if (ids.switchesIdentity()) {
                    Files.setAttribute(p, "unix:uid", own, LinkOption.NOFOLLOW_LINKS);
                    Files.setAttribute(p, "unix:gid", 0, LinkOption.NOFOLLOW_LINKS);
                }
                Set<PosixFilePermission> perms = EnumSet.copyOf(Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS));
                perms.removeAll(EnumSet.of(PosixFilePermission.GROUP_WRITE, PosixFilePermission.OTHERS_WRITE));
                perms.add(PosixFilePermission.OWNER_READ);
                perms.add(PosixFilePermission.GROUP_READ);
                perms.add(PosixFilePermission.OTHERS_READ);
                if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS) || perms.contains(PosixFilePermission.OWNER_EXECUTE)) {
                    perms.add(PosixFilePermission.GROUP_EXECUTE);
                    perms.add(PosixFilePermission.OTHERS_EXECUTE);
                }
                Files.setPosixFilePermissions(p, perms);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot hand the build folder " + dir + " back to the arena", e);
        }
    }

    /**
     * Refuses a folder the boxes' users cannot reach (a parent without search permission for others): bwrap, as the
     * box's uid, must find it. A clear error beats bwrap's "Permission denied" at each start.
     */
    private void reachable(Path dir) {
        if (!ids.switchesIdentity()) return;
        for (Path p = dir.toAbsolutePath().getParent(); p != null; p = p.getParent()) {
            try {
                if (!Files.getPosixFilePermissions(p).contains(PosixFilePermission.OTHERS_EXECUTE)) {
                    throw new IllegalStateException("the folder " + dir + " is out of the sandbox's reach: " + p
                            + " lets no other user through (chmod o+x " + p + ", or put the data folder elsewhere)");
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
