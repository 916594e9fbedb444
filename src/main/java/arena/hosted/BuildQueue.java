package arena.hosted;

import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The builds waiting for a builder, fair per team (issue 38): at most one waiting build per team (a newer one takes
 * the place of the one still waiting, and is handed back so its version can say so), at most one build per team
 * being made at once, and the teams served in turn: the team waiting longest whose previous build has ended goes
 * first. So however much one team uploads, it holds one builder at most, and every other team's build waits for at
 * most one build of each team ahead of it.
 *
 * <p>Only memory and one monitor, held for a few map operations: the callers do the store's writes after.
 */
final class BuildQueue {
    /** A build to make: a team's version; {@code fresh} when it is a new upload (its status waits for the build). */
    record Job(long teamId, int version, boolean fresh) {}

    /** In the teams' turn order: a team keeps its place when its waiting build is replaced. */
    private final Map<Long, Job> waiting = new LinkedHashMap<>();
    private final Set<Long> building = new HashSet<>();
    private boolean closed;

    /**
     * Adds a build; the team's build that was waiting until now, which this one replaces, if there was one. A rebuild
     * (not fresh) never replaces a new upload waiting: it is dropped instead (the upload is what the team wants built).
     */
    synchronized Optional<Job> offer(Job job) {
        Job before = waiting.get(job.teamId());
        if (before != null && before.fresh() && !job.fresh()) return Optional.empty();
        Job replaced = waiting.put(job.teamId(), job);
        notifyAll();
        return Optional.ofNullable(replaced);
    }

    /**
     * The next build to make, waiting for one: the first team in turn with no build being made. The team counts as
     * building until {@link #done} with its id. Empty once closed.
     */
    synchronized Optional<Job> take() throws InterruptedException {
        while (!closed) {
            for (Iterator<Job> it = waiting.values().iterator(); it.hasNext(); ) {
                Job job = it.next();
                if (building.contains(job.teamId())) continue;
                it.remove();
                building.add(job.teamId());
                return Optional.of(job);
            }
            wait();
        }
        return Optional.empty();
    }

    /** The team's build has ended: its next one (if it waits) may be taken, behind the teams already waiting. */
    synchronized void done(long teamId) {
        building.remove(teamId);
        Job next = waiting.remove(teamId);
        if (next != null) waiting.put(teamId, next); // to the back of the turn: the others waiting go first
        notifyAll();
    }

    /** How many builds wait (one per team at most). */
    synchronized int waitingCount() {
        return waiting.size();
    }

    /** Stops handing out builds: the builders' {@link #take} returns empty. What waits stays in the store as compiling. */
    synchronized void close() {
        closed = true;
        notifyAll();
    }
}
