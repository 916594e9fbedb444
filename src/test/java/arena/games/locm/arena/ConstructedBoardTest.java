package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** LOCM 1.5's board through the constructed turn: each side's answer, then the battle with the chosen cards in hand. */
class ConstructedBoardTest {

    @Test
    void theConstructedBoardShowsTheChosenCards() {
        Duel d = new Duel(arena.games.locm.LocmVariant.V1_5, 3);
        assertEquals("constructed", d.m.board().phase());
        d.answer(1, "PASS");
        assertTrue(d.m.board().sides().get(1).answered());
        d.answer(0, "PASS");
        LocmBoard b = d.m.board();
        assertEquals("battle", b.phase());
        assertEquals(5, b.sides().get(0).handSize(), "four cards and the draw of its first turn");
        assertEquals(5, b.sides().get(1).handSize(), "the second player's bonus card");
        assertTrue(b.sides().get(0).toMove());
        assertEquals("both decks are built: the battle begins", b.log().get(0).text());
    }
}
