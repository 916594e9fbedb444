package arena.games.vestrock;

import static arena.games.vestrock.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Draws and burns per turn, interleaved; the hand limit; discards. */
class CardLimitsTest {

    private static Pos twelveCards(VestrockSettings settings) {
        List<CardSpec> cards = new ArrayList<>();
        for (int id = 1; id <= 12; id++) cards.add(creature(id, 1, 1));
        return Pos.of(settings, cards.toArray(CardSpec[]::new));
    }

    @Test
    void drawAndBurnLimitsCountSeparatelyAndResetEachTurn() {
        Pos p = twelveCards(VestrockSettings.DEFAULT);
        assertEquals(List.of("2 2 10"), p.ok(0, "GET_CARD_LIMITS 1"));
        assertEquals(List.of("1 C 1 1 1 0 0"), p.ok(0, "DRAW_CARD 1"));
        p.ok(0, "BURN_CARD 1");
        assertEquals(List.of("3 C 1 1 1 0 0"), p.ok(0, "DRAW_CARD 1"), "draws and burns interleave");
        p.ok(0, "BURN_CARD 1");
        assertEquals(List.of("0 0 10"), p.ok(0, "GET_CARD_LIMITS 1"));
        assertEquals(907, p.code(0, "DRAW_CARD 1"));
        assertEquals(908, p.code(0, "BURN_CARD 1"));
        assertEquals(Place.GONE, p.where(2));
        p.endTurn();
        assertEquals(List.of("2 2 10"), p.ok(1, "GET_CARD_LIMITS 1"));
        assertEquals(List.of("5 C 1 1 1 0 0"), p.ok(1, "DRAW_CARD 1"));
    }

    @Test
    void aFullHandCannotDraw() {
        Pos p = twelveCards(new VestrockSettings(20, 12, 60, 5, 2, 3));
        p.ok(0, "DRAW_CARD 1");
        p.ok(0, "DRAW_CARD 1");
        p.ok(0, "DRAW_CARD 1");
        assertEquals(919, p.code(0, "DRAW_CARD 1"));
        p.ok(0, "DISCARD_CARD 1 2");
        assertEquals(Place.GONE, p.where(2), "a discarded card leaves the game");
        assertEquals(List.of("4 C 1 1 1 0 0"), p.ok(0, "DRAW_CARD 1"));
        assertEquals(List.of("3 0", "1 C 1 1 1 0 0", "3 C 1 1 1 0 0", "4 C 1 1 1 0 0"), p.ok(0, "GET_HANDS 1"));
    }

    @Test
    void theDrawLimitIsCheckedBeforeTheHandLimit() {
        Pos p = twelveCards(new VestrockSettings(20, 12, 60, 1, 2, 1));
        p.ok(0, "DRAW_CARD 1");
        assertEquals(907, p.code(0, "DRAW_CARD 1"));
    }

    @Test
    void discardErrors() {
        Pos p = twelveCards(VestrockSettings.DEFAULT).hand(0, 1).hand(1, 2).board(0, true, 3).actionPhase();
        assertEquals(900, p.code(0, "DISCARD_CARD 1 13"));
        assertEquals(903, p.code(0, "DISCARD_CARD 1 2"), "the opponent's card");
        assertEquals(906, p.code(0, "DISCARD_CARD 1 3"), "on my board, not in my hand");
        assertEquals(906, p.code(0, "DISCARD_CARD 1 5"), "still in the deck");
        p.ok(0, "DISCARD_CARD 1 1");
    }
}
