package arena.games.locm.arena;

import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;

/** A team's private log lines of every match of a contest's first round, joined: what its bots wrote to stderr. */
final class TeamLogs {
    private TeamLogs() {}

    static String round(TestArena arena, String contest, String team) {
        JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/" + contest + "/rounds/1/matches", null)).json();
        long teamId = arena.app.contests().teamId(team).orElseThrow();
        StringBuilder all = new StringBuilder();
        for (JsonNode m : matches) {
            if (!m.get("seats").toString().contains("\"" + team + "\"")) continue;
            for (arena.contest.TeamLog.Line l : arena.app.contests().teamLog(m.get("id").asLong(), teamId)) all.append(l.text()).append('\n');
        }
        return all.toString();
    }
}
