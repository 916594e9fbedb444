package arena.games.kieszostwory;

import static arena.games.kieszostwory.Pos.BULWAZAUR;
import static arena.games.kieszostwory.Pos.PUCHACZ;
import static arena.games.kieszostwory.Pos.team;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A move with rest: its user rests through the next turn, with no move (240) and no switch (234). */
class RestTest {

    @Test
    void promienSlonecznyHitsHardThenItsUserRestsOneTurn() {
        Pos p = Pos.of(team(BULWAZAUR, PUCHACZ), team(PUCHACZ)).out(1, 1).fight(3, 0);
        assertEquals(400 - 168, p.hp(1), "140 * 40 / 40 * 1.2");
        assertTrue(p.active(0).resting());
        assertEquals("1 0 1 1 0 0 NO_MOVE", p.m.stateLine(0));
        assertEquals(240, p.code(0, "FIGHT 1"));
        assertEquals(234, p.code(0, "SWITCH 2"));
        assertFalse(p.m.canAct(0));
        p.fight(0, 1);
        assertEquals(500 - 69, p.hp(0), "the resting creature is still hit: 65 * 40 / 45 * 1.2");
        assertEquals(400 - 168, p.hp(1), "and does nothing");
        assertFalse(p.active(0).resting());
        p.send(0, "FIGHT 1");
    }
}
