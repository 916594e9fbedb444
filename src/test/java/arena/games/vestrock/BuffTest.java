package arena.games.vestrock;

import static arena.games.vestrock.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Buff (A, B): (AT, HP, HPMAX) becomes (AT + A, HP + B, HPMAX + B) on any creature on the board. */
class BuffTest {

    private static Pos position() {
        return Pos.of(CardSpec.buff(1, 1, 2, 2), CardSpec.creature(2, 1, 1, 3, 0, 1), creature(3, 2, 2), creature(4, 1, 1))
                .hand(0, 1).board(0, true, 2).board(1, true, 3).hand(1, 4).actionPhase().mana(2);
    }

    @Test
    void buffsMyCreature() {
        Pos p = position();
        p.ok(0, "PLAY_CARD 1 1 2");
        assertArrayEquals(new int[] {2, 3, 5}, p.stats(2));
        assertEquals(List.of("1 1", "2 C 2 3 5 0 1 1", "3 C 2 2 2 0 0 1"), p.ok(0, "GET_BOARD 1"));
    }

    @Test
    void buffsTheOpponentsCreature() {
        Pos p = position();
        p.ok(0, "PLAY_CARD 1 1 3");
        assertArrayEquals(new int[] {3, 4, 4}, p.stats(3));
    }

    @Test
    void playersAreNoTarget() {
        Pos p = position();
        assertEquals(915, p.code(0, "PLAY_CARD 1 1 -5"));
        assertEquals(915, p.code(0, "PLAY_CARD 1 1 -6"));
        assertEquals(915, p.code(0, "PLAY_CARD 1 1 -1"));
        assertEquals(916, p.code(0, "PLAY_CARD 1 1 4"));
    }
}
