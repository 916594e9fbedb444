package arena.games.locm;

import org.junit.jupiter.api.Test;

import static arena.games.locm.Pos.creature;

class GuardTest {
    @Test
    void guardsMustBeAttackedFirst() {
        Pos.v15().mine(101, 0, creature(2, 2, "")).theirs(201, 0, creature(1, 1, "")).theirs(202, 0, creature(1, 3, "G"))
                .illegal("ATTACK 101 -1").illegal("ATTACK 101 201").play("ATTACK 101 202");
    }

    @Test
    void anyGuardMayBeChosen() {
        Pos.v15().mine(101, 0, creature(2, 2, "")).theirs(201, 0, creature(1, 3, "G")).theirs(202, 0, creature(1, 3, "G"))
                .play("ATTACK 101 202");
    }

    @Test
    void onceTheGuardDiesTheRestIsOpen() {
        Pos.v15().mine(101, 0, creature(5, 5, "")).mine(102, 0, creature(1, 5, ""))
                .theirs(201, 0, creature(0, 3, "G")).play("ATTACK 101 201").play("ATTACK 102 -1");
    }

    @Test
    void guardProtectsOnlyItsLane() {
        Pos.v15().mine(101, 1, creature(2, 2, "")).theirs(201, 0, creature(1, 3, "G")).theirs(202, 1, creature(1, 1, ""))
                .illegal("ATTACK 101 201").play("ATTACK 101 -1");
    }

    @Test
    void creaturesOnlyAttackTheirOwnLane() {
        Pos.v12().mine(101, 0, creature(2, 2, "")).theirs(201, 1, creature(1, 1, "")).illegal("ATTACK 101 201");
    }
}
