package arena.contest.life;

import arena.contest.base.LockOrder;
import arena.contest.base.Refused;
import arena.contest.rules.ContestSettings;
import arena.domain.ContestPhase;
import arena.store.ContestStore;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The registration window before each round: when it ends, the next round starts; with too few teams it opens again
 * for another window, and when the store fails the start is tried again shortly. Its timer is guarded by the contest
 * lock (the monitor of the contest's Rounds), so an end of the contest in between is never undone by reopening it.
 */
public final class Registration {
    private static final Logger log = LoggerFactory.getLogger(Registration.class);
    /** How long a contest whose round could not be started waits before it tries again. */
    static final long START_RETRY_MILLIS = 2000;

    private final LiveContest contest;
    private final ScheduledExecutorService scheduler;
    private final ContestStore contests;
    private ScheduledFuture<?> timer;
    private LocalDateTime nextRoundAt;

    /** Takes the arena's timers ({@code scheduler}) and where the phase and the window's end are stored ({@code contests}). */
    Registration(LiveContest contest, ScheduledExecutorService scheduler, ContestStore contests) {
        this.contest = contest;
        this.scheduler = scheduler;
        this.contests = contests;
    }

    /** When a window opened now ends (the contest setting {@code registrationMillis}), or null if rounds start by hand. */
    LocalDateTime windowEnd() {
        long millis = contest.settings().getLong(ContestSettings.REGISTRATION_MILLIS);
        return millis > 0 ? LocalDateTime.now().plusNanos(millis * 1_000_000) : null;
    }

    /** Milliseconds until the registration window ends and the next round starts, or 0 when none is scheduled. */
    long millisToNextRound() {
        synchronized (contest.rounds()) {
            LockOrder.entered(contest.rounds(), LockOrder.Level.CONTEST);
            if (contest.roundRunning() || nextRoundAt == null || timer == null || timer.isDone()) return 0;
            return Math.max(0, Duration.between(LocalDateTime.now(), nextRoundAt).toMillis());
        }
    }

    /** Starts the next round when the registration window ends (if the contest has one). */
    public void schedule(LocalDateTime endsAt) {
        synchronized (contest.rounds()) {
            LockOrder.entered(contest.rounds(), LockOrder.Level.CONTEST);
            cancel();
            nextRoundAt = endsAt;
            if (endsAt == null || contest.rounds().endedOrEnding()) return;
            long delay = Math.max(0, Duration.between(LocalDateTime.now(), endsAt).toMillis());
            timer = scheduler.schedule(this::ended, delay, TimeUnit.MILLISECONDS);
        }
    }

    /** A round starts by hand, or the arena stops: the window's timer starts nothing. */
    void cancel() {
        synchronized (contest.rounds()) {
            LockOrder.entered(contest.rounds(), LockOrder.Level.CONTEST);
            if (timer != null) timer.cancel(false);
        }
    }

    /** The contest is being ended: no window any more. */
    void cancelForEnd() {
        synchronized (contest.rounds()) {
            LockOrder.entered(contest.rounds(), LockOrder.Level.CONTEST);
            cancel();
            nextRoundAt = null;
        }
    }

    private void ended() {
        try {
            if (contest.paused() || contest.roundRunning() || contest.finished()) {
                if (!contest.finished() && !contest.roundRunning()) schedule(windowEnd());
                return;
            }
            contest.startRound();
        } catch (Refused notYet) {
            synchronized (contest.rounds()) { // an end of the contest in between must not be undone by reopening it
                LockOrder.entered(contest.rounds(), LockOrder.Level.CONTEST);
                if (contest.rounds().endedOrEnding()) return;
                // too few teams: keep registration open for another window
                LocalDateTime again = windowEnd();
                contests.setPhase(contest.id(), ContestPhase.OPEN, again);
                schedule(again);
            }
        } catch (RuntimeException e) {
            if (scheduler.isShutdown()) {
                // the arena stops under the start (its tasks are interrupted, the database closes): nothing of the round
                // was stored (the store is written first), and registration ends again after the restart
                log.info("contest {}: the round's start was stopped with the arena ({}); it starts after the restart", contest.slug(), e.toString());
                return;
            }
            // the store failed (a full disk, a lock timeout): try again in a while rather than stay open for good
            log.error("contest {}: could not start a round (trying again in {} ms): {}", contest.slug(), START_RETRY_MILLIS, e.toString());
            synchronized (contest.rounds()) {
                LockOrder.entered(contest.rounds(), LockOrder.Level.CONTEST);
                if (!contest.rounds().endedOrEnding() && !contest.roundRunning()) schedule(LocalDateTime.now().plusNanos(START_RETRY_MILLIS * 1_000_000));
            }
        }
    }
}
