package arena.contest;

import arena.game.HouseBot;
import arena.game.MatchEngine;
import arena.store.PlayStore;
import arena.store.PlayStore.MatchUpdate;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One practice match: a team against one of the game's house bots, outside the contest's rounds. It has what a round
 * has, for itself alone: its own round row (a practice one, never counted), its own turn clock at the contest's turn
 * length, its own journal and group commits. So it never delays the contest's round nor changes its early-turn rule
 * (only the two seats of this match decide its early turns), and the round never waits for it. Its turns are stored
 * before they are told, as a round's (DESIGN: commit, then advance); after a restart a practice match in progress is
 * voided, not resumed (PlayStore.voidRunningPractices), and the rules pages say so.
 */
final class PracticeRun {
    private final LiveContest contest;
    private final long roundId;
    private final long seed;
    private final String houseBot;
    private final LiveMatch match;
    private final TurnClock clock;
    private final TurnCommits commits;
    /** The practice's turn: it grows only once the turn before it is stored. */
    private final TurnCounter turns = new TurnCounter(1);
    private boolean over;
    private boolean lastTurnStored;
    /** Finished and stored (or voided): nothing is played in it any more. */
    private volatile boolean done;
    private volatile boolean voided;
    private final ConcurrentHashMap<Long, Integer> readyAtTurn = new ConcurrentHashMap<>();
    /** Commands per seat this turn, where the game limits commands per match (Pizzacraft). */
    private final AtomicInteger[] commandsThisTurn = {new AtomicInteger(), new AtomicInteger()};
    private volatile Thread houseBotThread;

    PracticeRun(LiveContest contest, long roundId, long seed, String houseBot, LiveMatch match, long turnMillis) {
        this.contest = contest;
        this.roundId = roundId;
        this.seed = seed;
        this.houseBot = houseBot;
        this.match = match;
        this.commits = new TurnCommits(roundId, contest.arena().services().turnStore());
        this.clock = new TurnClock(turnMillis, this::tick);
    }

    LiveMatch match() {
        return match;
    }

    long roundId() {
        return roundId;
    }

    long seed() {
        return seed;
    }

    String houseBot() {
        return houseBot;
    }

    /** The team that asked for it (seat 0). */
    long team() {
        return match.team(0);
    }

    int turn() {
        return turns.current();
    }

    /** Still being played (not finished and stored, not voided). */
    boolean running() {
        return !done;
    }

    boolean voided() {
        return voided;
    }

    long millisLeftInTurn() {
        return done ? 0 : clock.millisLeft();
    }

    void start(HouseBot.Factory factory, HouseBotPermits permits) {
        clock.start("practice-" + match.id(), false);
        // the house bot plays through a connection that sees this match only
        var plan = new HouseBotRunner.Plan("practice " + match.id() + ": house bot " + houseBot,
                () -> new TeamConnection(contest, match.team(1), match.teamName(1), this), run -> arena.game.Seeds.derive(seed, run + 1),
                () -> done, 500);
        houseBotThread = HouseBotRunner.start("practice-" + match.id() + "-" + houseBot, factory, contest, permits, plan);
    }

    /** A seat said it is done with this turn; with early turns on, the turn ends once both seats that can act are done. */
    void ready(long teamId, int seenTurn) {
        if (done || !contest.settings().getBool(ContestSettings.EARLY_TURNS)) return;
        int now = turns.current();
        if (seenTurn != now) return;
        readyAtTurn.put(teamId, now);
        if (TurnCounter.allReady(List.of(match), readyAtTurn, now) && turns.askEarlyEnd(now)) clock.endTurnEarly();
    }

    /** Counts a command naming this match, where the game limits commands per match; false once over the allowance. */
    boolean countCommand(int seat) {
        return commandsThisTurn[seat].incrementAndGet() <= contest.settings().getInt(ContestSettings.COMMANDS_PER_TURN);
    }

    /** The practice's own clock: ends the match's turn, stores it, and only then tells the two seats. */
    private boolean tick() {
        if (done) return false;
        if (!lastTurnStored) {
            if (!commits.pending()) {
                var gate = contest.turnGate().writeLock(); // alone, as a round's end of turn: a command is answered in one turn
                gate.lock();
                try {
                    match.endTurn();
                    turns.ending();
                    over = match.finished();
                    LiveMatch.Drained d = match.drain();
                    commits.queue(new TurnCommits.Batch(d.events(), d.finished() == null ? List.of() : List.of(d.finished())));
                    for (AtomicInteger c : commandsThisTurn) c.set(0);
                } finally {
                    gate.unlock();
                }
            }
            TurnCommits.Batch stored = commits.store();
            if (stored == null) return true; // the store fails: tried again at the next tick, nothing told meanwhile
            turns.advance();
            if (!stored.finished().isEmpty()) {
                List<PlayStore.Settled> finished = new ArrayList<>();
                for (MatchUpdate u : stored.finished()) finished.add(MatchSettler.of(match, u));
                contest.arena().services().settler().settleSoon(roundId, finished, contest.arena().services().scheduler());
            }
            if (!over) {
                contest.changes().matchChanged(match);
                return true;
            }
            lastTurnStored = true;
        }
        try {
            List<PlayStore.Settled> settled = contest.arena().services().settler().take(roundId);
            try {
                contest.arena().plays().finishPractice(roundId, turns.current(), settled);
            } catch (RuntimeException e) {
                contest.arena().services().settler().putBack(roundId, settled);
                throw e;
            }
        } catch (RuntimeException e) {
            System.err.println("practice " + match.id() + ": its end could not be stored yet: " + e.getMessage());
            return true;
        }
        end();
        return false;
    }

    private void end() {
        done = true;
        Thread t = houseBotThread;
        if (t != null) t.interrupt();
        contest.changes().matchChanged(match);
    }

    /**
     * Stops it where it is and voids it, the store's part on {@code scheduler} (called under the contest's lock: a round
     * of a game that takes no extra match is starting). At once it counts as over, and out of the team's view.
     */
    void voidSoon(java.util.concurrent.ScheduledExecutorService scheduler) {
        if (!markVoided()) return;
        try {
            scheduler.execute(this::storeVoided);
        } catch (java.util.concurrent.RejectedExecutionException stopping) {
            // the arena stops: voided after the next start (PlayStore.voidRunningPractices)
        }
    }

    /** Stops it where it is and voids it now (the contest was ended). */
    void voidNow() {
        if (markVoided()) storeVoided();
    }

    private synchronized boolean markVoided() {
        if (done) return false;
        voided = true;
        clock.stop();
        end();
        return true;
    }

    private void storeVoided() {
        try {
            clock.join(2000); // a tick under way ends first
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            commits.store();
            contest.arena().services().settler().take(roundId);
            contest.arena().plays().voidPractice(roundId);
        } catch (RuntimeException e) {
            System.err.println("practice " + match.id() + ": could not be voided now (it is after the next start): " + e.getMessage());
        }
    }

    /** The arena stops: the clock and the house bot stop; after the restart the practice is voided. */
    void stop() {
        clock.stop();
        Thread t = houseBotThread;
        if (t != null) t.interrupt();
    }

    /** Whether the match's engine says it is over (for the pages). */
    boolean finished() {
        return match.read(MatchEngine::finished);
    }
}
