package arena.contest.rules;

import arena.contest.base.Refused;
import arena.game.Seeds;
import arena.store.RoundStore.NewMatch;
import arena.store.StaffStore;
import arena.store.StoredTeam;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The matches of a marking round (issue 43): each team against each staff bot, {@code matchesPerSeat} deals in each
 * seat, never a team against a team nor a staff bot against a staff bot.
 *
 * <p>Seeds. A mark earned in week 3 must mean what it means in week 9, so every marking round of a contest plays the
 * same deals: deal {@code k} is {@code Seeds.derive(secret, k)} for every team against every staff bot, in both seats,
 * and the round's data (a deck, a map, a pool) is {@code Seeds.derive(secret, 0)}. The secret is the contest master's
 * child {@code 2_000_000} (far from round numbers and from the re-runs' {@code 1_000_000 + n}), so RULINGS 9 holds:
 * nothing public before the first marking round shares bits with it, it is derived one way and it is shown, like the
 * master, only when the contest is finished; no student can compute the deals in advance. What a played marking match
 * shows once over (its seed, its replay) is a deal the next marking round plays again: that is what "the same deals
 * every time" means, and why the instructor gets a fresh set only with a fresh master seed.
 */
public record MarkingPlan(long secret, int matchesPerSeat) {
    static final long MARKING_CHILD = 2_000_000;

    public static MarkingPlan of(long master, int matchesPerSeat) {
        if (matchesPerSeat < 1) throw new IllegalArgumentException("a marking round plays at least one match in each seat");
        return new MarkingPlan(Seeds.derive(master, MARKING_CHILD), matchesPerSeat);
    }

    /** The seed the round's data is drawn from: the same for every marking round of the contest. */
    public long dataSeed() {
        return Seeds.derive(secret, 0);
    }

    /** Deal {@code k} (1-based). */
    long dealSeed(int k) {
        return Seeds.derive(secret, k);
    }

    /**
     * The matches of the teams that play the coming round ({@code players}, as {@link Readiness} says) against the
     * contest's staff bots among them; refused, saying why, when either side is missing.
     */
    public List<NewMatch> matchesOf(List<StoredTeam> players, List<StaffStore.StaffBot> staffBots) {
        Set<Long> staff = staffBots.stream().map(StaffStore.StaffBot::teamId).collect(Collectors.toSet());
        List<Long> playingStaff = players.stream().map(StoredTeam::id).filter(staff::contains).toList();
        List<Long> teams = players.stream().map(StoredTeam::id).filter(id -> !staff.contains(id)).toList();
        if (playingStaff.isEmpty()) {
            throw new Refused(staffBots.isEmpty() ? "a marking round needs a staff bot: add one (Staff bots) or turn markingRounds off"
                    : "a marking round needs a staff bot that plays: every staff bot of the contest sits out (disabled or without an entry)");
        }
        if (teams.isEmpty()) throw new Refused("a marking round needs a team besides the staff bots");
        return matches(teams, playingStaff);
    }

    /** Every match, numbered from 1: by team, then staff bot, then deal, the team first in seat 0 and then in seat 1. */
    List<NewMatch> matches(List<Long> teams, List<Long> staffBots) {
        List<NewMatch> planned = new ArrayList<>(teams.size() * staffBots.size() * matchesPerSeat * 2);
        for (long team : teams) {
            for (long staff : staffBots) {
                for (int k = 1; k <= matchesPerSeat; k++) {
                    long seed = dealSeed(k);
                    planned.add(new NewMatch(planned.size() + 1, seed, team, staff));
                    planned.add(new NewMatch(planned.size() + 1, seed, staff, team));
                }
            }
        }
        return planned;
    }
}
