package arena.games.locm;

import org.junit.jupiter.api.Test;

import static arena.games.locm.Pos.creature;
import static arena.games.locm.Pos.green;

class ChargeTest {
    @Test
    void aSummonedCreatureWaitsForItsNextTurn() {
        Pos.v15().hand(101, creature(2, 2, "")).play("SUMMON 101 0").illegal("ATTACK 101 -1");
    }

    @Test
    void chargeAttacksAtOnce() {
        Pos p = Pos.v15().hand(101, creature(2, 2, "C")).play("SUMMON 101 0").play("ATTACK 101 -1");
        p.assertHealth(30, 28);
    }

    @Test
    void aCreatureAttacksOncePerTurn() {
        Pos.v15().mine(101, 0, creature(2, 2, "C")).play("ATTACK 101 -1").illegal("ATTACK 101 -1");
    }

    @Test
    void greenChargeLetsAFreshCreatureAttack() {
        Pos.v12().hand(101, creature(2, 2, "")).hand(102, green(0, 0, "C"))
                .play("SUMMON 101 1").illegal("ATTACK 101 -1").play("USE 102 101").play("ATTACK 101 -1");
    }

    @Test
    void greenChargeDoesNotGiveASecondAttack() {
        Pos.v15().mine(101, 0, creature(2, 2, "")).hand(102, green(0, 0, "C"))
                .play("ATTACK 101 -1").play("USE 102 101").illegal("ATTACK 101 -1");
    }

    @Test
    void creaturesAreReadyAgainNextTurn() {
        Pos p = Pos.v15().hand(101, creature(2, 2, "")).play("SUMMON 101 0").endTurn().endTurn();
        p.play("ATTACK 101 -1");
    }
}
