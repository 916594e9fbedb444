package arena.games.locm;

import org.junit.jupiter.api.Test;

import static arena.games.locm.Pos.creature;

class DrainTest {
    @Test
    void drainHealsByTheDamageDealtToTheOpponent() {
        Pos p = Pos.v15().mine(101, 0, creature(4, 2, "D"));
        p.me().health = 20;
        p.play("ATTACK 101 -1");
        p.assertHealth(24, 26);
    }

    @Test
    void drainHealsByTheAttackWhenHittingACreature() {
        Pos p = Pos.v15().mine(101, 0, creature(4, 5, "D")).theirs(201, 0, creature(1, 2, ""));
        p.me().health = 20;
        p.play("ATTACK 101 201");
        p.assertHealth(24, 30); // the full attack, not just the 2 defense the creature had
    }

    @Test
    void noHealWhenTheDamageHitsAWard() {
        Pos p = Pos.v12().mine(101, 0, creature(4, 5, "D")).theirs(201, 0, creature(1, 2, "W"));
        p.me().health = 20;
        p.play("ATTACK 101 201");
        p.assertHealth(20, 30);
    }

    @Test
    void drainDoesNotWorkWhenDefending() {
        Pos p = Pos.v15().mine(101, 0, creature(1, 5, "")).theirs(201, 0, creature(3, 5, "D"));
        p.play("ATTACK 101 201");
        p.assertHealth(30, 30);
    }
}
