package arena.games.pizzacraft;

import static arena.games.pizzacraft.Pos.h;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A worker beside a mine, with full stamina and a built HQ of its side within 2 of the mine, mines 5 gold; mines run dry. */
class MiningTest {

    @Test
    void miningGivesFiveGoldAndTakesAllStamina() {
        Pos pos = Pos.empty().gold(0, 0);
        pos.put(0, Kind.HQ, h(2, -1, -1));
        int w = pos.put(0, Kind.WORKER, h(1, -1, 0));
        pos.ok(0, "MINE 1 " + w + " 0");
        assertEquals(List.of("5"), pos.ok(0, "GET_GOLD 1"));
        assertEquals(95, pos.m.mineGold(0));
        assertEquals(504, pos.code(0, "MINE 1 " + w + " 0"));
        assertEquals(504, pos.code(0, "MOVE 1 " + w + " 1 -2 1"));
    }

    @Test
    void aWorkerThatMovedCannotMine() {
        Pos pos = Pos.empty();
        pos.put(0, Kind.HQ, h(2, -1, -1));
        int w = pos.put(0, Kind.WORKER, h(2, -2, 0));
        pos.ok(0, "MOVE 1 " + w + " 1 -1 0");
        assertEquals(504, pos.code(0, "MINE 1 " + w + " 0"));
    }

    @Test
    void theMineMustBeAdjacentAndAnHqOfMineWithinTwo() {
        Pos pos = Pos.empty();
        int w = pos.put(0, Kind.WORKER, h(1, -1, 0));
        assertEquals(808, pos.code(0, "MINE 1 " + w + " 0"), "no HQ at all");
        pos.put(1, Kind.HQ, h(-1, 2, -1));
        assertEquals(808, pos.code(0, "MINE 1 " + w + " 0"), "the enemy's HQ does not count");
        pos.put(0, Kind.HQ, h(-3, 0, 3));
        assertEquals(808, pos.code(0, "MINE 1 " + w + " 0"), "3 tiles away is too far");
        int far = pos.put(0, Kind.WORKER, h(2, -2, 0));
        pos.put(0, Kind.HQ, h(0, 2, -2));
        assertEquals(804, pos.code(0, "MINE 1 " + far + " 0"));
        assertEquals(807, pos.code(0, "MINE 1 " + w + " 1"));
        int warrior = pos.put(0, Kind.WARRIOR, h(0, 1, -1));
        assertEquals(502, pos.code(0, "MINE 1 " + warrior + " 0"));
        pos.ok(0, "MINE 1 " + w + " 0");
    }

    @Test
    void anHqUnderConstructionDoesNotCount() {
        Pos pos = Pos.empty();
        int w = pos.put(0, Kind.WORKER, h(1, -1, 0));
        int builder = pos.put(0, Kind.WORKER, h(2, -1, -1));
        pos.ok(0, "BUILD 1 " + builder + " 4 2 0 -2");
        assertEquals(808, pos.code(0, "MINE 1 " + w + " 0"));
    }

    @Test
    void theGoldInAMineIsFinite() {
        Pos pos = Pos.empty().gold(0, 0);
        pos.put(0, Kind.HQ, h(2, -1, -1));
        int[] w = new int[3];
        for (int i = 0; i < 3; i++) w[i] = pos.put(0, Kind.WORKER, h(1, -1, 0));
        for (int round = 0; round < 7; round++) {
            for (int id : w) pos.ok(0, "MINE 1 " + id + " 0");
            pos.nextTurnOf(0);
        }
        assertEquals(0, pos.m.mineGold(0), "100 gold: 20 minings");
        assertEquals(100, pos.m.gold(0), "the last mining found nothing");
        assertEquals(List.of("1", "0 0"), pos.ok(0, "GET_MINES 1"));
    }
}
