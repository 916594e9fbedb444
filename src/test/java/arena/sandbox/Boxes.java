package arena.sandbox;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What the sandbox tests share: one real sandbox for the test JVM, the built-in languages, build folders under
 * target/, and hostile programs read from src/test/resources/sandbox/hostile as a student would upload them.
 */
final class Boxes {

    static final Path ROOT = Path.of("target", "sandbox-test").toAbsolutePath();
    private static final AtomicInteger builds = new AtomicInteger();
    private static BubblewrapSandbox sandbox;

    private Boxes() {}

    /** The sandbox, made once; a test fails (it does not skip) when the machine cannot give one. */
    static synchronized BubblewrapSandbox sandbox() {
        if (sandbox == null) sandbox = BubblewrapSandbox.create(ROOT.resolve("work"));
        SandboxCheck c = sandbox.check();
        assertTrue(c.usable(), "the sandbox is unavailable: " + c.reason() + " / " + c.details());
        return sandbox;
    }

    static Language language(String id) {
        return Languages.table(ROOT).stream().filter(l -> l.id().equals(id)).findFirst().orElseThrow();
    }

    static String hostile(String file) {
        try (InputStream in = Boxes.class.getResourceAsStream("/sandbox/hostile/" + file)) {
            if (in == null) throw new IllegalArgumentException("no hostile program " + file);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A fresh build folder. */
    static Path buildDir(String name) {
        return ROOT.resolve("builds").resolve(name + "-" + ProcessHandle.current().pid() + "-" + builds.incrementAndGet());
    }

    /** Builds a hostile program uploaded as the language's single file; the build must succeed. */
    static Path built(String langId, String hostileFile) {
        Language lang = language(langId);
        Path dir = buildDir(hostileFile.replace('.', '-'));
        BuildResult r = sandbox().build(lang, Map.of(lang.fileName(), hostile(hostileFile)), dir);
        assertTrue(r.ok(), "the build of " + hostileFile + " failed: " + r.log());
        return dir;
    }

    static SandboxedProcess start(String langId, Path dir, RunLimits limits) {
        return (SandboxedProcess) sandbox().start(language(langId), dir, limits);
    }

    /** Everything a stream gives until its end, up to {@code cap} bytes (the rest is read and dropped). */
    static String readAll(InputStream in, int cap) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        int n;
        while ((n = in.read(buf)) > 0) out.write(buf, 0, Math.max(0, Math.min(n, cap - out.size())));
        return out.toString(StandardCharsets.UTF_8);
    }

    /** The pids of processes whose command line contains {@code marker}, from /proc. */
    static List<Long> processesWith(String marker) throws IOException {
        try (var dirs = Files.list(Path.of("/proc"))) {
            return dirs.filter(d -> d.getFileName().toString().matches("\\d+")).filter(d -> {
                try {
                    return new String(Files.readAllBytes(d.resolve("cmdline")), StandardCharsets.UTF_8)
                            .replace('\0', ' ').contains(marker);
                } catch (IOException e) {
                    return false;
                }
            }).map(d -> Long.parseLong(d.getFileName().toString())).toList();
        }
    }
}
