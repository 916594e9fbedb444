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
import arena.store.BotStatus;
import arena.store.BotStore;
import arena.store.StoredBotVersion;
import arena.support.TestArena;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 38, the builds of the arena's store: with one builder held by a team's build, that team's later uploads replace
 * each other (the replaced version's status says by which), the other teams' builds go before the team's next one,
 * a replaced version chosen is built after all, and a chosen version whose build was removed for the disk's budget is
 * made again. The "compiler" is a stand-in that the test holds and lets go; the store is the arena's.
 */
class BuildTurnsTest {

    /** A compiler that notes what it builds (each bot's first line) and holds every build while {@code held}. */
    static final class HeldSandbox implements Sandbox {
        final List<String> built = Collections.synchronizedList(new ArrayList<>());
        final CountDownLatch release = new CountDownLatch(1);
        final CountDownLatch started = new CountDownLatch(1);

        @Override
        public SandboxCheck check() {
            return new SandboxCheck(true, "", "a held sandbox");
        }

        @Override
        public BuildResult build(Language lang, Map<String, String> files, Path buildDir) {
            built.add(files.values().iterator().next().lines().findFirst().orElse(""));
            started.countDown();
            try {
                if (!release.await(60, TimeUnit.SECONDS)) throw new IllegalStateException("the test never let the build go");
                for (var f : files.entrySet()) Files.writeString(buildDir.resolve(f.getKey()), f.getValue());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
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

    private static Map<String, String> bot(String name) {
        return Map.of("bot.py", "# " + name + "\nprint('WAIT')\n");
    }

    private static void await(String what, BooleanSupplier done) throws InterruptedException {
        long end = System.currentTimeMillis() + 30_000;
        while (!done.getAsBoolean()) {
            if (System.currentTimeMillis() > end) throw new AssertionError("never: " + what);
            Thread.sleep(20);
        }
    }

    @Test
    void oneTeamsUploadsReplaceEachOtherWhileTheOtherTeamsGoFirst(@TempDir Path dir) throws Exception {
        try (TestArena arena = TestArena.start()) {
            for (String t : List.of("ta", "tb", "tc")) arena.createTeam(t, "password1");
            arena.createContest("turns", Map.of("turnMillis", 100));
            long contest = arena.app.contests().find("turns").orElseThrow().id();
            long a = arena.app.contests().teamId("ta").orElseThrow(), b = arena.app.contests().teamId("tb").orElseThrow(),
                    c = arena.app.contests().teamId("tc").orElseThrow();
            HeldSandbox sandbox = new HeldSandbox();
            BotStore store = new BotStore(arena.app.database());
            // a budget of one byte: every build not chosen (nor the one just made) is removed after the next build
            BuildCache cache = new BuildCache(sandbox, dir.resolve("builds"), new BuildLimits(1, 1 << 20, 100),
                    () -> chosenKeys(store));
            Languages languages = Languages.load(dir, sandbox);
            try (BotBuilds builds = new BotBuilds(store, languages, cache, 1)) {
                HostedBots bots = new HostedBots(store, languages, sandbox.check(), new SourceFiles(UploadLimits.DEFAULT), builds, cache,
                        VersionRate.DEFAULT, game -> game);
                assertEquals(1, bots.submit(a, "python3", "pizzacraft", bot("a1")).version());
                assertTrue(sandbox.started.await(30, TimeUnit.SECONDS), "a1 is being built, and holds the one builder");
                bots.submit(a, "python3", "pizzacraft", bot("a2"));
                bots.submit(a, "python3", "pizzacraft", bot("a3"));
                StoredBotVersion a2 = bots.version(a, 2).orElseThrow();
                assertEquals(BotStatus.REPLACED, a2.status());
                assertTrue(a2.log().startsWith("replaced by version 3 before it was built"), a2.log());
                bots.submit(b, "python3", "pizzacraft", bot("b1"));
                bots.submit(c, "python3", "pizzacraft", bot("c1"));
                bots.submit(a, "python3", "pizzacraft", bot("a4")); // replaces a3, still behind b1 and c1 once a1 is done
                assertEquals(3, builds.waiting(), "one waiting build per team");
                sandbox.release.countDown();
                await("every build made", () -> sandbox.built.size() == 4 && !store.anyCompiling(a) && !store.anyCompiling(b) && !store.anyCompiling(c));
                assertEquals(List.of("# a1", "# b1", "# c1", "# a4"), sandbox.built, "teams in turn: a's next after b's and c's");
                assertEquals(BotStatus.REPLACED, bots.version(a, 3).orElseThrow().status());
                assertEquals(BotStatus.READY, bots.version(a, 4).orElseThrow().status());

                // a replaced version chosen is built after all
                bots.choose(contest, "pizzacraft", a, 2, false);
                await("a2 built once chosen", () -> bots.version(a, 2).orElseThrow().status() == BotStatus.READY);
                assertEquals("# a2", sandbox.built.get(4));

                // b1's build was removed for the budget (not chosen); chosen, it is made again before it plays
                StoredBotVersion b1 = bots.version(b, 1).orElseThrow();
                assertFalse(cache.kept("python3", b1.sourceHash()), "b1's build is over the budget and not chosen: removed");
                assertTrue(cache.kept("python3", bots.version(a, 2).orElseThrow().sourceHash()), "a chosen build stays");
                bots.choose(contest, "pizzacraft", b, 1, false);
                await("b1 made again", () -> cache.kept("python3", b1.sourceHash()));
                assertEquals("# b1", sandbox.built.get(5));
                assertEquals(BotStatus.READY, bots.version(b, 1).orElseThrow().status());
            }
        }
    }

    private static java.util.Set<String> chosenKeys(BotStore store) {
        java.util.Set<String> keys = new java.util.HashSet<>();
        for (StoredBotVersion v : store.chosenVersions()) keys.add(BuildCache.key(v.language(), v.sourceHash()));
        return keys;
    }
}
