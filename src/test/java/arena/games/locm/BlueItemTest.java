package arena.games.locm;

import org.junit.jupiter.api.Test;

import static arena.games.locm.Pos.blue;
import static arena.games.locm.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertEquals;

class BlueItemTest {
    @Test
    void blueWithoutTargetHitsTheOpponentByItsDefense() {
        Pos p = Pos.v15().hand(102, blue(-3, 2, -1, 1));
        p.play("USE 102 -1");
        p.assertHealth(32, 26);
        assertEquals(2, p.me().nextTurnDraw);
    }

    @Test
    void blueOnACreatureDamagesItAndTheOpponentTakesOnlyItsHealthChange() {
        Pos p = Pos.v12().theirs(201, 0, creature(1, 5, "")).hand(102, blue(-3, 0, -1, 0));
        p.play("USE 102 201");
        p.assertStats(201, 1, 2);
        p.assertHealth(30, 29);
    }

    @Test
    void blueCannotTargetOwnCreatures() {
        Pos.v15().mine(101, 0, creature(1, 1, "")).hand(102, blue(-1, 0, 0, 0)).illegal("USE 102 101");
    }
}
