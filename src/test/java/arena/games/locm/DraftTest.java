package arena.games.locm;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** 1.2 draft: 30 picks of 3 cards, both players see the same choices; then the decks are numbered by player. */
class DraftTest {
    @Test
    void passTakesTheFirstCardPickAndChooseTheOthers() {
        LocmMatch m = LocmMatch.create(LocmVariant.V1_2, LocmSeeds.of12(11, 12, 13));
        List<CardData> three = m.draftChoices();
        assertEquals(3, three.stream().map(CardData::baseId).distinct().count());
        m.apply(0, "PASS");
        m.apply(1, "CHOOSE " + three.get(2).baseId());
        List<CardData> next = m.draftChoices();
        m.apply(0, "PICK 1 with a comment");
        m.apply(1, "PICK 0\n");
        assertEquals(List.of(three.get(0), next.get(1)), m.chosenCards(0));
        assertEquals(List.of(three.get(2), next.get(0)), m.chosenCards(1));
    }

    @Test
    void draftInputShowsDeckSizesAndTheThreeCards() {
        LocmMatch m = LocmMatch.create(LocmVariant.V1_2, LocmSeeds.of12(1, 1, 1));
        String in = m.inputFor(0);
        assertTrue(in.startsWith("30 0 0 25 0\n30 0 0 25 0\n0 0\n3\n"), in);
        assertEquals(7, in.split("\n").length);
        m.apply(0, "PASS");
        assertTrue(m.inputFor(1).startsWith("30 0 0 25 0\n30 0 1 25 0\n"));
    }

    @Test
    void deckIdsAreOddForTheFirstPlayerAndEvenForTheSecond() {
        LocmMatch m = LocmMatch.create(LocmVariant.V1_2, LocmSeeds.of12(3, 4, 5));
        for (int i = 0; i < 60; i++)
            m.apply(m.toMove(), "PICK " + (i % 3));
        for (int p = 0; p < 2; p++)
            for (Card c : m.battle().player(p).hand())
                assertEquals(p, (c.id - 1) % 2);
    }

    @Test
    void timeLimitsFollowTheReferee() {
        LocmMatch m = LocmMatch.create(LocmVariant.V1_2, LocmSeeds.of12(3, 4, 5));
        assertEquals(1000, m.timeLimitMillis(0));
        m.apply(0, "PASS");
        m.apply(1, "PASS");
        assertEquals(100, m.timeLimitMillis(0));
        for (int i = 2; i < 60; i++)
            m.apply(m.toMove(), "PASS");
        assertEquals(1000, m.timeLimitMillis(0));
        m.apply(0, "PASS");
        assertEquals(1000, m.timeLimitMillis(1));
        m.apply(1, "PASS");
        assertEquals(200, m.timeLimitMillis(0));
    }
}
