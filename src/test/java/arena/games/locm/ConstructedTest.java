package arena.games.locm;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** 1.5 constructed: 120 generated cards, 30 chosen with at most 2 copies; ids 1..30 and 31..60, copies after. */
class ConstructedTest {
    @Test
    void theInputShowsTheWholePoolByCost() {
        LocmMatch m = LocmMatch.create(LocmVariant.V1_5, LocmSeeds.of15(4047, 4047, 28554, 28554));
        String[] lines = m.inputFor(0).split("\n");
        assertEquals("30 0 0 0", lines[0]);
        assertEquals("120", lines[3]);
        assertEquals(124, lines.length);
        assertEquals("0 -1 0 1 0 2 2 ------ 0 0 1 1 -1 ", lines[4]);
        assertEquals(4000, m.timeLimitMillis(0));
    }

    @Test
    void aSharedPoolGivesTheSameGameAsItsSeed() {
        LocmSeeds s = LocmSeeds.of15(99, 1, 2, 3);
        LocmMatch a = LocmMatch.create(LocmVariant.V1_5, s);
        LocmMatch b = LocmMatch.create15(s, CardGenerator.generate(99));
        assertEquals(a.inputFor(0), b.inputFor(0));
    }

    @Test
    void instanceIdsFollowTheCog2022Numbering() {
        LocmMatch m = LocmMatch.create(LocmVariant.V1_5, LocmSeeds.of15(7, 7, 7, 7));
        // two copies of every Lane1 creature, the rest filled by PASS
        List<Integer> lane1 = new ArrayList<>();
        for (CardData c : m.pool())
            if (c.isCreature() && c.area() == Area.LANE1 && lane1.size() < 30) {
                lane1.add(c.baseId());
                lane1.add(c.baseId());
            }
        m.apply(0, LocmMatch.constructedAnswer(lane1) + ";PASS");
        m.apply(1, "PASS");
        for (Card c : m.battle().player(0).hand())
            assertTrue(c.id >= 1 && c.id <= 30);
        m.apply(0, "PASS");
        for (Card c : m.battle().player(1).hand())
            assertTrue(c.id >= 31 && c.id <= 60);
        m.apply(1, "PASS");
        for (int turn = 0; turn < 12; turn++) {
            PlayerState me = m.battle().player(0);
            Card lane1Creature = me.hand().stream()
                    .filter(c -> c.base.area() == Area.LANE1 && c.isCreatureCard() && c.cost() <= me.currentMana())
                    .findFirst().orElse(null);
            if (lane1Creature != null) {
                m.apply(0, "SUMMON " + lane1Creature.id + " 0");
                List<Card> board = m.battle().player(0).board();
                assertEquals(2, board.size());
                assertEquals(61, board.get(1).id);
                assertTrue(m.inputFor(1).contains(" SUMMON " + lane1Creature.id + " 0\n"));
                return;
            }
            m.apply(0, "PASS");
            m.apply(1, "PASS");
        }
        throw new AssertionError("no Lane1 creature could be summoned");
    }

    @Test
    void aSavedDeckIsAnAnswerLine() {
        LocmMatch m = LocmMatch.create(LocmVariant.V1_5, LocmSeeds.of15(7, 7, 7, 7));
        List<Integer> ids = new ArrayList<>();
        for (int i = 0; i < 30; i++)
            ids.add(i / 2);
        m.apply(0, LocmMatch.constructedAnswer(ids));
        m.apply(1, "PASS");
        assertEquals(LocmMatch.Phase.BATTLE, m.phase());
        assertEquals(0, m.chosenCards(0).get(0).baseId());
        assertEquals(14, m.chosenCards(0).get(29).baseId());
    }
}
