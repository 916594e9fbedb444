package arena.games.locm;

import org.junit.jupiter.api.Test;

import static arena.games.locm.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertFalse;

class BreakthroughTest {
    @Test
    void excessDamageGoesToTheOpponent() {
        Pos p = Pos.v15().mine(101, 0, creature(5, 5, "B")).theirs(201, 0, creature(1, 2, ""));
        p.play("ATTACK 101 201");
        assertFalse(p.onBoard(201));
        p.assertHealth(30, 27);
    }

    @Test
    void noExcessWhenTheDefenderSurvives() {
        Pos p = Pos.v15().mine(101, 0, creature(3, 5, "B")).theirs(201, 0, creature(1, 4, ""));
        p.play("ATTACK 101 201");
        p.assertStats(201, 1, 1);
        p.assertHealth(30, 30);
    }

    @Test
    void exactKillDealsNothingExtra() {
        Pos p = Pos.v12().mine(101, 0, creature(4, 5, "B")).theirs(201, 0, creature(1, 4, ""));
        p.play("ATTACK 101 201");
        assertFalse(p.onBoard(201));
        p.assertHealth(30, 30);
    }

    @Test
    void wardAbsorbsEverythingSoNoExcess() {
        Pos p = Pos.v15().mine(101, 0, creature(9, 5, "B")).theirs(201, 0, creature(1, 1, "W"));
        p.play("ATTACK 101 201");
        p.assertStats(201, 1, 1);
        p.assertHealth(30, 30);
    }

    @Test
    void lethalKillDoesNotCountAsExcess() {
        // 2 damage on a 5-defense creature: Lethal kills it but no damage passes through
        Pos p = Pos.v15().mine(101, 0, creature(2, 5, "BL")).theirs(201, 0, creature(0, 5, ""));
        p.play("ATTACK 101 201");
        assertFalse(p.onBoard(201));
        p.assertHealth(30, 30);
    }
}
