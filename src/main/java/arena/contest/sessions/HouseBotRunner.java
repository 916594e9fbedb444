package arena.contest.sessions;

import arena.contest.life.HouseBotPlayers;
import arena.contest.life.LiveContest;
import arena.contest.shared.HouseBotPermits;
import arena.game.HouseBot;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.LongUnaryOperator;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs one house bot on a virtual thread of its own, in a contest (an enrolled house-bot team) or in one practice
 * match: it plays through an in-process connection while it holds a permit (HouseBotPermits: house bots are guests
 * and never starve the clock), is started again after it stops or fails, and ends when what it plays is over or it is
 * stopped. Each run draws its own seed, so a restarted bot does not replay the same choices.
 *
 * <p>It is stopped without interrupting its thread, which may be in the store in one of its commands (issue 38: an
 * interrupt in H2's file I/O closes the database for everyone): its wait for a turn is hung up and its next command
 * refused ({@link InProcessLink.Stopped}); a command under way finishes.
 */
final class HouseBotRunner {
    private static final Logger log = LoggerFactory.getLogger(HouseBotRunner.class);
    /** What one house bot plays in: a new connection for each run, each run's seed, and when it is over. */
    record Plan(String name, Supplier<TeamConnection> connect, LongUnaryOperator seedOfRun, BooleanSupplier over,
                long pauseAfterFailureMillis) {}

    /** A house bot being run, to be stopped. */
    static final class Running implements HouseBotPlayers.Running {
        private final CountDownLatch stop = new CountDownLatch(1);
        private volatile TeamConnection connection;

        /** Stops it (from any thread): its wait ends, its next command is refused, its pauses end; no interrupt. */
        @Override
        public void stop() {
            stop.countDown();
            TeamConnection c = connection;
            if (c != null) c.hangUp();
        }

        boolean stopped() {
            return stop.getCount() == 0;
        }

        /** Pauses for {@code millis}, or less once stopped; whether it is stopped. */
        private boolean pauseStopped(long millis) throws InterruptedException {
            return stop.await(millis, TimeUnit.MILLISECONDS);
        }
    }

    private HouseBotRunner() {}

    static Running start(String threadName, HouseBot.Factory factory, LiveContest contest, HouseBotPermits permits, Plan plan) {
        Running running = new Running();
        Thread.ofVirtual().name(threadName).start(() -> run(factory, contest, permits, plan, running));
        return running;
    }

    private static void run(HouseBot.Factory factory, LiveContest contest, HouseBotPermits permits, Plan plan, Running running) {
        for (long run = 0; !plan.over().getAsBoolean() && !running.stopped(); run++) {
            TeamConnection connection = plan.connect().get();
            running.connection = connection;
            if (running.stopped()) return; // stop() may have read the connection before it was set
            try {
                permits.acquire(); // a house bot plays only while it holds a permit; it gives it back to wait (InProcessLink)
                try {
                    factory.create().play(new InProcessLink(connection, contest, permits, running::stopped), plan.seedOfRun().applyAsLong(run));
                } finally {
                    permits.release();
                }
                if (running.pauseStopped(200)) return;
            } catch (InterruptedException | InProcessLink.ContestOver | InProcessLink.Stopped e) {
                return;
            } catch (Exception e) {
                if (plan.over().getAsBoolean() || running.stopped()) return;
                log.warn("{} stopped: {}", plan.name(), e.toString()); // the name says the team and the contest
                try {
                    if (running.pauseStopped(plan.pauseAfterFailureMillis())) return;
                } catch (InterruptedException ie) {
                    return;
                }
            }
        }
    }
}
