package arena.games.locm;

import org.junit.jupiter.api.Test;

import static arena.games.locm.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KeywordInteractionsTest {
    @Test
    void breakthroughDrainLethalTogether() {
        Pos p = Pos.v15().mine(101, 0, creature(6, 3, "BDL")).theirs(201, 0, creature(2, 4, ""));
        p.me().health = 10;
        p.play("ATTACK 101 201");
        assertFalse(p.onBoard(201));
        p.assertHealth(16, 28);
        p.assertStats(101, 6, 1);
    }

    @Test
    void bothWardsBothSurvive() {
        Pos p = Pos.v15().mine(101, 0, creature(5, 1, "W")).theirs(201, 0, creature(5, 1, "W"));
        p.play("ATTACK 101 201");
        assertTrue(p.onBoard(101) && p.onBoard(201));
        assertFalse(p.card(101).has(Keywords.WARD) || p.card(201).has(Keywords.WARD));
    }

    @Test
    void mutualLethalKillsBoth() {
        Pos p = Pos.v12().mine(101, 0, creature(1, 9, "L")).theirs(201, 0, creature(1, 9, "L"));
        p.play("ATTACK 101 201");
        assertFalse(p.onBoard(101) || p.onBoard(201));
    }

    @Test
    void guardWithWardSoaksOneAttack() {
        Pos p = Pos.v15().mine(101, 0, creature(4, 5, "")).mine(102, 0, creature(4, 5, ""))
                .theirs(201, 0, creature(0, 3, "GW"));
        p.play("ATTACK 101 201").illegal("ATTACK 102 -1").play("ATTACK 102 201").play("PASS");
        assertFalse(p.onBoard(201));
    }

    @Test
    void chargeGuardCanAttackAndStillGuards() {
        Pos p = Pos.v15().hand(101, creature(2, 3, "CG")).play("SUMMON 101 0").play("ATTACK 101 -1");
        assertTrue(p.card(101).has(Keywords.GUARD));
    }
}
