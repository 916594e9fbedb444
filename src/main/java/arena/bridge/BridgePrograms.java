package arena.bridge;

import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * The bridge's programs, one started ahead (issue 46): the program for the next match is started before that match is
 * known and handed over at its first turn, and the next one is started at each hand-over, so that a program's start
 * (a JVM's second, Python's imports) is not on the clock of its first turn. Started at the first turn, the Java bots
 * of the COG contests lost 375 of 380 LOCM matches on time through the bridge; a hosted bot's spare
 * ({@code arena.hosted.CodinGameRun}) has done the same in the arena's sandbox since issue 39.
 *
 * <p>The cost is one process more than the matches being played, waiting on its input. A spare started with other
 * variables than a match asks for (LOCM 1.5's saved deck) is not handed over: that match's program is started then,
 * with them, and the next spare takes them. A spare that ended while it waited is replaced by a program started
 * then, whose failure the match loop reports as any start's.
 *
 * <p>Paced ({@code --programs N}, issue 46), at most N match programs run at once and the programs take slots as a
 * hosted bot's do ({@link MatchLoop.Starter#takesSlots}): the loop starts a match's program before it takes any of its
 * turns, in the order of the matches' ids, and holds the team's other matches in the arena ({@code HOLD}), their time
 * not running. Unpaced, a LOCM round robin of 20 teams starts 19 programs of each bot at once as their first turns
 * come: on one machine the bare side of the 20-bot versus lost all 380 matches on time that way (docs/scaling.md).
 */
final class BridgePrograms implements MatchLoop.Starter {
    private final List<String> command;
    /** At most this many match programs at once; 0: no limit (a program for every match whose turn comes). */
    private final int limit;
    /** The matches whose programs run now; guarded by this. */
    private final java.util.Set<Long> running = new java.util.HashSet<>();
    /** The program started ahead, or null; guarded by this. */
    private LocalProgram spare;
    /** The variables the spare was (or the next one will be) started with; guarded by this. */
    private Map<String, String> spareEnvironment = Map.of();
    private boolean closed;

    BridgePrograms(List<String> command) {
        this(command, 0);
    }

    BridgePrograms(List<String> command, int limit) {
        this.command = List.copyOf(command);
        this.limit = limit;
    }

    /** Starts the first spare: before the bridge logs in, so that the first match's program is ready too. */
    void startAhead() {
        Map<String, String> environment;
        synchronized (this) {
            if (spare != null || closed) return;
            environment = spareEnvironment;
        }
        startSpare(environment);
    }

    @Override
    public Launched start(long matchId) throws IOException {
        return start(matchId, Map.of());
    }

    @Override
    public Launched start(long matchId, Map<String, String> environment) throws IOException {
        LocalProgram ready;
        Map<String, String> readyHad;
        synchronized (this) {
            ready = spare;
            readyHad = spareEnvironment;
            spare = null;
            spareEnvironment = Map.copyOf(environment);
        }
        Launched handed;
        if (ready != null && ready.alive() && readyHad.equals(environment)) {
            handed = ready;
        } else {
            if (ready != null) ready.stop(); // ended while it waited, or started for another deck
            handed = new LocalProgram(command, environment);
        }
        synchronized (this) {
            running.add(matchId);
        }
        startSpare(environment);
        return handed;
    }

    /** Told by the match loop when a match's program has stopped: its slot is free. */
    synchronized void stopped(long matchId) {
        if (running.remove(matchId)) notifyAll();
    }

    /** How many match programs run now (the spare waiting is not one of them). */
    synchronized int running() {
        return running.size();
    }

    @Override
    public boolean takesSlots() {
        return limit > 0;
    }

    @Override
    public synchronized boolean ready() {
        return limit == 0 || running.size() < limit;
    }

    @Override
    public synchronized void awaitReady(long millis) throws InterruptedException {
        long deadline = System.nanoTime() + millis * 1_000_000;
        for (long left = millis; !ready() && left > 0; left = (deadline - System.nanoTime()) / 1_000_000) wait(left);
    }

    @Override
    public boolean waitsForSlot() {
        return !ready();
    }

    /** The program waiting for the next match, or null. */
    synchronized LocalProgram waiting() {
        return spare;
    }

    /** Ends the program waiting, if any; no spare is started after this. */
    void close() {
        LocalProgram waiting;
        synchronized (this) {
            closed = true;
            waiting = spare;
            spare = null;
        }
        if (waiting != null) waiting.stop();
    }

    /** Starts a spare outside the lock (a process's start is I/O); kept unless one is there already or the bridge is closing. */
    private void startSpare(Map<String, String> environment) {
        LocalProgram started;
        try {
            started = new LocalProgram(command, environment);
        } catch (IOException e) {
            // not lost: the next match then starts its program itself, and the match loop reports why that fails
            return;
        }
        boolean kept;
        synchronized (this) {
            kept = spare == null && !closed && spareEnvironment.equals(environment);
            if (kept) spare = started;
        }
        if (!kept) started.stop();
    }
}
