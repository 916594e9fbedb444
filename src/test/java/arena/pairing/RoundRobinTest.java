package arena.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RoundRobinTest {
    private static final List<Long> FOUR = List.of(1L, 2L, 3L, 4L);

    @Test
    void everyPairPlaysTwiceWithSeatsSwapped() {
        List<RoundRobin.Pairing> s = RoundRobin.schedule(FOUR, 2);
        assertEquals(12, s.size());
        Set<RoundRobin.Pairing> seen = new HashSet<>(s);
        assertEquals(12, seen.size(), "no pairing twice in the same seats");
        for (RoundRobin.Pairing p : s) {
            assertTrue(seen.contains(new RoundRobin.Pairing(p.seat1(), p.seat0())), "the swapped match exists for " + p);
            assertTrue(p.seat0() != p.seat1(), "nobody plays itself");
        }
    }

    @Test
    void onePerPairMeetsEveryOpponentOnce() {
        List<RoundRobin.Pairing> s = RoundRobin.schedule(FOUR, 1);
        assertEquals(6, s.size());
        for (long team : FOUR) {
            assertEquals(3, s.stream().filter(p -> p.seat0() == team || p.seat1() == team).count());
        }
    }

    @Test
    void twentyTeamsMake380Matches() {
        List<Long> teams = java.util.stream.LongStream.rangeClosed(1, 20).boxed().toList();
        assertEquals(380, RoundRobin.schedule(teams, 2).size());
    }

    @Test
    void theOrderIsStable() {
        assertEquals(RoundRobin.schedule(FOUR, 2), RoundRobin.schedule(FOUR, 2));
        assertEquals(new RoundRobin.Pairing(1, 2), RoundRobin.schedule(FOUR, 2).get(0));
    }

    @Test
    void fewerThanTwoTeamsMakeNoMatch() {
        assertEquals(0, RoundRobin.schedule(List.of(7L), 2).size());
    }

    @Test
    void onlyOneOrTwoMatchesPerPair() {
        assertThrows(IllegalArgumentException.class, () -> RoundRobin.schedule(FOUR, 3));
    }
}
