package arena.games.locm;

import org.junit.jupiter.api.Test;

import static arena.games.locm.Pos.blue;
import static arena.games.locm.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** 1.5: a player draws one more card next turn for every 5 health lost since the start of their last turn. */
class ExtraDrawTest {
    @Test
    void everyFiveDamageGivesOneCard() {
        Pos p = Pos.v15().mine(101, 0, creature(4, 1, "")).mine(102, 0, creature(7, 1, ""));
        p.play("ATTACK 101 -1");
        assertEquals(1, p.opp().nextTurnDraw); // 4 lost
        p.play("ATTACK 102 -1");
        assertEquals(3, p.opp().nextTurnDraw); // 11 lost: two more cards
    }

    @Test
    void healingDoesNotCancelTheCount() {
        Pos p = Pos.v15().mine(101, 0, creature(3, 1, "")).mine(102, 0, creature(3, 1, ""))
                .hand(103, Pos.card(CardType.BLUE_ITEM, 0, 0, 0, "", 0, 5, 0, Area.TARGET));
        p.play("ATTACK 101 -1").play("USE 103 -1").play("ATTACK 102 -1");
        // the opponent lost 3, was healed 5, lost 3 again: 6 lost in all, one extra card
        assertEquals(29, p.opp().health);
        assertEquals(2, p.opp().nextTurnDraw);
    }

    @Test
    void theCountRestartsAtTheVictimsTurn() {
        Pos p = Pos.v15().hand(102, blue(-4, 0, 0, 0)).hand(103, blue(-4, 0, 0, 0));
        p.play("USE 102 -1");
        p.endTurn(); // opponent's turn: its lost count restarts
        assertEquals(0, p.me().healthLostThisTurn);
        p.endTurn();
        p.play("USE 103 -1");
        assertEquals(1, p.opp().nextTurnDraw); // 4 more: not 8
    }

    @Test
    void selfDamageCountsToo() {
        Pos p = Pos.v15().hand(102, Pos.card(CardType.CREATURE, 1, 1, 1, "", -5, 0, 0, Area.TARGET));
        p.play("SUMMON 102 0");
        assertEquals(2, p.me().nextTurnDraw);
    }

    @Test
    void emptyDeckDealsTenDamagePerMissingCard() {
        Pos p = Pos.v15();
        PlayerState o = p.opp();
        o.deckPos = o.deck.length;
        o.nextTurnDraw = 2;
        p.endTurn();
        assertEquals(10, o.health);
        assertEquals(2, o.drawValueToShow);
    }

    @Test
    void aFullHandIsNotHurtByAnEmptyDeck() {
        Pos p = Pos.v15();
        PlayerState o = p.opp();
        for (int i = 0; i < 8; i++)
            o.hand.add(new Card(300 + i, creature(1, 1, "")));
        o.deckPos = o.deck.length;
        p.endTurn();
        assertEquals(30, o.health);
    }
}
