package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.sandbox.BuildResult;
import arena.sandbox.HostedProcess;
import arena.sandbox.Language;
import arena.sandbox.LanguageStatus;
import arena.sandbox.Languages;
import arena.sandbox.RunLimits;
import arena.sandbox.Sandbox;
import arena.sandbox.SandboxCheck;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 38: builds are a disk budget. Past it the builds not kept are removed, the least recently used first, and made
 * again from their sources when needed; the chosen ones always stay. One build over its own size (bytes, files) fails
 * with a message that says so, and nothing of it is kept.
 */
class BuildCacheBudgetTest {
    private static final long MB = 1024 * 1024;

    /** A "compiler" that writes a binary of the size the source names ({@code MB=n}) and {@code FILES=n} extra files. */
    static final class SizedSandbox implements Sandbox {
        final AtomicInteger builds = new AtomicInteger();

        @Override
        public SandboxCheck check() {
            return new SandboxCheck(true, "", "a sized sandbox");
        }

        @Override
        public BuildResult build(Language lang, Map<String, String> files, Path buildDir) {
            builds.incrementAndGet();
            String source = files.values().iterator().next();
            try {
                for (var f : files.entrySet()) Files.writeString(buildDir.resolve(f.getKey()), f.getValue());
                Files.write(buildDir.resolve("bot"), new byte[(int) (number(source, "MB=") * MB)]);
                for (int i = 0; i < number(source, "FILES="); i++) Files.writeString(buildDir.resolve("C" + i + ".class"), "x");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return new BuildResult(true, "compiled", SourceHash.of(lang.id(), files));
        }

        private static int number(String source, String name) {
            int at = source.indexOf(name);
            if (at < 0) return 0;
            return Integer.parseInt(source.substring(at + name.length()).split("\\D")[0]);
        }

        @Override
        public HostedProcess start(Language lang, Path buildDir, RunLimits limits) {
            throw new IllegalStateException("this sandbox runs nothing");
        }

        @Override
        public LanguageStatus probe(Language lang) {
            return new LanguageStatus(lang, true, "test", "");
        }
    }

    private static Map<String, String> bot(String name, int mb) {
        return Map.of("bot.c", "// " + name + " MB=" + mb + "\n");
    }

    @Test
    void pastTheBudgetTheLeastRecentlyUsedGoFirstTheChosenStayAndAGoneBuildIsMadeAgain(@TempDir Path root) throws Exception {
        SizedSandbox sandbox = new SizedSandbox();
        Language c = Languages.load(root, sandbox).available("c").orElseThrow();
        Set<String> chosen = new HashSet<>();
        BuildCache cache = new BuildCache(sandbox, root.resolve("builds"), new BuildLimits(10 * MB, 8 * MB, 100), () -> chosen);

        BuildCache.Built v1 = cache.build(c, bot("one", 3));
        chosen.add(BuildCache.key("c", v1.sourceHash())); // chosen to play: kept whatever its age
        BuildCache.Built v2 = cache.build(c, bot("two", 3));
        Thread.sleep(20); // kept a sleep: file times are the use order, and must differ
        BuildCache.Built v3 = cache.build(c, bot("three", 3));
        Thread.sleep(20); // kept a sleep: file times are the use order, and must differ
        cache.build(c, bot("two", 3)); // two is used again: now three is the least recently used
        assertEquals(3, sandbox.builds.get());
        Thread.sleep(20); // kept a sleep: file times are the use order, and must differ
        cache.build(c, bot("four", 3)); // 12 MB with four: over the budget of 10

        assertTrue(cache.kept("c", v1.sourceHash()), "the chosen build stays, though the oldest");
        assertTrue(cache.kept("c", v2.sourceHash()), "a build used since stays");
        assertFalse(cache.kept("c", v3.sourceHash()), "the least recently used of those not chosen is removed");
        assertFalse(Files.exists(v3.dir()), "with its folder");
        assertTrue(total(root.resolve("builds")) <= 10 * MB, "the builds fit in their budget: " + total(root.resolve("builds")));

        BuildCache.Built again = cache.build(c, bot("three", 3)); // needed again (chosen, or played in a practice)
        assertEquals(5, sandbox.builds.get(), "a removed build is made again from its sources");
        assertTrue(again.ok());
        assertEquals(3 * MB, Files.size(again.dir().resolve("bot")));
        assertTrue(cache.kept("c", v1.sourceHash()), "the chosen build still stays");
    }

    @Test
    void aBuildOverItsOwnSizeFailsSayingWhyAndNothingOfItIsKept(@TempDir Path root) throws Exception {
        SizedSandbox sandbox = new SizedSandbox();
        Language c = Languages.load(root, sandbox).available("c").orElseThrow();
        BuildCache cache = new BuildCache(sandbox, root.resolve("builds"), new BuildLimits(100 * MB, 8 * MB, 50), Set::of);

        BuildCache.Built big = cache.build(c, bot("big", 9));
        assertFalse(big.ok());
        assertTrue(big.log().contains("the build is too large") && big.log().contains("at most 50 files and 8 MB"), big.log());
        assertFalse(Files.exists(big.dir()), "nothing of it is kept");

        BuildCache.Built many = cache.build(c, Map.of("bot.c", "// many FILES=60\n"));
        assertFalse(many.ok());
        assertTrue(many.log().contains("61 files") || many.log().contains("62 files"), many.log());

        assertTrue(cache.build(c, bot("small", 1)).ok(), "a build within both limits is made");
    }

    private static long total(Path dir) throws IOException {
        try (var all = Files.walk(dir)) {
            return all.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        }
    }
}
