package arena.games.pizzacraft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * RULINGS 7: unit and building ids reveal nothing about how many pieces either side has made: they are drawn from the
 * match's seeded RNG, distinct, positive, at most six digits; the same seed gives the same ids (replays stay exact).
 */
class IdsTest {

    static List<Integer> ids(long seed, int count) {
        Pos p = Pos.drawn(seed, PizzaSettings.DEFAULT);
        List<Integer> ids = new ArrayList<>();
        for (int i = 0; i < count; i++) ids.add(p.put(i % 2, Kind.WORKER, Pos.h(0, 0, 0)));
        return ids;
    }

    @Test
    void idsAreDistinctPositiveSixDigitsAtMostAndNotInSequence() {
        List<Integer> ids = ids(7, 200);
        assertEquals(200, new HashSet<>(ids).size(), "distinct");
        for (int id : ids) assertTrue(id >= 1 && id <= 999_999, "1..999999: " + id);
        int steps = 0;
        for (int i = 1; i < ids.size(); i++) if (Math.abs(ids.get(i) - ids.get(i - 1)) <= 2) steps++;
        assertTrue(steps < 3, "no sequence: " + ids.subList(0, 10));
    }

    @Test
    void theSameSeedGivesTheSameIdsAnotherSeedOthers() {
        assertEquals(ids(7, 20), ids(7, 20));
        assertNotEquals(ids(7, 20), ids(8, 20));
    }

    /** The starting HQ and worker of each side come from the same stream: their ids are not 1, 2, 3, 4. */
    @Test
    void theStartingPiecesHaveDrawnIdsToo() {
        Pos p = Pos.drawn(7, PizzaSettings.DEFAULT);
        String view = p.m.view(0).toString();
        int next = p.put(0, Kind.WORKER, Pos.h(0, 0, 0));
        assertTrue(next > 0);
        assertTrue(p.m.entity(1) == null || p.m.entity(2) == null || p.m.entity(3) == null, "not numbered in sequence: " + view);
    }
}
