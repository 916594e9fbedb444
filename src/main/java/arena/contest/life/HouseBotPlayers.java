package arena.contest.life;

import arena.game.HouseBot;
import java.util.function.BooleanSupplier;
import java.util.function.LongUnaryOperator;

/**
 * How a contest's house bots play ({@link HouseBots} for its house-bot teams, {@link Practices} for a practice's): each
 * through an in-process connection of its own. The connections live above the contest (arena.contest.sessions, issue
 * 45), so the parts here ask for a house bot to be run, and the arena's facade hands each contest the way
 * ({@link LiveContest.Reach}).
 */
public interface HouseBotPlayers {
    /**
     * One house bot's run: its thread's name, the name its failures are logged under, the team it plays as, the
     * practice it plays in (null: the contest's rounds, as an enrolled house-bot team), each run's seed, when it is
     * over, and how long it pauses after a failure before it starts again.
     */
    record Play(String threadName, String name, long teamId, String teamName, Round practice, LongUnaryOperator seedOfRun,
                BooleanSupplier over, long pauseAfterFailureMillis) {}

    /** A house bot being run, to be stopped (from any thread, no thread interrupted: issue 38). */
    interface Running {
        void stop();
    }

    /** Starts a house bot on a thread of its own, until its play is over or it is stopped. */
    Running start(LiveContest contest, HouseBot.Factory factory, Play play);

    /**
     * What a house bot does as soon as it is enrolled ({@link HouseBot#enroll}: its entry saved), on the caller's
     * thread, through a connection of its team closed after.
     */
    void enroll(LiveContest contest, HouseBot.Factory factory, long teamId, String teamName, long seed) throws Exception;
}
