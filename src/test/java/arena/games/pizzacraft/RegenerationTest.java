package arena.games.pizzacraft;

import static arena.games.pizzacraft.Pos.h;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A hurt unit out of combat for four whole turns (of either player) regains 2 HP at the start of every turn after, up to its maximum. */
class RegenerationTest {

    @Test
    void fourQuietTurnsThenTwoHpEveryTurn() {
        Pos pos = Pos.empty();
        int warrior = pos.put(0, Kind.WARRIOR, h(4, -4, 0));
        int worker = pos.put(1, Kind.WORKER, h(5, -4, -1));
        pos.ok(0, "ATTACK 1 " + warrior + " " + worker); // turn 1
        assertEquals(10, pos.e(worker).hp);
        for (int t = 2; t <= 5; t++) {
            pos.endTurn();
            assertEquals(10, pos.e(worker).hp, "turn " + t + ": not yet");
        }
        pos.endTurn();
        assertEquals(12, pos.e(worker).hp, "turn 6: turns 2 to 5 were quiet");
        pos.endTurn();
        assertEquals(14, pos.e(worker).hp, "turn 7: the opponent's turns count too");
        for (int i = 0; i < 5; i++) pos.endTurn();
        assertEquals(20, pos.e(worker).hp, "never above the maximum");
    }

    @Test
    void combatStartsTheCountAgainForAttackerAndTarget() {
        Pos pos = Pos.empty();
        int warrior = pos.put(0, Kind.WARRIOR, h(4, -4, 0));
        int enemy = pos.put(1, Kind.WARRIOR, h(5, -4, -1));
        pos.ok(0, "ATTACK 1 " + warrior + " " + enemy); // turn 1
        pos.endTurn();
        pos.ok(1, "ATTACK 1 " + enemy + " " + warrior); // turn 2
        assertEquals(24, pos.e(enemy).hp);
        assertEquals(24, pos.e(warrior).hp);
        for (int i = 0; i < 4; i++) pos.endTurn(); // turns 3..6
        assertEquals(24, pos.e(warrior).hp, "turns 3 to 6 quiet: it heals at the start of turn 7");
        pos.endTurn();
        assertEquals(26, pos.e(warrior).hp);
        assertEquals(26, pos.e(enemy).hp);
    }

    @Test
    void buildingsDoNotRegenerate() {
        Pos pos = Pos.empty();
        int house = pos.put(1, Kind.HOUSE, h(5, -4, -1));
        pos.e(house).hp = 3;
        for (int i = 0; i < 10; i++) pos.endTurn();
        assertEquals(3, pos.e(house).hp);
    }
}
