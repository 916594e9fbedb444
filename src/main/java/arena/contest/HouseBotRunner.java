package arena.contest;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import arena.game.HouseBot;
import java.util.function.BooleanSupplier;
import java.util.function.LongUnaryOperator;
import java.util.function.Supplier;

/**
 * Runs one house bot on a virtual thread of its own, in a contest (an enrolled house-bot team) or in one practice
 * match: it plays through an in-process connection while it holds a permit (HouseBotPermits: house bots are guests
 * and never starve the clock), is started again after it stops or fails, and ends when what it plays is over or its
 * thread is interrupted. Each run draws its own seed, so a restarted bot does not replay the same choices.
 */
final class HouseBotRunner {
    private static final Logger log = LoggerFactory.getLogger(HouseBotRunner.class);
    /** What one house bot plays in: a new connection for each run, each run's seed, and when it is over. */
    record Plan(String name, Supplier<TeamConnection> connect, LongUnaryOperator seedOfRun, BooleanSupplier over,
                long pauseAfterFailureMillis) {}

    private HouseBotRunner() {}

    static Thread start(String threadName, HouseBot.Factory factory, LiveContest contest, HouseBotPermits permits, Plan plan) {
        return Thread.ofVirtual().name(threadName).start(() -> run(factory, contest, permits, plan));
    }

    private static void run(HouseBot.Factory factory, LiveContest contest, HouseBotPermits permits, Plan plan) {
        for (long run = 0; !plan.over().getAsBoolean() && !Thread.currentThread().isInterrupted(); run++) {
            TeamConnection connection = plan.connect().get();
            try {
                permits.acquire(); // a house bot plays only while it holds a permit; it gives it back to wait (InProcessLink)
                try {
                    factory.create().play(new InProcessLink(connection, contest, permits), plan.seedOfRun().applyAsLong(run));
                } finally {
                    permits.release();
                }
                Thread.sleep(200);
            } catch (InterruptedException | InProcessLink.ContestOver e) {
                return;
            } catch (Exception e) {
                if (plan.over().getAsBoolean()) return;
                log.warn("{} stopped: {}", plan.name(), e.toString()); // the name says the team and the contest
                try {
                    Thread.sleep(plan.pauseAfterFailureMillis());
                } catch (InterruptedException ie) {
                    return;
                }
            }
        }
    }
}
