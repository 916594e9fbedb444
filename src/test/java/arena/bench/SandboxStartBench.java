package arena.bench;

import arena.sandbox.BubblewrapSandbox;
import arena.sandbox.BuildResult;
import arena.sandbox.HostedProcess;
import arena.sandbox.Language;
import arena.sandbox.LanguageStatus;
import arena.sandbox.Languages;
import arena.sandbox.RunLimits;
import arena.sandbox.Sandbox;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * The sandbox's cost at start (issue 26): for each language the machine offers, a trivial bot (prints "ready" and
 * ends) is started RUNS times in the sandbox and RUNS times bare (the same run command, same build folder, no
 * sandbox), alternately; the time from start to its first line is compared, median against median.
 *
 * <p>{@code mvn -q test-compile && mvn -q dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/test-cp.txt},
 * then {@code java -cp target/test-classes:target/classes:$(cat target/test-cp.txt) arena.bench.SandboxStartBench [RUNS=10]}
 * (as root, for the boxes' own uids and cgroups).
 */
public final class SandboxStartBench {

    static final Map<String, String> READY = Map.of(
            "python3", "print('ready', flush=True)\n",
            "java", "public class Bot { public static void main(String[] a) { System.out.println(\"ready\"); } }\n",
            "cpp17", "#include <cstdio>\nint main() { std::puts(\"ready\"); }\n",
            "c", "#include <stdio.h>\nint main(void) { puts(\"ready\"); return 0; }\n",
            "javascript", "console.log('ready');\n");

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        Path root = Files.createDirectories(Path.of("target", "sandbox-bench-" + ProcessHandle.current().pid()).toAbsolutePath());
        Sandbox sandbox = BubblewrapSandbox.create(root.resolve("work"));
        if (!sandbox.check().usable()) throw new IllegalStateException(sandbox.check().reason());
        System.out.println("sandbox: " + sandbox.check().details());
        System.out.printf("%-12s %6s %12s %12s %7s%n", "language", "runs", "bare ms", "sandbox ms", "ratio");
        RunLimits limits = RunLimits.bot();
        for (LanguageStatus s : Languages.load(root, sandbox).statuses()) {
            if (!s.available() || !READY.containsKey(s.language().id())) continue;
            Language lang = s.language();
            Path dir = root.resolve("build-" + lang.id());
            BuildResult b = sandbox.build(lang, Map.of(lang.fileName(), READY.get(lang.id())), dir);
            if (!b.ok()) throw new IllegalStateException(lang.id() + " did not build: " + b.log());
            List<Double> bare = new ArrayList<>(), boxed = new ArrayList<>();
            for (int i = 0; i < runs + 1; i++) { // the first of each is a warm-up (page cache), not counted
                double tb = bare(lang, dir, limits), ts = boxed(sandbox, lang, dir, limits);
                if (i > 0) {
                    bare.add(tb);
                    boxed.add(ts);
                }
            }
            double mb = median(bare), ms = median(boxed);
            System.out.printf("%-12s %6d %12.1f %12.1f %7.2f%n", lang.id(), runs, mb, ms, ms / mb);
        }
    }

    private static double bare(Language lang, Path dir, RunLimits limits) throws Exception {
        List<String> cmd = lang.run().stream().map(c -> c.replace("{memoryMb}", Integer.toString(limits.memoryMb()))).toList();
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
        pb.environment().clear();
        pb.environment().put("PATH", "/usr/local/bin:/usr/bin:/bin");
        long t0 = System.nanoTime();
        Process p = pb.start();
        String line = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)).readLine();
        double ms = (System.nanoTime() - t0) / 1e6;
        p.waitFor();
        if (!"ready".equals(line)) throw new IllegalStateException(lang.id() + " bare said " + line);
        return ms;
    }

    private static double boxed(Sandbox sandbox, Language lang, Path dir, RunLimits limits) throws Exception {
        long t0 = System.nanoTime();
        try (HostedProcess p = sandbox.start(lang, dir, limits)) {
            String line = new BufferedReader(new InputStreamReader(p.stdout(), StandardCharsets.UTF_8)).readLine();
            double ms = (System.nanoTime() - t0) / 1e6;
            if (!"ready".equals(line)) throw new IllegalStateException(lang.id() + " in the sandbox said " + line);
            return ms;
        }
    }

    private static double median(List<Double> xs) {
        List<Double> s = new ArrayList<>(xs);
        Collections.sort(s);
        int n = s.size();
        return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2;
    }
}
