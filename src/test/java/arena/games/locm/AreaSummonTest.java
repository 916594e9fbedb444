package arena.games.locm;

import org.junit.jupiter.api.Test;

import static arena.games.locm.Pos.card;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** 1.5 Lane1 / Lane2 creatures: one summon, two copies; effects count per copy; copies take the next free ids. */
class AreaSummonTest {
    static CardData areaCreature(Area area) {
        return card(CardType.CREATURE, 2, 2, 3, "G", 1, -1, 1, area);
    }

    @Test
    void lane1SummonsACopyInTheSameLane() {
        Pos p = Pos.v15().hand(150, areaCreature(Area.LANE1));
        p.play("SUMMON 150 1");
        assertEquals(2, p.me().creaturesInLane(1));
        Card copy = p.me().board.get(1);
        assertEquals(151, copy.id);
        assertEquals(1, copy.lane());
        p.assertHealth(32, 28);
        assertEquals(3, p.me().nextTurnDraw);
        assertEquals(8, p.me().currentMana); // paid once
    }

    @Test
    void lane2SummonsACopyInTheOtherLane() {
        Pos p = Pos.v15().hand(150, areaCreature(Area.LANE2));
        p.play("SUMMON 150 0");
        assertEquals(1, p.me().creaturesInLane(0));
        assertEquals(1, p.me().creaturesInLane(1));
        assertEquals(151, p.card(151).id);
    }

    @Test
    void noCopyWithoutRoomAndEffectsCountOnce() {
        Pos p = Pos.v15().mine(101, 1, Pos.creature(1, 1, "")).mine(102, 1, Pos.creature(1, 1, ""))
                .hand(150, areaCreature(Area.LANE1));
        p.play("SUMMON 150 1");
        assertEquals(3, p.me().creaturesInLane(1));
        p.assertHealth(31, 29);
    }

    @Test
    void lane2CopyNeedsRoomInTheOtherLane() {
        Pos p = Pos.v15().mine(101, 1, Pos.creature(1, 1, "")).mine(102, 1, Pos.creature(1, 1, ""))
                .mine(103, 1, Pos.creature(1, 1, "")).hand(150, areaCreature(Area.LANE2));
        p.play("SUMMON 150 0");
        assertEquals(1, p.me().creaturesInLane(0));
        p.assertHealth(31, 29);
    }

    @Test
    void areaIsIgnoredIn12() {
        Pos p = Pos.v12().hand(150, areaCreature(Area.LANE1));
        p.play("SUMMON 150 0");
        assertEquals(1, p.me().board.size());
    }
}
