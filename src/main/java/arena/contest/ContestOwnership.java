package arena.contest;

import arena.contest.life.LiveContest;
import arena.store.ContestLeases;
import arena.store.StoredContest;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Which contests this process runs when several arena processes share one database server: each unfinished contest is
 * run by the process holding its lease ({@link ContestLeases}). The lease lasts {@value #LEASE_SECONDS} s and is
 * renewed every {@value #KEEP_MILLIS} ms; a process that finds a contest nobody holds (its owner died, or stopped and
 * let it go) takes it over and recovers it from the database as after a restart, within {@value #LEASE_SECONDS} +
 * {@value #KEEP_MILLIS} / 1000 s of the owner's death. A process that fails to renew a lease (it stalled past its
 * expiry and another took the contest) stops playing that contest at once. With the embedded H2 file, one process
 * owns the file and every contest in it: {@link #ALONE}.
 *
 * <p>A contest run elsewhere is not in this process's memory: its pages and API read the database (read-only: the
 * changes an instructor makes go to the process that runs it), and its bots connect to that process.
 */
class ContestOwnership {
    private static final Logger log = LoggerFactory.getLogger(ContestOwnership.class);
    static final int LEASE_SECONDS = 15;
    static final long KEEP_MILLIS = 5000;

    /** The only process on its database: it runs every contest, and needs no lease. */
    static final ContestOwnership ALONE = new ContestOwnership(null, null, null, java.util.Map.of(), null) {
        @Override
        boolean take(long contestId) {
            return true;
        }

        @Override
        void start() {}

        @Override
        void releaseAll() {}
    };

    private final Contests arena;
    private final ContestLeases leases;
    private final java.util.Map<String, LiveContest> live;
    private final ArenaRecovery recovery;
    /**
     * This arena among those sharing the database: its data folder's id (so a restart on the same folder takes its
     * contests back at once), with host and process id for the people reading the leases.
     */
    private final String owner;

    ContestOwnership(Contests arena, ContestLeases leases, String instance, java.util.Map<String, LiveContest> live, ArenaRecovery recovery) {
        this.arena = arena;
        this.leases = leases;
        this.owner = instance;
        this.live = live;
        this.recovery = recovery;
    }

    /** Takes (or keeps) the lease of a contest; whether this process runs it. */
    boolean take(long contestId) {
        return leases.acquire(contestId, owner, LEASE_SECONDS);
    }

    /** Starts renewing this process's leases and looking for contests to take over. */
    @SuppressWarnings("FutureReturnValueIgnored") // keep catches what it throws: the lease is kept
    void start() {
        try {
            arena.services().scheduler().scheduleWithFixedDelay(this::keep, KEEP_MILLIS, KEEP_MILLIS, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException stopping) {
            // the arena is stopping
        }
    }

    private void keep() {
        try {
            for (LiveContest contest : java.util.List.copyOf(live.values())) {
                if (contest.finished()) leases.release(contest.id(), owner);
                else if (!leases.renew(contest.id(), owner, LEASE_SECONDS)) letGo(contest);
            }
            for (StoredContest record : arena.contests().notFinished()) {
                if (!live.containsKey(record.slug()) && take(record.id())) takeOver(record);
            }
        } catch (RuntimeException e) {
            // the database is away: the leases run out, and whoever reaches it first runs the contests after
            log.warn("contest leases could not be kept: {}", e.getMessage());
        }
    }

    /** A contest whose owner died: this process runs it from now on, recovered from the database as after a restart. */
    private void takeOver(StoredContest record) {
        log.warn("contest {}: taken over (its lease had run out)", record.slug());
        recovery.recoverOne(record, live).ifPresent(c -> c.recovery().startClock());
    }

    /** Another process runs this contest now (this one lost its lease): it stops here at once, storing nothing more. */
    private void letGo(LiveContest contest) {
        log.warn("contest {}: its lease was lost to another process; it stops here", contest.slug());
        live.remove(contest.slug(), contest);
        contest.recovery().stopPlaying();
    }

    /** A clean stop: the contests go at once to another process, without waiting for the leases to run out. */
    void releaseAll() {
        for (LiveContest contest : live.values()) {
            try {
                leases.release(contest.id(), owner);
            } catch (RuntimeException e) {
                return; // the database is away: the leases run out by themselves
            }
        }
    }
}
