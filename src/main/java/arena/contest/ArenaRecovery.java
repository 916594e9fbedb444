package arena.contest;

import arena.contest.base.Refused;
import arena.contest.life.LiveContest;
import arena.game.Game;
import arena.store.StoredContest;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The arena's start after a stop: every unfinished contest is brought back to life (running rounds rebuilt from their
 * logs), and only once all are rebuilt do their clocks start, so a recovered round never ticks while another is still
 * read. Until then, bots wait at login and changes wait a bounded while.
 */
final class ArenaRecovery {
    private static final Logger log = LoggerFactory.getLogger(ArenaRecovery.class);
    private final Contests arena;
    private final CountDownLatch recovered = new CountDownLatch(1);

    ArenaRecovery(Contests arena) {
        this.arena = arena;
    }

    boolean done() {
        return recovered.getCount() == 0;
    }

    /** Waits for the end of recovery, however long it takes (a bot that logs in meanwhile, RULINGS 7). */
    void await() throws InterruptedException {
        recovered.await();
    }

    /** Waits at most {@code millis} for the end of recovery; whether it is over. */
    boolean awaitUpTo(long millis) {
        try {
            return recovered.await(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return done();
        }
    }

    /**
     * Waits (a bounded while) for the end of recovery, so that nothing is created or changed beside a contest that is
     * still being rebuilt; refuses with the reason if it takes longer.
     */
    void awaitBriefly() {
        if (awaitUpTo(TimeUnit.SECONDS.toMillis(10))) return;
        throw new Refused("the arena is starting: its contests are being recovered; try again in a moment");
    }

    /**
     * A clean stop: every clock stops at once, then each contest stores its turn in progress, and the matches that
     * finished live only in memory are settled; the stop ends within its deadline whatever happens.
     */
    void stop(Collection<LiveContest> live) {
        live.forEach(c -> c.recovery().stopPlaying());
        arena.services().scheduler().shutdown(); // no interrupt: a task under way may be in the store (issue 38)
        live.forEach(c -> c.recovery().storeTurnInProgress());
        try {
            arena.services().settler().settleNow(); // the teams' logs of matches that finished live only in memory
        } catch (RuntimeException e) {
            log.warn("finished matches could not be stored (after the restart they are, from the journals): {}", e.getMessage());
        }
        try {
            // a follow-up under way (packing logs, deleting old rounds) is given a moment to end; it is not interrupted
            arena.services().scheduler().awaitTermination(500, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Recovers every unfinished contest into {@code live}; recovery counts as done even if some fail (they are reported). */
    void recoverAll(java.util.Map<String, LiveContest> live) {
        try {
            recoverEach(live);
        } finally {
            recovered.countDown();
        }
    }

    private void recoverEach(java.util.Map<String, LiveContest> live) {
        arena.matchLogs().deleteStaleJournals();
        List<LiveContest> back = new ArrayList<>();
        for (StoredContest record : arena.contests().notFinished()) {
            if (!arena.ownership().take(record.id())) continue; // another process runs it (ContestOwnership)
            recoverOne(record, live).ifPresent(back::add);
        }
        back.forEach(c -> c.recovery().startClock());
    }

    /**
     * Brings one unfinished contest back to life into {@code live} (its clock not started yet); empty if it cannot be
     * (the reason is reported). Practice is not resumed after a restart or a takeover (the rules pages say so).
     */
    Optional<LiveContest> recoverOne(StoredContest record, java.util.Map<String, LiveContest> live) {
        int voided = arena.roundStore().voidRunningPractices(record.id());
        if (voided > 0) log.info("contest {}: {} practice match(es) in progress when it stopped: voided", record.slug(), voided);
        Optional<Game> game = arena.games().get(record.game());
        if (game.isEmpty()) {
            log.error("contest {}: game {} is not installed; left as it is", record.slug(), record.game());
            return Optional.empty();
        }
        Game contestGame;
        try {
            contestGame = arena.gameFor(record).orElseThrow();
        } catch (IllegalArgumentException e) {
            log.error("contest {}: its data file is unreadable ({}); left as it is", record.slug(), e.getMessage());
            return Optional.empty();
        }
        try {
            LiveContest contest = new LiveContest(arena.reach(), record, contestGame, arena.settingsOf(record, contestGame));
            live.put(record.slug(), contest);
            contest.recovery().recover(record);
            return Optional.of(contest);
        } catch (RuntimeException e) {
            log.error("contest {}: could not be recovered: {}", record.slug(), e.toString(), e);
            return Optional.empty();
        }
    }
}
