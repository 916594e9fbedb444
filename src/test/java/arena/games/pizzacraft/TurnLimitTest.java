package arena.games.pizzacraft;

import static arena.games.pizzacraft.Pos.h;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Players alternate; the limit counts both players' turns; then 1000 points are split by destruction points (500 each at 0 : 0). */
class TurnLimitTest {

    @Test
    void seatsAlternateAndTurnsLeftCountBothPlayers() {
        Pos pos = Pos.drawn(1, new PizzaSettings(8, 6, 100));
        assertEquals(List.of("YES"), pos.ok(0, "IS_MY_TURN 1"));
        assertEquals(List.of("NO"), pos.ok(1, "IS_MY_TURN 1"));
        assertEquals(List.of("6"), pos.ok(1, "GET_TURNS_LEFT 1"));
        pos.endTurn();
        assertEquals(List.of("YES"), pos.ok(1, "IS_MY_TURN 1"));
        assertEquals(List.of("5"), pos.ok(0, "GET_TURNS_LEFT 1"));
        for (int i = 0; i < 4; i++) pos.endTurn();
        assertEquals(List.of("1"), pos.ok(0, "GET_TURNS_LEFT 1"));
        assertTrue(!pos.m.finished());
        pos.endTurn();
        assertTrue(pos.m.finished());
        assertArrayEquals(new double[] {500, 500}, pos.m.scores(), "nothing destroyed: 500 each");
    }

    @Test
    void theThousandPointsAreSplitByDestructionPoints() {
        Pos pos = Pos.empty();
        int a = pos.put(0, Kind.WARRIOR, h(4, -4, 0));
        int b = pos.put(1, Kind.WARRIOR, h(-4, 4, 0));
        pos.put(0, Kind.HQ, h(-8, 8, 0));
        pos.put(1, Kind.HQ, h(8, -8, 0));
        int house = pos.put(1, Kind.HOUSE, h(5, -4, -1));
        int barracks = pos.put(1, Kind.BARRACKS, h(3, -4, 1));
        int[] houses = new int[4];
        for (int i = 0; i < 4; i++) houses[i] = pos.put(0, Kind.HOUSE, h(-4, 4, 0).neighbors().get(i));
        pos.e(house).hp = 1;
        pos.e(barracks).hp = 1;
        for (int id : houses) pos.e(id).hp = 1;
        pos.ok(0, "ATTACK 1 " + a + " " + house);
        pos.endTurn();
        for (int i = 0; i < 4; i++) {
            pos.ok(1, "ATTACK 1 " + b + " " + houses[i]);
            pos.nextTurnOf(0);
            if (i == 0) pos.ok(0, "ATTACK 1 " + a + " " + barracks);
            pos.endTurn();
        }
        assertEquals(13, pos.m.points(0));
        assertEquals(12, pos.m.points(1));
        assertEquals(List.of("520"), pos.ok(0, "GET_SCORE 1"), "the specification's example: 1000 * 13 / 25");
        assertEquals(List.of("480"), pos.ok(1, "GET_SCORE 1"));
        while (!pos.m.finished()) pos.endTurn();
        assertEquals(200, pos.m.turn());
        assertArrayEquals(new double[] {520, 480}, pos.m.scores());
    }
}
