package arena.games.pizzacraft;

import static arena.games.pizzacraft.Pos.h;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Warriors and archers attack with all their stamina: damage = max(1, attack - armor), upgrades included; range 1 and 3. */
class CombatTest {

    @Test
    void aWarriorHitsAWorkerForTenAndAnHqForFour() {
        Pos pos = Pos.empty();
        int warrior = pos.put(0, Kind.WARRIOR, h(4, -4, 0));
        int worker = pos.put(1, Kind.WORKER, h(5, -4, -1));
        int hq = pos.put(1, Kind.HQ, h(3, -4, 1));
        pos.ok(0, "ATTACK 1 " + warrior + " " + worker);
        assertEquals(10, pos.e(worker).hp);
        assertEquals(504, pos.code(0, "ATTACK 1 " + warrior + " " + hq), "an attack takes all stamina");
        pos.nextTurnOf(0);
        pos.ok(0, "ATTACK 1 " + warrior + " " + hq);
        assertEquals(50 - 4, pos.e(hq).hp);
    }

    @Test
    void everyAttackDealsAtLeastOne() {
        Pos pos = Pos.empty();
        int archer = pos.put(0, Kind.ARCHER, h(4, -4, 0));
        int hq = pos.put(1, Kind.HQ, h(3, -4, 1));
        pos.ok(0, "ATTACK 1 " + archer + " " + hq);
        assertEquals(49, pos.e(hq).hp, "7 - 6");
        pos.m.setUpgrade(1, 1, 5);
        int warrior = pos.put(1, Kind.WARRIOR, h(5, -4, -1));
        pos.nextTurnOf(0);
        pos.ok(0, "ATTACK 1 " + archer + " " + warrior);
        assertEquals(31, pos.e(warrior).hp, "7 - (2 + 5) is 0: at least 1");
    }

    @Test
    void upgradesAddToAttackAndToTheArmorOfUnitsOnly() {
        Pos pos = Pos.empty();
        int warrior = pos.put(0, Kind.WARRIOR, h(4, -4, 0));
        int enemy = pos.put(1, Kind.WARRIOR, h(5, -4, -1));
        int hq = pos.put(1, Kind.HQ, h(3, -4, 1));
        pos.m.setUpgrade(0, 0, 3);
        pos.m.setUpgrade(1, 1, 2);
        pos.ok(0, "ATTACK 1 " + warrior + " " + enemy);
        assertEquals(32 - (13 - 4), pos.e(enemy).hp);
        pos.nextTurnOf(0);
        pos.ok(0, "ATTACK 1 " + warrior + " " + hq);
        assertEquals(50 - (13 - 6), pos.e(hq).hp, "armor upgrades are for units, not buildings");
    }

    @Test
    void archersReachThreeTilesWarriorsOne() {
        Pos pos = Pos.empty();
        int archer = pos.put(0, Kind.ARCHER, h(4, -4, 0));
        int warrior = pos.put(0, Kind.WARRIOR, h(4, -5, 1));
        int far = pos.put(1, Kind.WORKER, h(4, -1, -3));
        int tooFar = pos.put(1, Kind.WORKER, h(8, -4, -4));
        pos.put(0, Kind.OUTPOST, h(6, -2, -4));
        assertEquals(804, pos.code(0, "ATTACK 1 " + warrior + " " + far));
        assertEquals(804, pos.code(0, "ATTACK 1 " + archer + " " + tooFar), "4 tiles");
        pos.ok(0, "ATTACK 1 " + archer + " " + far);
        assertEquals(13, pos.e(far).hp);
    }

    @Test
    void onlyEnemiesInSightCanBeAttackedAndOnlyByFighters() {
        Pos pos = Pos.empty();
        int archer = pos.put(0, Kind.ARCHER, h(4, -4, 0));
        int worker = pos.put(0, Kind.WORKER, h(4, -5, 1));
        int mate = pos.put(0, Kind.WORKER, h(5, -5, 0));
        int hidden = pos.put(1, Kind.HQ, h(-6, 6, 0));
        int enemy = pos.put(1, Kind.WORKER, h(5, -4, -1));
        assertEquals(702, pos.code(0, "ATTACK 1 " + archer + " " + mate), "not an enemy");
        assertEquals(702, pos.code(0, "ATTACK 1 " + archer + " " + hidden), "out of sight");
        assertEquals(702, pos.code(0, "ATTACK 1 " + archer + " 999"), "no such thing");
        assertEquals(503, pos.code(0, "ATTACK 1 " + worker + " " + enemy));
        assertEquals(501, pos.code(0, "ATTACK 1 " + enemy + " " + archer));
    }

    @Test
    void theDeadLeaveTheBoardAndGiveBackTheirSupplies() {
        Pos pos = Pos.empty();
        int warrior = pos.put(0, Kind.WARRIOR, h(4, -4, 0));
        int worker = pos.put(1, Kind.WORKER, h(5, -4, -1));
        pos.put(1, Kind.HQ, h(-6, 6, 0));
        assertEquals(2, pos.m.suppliesUsed(1));
        pos.ok(0, "ATTACK 1 " + warrior + " " + worker);
        pos.nextTurnOf(0);
        pos.ok(0, "ATTACK 1 " + warrior + " " + worker);
        assertEquals(null, pos.e(worker));
        assertEquals(0, pos.m.suppliesUsed(1));
        assertEquals(0, pos.m.points(0), "units give no destruction points");
    }

    @Test
    void destroyingEveryEnemyBuildingWinsTheMatch() {
        Pos pos = Pos.empty();
        int warrior = pos.put(0, Kind.WARRIOR, h(4, -4, 0));
        pos.put(0, Kind.HQ, h(-6, 6, 0));
        int house = pos.put(1, Kind.HOUSE, h(5, -4, -1));
        int outpost = pos.put(1, Kind.OUTPOST, h(3, -4, 1));
        pos.put(1, Kind.WORKER, h(-5, 5, 0));
        pos.e(house).hp = 5;
        pos.e(outpost).hp = 7;
        pos.ok(0, "ATTACK 1 " + warrior + " " + house);
        assertEquals(3, pos.m.points(0));
        assertEquals(List.of("1000"), pos.ok(0, "GET_SCORE 1"), "0 points against 3");
        assertTrue(!pos.m.finished(), "an outpost still stands");
        pos.nextTurnOf(0);
        pos.ok(0, "ATTACK 1 " + warrior + " " + outpost);
        assertTrue(pos.m.finished());
        assertEquals(0, pos.m.winner());
        assertEquals(1000.0, pos.m.scores()[0]);
        assertEquals(0.0, pos.m.scores()[1]);
        assertEquals(402, pos.code(0, "MOVE 1 " + warrior + " 5 -4 -1"), "the match is over");
        assertEquals(List.of("NO"), pos.ok(0, "IS_MY_TURN 1"));
        assertEquals(List.of("0"), pos.ok(1, "GET_TURNS_LEFT 1"));
    }
}
