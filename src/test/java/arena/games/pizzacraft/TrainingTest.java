package arena.games.pizzacraft;

import static arena.games.pizzacraft.Pos.h;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** HQs train workers, barracks warriors and archers (with a built armory): price, supplies, training time on the owner's turns. */
class TrainingTest {

    @Test
    void aWorkerAppearsAtOnceWithFullHpAndTrainsForFourOfItsOwnersTurns() {
        Pos pos = Pos.empty().gold(0, 100);
        int hq = pos.put(0, Kind.HQ, h(4, -4, 0));
        pos.ok(0, "TRAIN 1 " + hq + " 1 5 -4 -1");
        int w = 3;
        assertEquals(85, pos.m.gold(0));
        assertEquals(20, pos.e(w).hp);
        assertEquals("1 4 -4 0 4 50 4 0", pos.ok(0, "GET_MY_BUILDINGS 1").get(1), "busy for the training time");
        assertEquals(701, pos.code(0, "MOVE 1 " + w + " 6 -5 -1"));
        assertEquals(605, pos.code(0, "TRAIN 1 " + hq + " 1 3 -4 1"));
        for (int own = 1; own < 4; own++) {
            pos.nextTurnOf(0);
            assertEquals(4 - own, pos.e(w).left);
        }
        pos.nextTurnOf(0);
        assertEquals(0, pos.e(w).left);
        pos.ok(0, "MOVE 1 " + w + " 6 -5 -1");
        pos.ok(0, "TRAIN 1 " + hq + " 1 5 -4 -1");
    }

    @Test
    void whoTrainsWhat() {
        Pos pos = Pos.empty();
        int hq = pos.put(0, Kind.HQ, h(4, -4, 0));
        int barracks = pos.put(0, Kind.BARRACKS, h(-4, 4, 0));
        int house = pos.put(0, Kind.HOUSE, h(0, 4, -4));
        assertEquals(603, pos.code(0, "TRAIN 1 " + hq + " 2 5 -4 -1"));
        assertEquals(602, pos.code(0, "TRAIN 1 " + barracks + " 1 -4 5 -1"));
        assertEquals(603, pos.code(0, "TRAIN 1 " + house + " 3 0 5 -5"));
        assertEquals(505, pos.code(0, "TRAIN 1 " + hq + " 4 5 -4 -1"));
        assertEquals(606, pos.code(0, "TRAIN 1 " + barracks + " 3 -4 5 -1"), "archers need an armory");
        pos.ok(0, "TRAIN 1 " + barracks + " 2 -4 5 -1");
        assertEquals(1000 - 35, pos.m.gold(0));
        assertEquals(601, pos.code(0, "TRAIN 1 999 1 5 -4 -1"));
    }

    @Test
    void archersNeedABuiltArmory() {
        Pos pos = Pos.empty();
        pos.put(0, Kind.HQ, h(4, -4, 0));
        int barracks = pos.put(0, Kind.BARRACKS, h(-4, 4, 0));
        int w = pos.put(0, Kind.WORKER, h(-5, 5, 0));
        pos.ok(0, "BUILD 1 " + w + " 8 -6 6 0");
        assertEquals(606, pos.code(0, "TRAIN 1 " + barracks + " 3 -4 5 -1"), "an armory under construction is not enough");
        pos.m.entity(7).left = 0;
        pos.ok(0, "TRAIN 1 " + barracks + " 3 -4 5 -1");
        assertEquals(1000 - 60 - 25, pos.m.gold(0));
    }

    @Test
    void theSpawnTileMustBeAdjacentAndFreeEnough() {
        Pos pos = Pos.empty();
        int hq = pos.put(0, Kind.HQ, h(2, -2, 0));
        pos.put(1, Kind.WORKER, h(2, -1, -1));
        for (int i = 0; i < 3; i++) pos.put(0, Kind.WORKER, h(2, -3, 1));
        assertEquals(809, pos.code(0, "TRAIN 1 " + hq + " 1 4 -4 0"));
        assertEquals(805, pos.code(0, "TRAIN 1 " + hq + " 1 3 -3 0"), "water");
        int nearMine = pos.put(0, Kind.BARRACKS, h(1, 0, -1));
        assertEquals(805, pos.code(0, "TRAIN 1 " + nearMine + " 2 0 0 0"), "a mine");
        assertEquals(508, pos.code(0, "TRAIN 1 " + hq + " 1 2 -1 -1"));
        assertEquals(509, pos.code(0, "TRAIN 1 " + hq + " 1 2 -3 1"));
        assertEquals(506, pos.code(0, "TRAIN 1 " + hq + " 1 2 -2 1"));
    }

    @Test
    void goldAndSuppliesAreNeededAndHousesGiveSuppliesOnceBuilt() {
        Pos pos = Pos.empty().gold(0, 14);
        int hq = pos.put(0, Kind.HQ, h(4, -4, 0));
        assertEquals(901, pos.code(0, "TRAIN 1 " + hq + " 1 5 -4 -1"));
        pos.gold(0, 1000);
        for (int i = 0; i < 7; i++) pos.put(0, Kind.WORKER, h(-6 + i % 3, 6 - i % 3, 0));
        assertEquals(14, pos.m.suppliesUsed(0));
        assertEquals(15, pos.m.supplies(0));
        assertEquals(902, pos.code(0, "TRAIN 1 " + hq + " 1 5 -4 -1"));
        pos.m.remove(3);
        int builder = pos.put(0, Kind.WORKER, h(6, -6, 0));
        assertEquals(902, pos.code(0, "TRAIN 1 " + hq + " 1 5 -4 -1"), "14 used again");
        pos.ok(0, "BUILD 1 " + builder + " 6 7 -7 0");
        assertEquals(15, pos.m.supplies(0), "a house under construction gives nothing");
        for (int i = 0; i < 6; i++) pos.nextTurnOf(0);
        assertEquals(24, pos.m.supplies(0));
        pos.ok(0, "TRAIN 1 " + hq + " 1 5 -4 -1");
    }

    @Test
    void aBuildingDestroyedLeavesItsTraineeTraining() {
        Pos pos = Pos.empty();
        int hq = pos.put(0, Kind.HQ, h(4, -4, 0));
        pos.put(0, Kind.HQ, h(-4, 4, 0));
        pos.ok(0, "TRAIN 1 " + hq + " 1 5 -4 -1");
        int w = 5;
        pos.m.remove(hq);
        pos.nextTurnOf(0);
        assertEquals(3, pos.e(w).left);
        assertTrue(pos.m.supplies(0) >= 15);
    }
}
