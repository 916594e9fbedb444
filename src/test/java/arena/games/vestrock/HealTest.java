package arena.games.vestrock;

import static arena.games.vestrock.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Heal K: a player (never above INIT_HP) or any creature on the board (never above its HPMAX). */
class HealTest {

    private static Pos position() {
        return Pos.of(CardSpec.heal(1, 4, 2), CardSpec.creature(2, 1, 1, 6, 0, 0), CardSpec.creature(3, 1, 2, 3, 0, 0), creature(4, 1, 1))
                .hand(0, 1).board(0, true, 2).board(1, true, 3).hand(1, 4).actionPhase().mana(2);
    }

    @Test
    void healsMe() {
        Pos p = position().hp(0, 10);
        p.ok(0, "PLAY_CARD 1 1 -5");
        assertEquals(List.of("20 14 20"), p.ok(0, "GET_HP 1"));
        assertEquals(List.of("0"), p.ok(0, "GET_CURRENT_MANA 1"));
        assertEquals(Place.GONE, p.where(1), "a spell is used once");
    }

    @Test
    void healsTheOpponentButNeverAboveInitialHp() {
        Pos p = position().hp(1, 18);
        p.ok(0, "PLAY_CARD 1 1 -6");
        assertEquals(List.of("20 20 20"), p.ok(0, "GET_HP 1"));
    }

    @Test
    void healsMyCreature() {
        Pos p = position();
        p.ok(0, "PLAY_CARD 1 1 2");
        assertArrayEquals(new int[] {1, 5, 6}, p.stats(2));
    }

    @Test
    void healsTheOpponentsCreatureUpToItsMaximum() {
        Pos p = position();
        p.ok(0, "PLAY_CARD 1 1 3");
        assertArrayEquals(new int[] {1, 3, 3}, p.stats(3));
    }

    @Test
    void targetsThatAreNotAllowed() {
        Pos p = position();
        assertEquals(915, p.code(0, "PLAY_CARD 1 1 -1"));
        assertEquals(915, p.code(0, "PLAY_CARD 1 1 -3"));
        assertEquals(916, p.code(0, "PLAY_CARD 1 1 4"), "4 is in a hand, not on the board");
        assertEquals(916, p.code(0, "PLAY_CARD 1 1 77"));
    }
}
