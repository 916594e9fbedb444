package arena.support;

import com.fasterxml.jackson.databind.JsonNode;

/** A team's private log lines of every match it played in a round of a contest, joined: what its bots wrote and were told. */
public final class TeamLogs {
    private TeamLogs() {}

    public static String ofRound(TestArena arena, String contest, int round, String team) {
        JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/" + contest + "/rounds/" + round + "/matches", null)).json();
        long teamId = arena.app.contests().teamId(team).orElseThrow();
        StringBuilder all = new StringBuilder();
        for (JsonNode m : matches) {
            if (!m.get("seats").toString().contains("\"" + team + "\"")) continue;
            for (arena.contest.turns.TeamLog.Line l : arena.app.contests().teamLog(m.get("id").asLong(), teamId)) all.append(l.text()).append('\n');
        }
        return all.toString();
    }
}
