package arena.contest.life;

import arena.contest.rules.ContestSettings;
import arena.contest.turns.LiveMatch;
import arena.contest.turns.MatchSettler;
import arena.contest.turns.TurnCommits;
import arena.domain.MatchLogEntry;
import arena.domain.MatchUpdate;
import arena.domain.SettledMatch;
import arena.game.BotWaits.TurnEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.Lock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The tick of a round's clock (a contest's round or a practice, which is a round of one match), on the clock's thread:
 * ends the turn of every match, stores what the turn produced, and only then counts the turn as played and wakes the
 * waiting (DESIGN: commit, then advance). A turn whose commit keeps failing pauses the contest with the reason and
 * stays queued: the next tick (after a resume) stores it before ending another, so nothing is lost.
 */
public final class RoundTick {
    private static final Logger log = LoggerFactory.getLogger(RoundTick.class);
    private final LiveContest contest;
    /** Finished matches into the database in batches, on the arena's scheduler. */
    private final MatchSettler settler;
    private final java.util.concurrent.ScheduledExecutorService scheduler;

    RoundTick(LiveContest contest, MatchSettler settler, java.util.concurrent.ScheduledExecutorService scheduler) {
        this.contest = contest;
        this.settler = settler;
        this.scheduler = scheduler;
    }

    /**
     * A team said it is done with this turn: with early turns on, each round it plays (the contest's, its practices)
     * ends its turn once all who can act there are done. {@code scope}: a connection to one seat of one practice (a house
     * bot's, a version's: issue 44) marks only that one, under its seat's key ({@link Round#seatKey}).
     */
    public void ready(long teamId, Round scope, int seat) {
        if (!contest.settings().getBool(ContestSettings.EARLY_TURNS)) return;
        if (scope != null) {
            ready(scope, scope.seatKey(seat));
            return;
        }
        Round r = contest.rounds().round();
        if (r != null) ready(r, teamId);
        for (Round p : contest.practices().runningOf(teamId)) if (p.playedBy(teamId)) ready(p, teamId);
    }

    private static void ready(Round r, long key) {
        int turn = r.turn();
        r.readyAtTurn.put(key, turn);
        if (TurnCounter.allReady(r, turn) && r.turns.askEarlyEnd(turn)) r.clock.endTurnEarly();
    }

    /** Returns false once the round is over (its clock stops). */
    boolean tick(Round r) {
        Rounds rounds = contest.rounds();
        if (!rounds.playing(r)) return false;
        // A pause stops the contest's round's clock (Rounds.pause); a practice's stands still here, its turn kept open.
        if (r.isPractice() && contest.paused()) return true;
        if (!r.lastTurnStored) {
            if (!r.commits.pending()) endTurn(r);
            // The group commit runs while the next turn's commands come in (they belong to the next commit);
            // only then are the waiting bots told that the turn began, so a turn they hear of is stored.
            TurnCommits.Batch stored = r.commits.store();
            if (stored == null) {
                rounds.pauseBecause(r, "turn " + r.turn() + " of " + name(r) + " could not be stored: " + r.commits.failure());
                return true;
            }
            r.turns.advance();
            settleLater(r, stored);
            if (!r.over) {
                contest.turns().publish(r.audience(), new TurnEvent(eventRound(r), r.turn(), false, false));
                return true;
            }
            r.lastTurnStored = true;
        }
        try {
            rounds.finish(r);
        } catch (RuntimeException e) {
            rounds.pauseBecause(r, "the end of " + name(r) + " could not be stored: " + e.getMessage());
            return true;
        }
        return false;
    }

    /** How a log line names the round. */
    static String name(Round r) {
        return r.isPractice() ? "practice match " + r.match().id() : "round " + r.number();
    }

    /** The round a bot is told of: a practice's turns are told as of the contest's round (its own number is below 0). */
    int eventRound(Round r) {
        return r.isPractice() ? contest.roundNumber() : r.number();
    }

    /** Ends the turn in every match, alone at the turn gate, and queues what it produced for the store. */
    private void endTurn(Round r) {
        Lock gate = contest.turnGate().writeLock(); // alone: no command is answered half in one turn, half in the next
        gate.lock();
        try {
            for (LiveMatch m : r.matches) m.endTurn();
            r.turns.ending();
            // Decided with the drain, so every match that counts as finished has its result in this commit.
            r.over = r.matches.stream().allMatch(LiveMatch::finished);
            r.commits.queue(drain(r));
            contest.allowance().renew(r);
            if (!r.over) contest.turns().advance(r.audience());
        } finally {
            gate.unlock();
        }
    }

    /**
     * A clean stop, once the clock's last tick is over: what the turn in progress has so far (and a turn kept from a
     * failed commit) is stored, so no command answered OK is lost; after the restart that turn is played again in
     * full from there (RULINGS 7).
     */
    void storeInProgress(Round r) {
        Lock gate = contest.turnGate().writeLock();
        gate.lock();
        try {
            r.commits.queue(drain(r));
        } finally {
            gate.unlock();
        }
        TurnCommits.Batch stored = r.commits.store();
        if (stored == null) {
            log.error("contest {} round {}: the turn in progress could not be stored: {}", contest.slug(), r.number(), r.commits.failure());
            return;
        }
        settleLater(r, stored); // the arena's stop settles them (Contests.shutdown)
    }

    static TurnCommits.Batch drain(Round r) {
        List<MatchLogEntry> events = new ArrayList<>();
        List<MatchUpdate> finished = new ArrayList<>();
        for (LiveMatch m : r.matches) {
            LiveMatch.Drained d = m.drain();
            events.addAll(d.events());
            if (d.finished() != null) finished.add(d.finished());
        }
        return new TurnCommits.Batch(events, finished);
    }

    /** The matches that finished in a stored turn go into the database with the next batch (MatchSettler). */
    void settleLater(Round r, TurnCommits.Batch stored) {
        if (stored.finished().isEmpty()) return;
        List<SettledMatch> finished = new ArrayList<>();
        for (MatchUpdate u : stored.finished()) finished.add(MatchSettler.of(r.byId.get(u.matchId()), u));
        if (r.isPractice()) { // its end, stored with the result in its closing commit (Rounds.finishPractice)
            r.unsettled.addAll(finished);
            return;
        }
        settler.settleSoon(r.record.id(), finished, scheduler);
    }
}
