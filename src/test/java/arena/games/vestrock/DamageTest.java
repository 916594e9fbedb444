package arena.games.vestrock;

import static arena.games.vestrock.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Damage K: a player (never below 0; at 0 the match ends) or any creature on the board (dies at 0 HP or less). */
class DamageTest {

    private static Pos position() {
        return Pos.of(CardSpec.damage(1, 3, 1), creature(2, 1, 5), creature(3, 1, 3), creature(4, 1, 1))
                .hand(0, 1).board(0, true, 2).board(1, true, 3).hand(1, 4).actionPhase().mana(1);
    }

    @Test
    void damagesTheOpponent() {
        Pos p = position();
        p.ok(0, "PLAY_CARD 1 1 -6");
        assertEquals(List.of("20 20 17"), p.ok(0, "GET_HP 1"));
    }

    @Test
    void damagesMe() {
        Pos p = position();
        p.ok(0, "PLAY_CARD 1 1 -5");
        assertEquals(List.of("20 17 20"), p.ok(0, "GET_HP 1"));
    }

    @Test
    void damagesMyCreature() {
        Pos p = position();
        p.ok(0, "PLAY_CARD 1 1 2");
        assertArrayEquals(new int[] {1, 2, 5}, p.stats(2));
    }

    @Test
    void killsTheOpponentsCreature() {
        Pos p = position();
        p.ok(0, "PLAY_CARD 1 1 3");
        assertEquals(Place.GONE, p.where(3));
        assertEquals(List.of("1 0", "2 C 1 5 5 0 0 1"), p.ok(0, "GET_BOARD 1"));
    }

    @Test
    void aKillingBlowEndsTheMatchAtZero() {
        Pos p = position().hp(1, 2);
        p.ok(0, "PLAY_CARD 1 1 -6");
        assertTrue(p.m.finished());
        assertEquals(List.of("80 -20"), p.ok(0, "GET_FINAL_SCORE 1"), "20 - 0 + 3 * 20");
        assertEquals(List.of("-20 80"), p.ok(1, "GET_FINAL_SCORE 1"));
        assertEquals(932, p.code(0, "GET_HP 1"));
    }

    @Test
    void targetsThatAreNotAllowed() {
        Pos p = position();
        assertEquals(915, p.code(0, "PLAY_CARD 1 1 -1"));
        assertEquals(916, p.code(0, "PLAY_CARD 1 1 4"));
    }
}
