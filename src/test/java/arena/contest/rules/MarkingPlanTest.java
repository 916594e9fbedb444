package arena.contest.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.base.Refused;
import arena.game.Seeds;
import arena.store.RoundStore.NewMatch;
import arena.store.StaffStore.StaffBot;
import arena.store.StoredTeam;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Issue 43: a marking round pits each team against each staff bot only, in both seats, on the contest's fixed deals. */
class MarkingPlanTest {
    private static final long MASTER = 123_456_789L;

    private static StoredTeam team(long id) {
        return new StoredTeam(id, "t" + id, "x", null, false, LocalDateTime.now());
    }

    private static StaffBot staff(long id, String level) {
        return new StaffBot(id, "s" + id, level, null, true);
    }

    @Test
    void everyTeamMeetsEveryStaffBotInBothSeatsAndNeverAnotherTeam() {
        List<StoredTeam> players = List.of(team(1), team(2), team(10), team(11), team(12), team(3));
        List<StaffBot> staff = List.of(staff(10, "easy"), staff(11, "medium"), staff(12, "hard"));
        List<NewMatch> planned = MarkingPlan.of(MASTER, 3).matchesOf(players, staff);
        assertEquals(3 * 3 * 3 * 2, planned.size(), "3 teams x 3 staff bots x 3 deals x 2 seats");
        Set<Long> staffIds = Set.of(10L, 11L, 12L);
        Map<String, Integer> perPairAndSeat = new HashMap<>();
        for (int i = 0; i < planned.size(); i++) {
            NewMatch m = planned.get(i);
            assertEquals(i + 1, m.number(), "numbered from 1 in order");
            assertTrue(staffIds.contains(m.seat0()) != staffIds.contains(m.seat1()), "one staff bot and one team: " + m);
            perPairAndSeat.merge(m.seat0() + ">" + m.seat1(), 1, Integer::sum);
        }
        for (long t : List.of(1L, 2L, 3L)) {
            for (long s : staffIds) {
                assertEquals(3, perPairAndSeat.get(t + ">" + s), "team " + t + " first against " + s);
                assertEquals(3, perPairAndSeat.get(s + ">" + t), "team " + t + " second against " + s);
            }
        }
    }

    @Test
    void theDealsAreTheSameForEveryTeamEveryRoundAndBothSeats() {
        MarkingPlan plan = MarkingPlan.of(MASTER, 2);
        List<NewMatch> week3 = plan.matches(List.of(1L, 2L), List.of(9L));
        List<NewMatch> week9 = MarkingPlan.of(MASTER, 2).matches(List.of(1L, 2L), List.of(9L));
        assertEquals(week3, week9, "the same matches on the same seeds, whenever it is run");
        Set<Long> seeds = new HashSet<>();
        week3.forEach(m -> seeds.add(m.seed()));
        assertEquals(Set.of(plan.dealSeed(1), plan.dealSeed(2)), seeds, "two deals, each played by every team in both seats");
        assertEquals(week3.get(0).seed(), week3.get(1).seed(), "a deal in one seat, then the same deal in the other");
        assertEquals(MarkingPlan.of(MASTER, 1).dataSeed(), plan.dataSeed(), "the round's data does not depend on the number of deals");
    }

    /** RULINGS 9: the deals come from a secret of their own, a one-way child of the master seed, not from any round's seed. */
    @Test
    void theDealsShareNothingWithWhatRoundsShow() {
        MarkingPlan plan = MarkingPlan.of(MASTER, 2);
        assertEquals(Seeds.derive(MASTER, 2_000_000), plan.secret());
        Set<Long> shownByRounds = new HashSet<>();
        for (int round = 1; round <= 50; round++) {
            long roundSeed = SeedScheme.roundSeed(MASTER, round);
            shownByRounds.add(roundSeed);
            shownByRounds.add(Seeds.derive(roundSeed, 0));
            for (int i = 1; i <= 20; i++) shownByRounds.add(SeedScheme.matchSeed(roundSeed, i));
        }
        assertFalse(shownByRounds.contains(plan.secret()));
        assertFalse(shownByRounds.contains(plan.dataSeed()));
        assertFalse(shownByRounds.contains(plan.dealSeed(1)));
        assertNotEquals(MarkingPlan.of(MASTER + 1, 2).dealSeed(1), plan.dealSeed(1), "another master, other deals");
    }

    @Test
    void aMarkingRoundWithoutAStaffBotOrATeamIsRefusedSayingWhy() {
        MarkingPlan plan = MarkingPlan.of(MASTER, 1);
        Refused none = assertThrows(Refused.class, () -> plan.matchesOf(List.of(team(1), team(2)), List.of()));
        assertTrue(none.getMessage().contains("needs a staff bot"), none.getMessage());
        Refused sitting = assertThrows(Refused.class, () -> plan.matchesOf(List.of(team(1), team(2)), List.of(staff(7, "easy"))));
        assertTrue(sitting.getMessage().contains("sits out"), sitting.getMessage());
        Refused noTeam = assertThrows(Refused.class, () -> plan.matchesOf(List.of(team(7), team(8)), List.of(staff(7, "easy"), staff(8, "hard"))));
        assertTrue(noTeam.getMessage().contains("needs a team"), noTeam.getMessage());
    }
}
