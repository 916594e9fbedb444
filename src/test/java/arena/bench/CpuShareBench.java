package arena.bench;

import arena.sandbox.BubblewrapSandbox;
import arena.sandbox.BuildResult;
import arena.sandbox.HostedProcess;
import arena.sandbox.Language;
import arena.sandbox.Languages;
import arena.sandbox.RunLimits;
import arena.sandbox.Sandbox;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A hosted bot's CPU-bound turn against the same program run bare, on a machine loaded by other work (issue 39).
 * The probe (C) spins SPIN_MS of its own CPU per turn and answers; the bench hands it a turn and times the answer, as
 * the arena's clock does. The same binary runs in a box and bare (a process of the host: its own session, moved to
 * the bench's original cpu group, as a bot run by the bridge on the arena's machine would be), turns alternating,
 * while LOAD busy loops ({@code sh -c 'while :; do :; done'}, nice 0, each in a session of its own, as other users'
 * work) keep the cores busy. A thread of the bench (the arena's JVM, in its own group) sleeps 5 ms at a time meanwhile
 * and its lateness is reported: the arena's clock. {@code before} emulates the layout before issue 39 for comparison:
 * the JVM back in the host's group and the boxes' group weighing 256 against every process there.
 *
 * <p>{@code mvn -q test-compile && mvn -q dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/test-cp.txt},
 * then {@code java -cp target/test-classes:target/classes:$(cat target/test-cp.txt) arena.bench.CpuShareBench
 * [TURNS=20] [LOAD=4] [SPIN_MS=30] [after|before]} (as root, for the cgroups). Others' work on the machine adds to the
 * load: quote the load average printed with the figures.
 */
public final class CpuShareBench {

    static final String PROBE = """
            #define _POSIX_C_SOURCE 199309L
            #include <stdio.h>
            #include <stdlib.h>
            #include <time.h>
            static double cpu_ms(void) {
                struct timespec t; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
                return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
            }
            int main(int argc, char **argv) {
                double spin = argc > 1 ? atof(argv[1]) : 30;
                char line[256];
                volatile unsigned long n = 0;
                while (fgets(line, sizeof line, stdin)) {
                    double start = cpu_ms();
                    while (cpu_ms() - start < spin) n++;
                    printf("done\\n");
                    fflush(stdout);
                }
                return 0;
            }
            """;

    public static void main(String[] args) throws Exception {
        int turns = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int load = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        int spinMs = args.length > 2 ? Integer.parseInt(args[2]) : 30;
        boolean before = args.length > 3 && args[3].equals("before");
        Path hostCpuGroup = ownCpuGroup(); // read before the sandbox moves this JVM into a group of its own
        Path root = Files.createDirectories(Path.of("target", "cpu-share-bench-" + ProcessHandle.current().pid()).toAbsolutePath());
        Sandbox sandbox = BubblewrapSandbox.create(root.resolve("work"));
        if (!sandbox.check().usable()) throw new IllegalStateException(sandbox.check().reason());
        System.out.println(sandbox.check().cpuShare().line());
        Language c = Languages.load(root, sandbox).statuses().stream().map(s -> s.language())
                .filter(l -> l.id().equals("c")).findFirst().orElseThrow();
        Path dir = root.resolve("probe");
        BuildResult b = sandbox.build(c, Map.of(c.fileName(), PROBE.replace("argc > 1 ? atof(argv[1]) : 30", "" + spinMs)), dir);
        if (!b.ok()) throw new IllegalStateException("the probe did not build: " + b.log());
        if (before) emulateBefore(hostCpuGroup);

        List<Process> loops = new ArrayList<>();
        for (int i = 0; i < load; i++) loops.add(new ProcessBuilder("setsid", "sh", "-c", "while :; do :; done").start());
        Process bare = new ProcessBuilder("setsid", dir.resolve("bot").toString()).start();
        Files.writeString(hostCpuGroup.resolve("cgroup.procs"), Long.toString(bare.pid()));
        HostedProcess boxed = sandbox.start(c, dir, RunLimits.bot().withCpuSeconds(600));
        AtomicBoolean running = new AtomicBoolean(true);
        List<Double> late = Collections.synchronizedList(new ArrayList<>());
        Thread clock = Thread.ofPlatform().start(() -> {
            while (running.get()) {
                long t0 = System.nanoTime();
                try {
                    Thread.sleep(5); // the probe itself: how late a 5 ms sleep wakes is what is measured
                } catch (InterruptedException e) {
                    return;
                }
                late.add((System.nanoTime() - t0) / 1e6 - 5);
            }
        });
        try {
            Thread.sleep(1000); // the loops spinning
            Turns bareTurns = new Turns(bare.getOutputStream(), bare.getInputStream());
            Turns boxTurns = new Turns(boxed.stdin(), boxed.stdout());
            bareTurns.turn();
            boxTurns.turn(); // warm-up, not counted
            List<Double> bareMs = new ArrayList<>(), boxMs = new ArrayList<>(), ratio = new ArrayList<>();
            for (int i = 0; i < turns; i++) {
                double tb = bareTurns.turn();
                Thread.sleep(50); // the bench's pacing between turns, by design
                double ts = boxTurns.turn();
                Thread.sleep(50); // the bench's pacing between turns, by design
                bareMs.add(tb);
                boxMs.add(ts);
                ratio.add(ts / tb);
            }
            running.set(false);
            clock.join();
            System.out.printf("layout %s, %d busy loops, %d turns of %d ms CPU, load average %s%n", before ? "before issue 39"
                    : "issue 39", load, turns, spinMs, Files.readString(Path.of("/proc/loadavg")).strip());
            System.out.printf("%-28s %8s %8s %8s%n", "", "min", "median", "max");
            row("bare turn, ms", bareMs);
            row("hosted turn, ms", boxMs);
            row("hosted / bare, pair by pair", ratio);
            row("arena clock late, ms", late);
        } finally {
            running.set(false);
            boxed.close();
            bare.destroyForcibly();
            for (Process p : loops) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
            }
        }
    }

    /** A running probe: hands it a turn and times its answer. */
    private record Turns(OutputStream in, BufferedReader out) {
        Turns(OutputStream in, java.io.InputStream out) {
            this(in, new BufferedReader(new InputStreamReader(out, StandardCharsets.UTF_8)));
        }

        double turn() throws IOException {
            long t0 = System.nanoTime();
            in.write("turn\n".getBytes(StandardCharsets.UTF_8));
            in.flush();
            String line = out.readLine();
            if (!"done".equals(line)) throw new IllegalStateException("the probe said " + line);
            return (System.nanoTime() - t0) / 1e6;
        }
    }

    private static void row(String name, List<Double> xs) {
        List<Double> s = new ArrayList<>(xs);
        Collections.sort(s);
        System.out.printf("%-28s %8.1f %8.1f %8.1f%n", name, s.get(0), s.get(s.size() / 2), s.get(s.size() - 1));
    }

    /** This process's cpu group folder: v1's cpu hierarchy, else v2's. */
    private static Path ownCpuGroup() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/cgroup"))) {
            String[] f = line.split(":", 3);
            if (List.of(f[1].split(",")).contains("cpu")) {
                for (String m : List.of("/sys/fs/cgroup/cpu", "/sys/fs/cgroup/cpu,cpuacct")) {
                    if (Files.isDirectory(Path.of(m))) return Path.of(m + f[2]);
                }
            }
        }
        String v2 = Files.readAllLines(Path.of("/proc/self/cgroup")).stream().filter(l -> l.startsWith("0::"))
                .findFirst().orElseThrow().substring(3);
        return Path.of("/sys/fs/cgroup" + v2);
    }

    /** The layout before issue 39: this JVM in the host's group, all boxes together 256 against every process there. */
    private static void emulateBefore(Path hostCpuGroup) throws IOException {
        Path group = hostCpuGroup.resolve("arena-" + ProcessHandle.current().pid());
        Files.writeString(hostCpuGroup.resolve("cgroup.procs"), Long.toString(ProcessHandle.current().pid()));
        Files.writeString(group.resolve(Files.exists(group.resolve("cpu.shares")) ? "cpu.shares" : "cpu.weight"),
                Files.exists(group.resolve("cpu.shares")) ? "256" : "25");
    }
}
