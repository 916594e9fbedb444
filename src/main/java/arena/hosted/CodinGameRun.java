package arena.hosted;

import arena.bridge.MatchLoop;
import arena.sandbox.HostedProcess;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A hosted CodinGame bot (LOCM) kept for a team in a contest: run as the bridge runs one (RULINGS 6, 8), through the
 * bridge's own {@link MatchLoop} over the arena's link, with a program in the sandbox for each match, started at the
 * match's first turn and ended when the match is over; its stderr goes to the team's log of that match with its turn
 * ({@code LOG}, as the bridge sends it). Each match's process holds one of the machine's {@link ProcessPermits} while
 * it runs; the loop itself, if its link is lost, logs in again after a growing pause.
 *
 * <p>No bot loses time to the queue (issue 26): a match's program is started <em>before</em> any turn of the match is
 * taken (the loop reserves the team's matches in the order of their ids, {@link MatchLoop.Starter#takesSlots}), and
 * the loop asks only for turns of the matches it has programs for, so a match waiting for a slot waits in the arena,
 * its time not running. A bot holds at most its share of the permits (the permits over the bots kept), so that every
 * bot can always start the match its opponents wait in: no round stalls with every permit held by a match whose other
 * side has none. It keeps one program started in advance (a spare, holding its permit) for a new round's first match.
 *
 * <p>No bot loses time to its start either (issue 39, RULINGS 9): a spare is handed a match only once it reads its
 * input ({@link HostedProcess#awaitsInput}: the box set up, the interpreter or JVM started), or after
 * {@value #WARM_UP_MILLIS} ms; meanwhile the loop plays its other matches, and holds the waiting ones only when no slot
 * is free for them (or past {@code MatchLoop.HOLD_AFTER_MILLIS}), so that "waits for a process slot" is said only then.
 *
 * <p>A program that crashes (or floods its output) mid-match is started again within the turn's limit, up to
 * {@value #RESTARTS} times a match with a growing pause, and given that turn's input (RULINGS 8: it loses only the
 * turns it missed); the team's log of the match says so.
 *
 * <p>A {@link HostedRun}, as {@link ProtocolRun} is: the header of {@link HostedRun} says why the two are apart.
 */
final class CodinGameRun extends HostedRun {
    private static final Logger LOG = LoggerFactory.getLogger(CodinGameRun.class);

    private final ProcessPermits permits;
    private final MatchLoop loop;
    private final java.util.function.IntSupplier share;
    /** Restarts a match allows a crashed program. */
    static final int RESTARTS = 3;
    /** Programs of this run holding a permit now (the spare included). */
    private final java.util.concurrent.atomic.AtomicInteger held = new java.util.concurrent.atomic.AtomicInteger();
    /** A program started in advance for the next new match, or null; when it was started (System.nanoTime). */
    private SandboxedProgram spare;
    private long spareSince;
    /** The environment the spare was started with, and the one the next spare is started with (the last match's). */
    private Map<String, String> spareEnvironment = Map.of();
    private Map<String, String> nextEnvironment = Map.of();
    /** Whether the team was told the spare is past its warm-up. */
    private boolean spareLate;

    /** @param share how many permits one bot may hold now (the runner's permits over the bots it keeps) */
    CodinGameRun(Setup setup, java.util.function.IntSupplier share) {
        super(setup);
        this.share = share;
        this.permits = setup.permits();
        // what the bridge prints on its console is in the team's log already (the loop notes it there): none is kept
        this.loop = new MatchLoop("arena", new Programs(), id -> {}, new PrintStream(OutputStream.nullOutputStream()), null, RESTARTS);
    }

    /** How long a restart in a turn may wait for a permit (the crashed program's own is given back just before). */
    static final long RESTART_WAIT_MILLIS = 500;

    /**
     * How long a program started in advance may take to be seen reading its input (issue 39: its start is never
     * timed): past it, it is handed its first turn anyway (a program that computes before it reads, or a machine so
     * loaded that its start takes longer), and its log says so.
     */
    static final long WARM_UP_MILLIS = 20_000;
    /**
     * How long a program started for a match at once (its spare had died, or was started for another deck) may take to
     * be seen reading before it is handed its first turn: the loop waits meanwhile, so the bound is short.
     */
    static final long FRESH_START_MILLIS = 2_000;
    /**
     * How often a program that is starting is looked at: each look reads every thread of its tree in /proc (a JVM's
     * are dozens), and at 5 ms the looks at a round's starting spares were a sixth of the arena's CPU (issue 46); a
     * spare handed over up to 20 ms later loses nothing, its clock not running yet.
     */
    static final long WARM_UP_LOOK_MILLIS = 20;

    /** The match loop's programs: the spare when there is one, else a permit and a process now. */
    private final class Programs implements MatchLoop.Starter {
        @Override
        public arena.bridge.Launched start(long matchId) throws IOException, InterruptedException {
            return start(matchId, Map.of());
        }

        /**
         * The spare, if it was started with the environment this match asks for ({@code ARENA_SAVED_DECK}: whether the
         * match plays the team's saved deck, issue 39); else a fresh program with it, seen reading its input before it
         * is handed over (at most {@value #FRESH_START_MILLIS} ms). Spares are then started with this match's
         * environment: a team's saved deck rarely changes between two matches.
         */
        @Override
        public arena.bridge.Launched start(long matchId, Map<String, String> environment) throws IOException, InterruptedException {
            SandboxedProgram ready = takeSpare();
            Map<String, String> spareHad;
            synchronized (CodinGameRun.this) {
                spareHad = spareEnvironment;
                nextEnvironment = Map.copyOf(environment);
            }
            if (ready != null && ready.alive() && spareHad.equals(environment)) return ready;
            if (ready != null) ready.stop(); // it died waiting, or was started for another deck: a fresh one
            if (!permits.tryAcquire(RESTART_WAIT_MILLIS)) throw new IOException("no process slot was free within " + RESTART_WAIT_MILLIS + " ms");
            SandboxedProgram fresh = launch(environment);
            long deadline = System.nanoTime() + FRESH_START_MILLIS * 1_000_000;
            while (!fresh.awaitsInput() && System.nanoTime() < deadline) Thread.sleep(WARM_UP_LOOK_MILLIS);
            return fresh;
        }

        @Override
        public boolean takesSlots() {
            return true;
        }

        /** A spare that reads its input (or is past its warm-up); else one is started, if a permit is free. */
        @Override
        public boolean ready() {
            if (spareState() != SpareState.NONE) return spareState() == SpareState.READY;
            if (held.get() >= share.getAsInt()) return false;
            try {
                if (!permits.tryAcquire(0)) return false; // in turn: bots already waiting for a slot come first
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
            startSpare();
            return spareState() == SpareState.READY;
        }

        @Override
        public void awaitReady(long millis) throws InterruptedException {
            long deadline = System.nanoTime() + millis * 1_000_000;
            if (spareState() == SpareState.NONE) {
                if (held.get() >= share.getAsInt()) {
                    Thread.sleep(millis);
                    return;
                }
                if (!permits.tryAcquire(millis)) return;
                startSpare();
            }
            while (spareState() == SpareState.STARTING && System.nanoTime() < deadline) Thread.sleep(WARM_UP_LOOK_MILLIS);
        }

        @Override
        public boolean starting() {
            return spareState() == SpareState.STARTING;
        }

        @Override
        public boolean waitsForSlot() {
            return spareState() == SpareState.NONE && (held.get() >= share.getAsInt() || permits.available() == 0);
        }
    }

    private enum SpareState { NONE, STARTING, READY }

    /**
     * Whether a spare is there and whether it reads its input yet (or is past its warm-up, said in the team's log). A
     * spare that died waiting is dropped (its permit goes back), so that a fresh one is started.
     */
    private SpareState spareState() {
        SandboxedProgram p;
        long since;
        synchronized (this) {
            p = spare;
            since = spareSince;
        }
        if (p == null) return SpareState.NONE;
        if (!p.alive()) {
            if (takeSpare(p)) p.stop();
            return SpareState.NONE;
        }
        if (p.awaitsInput()) return SpareState.READY;
        if (System.nanoTime() - since < WARM_UP_MILLIS * 1_000_000) return SpareState.STARTING;
        synchronized (this) {
            if (spare == p && !spareLate) {
                spareLate = true;
                setup.link().note(bot.teamId(), bot.contest(), "arena: your bot " + bot.describe() + " was started " + WARM_UP_MILLIS / 1000
                        + " s ago and has not read its input yet; it is handed its next match's first turn now");
            }
        }
        return SpareState.READY;
    }

    /** With a permit just taken: starts the spare; false (the permit given back, the team told) if it cannot start. */
    private boolean startSpare() {
        try {
            Map<String, String> environment;
            synchronized (this) {
                environment = nextEnvironment;
            }
            SandboxedProgram p = launch(environment);
            synchronized (this) {
                spare = p;
                spareEnvironment = environment;
                spareSince = System.nanoTime();
                spareLate = false;
            }
            return true;
        } catch (IOException e) {
            setup.link().note(bot.teamId(), bot.contest(), "arena: your bot " + bot.describe() + " could not be started: " + e.getMessage());
            return false;
        }
    }

    private synchronized SandboxedProgram takeSpare() {
        SandboxedProgram p = spare;
        spare = null;
        return p;
    }

    /** Takes this spare, if it is still the spare. */
    private synchronized boolean takeSpare(SandboxedProgram p) {
        if (spare != p) return false;
        spare = null;
        return true;
    }

    /** With a permit taken: the program in the sandbox, which gives the permit back when it stops. */
    private SandboxedProgram launch(Map<String, String> environment) throws IOException {
        HostedProcess p;
        try {
            p = setup.start(environment);
        } catch (RuntimeException e) {
            permits.release();
            throw new IOException(e.getMessage(), e);
        }
        held.incrementAndGet();
        started();
        return new SandboxedProgram(p, () -> {
            held.decrementAndGet();
            permits.release();
        });
    }

    @Override
    void stop() {
        stopped = true;
        loop.stop();
        interrupt();
    }

    @Override
    public void run() {
        thread = Thread.currentThread();
        long pause = ProtocolRun.FIRST_PAUSE_MILLIS;
        try {
            while (!stopped && !loop.ended()) {
                ArenaLink.Session session;
                try {
                    session = setup.link().open(bot, setup.language().timeFactor());
                } catch (ArenaLink.Refused e) {
                    LOG.info("hosted bot of {} in {}: the arena did not take it ({}); trying again in {} ms", bot.team(), bot.contest(), e.getMessage(), pause);
                    Thread.sleep(pause);
                    pause = Math.min(pause * 2, ProtocolRun.MAX_PAUSE_MILLIS);
                    continue;
                }
                running = true;
                try {
                    loop.work(new SessionLink(session, loop));
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
            SandboxedProgram p = takeSpare();
            if (p != null) p.stop();
        }
    }

    /** The match loop's link over the arena's: each command's whole answer comes at once; its lines are read in turn. */
    private static final class SessionLink implements MatchLoop.Link {
        private final ArenaLink.Session session;
        private final MatchLoop loop;
        private final ArrayDeque<String> pending = new ArrayDeque<>();
        private long lastWordsSet = System.nanoTime() - LAST_WORDS_MILLIS * 1_000_000;

        SessionLink(ArenaLink.Session session, MatchLoop loop) {
            this.session = session;
            this.loop = loop;
        }

        /** How often the matches that came since are given the loop's last word (issue 39). */
        static final long LAST_WORDS_MILLIS = 1000;

        @Override
        public String command(String line) throws IOException, InterruptedException {
            return command(line, System.nanoTime());
        }

        private String command(String line, long arrivedNanos) throws IOException, InterruptedException {
            if (!pending.isEmpty()) throw new IOException("lines of an earlier answer were left unread: " + pending.peek());
            if (System.nanoTime() - lastWordsSet >= LAST_WORDS_MILLIS * 1_000_000) {
                lastWordsSet = System.nanoTime();
                session.atMatchEnd(loop::lastWord);
            }
            pending.addAll(session.send(line, arrivedNanos));
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
            long written = System.nanoTime(); // pipelined: written at once, come in at once (a turn's stderr, then its answer)
            for (String l : lines) answers.add(command(l, written));
            return answers;
        }
    }
}
