package arena.games.pizzacraft;

import static arena.games.pizzacraft.Pos.h;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Units move one tile per stamina point, never onto water, mines, buildings or enemy units, at most 3 to a tile. */
class MovementTest {

    @Test
    void aUnitMovesOneTilePerStaminaPointAndGetsItBackNextTurn() {
        Pos pos = Pos.empty();
        int w = pos.put(0, Kind.WORKER, h(1, -1, 0));
        pos.ok(0, "MOVE 1 " + w + " 2 -1 -1");
        pos.ok(0, "MOVE 1 " + w + " 3 -2 -1");
        assertEquals(504, pos.code(0, "MOVE 1 " + w + " 4 -2 -2"), "no stamina left");
        assertEquals(h(3, -2, -1), pos.e(w).at);
        assertEquals(402, pos.code(1, "MOVE 1 " + w + " 4 -2 -2"), "seat 1 may not act on seat 0's turn");
    }

    @Test
    void staminaIsReplenishedAtTheStartOfTheOwnersTurn() {
        Pos pos = Pos.empty();
        int w = pos.put(0, Kind.WORKER, h(1, -1, 0));
        pos.ok(0, "MOVE 1 " + w + " 2 -1 -1");
        pos.ok(0, "MOVE 1 " + w + " 3 -2 -1");
        pos.endTurn();
        assertEquals(0, pos.e(w).stamina, "not on the opponent's turn");
        pos.endTurn();
        assertEquals(2, pos.e(w).stamina);
    }

    @Test
    void onlyToAnAdjacentTileOnTheMap() {
        Pos pos = Pos.empty();
        int w = pos.put(0, Kind.WORKER, h(8, -8, 0));
        assertEquals(806, pos.code(0, "MOVE 1 " + w + " 6 -7 1"));
        assertEquals(806, pos.code(0, "MOVE 1 " + w + " 8 -8 0"), "staying put is not a move");
        assertEquals(506, pos.code(0, "MOVE 1 " + w + " 9 -9 0"), "off the map");
        assertEquals(506, pos.code(0, "MOVE 1 " + w + " 8 -7 0"), "x + y + z must be 0");
    }

    @Test
    void waterMinesAndBuildingsAreObstacles() {
        Pos pos = Pos.empty();
        int w = pos.put(0, Kind.WORKER, h(1, -1, 0));
        pos.put(1, Kind.HOUSE, h(1, 0, -1));
        pos.put(0, Kind.HOUSE, h(2, -2, 0));
        assertEquals(805, pos.code(0, "MOVE 1 " + w + " 0 0 0"), "the mine");
        assertEquals(805, pos.code(0, "MOVE 1 " + w + " 1 0 -1"), "an enemy building");
        assertEquals(805, pos.code(0, "MOVE 1 " + w + " 2 -2 0"), "an own building");
        int v = pos.put(0, Kind.WORKER, h(2, -3, 1));
        assertEquals(805, pos.code(0, "MOVE 1 " + v + " 3 -3 0"), "water");
    }

    @Test
    void enemyUnitsBlockAndAtMostThreeUnitsShareATile() {
        Pos pos = Pos.empty();
        int w = pos.put(0, Kind.WORKER, h(5, -5, 0));
        pos.put(1, Kind.WORKER, h(5, -4, -1));
        assertEquals(508, pos.code(0, "MOVE 1 " + w + " 5 -4 -1"));
        for (int i = 0; i < 3; i++) pos.put(0, Kind.WARRIOR, h(4, -4, 0));
        assertEquals(509, pos.code(0, "MOVE 1 " + w + " 4 -4 0"));
        pos.put(0, Kind.WARRIOR, h(6, -5, -1));
        pos.ok(0, "MOVE 1 " + w + " 6 -5 -1");
    }
}
