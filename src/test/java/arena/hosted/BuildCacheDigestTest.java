package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 30: a runner never runs a build that is not what its sources made. A kept build whose folder was changed on
 * the disk after it was made (a file edited, one added) is made again from the sources; an untouched one is reused.
 */
class BuildCacheDigestTest {

    /** A sandbox whose "compiler" writes the source and a compiled file into the build folder, counting its builds. */
    static final class CopyingSandbox implements Sandbox {
        final AtomicInteger builds = new AtomicInteger();

        @Override
        public SandboxCheck check() {
            return new SandboxCheck(true, "", "a copying sandbox");
        }

        @Override
        public BuildResult build(Language lang, Map<String, String> files, Path buildDir) {
            builds.incrementAndGet();
            try {
                for (var f : files.entrySet()) Files.writeString(buildDir.resolve(f.getKey()), f.getValue());
                Files.writeString(buildDir.resolve("compiled.bin"), "compiled from " + files.hashCode());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return new BuildResult(true, "built", SourceHash.of(lang.id(), files));
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

    @Test
    void aBuildChangedOnTheDiskIsMadeAgainFromItsSources(@TempDir Path root) throws Exception {
        CopyingSandbox sandbox = new CopyingSandbox();
        BuildCache cache = new BuildCache(sandbox, root.resolve("builds"));
        Language python = Languages.load(root, sandbox).available("python3").orElseThrow();
        Map<String, String> sources = Map.of("bot.py", "print('WAIT')\n");

        BuildCache.Built first = cache.build(python, sources);
        assertTrue(first.ok());
        assertEquals(1, sandbox.builds.get());
        assertEquals(first.dir(), cache.build(python, sources).dir());
        assertEquals(1, sandbox.builds.get(), "an untouched build is reused");

        Files.writeString(first.dir().resolve("bot.py"), "import os\nprint(os.environ)\n"); // changed on the disk
        BuildCache.Built again = cache.build(python, sources);
        assertEquals(2, sandbox.builds.get(), "a changed build is made again");
        assertEquals("print('WAIT')\n", Files.readString(again.dir().resolve("bot.py")));

        Files.writeString(again.dir().resolve("extra.py"), "x = 1\n"); // a file added
        cache.build(python, sources);
        assertEquals(3, sandbox.builds.get(), "a build with a file added is made again");
        assertTrue(Files.notExists(again.dir().resolve("extra.py")));
        cache.build(python, sources);
        assertEquals(3, sandbox.builds.get());
    }
}
