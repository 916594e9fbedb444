package arena.games.locm;

import org.junit.jupiter.api.Test;

import static arena.games.locm.Pos.card;
import static arena.games.locm.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** 1.5 Lane1 / Lane2 items: the target's lane or the whole side; health changes and draw count per creature hit. */
class AreaItemTest {
    static Pos board() {
        return Pos.v15().mine(101, 0, creature(1, 1, "")).mine(102, 1, creature(1, 1, ""))
                .theirs(201, 0, creature(2, 2, "")).theirs(202, 0, creature(2, 5, "")).theirs(203, 1, creature(2, 2, ""));
    }

    @Test
    void redLane1HitsEveryEnemyInTheTargetsLane() {
        Pos p = board().hand(110, card(CardType.RED_ITEM, 3, 0, -2, "", 0, -1, 0, Area.LANE1));
        p.play("USE 110 202");
        assertFalse(p.onBoard(201));
        p.assertStats(202, 2, 3);
        p.assertStats(203, 2, 2);
        p.assertHealth(30, 28); // two creatures hit
    }

    @Test
    void redLane2HitsTheWholeEnemySide() {
        Pos p = board().hand(110, card(CardType.RED_ITEM, 3, -1, -2, "", 1, 0, 1, Area.LANE2));
        p.play("USE 110 201");
        assertFalse(p.onBoard(201) || p.onBoard(203));
        p.assertStats(202, 1, 3);
        p.assertStats(101, 1, 1);
        p.assertHealth(33, 30);
        assertEquals(4, p.me().nextTurnDraw);
    }

    @Test
    void greenLane1BuffsOwnLane() {
        Pos p = board().mine(103, 0, creature(1, 1, ""))
                .hand(110, card(CardType.GREEN_ITEM, 3, 1, 1, "W", 0, 0, 0, Area.LANE1));
        p.play("USE 110 103");
        p.assertStats(101, 2, 2);
        p.assertStats(103, 2, 2);
        p.assertStats(102, 1, 1);
        assertTrue(p.card(101).has(Keywords.WARD));
    }

    @Test
    void blueLane2OnACreatureHitsAllEnemiesButWithoutTargetOnlyTheOpponent() {
        Pos p = board().hand(110, card(CardType.BLUE_ITEM, 3, 0, -2, "", 0, 0, 0, Area.LANE2))
                .hand(111, card(CardType.BLUE_ITEM, 3, 0, -2, "", 0, 0, 0, Area.LANE2));
        p.play("USE 110 -1");
        p.assertHealth(30, 28);
        assertEquals(3, p.opp().board.size());
        p.play("USE 111 203");
        assertEquals(1, p.opp().board.size());
    }
}
