package arena.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The worked examples of docs/formats.md, "Groups". */
class GroupsTest {
    /** Seven teams A..G (ids 1..7) with ratings 7, 6, ... 1, in the order they enrolled. */
    private static List<Entrant> seven() {
        List<Entrant> teams = new ArrayList<>();
        for (long t = 1; t <= 7; t++) teams.add(new Entrant(t, 0, 8 - t));
        return teams;
    }

    private static List<List<Long>> ids(List<List<Entrant>> groups) {
        return groups.stream().map(g -> g.stream().map(Entrant::team).toList()).toList();
    }

    /** Example 5: seven teams in two groups by rating: the four best in group 1 (the first takes the extra team). */
    @Test
    void byRatingTheStrongestTogether() {
        assertEquals(List.of(List.of(1L, 2L, 3L, 4L), List.of(5L, 6L, 7L)), ids(Groups.split(seven(), 2, true, 42)));
    }

    /** Example 6: five teams, four groups asked: a group needs two teams, so two groups of three and two. */
    @Test
    void fewerGroupsWhenTooFewTeams() {
        assertEquals(2, Groups.count(4, 5));
        assertEquals(List.of(3, 2), Groups.split(seven().subList(0, 5), 4, true, 42).stream().map(List::size).toList());
        assertEquals(1, Groups.count(0, 5));
        assertEquals(1, Groups.count(1, 5));
    }

    /** A draw: by each team's key from the pairing seed, so another seed gives other groups, and the order of enrollment none. */
    @Test
    void aDrawDependsOnTheSeedAlone() {
        List<List<Long>> drawn = ids(Groups.split(seven(), 3, false, 42));
        assertEquals(List.of(3, 2, 2), drawn.stream().map(List::size).toList());
        List<Entrant> reversed = new ArrayList<>(seven());
        java.util.Collections.reverse(reversed);
        assertEquals(drawn, ids(Groups.split(reversed, 3, false, 42)), "the order teams enrolled in changes nothing");
        List<List<Long>> other = ids(Groups.split(seven(), 3, false, 43));
        assertNotEquals(drawn, other, "another round's seed, another draw");
        List<Long> keyOrder = seven().stream().map(Entrant::team).sorted(java.util.Comparator.comparingLong(t -> DrawOrder.key(42, t))).toList();
        assertEquals(keyOrder, drawn.stream().flatMap(List::stream).toList(), "dealt in the order of the draw's keys");
    }
}
