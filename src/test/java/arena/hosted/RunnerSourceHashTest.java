package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.BotProgram;
import arena.sandbox.BuildResult;
import arena.sandbox.HostedProcess;
import arena.sandbox.Language;
import arena.sandbox.LanguageStatus;
import arena.sandbox.Languages;
import arena.sandbox.RunLimits;
import arena.sandbox.Sandbox;
import arena.sandbox.SandboxCheck;
import arena.support.Await;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * Issue 30: build and source travel by content hash. A runner given a bot builds only sources that hash to the bot's
 * hash: sources tampered with on the way (or at the arena) are refused, the team told why, and nothing is built or run.
 */
class RunnerSourceHashTest {

    /** A sandbox that builds nothing for real: it records what it was asked to build and start. */
    static final class RecordingSandbox implements Sandbox {
        final List<Map<String, String>> built = new CopyOnWriteArrayList<>();
        final List<Path> started = new CopyOnWriteArrayList<>();

        @Override
        public SandboxCheck check() {
            return new SandboxCheck(true, "", "a recording sandbox");
        }

        @Override
        public BuildResult build(Language lang, Map<String, String> files, Path buildDir) {
            built.add(Map.copyOf(files));
            return new BuildResult(true, "", SourceHash.of(lang.id(), files));
        }

        @Override
        public HostedProcess start(Language lang, Path buildDir, RunLimits limits) {
            started.add(buildDir);
            throw new IllegalStateException("this sandbox runs nothing");
        }

        @Override
        public LanguageStatus probe(Language lang) {
            return new LanguageStatus(lang, true, "test", "");
        }
    }

    /** A link that takes notes and refuses every login (no bot is played here). */
    static final class NotingLink implements ArenaLink {
        final List<String> notes = new CopyOnWriteArrayList<>();

        @Override
        public Session open(long teamId, String team, String contest, double timeFactor) throws Refused {
            throw new Refused("not in this test");
        }

        @Override
        public void note(long teamId, String contest, String line) {
            notes.add(line);
        }
    }

    static final Map<String, String> STORED = Map.of("bot.py", "print('WAIT')\n");
    static final Map<String, String> TAMPERED = Map.of("bot.py", "import os\nprint(os.environ)\n");

    private static void await(java.util.function.BooleanSupplier done) throws Exception {
        Await.until("what the runner was asked for", 20_000, done::getAsBoolean);
    }

    @Test
    void sourcesThatDoNotHashToTheBotsHashAreNeverBuiltNorRun() throws Exception {
        Path dir = Files.createTempDirectory("runner-hash");
        RecordingSandbox sandbox = new RecordingSandbox();
        Languages languages = Languages.load(dir, sandbox);
        NotingLink link = new NotingLink();
        String storedHash = SourceHash.of("python3", STORED);
        try (Runner runner = new Runner(sandbox, languages, new BuildCache(sandbox, dir.resolve("builds")), bot -> TAMPERED, link, new ProcessPermits(2))) {
            runner.keep(new BotToRun(1, "t", "c", BotProgram.LINE_PROTOCOL, "python3", 1, storedHash));
            await(() -> !link.notes.isEmpty());
        }
        assertEquals(1, link.notes.size(), link.notes.toString());
        assertTrue(link.notes.get(0).contains("its sources are not the ones stored with it"), link.notes.toString());
        assertTrue(sandbox.built.isEmpty(), "nothing built: " + sandbox.built);
        assertTrue(sandbox.started.isEmpty(), "nothing run: " + sandbox.started);
    }

    @Test
    void sourcesThatHashToTheBotsHashAreBuiltAndStarted() throws Exception {
        Path dir = Files.createTempDirectory("runner-hash");
        RecordingSandbox sandbox = new RecordingSandbox();
        Languages languages = Languages.load(dir, sandbox);
        NotingLink link = new NotingLink();
        try (Runner runner = new Runner(sandbox, languages, new BuildCache(sandbox, dir.resolve("builds")), bot -> STORED, link, new ProcessPermits(2))) {
            runner.keep(new BotToRun(1, "t", "c", BotProgram.LINE_PROTOCOL, "python3", 1, SourceHash.of("python3", STORED)));
            await(() -> !sandbox.started.isEmpty());
        }
        assertEquals(List.of(STORED), sandbox.built);
        assertTrue(!sandbox.started.isEmpty(), "its build was started");
        assertTrue(sandbox.started.get(0).getFileName().toString().endsWith(SourceHash.of("python3", STORED)),
                "the build run is the one kept under the sources' hash: " + sandbox.started);
    }
}
