package arena.games.locm;

import org.junit.jupiter.api.Test;

import static arena.games.locm.Pos.creature;
import static arena.games.locm.Pos.red;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

class RedItemTest {
    @Test
    void redItemsWeakenEnemyCreaturesAndRemoveAbilities() {
        Pos p = Pos.v15().theirs(201, 0, creature(3, 5, "BGL")).hand(102, red(-1, -2, "GL"));
        p.play("USE 102 201");
        p.assertStats(201, 2, 3);
        assertEquals(Keywords.BREAKTHROUGH, p.card(201).keywords());
    }

    @Test
    void attackNeverDropsBelowZero() {
        Pos p = Pos.v15().theirs(201, 0, creature(1, 5, "")).hand(102, red(-3, 0, ""));
        p.play("USE 102 201");
        p.assertStats(201, 0, 5);
    }

    @Test
    void redItemsKill() {
        Pos p = Pos.v12().theirs(201, 0, creature(1, 2, "")).hand(102, red(0, -2, ""));
        p.play("USE 102 201");
        assertFalse(p.onBoard(201));
    }

    @Test
    void redItemsOnlyTargetEnemyCreatures() {
        Pos.v15().mine(101, 0, creature(1, 1, "")).theirs(201, 1, creature(1, 5, "")).hand(102, red(0, -1, ""))
                .illegal("USE 102 101").illegal("USE 102 -1").play("USE 102 201");
    }

    @Test
    void redItemsIgnoreGuardAndLanes() {
        Pos.v15().theirs(201, 0, creature(1, 5, "G")).theirs(202, 1, creature(1, 5, "")).hand(102, red(0, -1, ""))
                .play("USE 102 202");
    }
}
