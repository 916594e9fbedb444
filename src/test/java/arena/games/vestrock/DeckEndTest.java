package arena.games.vestrock;

import static arena.games.vestrock.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.junit.jupiter.api.Test;

/** An empty deck ends nothing; it only stops draws and burns (918). */
class DeckEndTest {

    @Test
    void drawingAndBurningStopWhenTheDeckIsEmptyAndPlayGoesOn() {
        Pos p = Pos.of(creature(7, 1, 1), creature(8, 1, 1), creature(9, 2, 2));
        assertEquals(List.of("3", "7 C 1 1 1 0 0", "8 C 1 1 1 0 0", "9 C 2 2 2 0 0"), p.ok(0, "GET_DECK 1"));
        p.ok(0, "DRAW_CARD 1");
        p.ok(0, "BURN_CARD 1");
        p.endTurn();
        p.ok(1, "DRAW_CARD 1");
        assertEquals(List.of("0"), p.ok(1, "GET_DECK 1"));
        assertEquals(918, p.code(1, "DRAW_CARD 1"));
        assertEquals(918, p.code(1, "BURN_CARD 1"));
        p.ok(1, "PLAY_CARD 1 9 -1");
        p.endTurn();
        assertFalse(p.m.finished());
        assertEquals(List.of("1 58"), p.ok(0, "GET_TURN_INFO 1"));
    }
}
