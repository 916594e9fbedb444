package arena.hosted;

import arena.bridge.MatchLoop;
import arena.sandbox.HostedProcess;
import arena.sandbox.Language;
import arena.sandbox.RunLimits;
import arena.sandbox.Sandbox;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A hosted CodinGame bot (LOCM) kept for a team in a contest: run as the bridge runs one (RULINGS 6, 8), through the
 * bridge's own {@link MatchLoop} over the arena's link, with a program in the sandbox for each match, started at the
 * match's first turn and ended when the match is over; its stderr goes to the team's log of that match with its turn
 * ({@code LOG}, as the bridge sends it). Each match's process holds one of the machine's {@link ProcessPermits} while
 * it runs. A program that crashes loses its match, as through the bridge (a CodinGame bot cannot rejoin a match
 * half-way); the loop itself, if its link is lost, logs in again after a growing pause.
 */
final class CodinGameRun implements Runnable {
    private static final Logger LOG = LoggerFactory.getLogger(CodinGameRun.class);

    private final BotToRun bot;
    private final Language language;
    private final Path build;
    private final Sandbox sandbox;
    private final ArenaLink link;
    private final ProcessPermits permits;
    private final MatchLoop loop;
    private volatile boolean stopped;
    private volatile boolean running;
    private volatile Thread thread;
    private int starts;

    CodinGameRun(BotToRun bot, Language language, Path build, Sandbox sandbox, ArenaLink link, ProcessPermits permits) {
        this.bot = bot;
        this.language = language;
        this.build = build;
        this.sandbox = sandbox;
        this.link = link;
        this.permits = permits;
        // what the bridge prints on its console is in the team's log already (the loop notes it there): none is kept
        this.loop = new MatchLoop("arena", this::start, id -> {}, new PrintStream(OutputStream.nullOutputStream()), null);
    }

    /** A match's program: a permit, then its process in the sandbox; the permit goes back when the program stops. */
    private arena.bridge.Launched start(long matchId) throws IOException, InterruptedException {
        permits.acquire();
        HostedProcess p;
        try {
            p = sandbox.start(language, build, RunLimits.bot());
        } catch (RuntimeException e) {
            permits.release();
            throw new IOException(e.getMessage(), e);
        }
        synchronized (this) {
            starts++;
        }
        return new SandboxedProgram(p, permits::release);
    }

    boolean running() {
        return running;
    }

    synchronized int starts() {
        return starts;
    }

    void stop() {
        stopped = true;
        loop.stop();
        Thread t = thread;
        if (t != null) t.interrupt();
    }

    @Override
    public void run() {
        thread = Thread.currentThread();
        long pause = ProtocolRun.FIRST_PAUSE_MILLIS;
        try {
            while (!stopped && !loop.ended()) {
                ArenaLink.Session session;
                try {
                    session = link.open(bot.teamId(), bot.team(), bot.contest());
                } catch (ArenaLink.Refused e) {
                    LOG.info("hosted bot of {} in {}: the arena did not take it ({}); trying again in {} ms", bot.team(), bot.contest(), e.getMessage(), pause);
                    Thread.sleep(pause);
                    pause = Math.min(pause * 2, ProtocolRun.MAX_PAUSE_MILLIS);
                    continue;
                }
                running = true;
                try {
                    loop.work(new SessionLink(session));
                } catch (IOException lost) {
                    LOG.info("hosted bot of {} in {}: {}", bot.team(), bot.contest(), lost.getMessage());
                } finally {
                    running = false;
                    session.close();
                }
            }
        } catch (InterruptedException e) {
            // stopped
        } finally {
            loop.stopAll();
        }
    }

    /** The match loop's link over the arena's: each command's whole answer comes at once; its lines are read in turn. */
    private static final class SessionLink implements MatchLoop.Link {
        private final ArenaLink.Session session;
        private final ArrayDeque<String> pending = new ArrayDeque<>();

        SessionLink(ArenaLink.Session session) {
            this.session = session;
        }

        @Override
        public String command(String line) throws IOException, InterruptedException {
            if (!pending.isEmpty()) throw new IOException("lines of an earlier answer were left unread: " + pending.peek());
            pending.addAll(session.send(line));
            return line();
        }

        @Override
        public String line() throws IOException {
            String l = pending.poll();
            if (l == null) throw new IOException("the arena's answer has no more lines");
            return l;
        }

        @Override
        public List<String> commands(List<String> lines) throws IOException, InterruptedException {
            java.util.ArrayList<String> answers = new java.util.ArrayList<>(lines.size());
            for (String l : lines) answers.add(command(l));
            return answers;
        }
    }
}
