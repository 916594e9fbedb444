package arena.games.vestrock;

import static arena.games.vestrock.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Where several errors apply: 104 (arguments), 930, 932, 913, then the command's own in the documented order. */
class ErrorOrderTest {

    private static Pos position() {
        return Pos.of(CardSpec.creature(1, 1, 1, 1, 5, 0), creature(2, 1, 1), CardSpec.damage(3, 1, 1), creature(4, 1, 1), creature(5, 1, 1))
                .hand(0, 1, 3).hand(1, 4).board(1, true, 2).actionPhase();
    }

    @Test
    void matchLevelCodesComeFirst() {
        Pos p = position();
        assertEquals(104, p.code(1, "PLAY_CARD x 1 -1"));
        assertEquals(104, p.code(1, "PLAY_CARD 1 1"));
        assertEquals(930, p.code(1, "PLAY_CARD 2 99 -1"), "not my match, whatever else is wrong");
        assertEquals(913, p.code(1, "PLAY_CARD 1 99 -1"), "not my turn before the card's own errors");
        assertEquals(913, p.code(1, "GET_DECK 1"), "the opponent may not even look");
    }

    @Test
    void playCardChecksTheCardThenTheManaThenTheTarget() {
        Pos p = position();
        assertEquals(900, p.code(0, "PLAY_CARD 1 99 -7"));
        assertEquals(903, p.code(0, "PLAY_CARD 1 4 -7"), "in the opponent's hand");
        assertEquals(903, p.code(0, "PLAY_CARD 1 2 -7"), "on the opponent's board");
        assertEquals(906, p.code(0, "PLAY_CARD 1 5 -7"), "still in the deck");
        assertEquals(901, p.code(0, "PLAY_CARD 1 1 7"), "mana before the target");
        p.mana(5);
        assertEquals(915, p.code(0, "PLAY_CARD 1 1 2"), "a creature takes target -1");
        assertEquals(915, p.code(0, "PLAY_CARD 1 3 -1"));
        assertEquals(916, p.code(0, "PLAY_CARD 1 3 4"));
    }

    @Test
    void anEndedMatchAnswers932BeforeNotYourTurn() {
        Pos p = Pos.of(new VestrockSettings(20, 1, 1, 2, 2, 10), creature(1, 1, 1)).endTurn();
        assertEquals(932, p.code(1, "GET_HP 1"));
        assertEquals(932, p.code(0, "DRAW_CARD 1"));
        assertEquals(930, p.code(0, "DRAW_CARD 5"));
    }
}
