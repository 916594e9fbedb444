package arena.games.vestrock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Settings;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The round's deck: dealt from the seed, IDs 1..N, about 60% creatures, mana creatures that cost 0, small numbers. */
class DeckTest {

    @Test
    void theSameSeedDealsTheSameDeckAndEveryMatchPlaysACopy() {
        assertEquals(Deck.deal(7, 60), Deck.deal(7, 60));
        assertNotEquals(Deck.deal(7, 60), Deck.deal(8, 60));
        Vestrock game = new Vestrock();
        Settings s = Settings.of(game.settings(), Map.of());
        Deck round = game.prepareRound(7, s);
        VestrockMatch a = round.newMatch(1, s, java.util.Arrays.asList(null, null), arena.game.SeatNames.NUMBERED);
        VestrockMatch b = round.newMatch(2, s, java.util.Arrays.asList(null, null), arena.game.SeatNames.NUMBERED);
        a.apply(0, "DRAW_CARD");
        assertEquals(59, a.deckLeft());
        assertEquals(60, b.deckLeft(), "a match changes its own copy only");
        assertEquals(b.apply(0, "GET_DECK").lines().subList(3, 62), a.apply(0, "GET_DECK").lines().subList(2, 61));
    }

    @Test
    void cardsFollowTheRulings() {
        int creatures = 0, cards = 0, manaCreatures = 0;
        for (long seed = 1; seed <= 100; seed++) {
            Deck deck = Deck.deal(seed, 60);
            TreeSet<Integer> ids = new TreeSet<>();
            for (CardSpec c : deck.cards()) {
                ids.add(c.id());
                cards++;
                for (int v : new int[] {c.at(), c.hp(), c.hpMax(), c.cost()}) assertTrue(v >= 0 && v < 10, c.line());
                if (c.type() == CardType.CREATURE) {
                    creatures++;
                    assertTrue(0 < c.hp() && c.hp() <= c.hpMax(), c.line());
                    assertTrue(c.mana() >= 0, c.line());
                    if (c.cost() == 0 && c.mana() > 0) manaCreatures++;
                } else {
                    assertEquals(-1, c.mana(), c.line());
                    assertEquals(0, c.hpMax(), c.line());
                }
            }
            assertEquals(60, ids.size());
            assertEquals(1, ids.first());
            assertEquals(60, ids.last());
        }
        double share = creatures / (double) cards;
        assertTrue(share > 0.55 && share < 0.65, "creatures: " + share);
        assertTrue(manaCreatures > cards / 10, "creatures that cost 0 and give mana: " + manaCreatures);
    }
}
