package arena.web;

import arena.contest.Contests;
import arena.contest.TeamLog;
import java.util.ArrayList;
import java.util.List;

/** The teams' private logs of a match that a viewer may read: a team its own, an instructor both, anyone else none. */
final class PrivateLogs {
    /** One team's log lines, under the team's name. */
    record TeamLines(String team, List<TeamLog.Line> lines) {}

    private final Contests contests;

    PrivateLogs(Contests contests) {
        this.contests = contests;
    }

    List<TeamLines> readableBy(Principal viewer, long matchId, long[] teams, List<String> names) {
        List<TeamLines> logs = new ArrayList<>();
        if (viewer == null) return logs;
        for (int seat = 0; seat < 2; seat++) {
            if (viewer.isStaff() || (viewer.isTeam() && viewer.id() == teams[seat])) {
                logs.add(new TeamLines(names.get(seat), contests.teamLog(matchId, teams[seat]).stream()
                        .map(l -> new TeamLog.Line(l.turn(), l.kind(), VisibleText.of(l.text()))).toList()));
            }
        }
        return logs;
    }

    /** The same, only the lines filed under one turn (a replay's step). */
    List<TeamLines> ofTurn(Principal viewer, long matchId, long[] teams, List<String> names, int turn) {
        List<TeamLines> logs = new ArrayList<>();
        for (TeamLines log : readableBy(viewer, matchId, teams, names)) {
            logs.add(new TeamLines(log.team(), log.lines().stream().filter(l -> l.turn() == turn).toList()));
        }
        return logs;
    }
}
