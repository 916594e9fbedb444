package arena.contest;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The commands each team has sent in the round's current turn, against {@code commandsPerTurn} (RULINGS 7): per team,
 * and where the game limits commands per match, per team and match. Counted without a lock (one atomic per
 * allowance); emptied at every turn end, under the turn gate held alone, and at every round start.
 */
final class CommandAllowance {
    private final LiveContest contest;
    private final ConcurrentHashMap<Long, AtomicInteger> perTeam = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<TeamMatch, AtomicInteger> perMatch = new ConcurrentHashMap<>();

    private record TeamMatch(long team, long match) {}

    CommandAllowance(LiveContest contest) {
        this.contest = contest;
    }

    /**
     * Counts a command of a team; false once the team is over its limit for this turn. Where the game limits commands
     * per match, this is the allowance of the commands that name no match (RULINGS 7).
     */
    boolean countCommand(long teamId) {
        if (!contest.roundRunning()) return true;
        long limit = contest.settings().getInt(ContestSettings.COMMANDS_PER_TURN);
        return perTeam.computeIfAbsent(teamId, k -> new AtomicInteger()).incrementAndGet() <= limit;
    }

    /** Counts a command of a team about one match, where the game limits commands per match; false once over. */
    boolean countMatchCommand(long teamId, long matchId) {
        if (!contest.roundRunning() || !contest.game().commandLimitPerMatch()) return true;
        int limit = contest.settings().getInt(ContestSettings.COMMANDS_PER_TURN);
        return perMatch.computeIfAbsent(new TeamMatch(teamId, matchId), k -> new AtomicInteger()).incrementAndGet() <= limit;
    }

    /** A new turn (or round): every allowance is whole again. */
    void renew() {
        perTeam.clear();
        perMatch.clear();
    }
}
