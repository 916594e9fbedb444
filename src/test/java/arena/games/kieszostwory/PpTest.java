package arena.games.kieszostwory;

import static arena.games.kieszostwory.Pos.PLOMIENNIK;
import static arena.games.kieszostwory.Pos.PUCHACZ;
import static arena.games.kieszostwory.Pos.team;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Each use costs one PP; at 0 the move is unusable (241); a refused command is not logged. */
class PpTest {

    @Test
    void aMoveWithoutPpIsRefused() {
        Pos p = Pos.of(team(PLOMIENNIK), team(PUCHACZ, 1)).out(1, 1);
        assertEquals("5 420 0 0 0 0 15 25 20 25", p.m.teamLines(0).get(0));
        p.active(0).pp[1] = 1;
        p.fight(2, 0);
        assertEquals(0, p.active(0).pp[1]);
        assertEquals(241, p.code(0, "FIGHT 2"));
        assertEquals(false, p.answer(0, "FIGHT 2").changed());
        assertEquals(238, p.code(0, "FIGHT 5"));
        assertEquals(238, p.code(0, "FIGHT 0"));
        p.send(0, "FIGHT 1");
    }

    @Test
    void ppAreFullAgainInTheRematch() {
        Pos p = Pos.of(team(PLOMIENNIK), team(PUCHACZ)).out(1, 1).hp(1, 1, 1).fight(1, 0);
        assertEquals(1, p.m.duel());
        assertEquals("5 420 0 0 0 0 15 25 20 25", p.m.teamLines(0).get(0));
    }
}
