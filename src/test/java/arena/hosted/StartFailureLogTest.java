package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.BotProgram;
import arena.sandbox.BuildResult;
import arena.sandbox.HostedProcess;
import arena.sandbox.Language;
import arena.sandbox.LanguageStatus;
import arena.sandbox.RunLimits;
import arena.sandbox.Sandbox;
import arena.sandbox.SandboxCheck;
import arena.support.Await;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * A hosted bot whose box cannot be started (bubblewrap gone, the machine out of uids) is not only in the server's log:
 * the team's log of the matches it should be playing says so, in plain words, each time it is tried (issue 26).
 */
class StartFailureLogTest {

    /** A sandbox whose every start fails, as one whose bwrap was removed after the self-test. */
    private static final class BrokenStarts implements Sandbox {
        @Override
        public SandboxCheck check() {
            return new SandboxCheck(true, "", "a test's");
        }

        @Override
        public BuildResult build(Language lang, Map<String, String> files, Path buildDir) {
            throw new UnsupportedOperationException();
        }

        @Override
        public HostedProcess start(Language lang, Path buildDir, RunLimits limits) {
            throw new IllegalStateException("bwrap: No such file or directory");
        }

        @Override
        public LanguageStatus probe(Language lang) {
            throw new UnsupportedOperationException();
        }
    }

    /** Records the runner's words to the team; logs in no one (the bot never starts). */
    private static final class Notes implements ArenaLink {
        final List<String> lines = new CopyOnWriteArrayList<>();

        @Override
        public Session open(long teamId, String team, String contest, double timeFactor) throws Refused {
            throw new Refused("not in this test");
        }

        @Override
        public void note(long teamId, String contest, String line) {
            lines.add(teamId + " " + contest + ": " + line);
        }
    }

    @Test
    void aBotThatCannotBeStartedIsReportedToItsTeam() throws Exception {
        Language python = new Language("python3", "Python 3", "bot.py", List.of(), List.of("sh", "-c", "exec python3 bot.py"), 2.0,
                List.of("python3", "--version"));
        BotToRun bot = new BotToRun(7, "team7", "c1", BotProgram.LINE_PROTOCOL, "python3", 3, "hash");
        Notes link = new Notes();
        ProtocolRun run = new ProtocolRun(new HostedRun.Setup(bot, python, Path.of("/nonexistent"), new BrokenStarts(), link, new ProcessPermits(2)));
        Thread t = Thread.ofVirtual().start(run);
        Await.until("a line in the team's log", 20_000, () -> !link.lines.isEmpty());
        run.stop();
        t.join(5000);
        assertTrue(!link.lines.isEmpty() && link.lines.get(0).equals("7 c1: arena: your bot version 3 (python3) could not be started: "
                + "bwrap: No such file or directory; the arena tries again in a moment"), "the team's log: " + link.lines);
    }
}
