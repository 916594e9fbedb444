package arena.contest.life;

import arena.contest.base.LockOrder;
import arena.contest.rules.ContestSettings;
import arena.contest.shared.BotSlots;
import arena.domain.ContestPhase;
import arena.store.PlayQueries;
import arena.store.StoredContest;
import arena.store.StoredRound;
import arena.store.StoredTeam;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A contest across a restart of the arena: a clean stop stores the turn in progress; the start after it rebuilds the
 * running round from its log and holds its clock until the bots are back (RULINGS 7, ResumeGrace), and re-arms the
 * registration window and the house bots. Recovery rebuilds exactly what was stored, nothing more.
 */
public final class RoundRecovery {
    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(RoundRecovery.class);
    private final LiveContest contest;
    private final PlayQueries queries;
    private final arena.store.ContestStore contests;
    /** The connections, which the resume grace waits for. */
    private final BotSlots slots;
    private final java.util.concurrent.ScheduledExecutorService scheduler;

    RoundRecovery(LiveContest contest, PlayQueries queries, arena.store.ContestStore contests, BotSlots slots,
                  java.util.concurrent.ScheduledExecutorService scheduler) {
        this.contest = contest;
        this.queries = queries;
        this.contests = contests;
        this.slots = slots;
        this.scheduler = scheduler;
    }

    /** Picks up after a restart: the running round is rebuilt from its log, the registration timer re-armed. */
    public void recover(StoredContest record) {
        Optional<StoredRound> running = queries.runningRound(contest.id());
        if (running.isPresent()) {
            Map<Long, String> names = new HashMap<>();
            for (StoredTeam t : contests.enrolledTeams(contest.id())) names.put(t.id(), t.name());
            contest.rounds().rebuild(running.get(), names);
        } else if (contest.phase() == ContestPhase.OPEN) {
            contest.registration().schedule(record.registrationEndsAt());
        }
        contest.houseBots().start();
    }

    /**
     * Starts the clock of a round recovered after a restart: only once recovery is complete, and held until the
     * bots are back or the resume grace is over (RULINGS 7, {@link ResumeGrace}), so no one loses the interrupted turn.
     */
    public void startClock() {
        synchronized (contest.rounds()) {
            LockOrder.entered(contest.rounds(), LockOrder.Level.CONTEST);
            Round r = contest.rounds().round();
            if (r == null || r.clock.started()) return;
            r.clock.start(contest.slug() + "-" + r.number(), true);
            if (!contest.paused()) {
                new ResumeGrace(contest, r, slots, contest.settings().getLong(ContestSettings.RESUME_GRACE_MILLIS))
                        .start(scheduler);
            }
        }
    }

    /** The resume grace of a recovered round ended: its clock runs, unless an instructor paused the contest meanwhile. */
    void graceOver(Round r) {
        synchronized (contest.rounds()) {
            LockOrder.entered(contest.rounds(), LockOrder.Level.CONTEST);
            if (contest.rounds().round() == r && !contest.paused()) r.clock.resume();
        }
    }

    /**
     * The server is stopping cleanly, first step (for every contest at once): no new round, the bots and the clock
     * stop. Then {@link #storeTurnInProgress()}.
     */
    public void stopPlaying() {
        contest.registration().cancel();
        contest.houseBots().stop();
        contest.practices().stop(); // voided after the restart (PlayStore.voidRunningPractices)
        Round r = contest.rounds().round();
        if (r != null) r.clock.stop();
    }

    /**
     * How long a clean stop waits for a clock's last tick: its turn's commit may wait up to the store's connection timeout
     * (3 s on PostgreSQL) for a connection in the busy first seconds after a start. At 1 s the stop went on and the
     * database was closed under that commit, which then failed ("Error getting connection from data source":
     * PostgresKillLoopTest, one run in three).
     */
    static final long LAST_TICK_MILLIS = 4000;

    /**
     * The server is stopping cleanly, second step: once the clock's last tick is over, what the turn in progress has
     * so far (and a turn kept from a failed commit) is stored; after the restart that turn is played again in full.
     */
    public void storeTurnInProgress() {
        Round r = contest.rounds().round();
        if (r == null) return;
        try {
            if (!r.clock.join(LAST_TICK_MILLIS)) {
                log.warn("contest {}: the clock's last tick is still running {} ms after the stop; the database may close under its commit",
                        contest.slug(), LAST_TICK_MILLIS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (r.lastTurnStored || r != contest.rounds().round()) return; // the round's end is all that is left: the next start stores it
        contest.tick().storeInProgress(r);
    }
}
