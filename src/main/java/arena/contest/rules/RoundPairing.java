package arena.contest.rules;

import arena.game.Settings;
import arena.pairing.Entrant;
import arena.pairing.RoundFormat;
import arena.pairing.RoundPlan;
import arena.store.PlayQueries;
import arena.store.StoredTeam;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Who meets whom in a round about to start: the contest's format ({@link RoundFormat}, issue 43) given the teams with
 * their points and ratings where it pairs on them, drawn from the round's pairing seed ({@link SeedScheme#pairingSeed}).
 * The pairing itself is pure ({@code arena.pairing}); this reads what it needs.
 */
public final class RoundPairing {
    private RoundPairing() {}

    public static RoundPlan plan(Settings settings, PlayQueries queries, long contestId, List<StoredTeam> teams, long roundSeed) {
        RoundFormat format = RoundFormat.of(settings);
        Map<Long, Standings.Row> standing = new HashMap<>();
        // the standings (and their ratings, recomputed from every result) are read only by a format that pairs on them
        if (format.swissPairings() > 0 || (format.groups() > 1 && format.groupsByRating())) {
            for (Standings.Row r : Standings.of(queries, contestId).rows()) standing.put(r.teamId(), r);
        }
        List<Entrant> entrants = teams.stream().map(t -> {
            Standings.Row r = standing.get(t.id());
            return r == null ? new Entrant(t.id(), 0, new Ratings.Rating(Ratings.START_MU, Ratings.START_SIGMA).conservative())
                    : new Entrant(t.id(), r.points(), r.rating().conservative());
        }).toList();
        return format.plan(entrants, SeedScheme.pairingSeed(roundSeed));
    }
}
