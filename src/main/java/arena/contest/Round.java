package arena.contest;

import arena.store.StoredRound;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A round in memory: its matches (by id and by team), its clock, its turns on their way to the store, its turn. */
final class Round {
    final StoredRound record;
    final List<LiveMatch> matches;
    final Map<Long, LiveMatch> byId = new HashMap<>();
    final Map<Long, List<LiveMatch>> byTeam = new HashMap<>();
    /** Null for a finished round rebuilt to be read (FinishedContests): nothing ticks there. */
    final TurnClock clock;
    final TurnCommits commits;
    /** The turn being played: it grows only once the turn before it is stored. */
    final TurnCounter turns;
    /** Whether the turn on its way to the store is the round's last (every match had finished at its end). */
    boolean over;
    /** The last turn is stored: only the round's end remains to be stored. */
    boolean lastTurnStored;

    Round(StoredRound record, List<LiveMatch> matches, TurnClock clock, TurnCommits commits, int turn) {
        this.record = record;
        this.commits = commits;
        this.matches = matches;
        this.clock = clock;
        this.turns = new TurnCounter(turn);
        for (LiveMatch m : matches) {
            byId.put(m.id(), m);
            for (int s = 0; s < 2; s++) byTeam.computeIfAbsent(m.team(s), k -> new ArrayList<>()).add(m);
        }
    }

    int number() {
        return record.number();
    }

    int turn() {
        return turns.current();
    }
}
