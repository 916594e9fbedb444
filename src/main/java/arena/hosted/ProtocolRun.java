package arena.hosted;

import arena.sandbox.HostedProcess;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One hosted bot of a line-protocol game (Vestrock, Pizzacraft, Kieszostwory) kept running for a team in a contest
 * (RULINGS 8): its process in the sandbox reads and writes the bot-port protocol on stdin and stdout from where a TCP
 * bot is after {@code OK}. Each line it writes is one command, answered in order as a bot-port session answers
 * (a {@code WAIT}'s second line included); each line it writes to stderr goes to the team's private log of its matches
 * being played, with their turn (capped there as every team log is). When it ends while still wanted, the team's log
 * says why and it is started again after a growing pause (1 s, 2 s, ... 30 s; back to 1 s after a minute of running).
 *
 * <p>Its own limits, beside the sandbox's: a command line of at most 4 KiB (as the bot port's; a longer one is answered
 * {@code ERR 104}), and at most {@value #MAX_BYTES_PER_TURN} bytes of commands between two waits for a turn: a bot that
 * floods its stdout is ended, not served at the speed of its loop.
 *
 * <p>A {@link HostedRun}, as {@link CodinGameRun} is: the header of {@link HostedRun} says why the two are apart.
 */
final class ProtocolRun extends HostedRun {
    private static final Logger LOG = LoggerFactory.getLogger(ProtocolRun.class);
    static final int MAX_LINE = 4096;
    static final int MAX_LOG_LINE = 990;
    static final long MAX_BYTES_PER_TURN = 256 * 1024;
    static final int MAX_LOG_LINES_PER_TURN = 100;
    static final long MAX_STDERR_BYTES_PER_TURN = 1 << 20;
    /** How long the arena's answer may wait for the bot to read its stdin before the bot is ended as deaf. */
    static final long DEAF_MILLIS = 10_000;
    static final long FIRST_PAUSE_MILLIS = 1000;
    static final long MAX_PAUSE_MILLIS = 30_000;
    static final long STEADY_MILLIS = 60_000;

    private volatile HostedProcess process;
    /** Turns the bot has waited for (its WAITs answered): stderr's budget is per turn. */
    private volatile int turns;
    /** Why the stderr reader ended the bot, or null. */
    private volatile String stderrFlood;
    /** Since when (System.nanoTime) an answer is being written to the bot's stdin, or 0. */
    private volatile long writingSince;
    /** Why the watch ended the bot (it did not read its answers), or null. */
    private volatile String deaf;

    ProtocolRun(Setup setup) {
        super(setup);
    }

    @Override
    void stop() {
        stopped = true;
        interrupt();
        HostedProcess p = process;
        if (p != null) p.kill();
    }

    @Override
    public void run() {
        thread = Thread.currentThread();
        long pause = FIRST_PAUSE_MILLIS;
        try {
            while (!stopped) {
                long started = System.nanoTime();
                String ended = once();
                if (stopped) return;
                long ranMillis = (System.nanoTime() - started) / 1_000_000;
                if (ranMillis >= STEADY_MILLIS) pause = FIRST_PAUSE_MILLIS;
                LOG.info("hosted bot of {} in {} ({}): {}; started again in {} ms", bot.team(), bot.contest(), bot.describe(), ended, pause);
                Thread.sleep(pause);
                pause = Math.min(pause * 2, MAX_PAUSE_MILLIS);
            }
        } catch (InterruptedException e) {
            // stopped
        }
    }

    /**
     * One life of the bot: a permit, its process, then its login (so its team counts as connected only once its process
     * runs: a round's first turn waits for that), until it ends; why it ended.
     */
    private String once() throws InterruptedException {
        setup.permits().acquire();
        try {
            HostedProcess p;
            try {
                p = setup.start(java.util.Map.of());
            } catch (RuntimeException e) {
                setup.link().note(bot.teamId(), bot.contest(), "arena: your bot " + bot.describe() + " could not be started: " + e.getMessage()
                        + "; the arena tries again in a moment");
                return "it could not be started: " + e.getMessage();
            }
            process = p;
            started();
            try (p) {
                // issue 39: the team counts as connected (what a round's or a practice's first turn waits for) only once
                // its program is up, i.e. has written its first command; bounded, as a program may compute first
                BoundedLines out = new BoundedLines(p.stdout(), MAX_LINE);
                java.util.concurrent.CompletableFuture<String> first = new java.util.concurrent.CompletableFuture<>();
                Thread.ofVirtual().name("hosted-first-" + bot.team()).start(() -> {
                    try {
                        first.complete(out.next());
                    } catch (IOException gone) {
                        first.complete(null);
                    }
                });
                try {
                    first.get(WARM_UP_MILLIS, java.util.concurrent.TimeUnit.MILLISECONDS);
                } catch (java.util.concurrent.TimeoutException | java.util.concurrent.ExecutionException late) {
                    // it computes before its first command, or the machine is that loaded: it is connected now anyway
                }
                if (stopped) return "stopped";
                ArenaLink.Session session;
                try {
                    session = setup.link().open(bot, setup.language().timeFactor());
                } catch (ArenaLink.Refused e) {
                    String why = "the arena did not take it: " + e.getMessage();
                    setup.link().note(bot.teamId(), bot.contest(), "arena: your bot " + bot.describe() + " started, but " + why
                            + "; the arena tries again in a moment");
                    return why;
                }
                try {
                    if (stopped) return "stopped";
                    running = true;
                    session.log("arena: your bot " + bot.describe() + " started" + (starts() > 1 ? " again (start " + starts() + ")" : ""));
                    stderrFlood = null;
                    deaf = null;
                    writingSince = 0;
                    Life life = new Life();
                    session.atMatchEnd(life::lastWord);
                    Thread watch = Thread.ofVirtual().name("hosted-deaf-" + bot.team()).start(() -> watchDeaf(p, session, life));
                    Thread stderr = Thread.ofVirtual().name("hosted-stderr-" + bot.team()).start(() -> logStderr(p, session));
                    String why = serve(p, session, out, first, life);
                    life.ended = true;
                    p.kill();
                    watch.interrupt();
                    stderr.join(2000);
                    if (stopped) return "stopped";
                    String ended = why != null ? why : stderrFlood != null ? stderrFlood : deaf != null ? deaf : p.endReason().orElse("it stopped");
                    ended += ", after " + life.used();
                    session.log("arena: your bot " + bot.describe() + " ended: " + ended + "; the arena starts it again in a moment");
                    return ended;
                } finally {
                    running = false;
                    session.close();
                }
            } finally {
                process = null;
            }
        } finally {
            setup.permits().release();
        }
    }

    /**
     * How long the arena waits for a started bot's first command before it counts the bot as connected anyway (a round's
     * or a practice's first turn waits for that, bounded by the contest's resume grace).
     */
    static final long WARM_UP_MILLIS = 20_000;

    /** One life of the bot's process, as its matches' logs tell it at their end (issue 39). */
    private final class Life {
        volatile int commands;
        volatile long cpuMillis = -1;
        volatile boolean ended;

        /** Said when a match ends while this life runs; nothing once it has ended (its end was said then). */
        String lastWord(long matchId) {
            if (ended) return null;
            return "arena: at the match's end your bot " + bot.describe() + " was running, after " + used()
                    + "; the arena ends it once your team has no match left to play";
        }

        String used() {
            int n = commands;
            return (cpuMillis >= 0 ? String.format(java.util.Locale.ROOT, "%.1f s of CPU and ", cpuMillis / 1000.0) : "")
                    + (n == 0 ? "no command" : n == 1 ? "1 command" : n + " commands");
        }
    }

    /** Answers the bot's commands (its first one already being read) until its stdout ends; null, or why the arena ended it. */
    // TOO_LONG is a sentinel, compared by identity on purpose; turns has one writer (this thread), the stderr reader only reads it
    // life.commands has one writer too, this thread
    @SuppressWarnings({"ReferenceEquality", "NonAtomicVolatileUpdate"})
    private String serve(HostedProcess p, ArenaLink.Session session, BoundedLines out,
                         java.util.concurrent.CompletableFuture<String> first, Life life) throws InterruptedException {
        OutputStream in = p.stdin();
        long turnStart = 0;
        boolean firstTaken = false;
        try {
            while (!stopped) {
                String line;
                if (firstTaken) {
                    line = out.next();
                } else {
                    firstTaken = true;
                    try {
                        line = first.get();
                    } catch (java.util.concurrent.ExecutionException e) {
                        line = null;
                    }
                }
                if (line == null) return null;
                if (line == BoundedLines.SKIPPING) { // the rest of a too long line: only its bytes count
                    if (out.bytes() - turnStart > MAX_BYTES_PER_TURN) {
                        return "it wrote over " + MAX_BYTES_PER_TURN / 1024 + " KiB of commands without waiting for a turn";
                    }
                    continue;
                }
                if (out.bytes() - turnStart > MAX_BYTES_PER_TURN) {
                    return "it wrote over " + MAX_BYTES_PER_TURN / 1024 + " KiB of commands without waiting for a turn";
                }
                life.commands++;
                List<String> answer = line == BoundedLines.TOO_LONG
                        ? List.of("ERR " + arena.game.Codes.INVALID_ARGUMENTS + " line too long (over " + MAX_LINE + " bytes)")
                        : session.send(line);
                if (answer.size() > 1 && isWait(line)) {
                    turnStart = out.bytes();
                    turns++;
                }
                writingSince = System.nanoTime();
                for (String a : answer) {
                    in.write(a.getBytes(StandardCharsets.UTF_8));
                    in.write('\n');
                }
                in.flush();
                writingSince = 0;
            }
        } catch (IOException gone) {
            // its stdin or stdout closed: it ended, or is ending
        }
        return null;
    }

    /**
     * Ends a bot that stops reading its stdin while the arena writes its answers to it (the pipe full, the write
     * waiting for ever): a bot that floods commands and reads none of their answers would otherwise hold its thread and
     * its slot until the round ends.
     */
    private void watchDeaf(HostedProcess p, ArenaLink.Session session, Life life) {
        try {
            while (p.alive()) {
                Thread.sleep(500);
                life.cpuMillis = p.cpuMillis();
                session.atMatchEnd(life::lastWord); // the matches that came since (a round after its registration window)
                long since = writingSince;
                if (since != 0 && System.nanoTime() - since > DEAF_MILLIS * 1_000_000) {
                    deaf = "it did not read the arena's answers on its stdin for " + DEAF_MILLIS / 1000 + " s";
                    p.kill();
                    return;
                }
            }
        } catch (InterruptedException e) {
            // its life is over
        }
    }

    private static boolean isWait(String line) {
        String s = line.strip();
        return s.equals("WAIT") || s.startsWith("WAIT ");
    }

    /**
     * Stderr into the team's log, at most {@value #MAX_LOG_LINES_PER_TURN} lines a turn (the rest read and dropped, and
     * how many said once the turn is over), and at most {@value #MAX_STDERR_BYTES_PER_TURN} bytes a turn: past that the
     * bot is ended (a flood costs the arena a core to read, whatever is kept of it).
     */
    @SuppressWarnings("ReferenceEquality") // TOO_LONG is a sentinel: compared by identity on purpose
    private void logStderr(HostedProcess p, ArenaLink.Session session) {
        BoundedLines err = new BoundedLines(p.stderr(), MAX_LOG_LINE);
        int seenTurn = turns;
        int kept = 0;
        int dropped = 0;
        long turnStart = 0;
        try {
            String line;
            while ((line = err.next()) != null) {
                if (turns != seenTurn) {
                    if (dropped > 0) session.log("arena: " + dropped + " more lines your bot wrote to stderr in a turn were dropped (at most "
                            + MAX_LOG_LINES_PER_TURN + " a turn are kept)");
                    seenTurn = turns;
                    kept = 0;
                    dropped = 0;
                    turnStart = err.bytes();
                }
                if (err.bytes() - turnStart > MAX_STDERR_BYTES_PER_TURN) {
                    stderrFlood = "it wrote over " + MAX_STDERR_BYTES_PER_TURN / 1024 + " KiB to stderr in one turn";
                    p.kill();
                    return;
                }
                if (line == BoundedLines.SKIPPING) continue; // the rest of a cut line: its bytes counted above
                if (kept >= MAX_LOG_LINES_PER_TURN) {
                    dropped++;
                    continue;
                }
                kept++;
                session.log(line == BoundedLines.TOO_LONG ? "(a line of over " + MAX_LOG_LINE + " bytes, cut)" : line);
            }
        } catch (IOException gone) {
            // the process ended
        }
    }
}
