package arena.games.locm;

import org.junit.jupiter.api.Test;

import static arena.games.locm.Pos.blue;
import static arena.games.locm.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** 1.2: runes at 25, 20, 15, 10, 5 health give extra draws; an empty deck breaks a rune instead of drawing. */
class RunesTest {
    @Test
    void crossingRunesAddsDrawsToTheVictimsNextTurn() {
        Pos p = Pos.v12().mine(101, 0, creature(11, 1, ""));
        p.play("ATTACK 101 -1"); // 30 -> 19: the 25 and 20 runes break
        assertEquals(19, p.opp().health);
        assertEquals(3, p.opp().nextTurnDraw);
        assertEquals(15, p.opp().nextRune());
    }

    @Test
    void reachingTheThresholdExactlyBreaksTheRune() {
        Pos p = Pos.v12().hand(102, blue(-5, 0, 0, 0));
        p.play("USE 102 -1");
        assertEquals(20, p.opp().nextRune());
        assertEquals(2, p.opp().nextTurnDraw);
    }

    @Test
    void healingDoesNotRestoreRunes() {
        Pos p = Pos.v12().hand(102, blue(-6, 10, 0, 0));
        p.opp().health = 30;
        p.me().health = 24; // already below 25 but its rune was never broken (only losses break runes)
        p.play("USE 102 -1");
        assertEquals(34, p.me().health);
        assertEquals(25, p.me().nextRune());
        assertEquals(20, p.opp().nextRune());
    }

    @Test
    void drawingFromAnEmptyDeckBreaksTheNextRune() {
        Pos p = Pos.v12();
        PlayerState o = p.opp();
        o.deckPos = o.deck.length;
        o.health = 23;
        o.runeCount = 4; // 20 is next
        p.endTurn();
        assertEquals(20, o.health);
        assertEquals(15, o.nextRune());
        assertEquals(1, o.drawValueToShow); // breaking a rune this way gives no extra card
    }

    @Test
    void withoutRunesAnEmptyDeckKills() {
        Pos p = Pos.v12();
        PlayerState o = p.opp();
        o.deckPos = o.deck.length;
        o.runeCount = 0;
        p.endTurn();
        assertEquals(0, o.health);
        assertEquals(0, p.battle.winner()); // player 0 wins
    }

    @Test
    void runesShowInTheInput() {
        Pos p = Pos.v12();
        p.opp().runeCount = 3;
        assertEquals("30 10 20 25 1\n30 10 20 15 1\n", BattleInput.of(p.battle).substring(0, 28));
    }
}
