package arena.web;

import arena.contest.Contests;
import arena.contest.turns.TeamLog;
import java.util.ArrayList;
import java.util.List;

/**
 * The seats' private logs of a match that a viewer may read: a team its own (both, in its practice of one version
 * against another: issue 44), an instructor both, anyone else none.
 */
final class PrivateLogs {
    /**
     * One seat's log lines, under its team's name; {@code anchor} names its place on the page: the team's name, or the
     * seat where one team plays both (issue 44).
     */
    record TeamLines(String team, List<TeamLog.Line> lines, String anchor) {}

    private final Contests contests;

    PrivateLogs(Contests contests) {
        this.contests = contests;
    }

    List<TeamLines> readableBy(Principal viewer, long matchId, long[] teams, List<String> names) {
        List<TeamLines> logs = new ArrayList<>();
        if (viewer == null) return logs;
        for (int seat = 0; seat < 2; seat++) {
            if (viewer.isStaff() || (viewer.isTeam() && viewer.id() == teams[seat])) {
                logs.add(new TeamLines(names.get(seat), contests.seatLog(matchId, seat).stream()
                        .map(l -> new TeamLog.Line(l.turn(), l.kind(), VisibleText.of(l.text()))).toList(),
                        teams[0] == teams[1] ? "seat" + seat : names.get(seat)));
            }
        }
        return logs;
    }

    /** The same, only the lines filed under one turn (a replay's step). */
    List<TeamLines> ofTurn(Principal viewer, long matchId, long[] teams, List<String> names, int turn) {
        List<TeamLines> logs = new ArrayList<>();
        for (TeamLines log : readableBy(viewer, matchId, teams, names)) {
            logs.add(new TeamLines(log.team(), log.lines().stream().filter(l -> l.turn() == turn).toList(), log.anchor()));
        }
        return logs;
    }
}
