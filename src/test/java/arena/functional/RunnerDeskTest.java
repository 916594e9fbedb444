package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;

import arena.game.BotProgram;
import arena.hosted.BotPortLink;
import arena.hosted.BotToRun;
import arena.hosted.BuildCache;
import arena.hosted.ProcessPermits;
import arena.hosted.Runner;
import arena.hosted.RunnerDesk;
import arena.hosted.RunnerTokens;
import arena.sandbox.BuildResult;
import arena.sandbox.HostedProcess;
import arena.sandbox.Language;
import arena.sandbox.LanguageStatus;
import arena.sandbox.Languages;
import arena.sandbox.RunLimits;
import arena.sandbox.Sandbox;
import arena.sandbox.SandboxCheck;
import arena.store.RunnerStore;
import arena.store.StoredContest;
import arena.support.Practice;
import arena.support.TestArena;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issue 30: how the desk hands bots out. To alive runners that offer the bot's language and have room, the least
 * loaded first; a team's bots to one runner at a time; with none, to the runner inside the arena; a runner revoked (or
 * gone) has its bots handed elsewhere at the next look, and a bot that runs inside stays there while it is kept.
 */
class RunnerDeskTest {

    /** A sandbox that runs nothing: the runner inside is only watched here, not used. */
    static final class IdleSandbox implements Sandbox {
        @Override
        public SandboxCheck check() {
            return new SandboxCheck(true, "", "idle");
        }

        @Override
        public BuildResult build(Language lang, Map<String, String> files, Path buildDir) {
            throw new IllegalStateException("nothing is built here");
        }

        @Override
        public HostedProcess start(Language lang, Path buildDir, RunLimits limits) {
            throw new IllegalStateException("nothing runs here");
        }

        @Override
        public LanguageStatus probe(Language lang) {
            return new LanguageStatus(lang, true, "test", "");
        }
    }

    @Test
    void botsGoToTheLeastLoadedRunnerThatCanBuildThemOneRunnerPerTeamElseInside() throws Exception {
        try (TestArena arena = TestArena.start()) {
            for (String t : List.of("d1", "d2", "d3", "d4")) arena.createTeam(t, "password1");
            Practice.createContest(arena, "dc1", "vestrock", Map.of());
            Practice.createContest(arena, "dc2", "vestrock", Map.of());
            RunnerStore store = arena.app.hosting().runnerStore();
            RunnerTokens tokens = new RunnerTokens(store);
            long a = tokens.create("a").id();
            long b = tokens.create("b").id();
            store.hello(a, 1, true, "", Set.of("python3"));
            store.hello(b, 2, true, "", Set.of("python3", "cpp17"));
            long c = tokens.create("broken").id();
            store.hello(c, 8, false, "no bubblewrap", Set.of("python3", "cpp17"));

            Path dir = Files.createTempDirectory("desk");
            IdleSandbox sandbox = new IdleSandbox();
            Runner inside = new Runner(sandbox, Languages.load(dir, sandbox), new BuildCache(sandbox, dir.resolve("builds")), bot -> Map.of(),
                    new BotPortLink(arena.app.contests().bots(), arena.app.contests()), new ProcessPermits(4));
            try (RunnerDesk desk = new RunnerDesk(inside, store, Languages.load(dir, sandbox),
                    slug -> arena.app.contests().find(slug).map(StoredContest::id), arena.app.botPort())) {
                BotToRun d1 = bot(arena, "d1", "dc1", "python3");
                BotToRun d2 = bot(arena, "d2", "dc1", "cpp17");
                BotToRun d3 = bot(arena, "d3", "dc1", "python3");
                BotToRun d1again = bot(arena, "d1", "dc2", "python3");
                BotToRun d4 = bot(arena, "d4", "dc1", "python3");
                desk.keep(d1);
                desk.keep(d2);
                desk.keep(d3);
                desk.keep(d1again);
                desk.keep(d4);
                Map<BotToRun.Key, Long> at = desk.placements();
                assertEquals(a, at.get(d1.key()), "both empty: the first of the least loaded; never the runner without a sandbox");
                assertEquals(b, at.get(d2.key()), "only b builds C++");
                assertEquals(b, at.get(d3.key()), "a is full");
                assertEquals(a, at.get(d1again.key()), "a team's bots on one runner, full or not");
                assertEquals(0L, at.get(d4.key()), "no runner has room: inside the arena");
                assertEquals(4, store.leases().size(), store.leases().toString());

                // a revoked runner's bots go elsewhere at the next look; a bot inside stays inside while kept
                tokens.revoke(a);
                // kept a sleep: the desk's own period (it reads the runners at most every 500 ms), nothing a test can watch
                Thread.sleep(600);
                for (BotToRun bot : List.of(d1, d2, d3, d1again, d4)) desk.keep(bot);
                at = desk.placements();
                assertEquals(0L, at.get(d1.key()), "b is full: inside");
                assertEquals(0L, at.get(d1again.key()));
                assertEquals(0L, at.get(d4.key()));
                assertEquals(b, at.get(d2.key()));

                // ended: its lease goes, and the next new bot may take the room
                desk.end(d2.key());
                assertEquals(1, store.leasesOf(b).size());
            }
        }
    }

    private static BotToRun bot(TestArena arena, String team, String contest, String language) {
        return new BotToRun(arena.app.contests().teamId(team).orElseThrow(), team, contest, BotProgram.LINE_PROTOCOL, language, 1, "h-" + team);
    }
}
