package arena.contest.shared;

import arena.contest.turns.MatchSettler;
import arena.contest.turns.TurnCommits;
import arena.contest.turns.TurnTime;
import java.util.concurrent.ScheduledExecutorService;

/**
 * What every contest of the arena shares: the thread for timers and follow-ups, the store of the clocks' group
 * commits, the settling of finished matches in batches, the bound on the house bots' CPU, and the time the rounds'
 * clocks keep their turns by (real, or a test's manual time: issue 45).
 */
public final class ArenaServices {
    /**
     * Timers and follow-ups of the contests. Once the arena stops, what is handed to it is dropped, not refused: a round
     * that ends during a clean stop is stored, and its follow-ups (the next registration window, deleting old rounds)
     * are set up again by the recovery after the next start; refusing them made that round look unstored (KillLoopTest).
     */
    private final ScheduledExecutorService scheduler = new ContestScheduler(); // each task on a thread of its own (issue 28)
    private final TurnCommits.Store turnStore;
    private final MatchSettler settler;
    /** One bound for every contest's house bots together: the machine's cores are what they share. */
    private final HouseBotPermits houseBotPermits = HouseBotPermits.forThisMachine();
    private final TurnTime turnTime;

    public ArenaServices(TurnCommits.Store turnStore, MatchSettler.Store settle, TurnTime turnTime) {
        this.turnStore = turnStore;
        this.settler = new MatchSettler(settle);
        this.turnTime = turnTime;
    }

    public ScheduledExecutorService scheduler() {
        return scheduler;
    }

    public TurnCommits.Store turnStore() {
        return turnStore;
    }

    /** Finished matches of every contest on their way into the database, in batches. */
    public MatchSettler settler() {
        return settler;
    }

    /** What every round's and practice's clock keeps its turns by. */
    public TurnTime turnTime() {
        return turnTime;
    }

    public HouseBotPermits houseBotPermits() {
        return houseBotPermits;
    }
}
