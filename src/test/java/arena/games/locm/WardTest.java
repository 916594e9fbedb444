package arena.games.locm;

import org.junit.jupiter.api.Test;

import static arena.games.locm.Pos.blue;
import static arena.games.locm.Pos.creature;
import static arena.games.locm.Pos.red;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

class WardTest {
    @Test
    void wardIgnoresTheFirstDamageThenIsGone() {
        Pos p = Pos.v15().mine(101, 0, creature(3, 5, "")).mine(102, 0, creature(3, 5, "")).theirs(201, 0, creature(0, 4, "W"));
        p.play("ATTACK 101 201");
        p.assertStats(201, 0, 4);
        assertFalse(p.card(201).has(Keywords.WARD));
        p.play("ATTACK 102 201");
        p.assertStats(201, 0, 1);
    }

    @Test
    void zeroAttackDoesNotBreakWard() {
        Pos p = Pos.v15().mine(101, 0, creature(0, 5, "")).theirs(201, 0, creature(0, 4, "W"));
        p.play("ATTACK 101 201");
        assertEquals(Keywords.WARD, p.card(201).keywords());
    }

    @Test
    void attackerWardProtectsFromTheCounterattack() {
        Pos p = Pos.v15().mine(101, 0, creature(1, 1, "W")).theirs(201, 0, creature(5, 4, ""));
        p.play("ATTACK 101 201");
        p.assertStats(101, 1, 1);
        assertFalse(p.card(101).has(Keywords.WARD));
        p.assertStats(201, 5, 3);
    }

    @Test
    void wardAbsorbsItemDamage() {
        Pos p = Pos.v12().hand(102, red(-1, -3, "")).theirs(201, 0, creature(3, 4, "W"));
        p.play("USE 102 201");
        p.assertStats(201, 2, 4); // the attack change still applies
        assertFalse(p.card(201).has(Keywords.WARD));
    }

    @Test
    void redItemRemovingWardThenDamages() {
        Pos p = Pos.v15().hand(102, red(0, -3, "W")).theirs(201, 0, creature(3, 4, "W"));
        p.play("USE 102 201");
        p.assertStats(201, 3, 1);
    }

    @Test
    void blueItemOnAWardedCreatureOnlyRemovesTheWard() {
        Pos p = Pos.v15().hand(102, blue(-5, 0, 0, 0)).theirs(201, 0, creature(3, 4, "W"));
        p.play("USE 102 201");
        p.assertStats(201, 3, 4);
    }
}
