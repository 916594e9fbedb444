package arena.hosted;

import arena.sandbox.HostedProcess;
import arena.sandbox.Language;
import arena.sandbox.RunLimits;
import arena.sandbox.Sandbox;
import java.nio.file.Path;
import java.util.Map;

/**
 * A team's hosted bot kept running in a contest by the {@link Runner}: what it is given, whether it runs, how often its
 * program was started, and its stop. Two kinds, because the games' bots are run two ways (DESIGN "One bot, three ways
 * to run it"; issue 45: why two): {@link ProtocolRun}, one program for the bot's whole life, speaking the bot-port
 * protocol itself (Vestrock, Pizzacraft, Kieszostwory), and {@link CodinGameRun}, a program per match fed by the
 * bridge's own match loop (LOCM, as CodinGame runs it). Their loops share nothing else: a life restarted after a pause
 * against a match's program restarted within the turn.
 */
abstract class HostedRun implements Runnable {

    /**
     * What a run is given: the bot, its language and build, the sandbox its programs start in, the link to the arena, and
     * the machine's process slots it holds one of per program.
     */
    record Setup(BotToRun bot, Language language, Path build, Sandbox sandbox, ArenaLink link, ProcessPermits permits) {
        /** The bot's program in the sandbox, under a bot's limits scaled by its language's time factor. */
        HostedProcess start(Map<String, String> environment) {
            return sandbox.start(language, build, RunLimits.bot().scaledBy(language.timeFactor()), environment);
        }
    }

    final Setup setup;
    final BotToRun bot;
    volatile boolean stopped;
    volatile boolean running;
    volatile Thread thread;
    private int starts;

    HostedRun(Setup setup) {
        this.setup = setup;
        this.bot = setup.bot();
    }

    /** Whether the bot runs now: logged in to its contest, with its program started (a CodinGame bot: its loop). */
    final boolean running() {
        return running;
    }

    /** How many times its program has been started. */
    final synchronized int starts() {
        return starts;
    }

    final synchronized void started() {
        starts++;
    }

    /** Ends it: its programs are ended, what it waits on is given up, and it is not started again. */
    abstract void stop();

    /** Wakes the run's thread from its wait (a pause between lives, a command). */
    final void interrupt() {
        Thread t = thread;
        if (t != null) t.interrupt();
    }
}
