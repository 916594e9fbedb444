package arena.games.locm;

import org.junit.jupiter.api.Test;

import static arena.games.locm.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LethalTest {
    @Test
    void lethalAttackerKillsAnyCreatureItDamages() {
        Pos p = Pos.v15().mine(101, 0, creature(1, 5, "L")).theirs(201, 0, creature(2, 12, ""));
        p.play("ATTACK 101 201");
        assertFalse(p.onBoard(201));
        p.assertStats(101, 1, 3);
    }

    @Test
    void lethalDefenderKillsTheAttacker() {
        Pos p = Pos.v15().mine(101, 0, creature(1, 12, "")).theirs(201, 0, creature(1, 5, "L"));
        p.play("ATTACK 101 201");
        assertFalse(p.onBoard(101));
        p.assertStats(201, 1, 4);
    }

    @Test
    void lethalWithoutAttackDoesNothing() {
        Pos p = Pos.v15().mine(101, 0, creature(0, 5, "L")).theirs(201, 0, creature(0, 5, ""));
        p.play("ATTACK 101 201");
        assertTrue(p.onBoard(201));
    }

    @Test
    void wardStopsLethal() {
        Pos p = Pos.v12().mine(101, 0, creature(3, 5, "L")).theirs(201, 0, creature(0, 5, "W"));
        p.play("ATTACK 101 201");
        assertTrue(p.onBoard(201));
        p.assertStats(201, 0, 5);
    }
}
