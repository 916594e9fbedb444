package arena.games.locm;

import org.junit.jupiter.api.Test;

import static arena.games.locm.Pos.card;
import static arena.games.locm.Pos.creature;
import static arena.games.locm.Pos.green;
import static org.junit.jupiter.api.Assertions.assertEquals;

class GreenItemTest {
    @Test
    void greenItemsBuffAndGiveAbilitiesToOwnCreatures() {
        Pos p = Pos.v15().mine(101, 0, creature(1, 1, "G")).hand(102, green(2, 3, "BG"));
        p.play("USE 102 101");
        p.assertStats(101, 3, 4);
        assertEquals(Keywords.BREAKTHROUGH | Keywords.GUARD, p.card(101).keywords());
        assertEquals(0, p.me().hand.size());
        assertEquals(9, p.me().currentMana);
    }

    @Test
    void greenItemsOnlyTargetOwnCreatures() {
        Pos.v15().mine(101, 0, creature(1, 1, "")).theirs(201, 0, creature(1, 1, "")).hand(102, green(1, 1, ""))
                .illegal("USE 102 201").illegal("USE 102 -1").play("USE 102 101");
    }

    @Test
    void greenItemsWithoutCreaturesCannotBePlayed() {
        Pos.v12().hand(102, green(1, 1, "")).illegal("USE 102 -1");
    }

    @Test
    void healthChangesAndDrawApplyToTheUser() {
        Pos p = Pos.v12().mine(101, 0, creature(1, 1, ""))
                .hand(102, card(CardType.GREEN_ITEM, 2, 0, 0, "", 3, -2, 1, Area.TARGET));
        p.play("USE 102 101");
        p.assertHealth(33, 28);
        assertEquals(2, p.me().nextTurnDraw);
    }

    @Test
    void itemsCostMana() {
        Pos.v15().mine(101, 0, creature(1, 1, "")).hand(102, card(CardType.GREEN_ITEM, 4, 1, 1, "", 0, 0, 0, Area.TARGET))
                .mana(3).illegal("USE 102 101").mana(4).play("USE 102 101");
    }
}
