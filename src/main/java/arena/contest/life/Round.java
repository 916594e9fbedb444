package arena.contest.life;

import arena.contest.base.Sides;
import arena.contest.turns.LiveMatch;
import arena.contest.turns.TurnClock;
import arena.contest.turns.TurnCommits;
import arena.contest.turns.TurnTime;
import arena.domain.SettledMatch;
import arena.store.StoredRound;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A round in memory: its matches (by id and by team), its clock, its turns on their way to the store, its turn. A
 * practice is a round too, of one match, with {@link #practice} set: it is played by the same tick, commits, settling,
 * finish and void as a contest's round (Pokemon Showdown's one {@code RoomBattle} for every kind of game); what
 * differs is who hears its turns (its team and its house bot, {@link #audience}) and that it is never scored.
 */
public final class Round {
    /**
     * What makes a round a practice: the team that asked for it (seat 0) and what it plays in seat 1: a house bot, or
     * teams' own bots ({@code sides} set, {@code houseBot} null): its other version (issue 44), another team (issue 43).
     */
    record Practice(long teamId, String houseBot, Sides sides) {
        Practice(long teamId, String houseBot) {
            this(teamId, houseBot, null);
        }
    }

    final StoredRound record;
    final List<LiveMatch> matches;
    final Map<Long, LiveMatch> byId = new HashMap<>();
    final Map<Long, List<LiveMatch>> byTeam = new HashMap<>();
    /** Null for a contest's round; set for a practice. */
    final Practice practice;
    /** Null for a finished round rebuilt to be read (FinishedContests): nothing ticks there. */
    public final TurnClock clock;
    final TurnCommits commits;
    /** The turn being played: it grows only once the turn before it is stored. */
    final TurnCounter turns;
    /** The turn in which each team last said it was done (WAIT): a mark is only good for its own turn. */
    final ConcurrentHashMap<Long, Integer> readyAtTurn = new ConcurrentHashMap<>();
    /** Whether the turn on its way to the store is the round's last (every match had finished at its end). */
    boolean over;
    /** The last turn is stored: only the round's end remains to be stored. */
    boolean lastTurnStored;
    /** A practice stopped and voided (decided under the contest lock, in {@link Rounds#voidPractice}). */
    public volatile boolean voided;
    /**
     * A practice's result from its last stored turn, kept for its closing commit (not handed to the settler): its one
     * match's end is the practice's end, decided with its void under the contest lock. Clock thread only.
     */
    final List<SettledMatch> unsettled = new ArrayList<>();
    /** A practice whose end is stored. */
    volatile boolean ended;
    /** The seats of a practice whose own connections have joined (a held practice's first turn waits for its versions). */
    final Set<Integer> joinedSeats = ConcurrentHashMap.newKeySet();

    /** {@code tick} null: a round to be read only (no clock, no {@code time}); {@code time}: what its clock keeps turns by. */
    Round(StoredRound record, List<LiveMatch> matches, long turnMillis, TurnTime time, RoundTick tick, TurnCommits commits, int turn,
          Practice practice) {
        this.record = record;
        this.commits = commits;
        this.matches = matches;
        this.practice = practice;
        this.clock = tick == null ? null : new TurnClock(turnMillis, () -> tick.tick(this), time);
        this.turns = new TurnCounter(turn);
        for (LiveMatch m : matches) {
            byId.put(m.id(), m);
            byTeam.computeIfAbsent(m.team(0), k -> new ArrayList<>()).add(m);
            if (m.team(1) != m.team(0)) byTeam.computeIfAbsent(m.team(1), k -> new ArrayList<>()).add(m); // one team in both: issue 44
        }
    }

    int number() {
        return record.number();
    }

    public int turn() {
        return turns.current();
    }

    boolean isPractice() {
        return practice != null;
    }

    /** A practice still being played (not stored as ended, not voided). */
    public boolean running() {
        return !ended && !voided;
    }

    /**
     * The key under which the connection to one seat of this practice hears its turns and says it is done with one (a
     * team's key is its id, above 0): seat 1 is the house bot's; of teams' own bots (issue 44), each version's.
     */
    public long seatKey(int seat) {
        return -(record.id() * 2 + seat);
    }

    /** Whether a seat of this practice is played by a connection to that seat alone: the house bot's, a version's. */
    boolean scopedSeat(int seat) {
        if (practice == null) return false;
        if (practice.sides() == null) return seat == 1;
        return practice.sides().version(seat) != null;
    }

    /**
     * Whether a team's ordinary connections play this round: any contest round; a practice against a house bot, its
     * team's; one of teams' own bots, where that team's own bot plays a seat (not a version's seat: its own connection).
     */
    public boolean playedBy(long teamId) {
        if (practice == null) return true;
        if (practice.sides() == null) return practice.teamId() == teamId;
        return practice.sides().ownBotOf(teamId);
    }

    /** Who says it is done with a turn in a seat of a match of this round: its team, or a practice seat's own connection. */
    long readyKey(LiveMatch m, int seat) {
        return scopedSeat(seat) ? seatKey(seat) : m.team(seat);
    }

    /** Who hears this round's turns: null for the whole contest (a contest's round); a practice's team and scoped seats. */
    Set<Long> audience() {
        if (practice == null) return null;
        Set<Long> keys = new java.util.HashSet<>();
        for (int s = 0; s < 2; s++) keys.add(scopedSeat(s) ? seatKey(s) : match().team(s));
        return Set.copyOf(keys);
    }

    /** The practice's one match. */
    public LiveMatch match() {
        return matches.get(0);
    }
}
