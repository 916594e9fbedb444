package arena.games.vestrock;

import static arena.games.vestrock.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Take K cards: only on myself (-5); raises this turn's draw limit by K and draws nothing by itself. */
class TakeCardsTest {

    private static Pos position() {
        return Pos.of(CardSpec.take(1, 2, 1), creature(2, 1, 1), creature(3, 1, 1), creature(4, 1, 1), creature(5, 1, 1), creature(6, 1, 1))
                .hand(0, 1).board(0, true, 2).actionPhase().mana(1);
    }

    @Test
    void raisesTheDrawLimitForThisTurnOnly() {
        Pos p = position();
        p.ok(0, "PLAY_CARD 1 1 -5");
        assertEquals(List.of("4 2 10"), p.ok(0, "GET_CARD_LIMITS 1"));
        assertEquals(List.of("0 0"), p.ok(0, "GET_HANDS 1"), "nothing drawn by the spell");
        for (int i = 0; i < 4; i++) p.ok(0, "DRAW_CARD 1");
        assertEquals(907, p.code(0, "DRAW_CARD 1"));
        p.endTurn();
        assertEquals(List.of("2 2 10"), p.ok(1, "GET_CARD_LIMITS 1"));
    }

    @Test
    void anyOtherTargetIsWrong() {
        Pos p = position();
        assertEquals(915, p.code(0, "PLAY_CARD 1 1 -6"));
        assertEquals(915, p.code(0, "PLAY_CARD 1 1 2"));
        assertEquals(915, p.code(0, "PLAY_CARD 1 1 -1"));
    }
}
