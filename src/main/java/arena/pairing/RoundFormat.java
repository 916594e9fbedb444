package arena.pairing;

import arena.game.Setting;
import arena.game.Settings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How a contest pairs the teams of a round, chosen by its settings (issue 43; docs/formats.md): every pair (the
 * default), in groups that each play their own round robin, or Swiss pairings (k opponents of similar points), in
 * groups or not. Pure: the same teams, points, ratings and seed give the same plan.
 *
 * @param groups groups the teams are split into (0 and 1: one)
 * @param groupsByRating groups by current rating (the strongest together) rather than by the round's draw
 * @param swissPairings opponents each team meets in a Swiss round (0: every pair of a group meets)
 */
public record RoundFormat(int groups, boolean groupsByRating, int swissPairings) {
    public static final String GROUPS = "groups";
    public static final String GROUPS_BY_RATING = "groupsByRating";
    public static final String SWISS_PAIRINGS = "swissPairings";

    /** The format's contest settings; none changes a round once played, so all may change between rounds. */
    public static final List<Setting> SETTINGS = List.of(
            Setting.integer(GROUPS, 0, 0, 64, "Groups the teams are split into for each round; each group plays its own "
                    + "round robin (or Swiss pairings) and the standings show them. 0 or 1: one group."),
            Setting.flag(GROUPS_BY_RATING, false, "Make the groups by current rating (the strongest together) instead of "
                    + "a draw from the round's seed."),
            Setting.integer(SWISS_PAIRINGS, 0, 0, 50, "Swiss rounds: each team meets this many opponents of similar points "
                    + "in a round, never one twice (docs/formats.md). 0: every pair meets."));

    public static RoundFormat of(Settings settings) {
        return new RoundFormat(settings.getInt(GROUPS), settings.getBool(GROUPS_BY_RATING), settings.getInt(SWISS_PAIRINGS));
    }

    /**
     * The round's plan for these teams (in the order they enrolled, which a round robin keeps), drawn from {@code
     * pairingSeed}, the round seed's own child for pairings (RULINGS 9).
     */
    public RoundPlan plan(List<Entrant> entrants, long pairingSeed) {
        List<List<Entrant>> split = Groups.split(entrants, groups, groupsByRating, pairingSeed);
        boolean grouped = split.size() > 1;
        List<PlannedPair> pairs = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        Map<Long, Integer> groupOf = new LinkedHashMap<>();
        for (int g = 0; g < split.size(); g++) {
            int group = grouped ? g + 1 : 0;
            List<Entrant> members = split.get(g);
            if (grouped) for (Entrant e : members) groupOf.put(e.team(), group);
            if (swissPairings > 0) {
                List<Long> ranked = members.stream().sorted(DrawOrder.byPoints(pairingSeed)).map(Entrant::team).toList();
                Swiss.Pairings swiss = Swiss.pair(ranked, swissPairings, group);
                pairs.addAll(swiss.pairs());
                byes.addAll(swiss.byes());
            } else {
                // a round robin keeps the order of enrollment, so a round of one group is numbered as it always was
                java.util.Set<Entrant> inGroup = new java.util.HashSet<>(members);
                List<Long> inOrder = entrants.stream().filter(inGroup::contains).map(Entrant::team).toList();
                for (RoundRobin.Pairing p : RoundRobin.schedule(inOrder, 1)) pairs.add(new PlannedPair(p.seat0(), p.seat1(), group, 0));
            }
        }
        return new RoundPlan(List.copyOf(pairs), Map.copyOf(groupOf), List.copyOf(byes));
    }
}
