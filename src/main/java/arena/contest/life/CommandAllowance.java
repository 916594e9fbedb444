package arena.contest.life;

import arena.contest.rules.ContestSettings;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The commands each team has sent in the current turn of a round (or of a practice, for its match), against {@code commandsPerTurn} (RULINGS 7): per team,
 * and where the game limits commands per match, per team and match. Counted without a lock (one atomic per
 * allowance); emptied at every turn end, under the turn gate held alone, and at every round start.
 */
public final class CommandAllowance {
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
    public boolean countCommand(long teamId) {
        if (!contest.roundRunning()) return true;
        long limit = contest.settings().getInt(ContestSettings.COMMANDS_PER_TURN);
        return perTeam.computeIfAbsent(teamId, k -> new AtomicInteger()).incrementAndGet() <= limit;
    }

    /** Counts a command of a team about one match, where the game limits commands per match; false once over. */
    public boolean countMatchCommand(long teamId, long matchId) {
        if (!contest.game().traits().commandLimitPerMatch() || !(contest.roundRunning() || contest.practices().running(matchId))) return true;
        int limit = contest.settings().getInt(ContestSettings.COMMANDS_PER_TURN);
        return perMatch.computeIfAbsent(new TeamMatch(teamId, matchId), k -> new AtomicInteger()).incrementAndGet() <= limit;
    }

    /** A new round: every allowance is whole again. */
    void renew() {
        perTeam.clear();
        perMatch.clear();
    }

    /**
     * A round's turn ended: its matches' allowances are whole again, and the teams' own with a contest's round (a
     * practice's turns are its own: they renew only its match's).
     */
    void renew(Round r) {
        if (!r.isPractice()) perTeam.clear();
        perMatch.keySet().removeIf(k -> r.byId.containsKey(k.match()));
    }
}
