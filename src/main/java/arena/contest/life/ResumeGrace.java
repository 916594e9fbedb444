package arena.contest.life;

import arena.contest.shared.BotSlots;
import arena.contest.turns.LiveMatch;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * RULINGS 7: after a restart, the clock of a round that was running waits before it plays the turn that was in progress
 * again, in full: until every team with a running match in the round has a bot connected to the contest again, or
 * {@code resumeGraceMillis} passes, whichever comes first. House bots play in-process and are not waited for.
 *
 * <p>The clock starts paused ({@link LiveContest}); this looks every {@value #LOOK_MILLIS} ms on the contest scheduler
 * and then resumes it, unless an instructor paused the contest meanwhile (then their resume starts it).
 */
final class ResumeGrace {
    static final long LOOK_MILLIS = 50;

    private final LiveContest contest;
    private final Round round;
    private final BotSlots slots;
    private final long deadlineNanos;
    /** The teams waited for, of those with a match in the round (all of them after a restart). */
    private final java.util.function.LongPredicate awaited;
    private ScheduledFuture<?> looking;
    private final Runnable over;

    ResumeGrace(LiveContest contest, Round round, BotSlots slots, long graceMillis) {
        this(contest, round, slots, graceMillis, team -> true);
    }

    /**
     * A wait for some teams only: at a round's start, the teams whose hosted bots the arena starts (RULINGS 8: a round's
     * first turn waits until they run, bounded like this grace), so no hosted bot loses a turn to its start.
     */
    ResumeGrace(LiveContest contest, Round round, BotSlots slots, long graceMillis, java.util.function.LongPredicate awaited) {
        this(contest, round, slots, graceMillis, awaited, () -> contest.recovery().graceOver(round));
    }

    /** With what to do once the wait is over (a practice's clock: RULINGS 9, a practice waits for its hosted bot too). */
    ResumeGrace(LiveContest contest, Round round, BotSlots slots, long graceMillis, java.util.function.LongPredicate awaited, Runnable over) {
        this.over = over;
        this.awaited = awaited;
        this.contest = contest;
        this.round = round;
        this.slots = slots;
        this.deadlineNanos = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(graceMillis);
    }

    /** Starts looking; the clock resumes at the first look that finds every bot back, or at the deadline. */
    synchronized void start(java.util.concurrent.ScheduledExecutorService scheduler) {
        looking = scheduler.scheduleWithFixedDelay(this::look, 0, LOOK_MILLIS, TimeUnit.MILLISECONDS);
    }

    private void look() {
        if (System.nanoTime() < deadlineNanos && !missing().isEmpty()) return;
        synchronized (this) {
            looking.cancel(false);
        }
        over.run();
    }

    /**
     * The teams still awaited: those with an unfinished match in the round, not house bots, with no bot connected; and
     * of a practice of teams' own bots (issue 44), each version's seat that its connection has not joined (by its
     * seat's key, {@link Round#seatKey}).
     */
    Set<Long> missing() {
        Set<Long> missing = new LinkedHashSet<>();
        for (LiveMatch m : round.matches) {
            if (m.finished()) continue;
            for (int s = 0; s < 2; s++) {
                if (round.isPractice() && round.practice.sides() != null && round.scopedSeat(s)) {
                    if (!round.joinedSeats.contains(s)) missing.add(round.seatKey(s));
                    continue;
                }
                long team = m.team(s);
                if (awaited.test(team) && !contest.houseBots().plays(team) && slots.connections(team, contest.id()) == 0) missing.add(team);
            }
        }
        return missing;
    }
}
