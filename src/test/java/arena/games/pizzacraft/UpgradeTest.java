package arena.games.pizzacraft;

import static arena.games.pizzacraft.Pos.h;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Armories develop upgrades for floor(50 * 1.2^n) gold and cool down floor(10 * 1.2^n) of their owner's turns; 10 levels at most. */
class UpgradeTest {

    @Test
    void costsAndCoolDownsFollowTheFormulas() {
        int[] cost = {50, 60, 72, 86, 103, 124, 149, 179, 214, 257};
        int[] cool = {10, 12, 14, 17, 20, 24, 29, 35, 42, 51};
        for (int n = 0; n < 10; n++) {
            assertEquals(cost[n], Upgrades.cost(n), "cost at level " + n);
            assertEquals(cool[n], Upgrades.cooldown(n), "cool-down at level " + n);
        }
    }

    @Test
    void anUpgradeAppliesAtOnceAndTheArmoryCoolsDown() {
        Pos pos = Pos.empty().gold(0, 200);
        int armory = pos.put(0, Kind.ARMORY, h(4, -4, 0));
        int barracks = pos.put(0, Kind.BARRACKS, h(-4, 4, 0));
        pos.put(0, Kind.HQ, h(0, 6, -6));
        pos.ok(0, "UPGRADE 1 " + armory + " 1");
        assertEquals(150, pos.m.gold(0));
        assertEquals(List.of("0 1 -1 -1"), pos.ok(0, "GET_UPGRADES 1"));
        assertEquals(605, pos.code(0, "UPGRADE 1 " + armory + " 0"));
        pos.ok(0, "TRAIN 1 " + barracks + " 3 -4 5 -1");
        for (int own = 1; own < 10; own++) pos.nextTurnOf(0);
        assertEquals(1, pos.e(armory).busy);
        pos.nextTurnOf(0);
        pos.ok(0, "UPGRADE 1 " + armory + " 1");
        assertEquals(12, pos.e(armory).busy);
        assertEquals(150 - 25 - 60, pos.m.gold(0));
    }

    @Test
    void levelsStopAtTenPerType() {
        Pos pos = Pos.empty();
        int armory = pos.put(0, Kind.ARMORY, h(4, -4, 0));
        pos.m.setUpgrade(0, 0, 10);
        assertEquals(510, pos.code(0, "UPGRADE 1 " + armory + " 0"));
        pos.ok(0, "UPGRADE 1 " + armory + " 1");
    }

    @Test
    void onlyBuiltArmoriesOfMineWithAValidType() {
        Pos pos = Pos.empty().gold(0, 100);
        int hq = pos.put(0, Kind.HQ, h(4, -4, 0));
        int w = pos.put(0, Kind.WORKER, h(-4, 4, 0));
        int theirs = pos.put(1, Kind.ARMORY, h(-6, 6, 0));
        assertEquals(604, pos.code(0, "UPGRADE 1 " + hq + " 0"));
        assertEquals(507, pos.code(0, "UPGRADE 1 " + hq + " 2"));
        assertEquals(601, pos.code(0, "UPGRADE 1 " + theirs + " 0"));
        assertEquals(601, pos.code(0, "UPGRADE 1 " + w + " 0"));
        pos.ok(0, "BUILD 1 " + w + " 8 -4 5 -1");
        assertEquals(701, pos.code(0, "UPGRADE 1 5 0"), "still under construction");
        pos.gold(0, 49);
        pos.m.entity(5).left = 0;
        assertEquals(901, pos.code(0, "UPGRADE 1 5 0"));
    }
}
