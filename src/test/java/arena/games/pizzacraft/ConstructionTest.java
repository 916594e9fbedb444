package arena.games.pizzacraft;

import static arena.games.pizzacraft.Pos.h;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Workers start buildings on an empty adjacent tile with full stamina; construction counts down on the owner's turns. */
class ConstructionTest {

    @Test
    void aBarracksCostsFiftyAndTakesEightOfItsOwnersTurns() {
        Pos pos = Pos.empty().gold(0, 60);
        int w = pos.put(0, Kind.WORKER, h(4, -4, 0));
        pos.ok(0, "BUILD 1 " + w + " 5 5 -4 -1");
        int b = 3;
        assertEquals(10, pos.m.gold(0));
        assertEquals(List.of("1", b + " 5 -4 -1 5 40 0 8"), pos.ok(0, "GET_MY_BUILDINGS 1"));
        assertEquals(504, pos.code(0, "MOVE 1 " + w + " 3 -4 1"), "building takes all stamina");
        assertEquals(701, pos.code(0, "TRAIN 1 " + b + " 2 6 -5 -1"), "inactive while built");
        for (int own = 1; own < 8; own++) pos.nextTurnOf(0);
        assertEquals(1, pos.e(b).left);
        pos.endTurn();
        assertEquals(1, pos.e(b).left, "not on the opponent's turn");
        pos.endTurn();
        assertEquals(0, pos.e(b).left);
    }

    @Test
    void theTileMustBeAdjacentAndCompletelyEmpty() {
        Pos pos = Pos.empty();
        int w = pos.put(0, Kind.WORKER, h(1, -1, 0));
        pos.put(1, Kind.WORKER, h(1, 0, -1));
        pos.put(0, Kind.WORKER, h(2, -1, -1));
        assertEquals(802, pos.code(0, "BUILD 1 " + w + " 6 3 -2 -1"));
        assertEquals(802, pos.code(0, "BUILD 1 " + w + " 6 1 -1 0"));
        assertEquals(805, pos.code(0, "BUILD 1 " + w + " 6 0 0 0"), "the mine");
        assertEquals(805, pos.code(0, "BUILD 1 " + w + " 6 1 0 -1"), "an enemy unit");
        assertEquals(805, pos.code(0, "BUILD 1 " + w + " 6 2 -1 -1"), "an own unit");
        assertEquals(803, pos.code(0, "BUILD 1 " + w + " 3 2 -2 0"));
        assertEquals(803, pos.code(0, "BUILD 1 " + w + " 9 2 -2 0"));
        assertEquals(506, pos.code(0, "BUILD 1 " + w + " 6 2 -2 1"));
        pos.gold(0, 19);
        assertEquals(901, pos.code(0, "BUILD 1 " + w + " 6 2 -2 0"));
        int warrior = pos.put(0, Kind.WARRIOR, h(-4, 4, 0));
        assertEquals(502, pos.code(0, "BUILD 1 " + warrior + " 6 -4 5 -1"));
        pos.gold(0, 20);
        pos.ok(0, "MOVE 1 " + w + " 2 -2 0");
        assertEquals(504, pos.code(0, "BUILD 1 " + w + " 6 3 -2 -1"), "a worker that moved cannot build");
    }

    @Test
    void everyBuildingTypeHasItsPriceAndTime() {
        for (Kind k : Kind.buildings()) {
            Pos pos = Pos.empty().gold(0, 100);
            int w = pos.put(0, Kind.WORKER, h(4, -4, 0));
            pos.ok(0, "BUILD 1 " + w + " " + k.type() + " 5 -4 -1");
            assertEquals(100 - k.price(), pos.m.gold(0), k.name());
            assertEquals(k.time(), pos.e(3).left, k.name());
            assertEquals(k.hp(), pos.e(3).hp, k.name() + " has full HP from the start");
        }
    }
}
