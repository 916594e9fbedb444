package arena.games.kieszostwory;

import static arena.games.kieszostwory.Pos.BULWAZAUR;
import static arena.games.kieszostwory.Pos.GRUBASEK;
import static arena.games.kieszostwory.Pos.PLOMIENNIK;
import static arena.games.kieszostwory.Pos.team;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A trainer without a healthy creature loses (both: a draw); 90 counted turns draw; win 3, draw 1, loss 0; then the rematch. */
class OutcomeTest {

    @Test
    void aWinThenTheRematchWithFreshTeamsAndTheOtherTrainerFirst() {
        Pos p = Pos.of(team(PLOMIENNIK), team(BULWAZAUR)).out(1, 1).hp(1, 1, 10).fight(1, 0);
        assertEquals("REMATCH WIN", p.m.status(0));
        assertEquals("REMATCH LOSE", p.m.status(1));
        assertEquals(1, p.m.firstFlag(0), "0 means first: seat 1 is first in the rematch");
        assertEquals(0, p.m.firstFlag(1));
        assertEquals(500, p.f(1, 1).hp, "fresh teams");
        assertEquals("0 0 0 0 0 0 NO_MOVE", p.m.stateLine(0));
        assertArrayEquals(new double[] {3, 0}, p.m.scores());
        p.out(1, 1);
        assertEquals("NEXT", p.m.status(0));
        p.hp(1, 1, 10).fight(1, 0);
        assertTrue(p.m.finished());
        assertEquals("END WIN", p.m.status(0));
        assertEquals("END LOSE", p.m.status(1));
        assertArrayEquals(new double[] {6, 0}, p.m.scores());
        assertEquals(237, p.code(0, "FIGHT 1"));
        assertEquals(237, p.code(1, "SWITCH 1"));
        assertFalse(p.m.canAct(0));
    }

    @Test
    void bothWithoutAHealthyCreatureIsADraw() {
        // Grubasek's Taran: 90 * 55 / 50 * 1.2 = 118 to the other, 25 to itself
        Pos p = Pos.of(team(GRUBASEK), team(GRUBASEK)).out(1, 1).hp(0, 1, 20).hp(1, 1, 20).fight(2, 0);
        assertEquals("REMATCH DRAW", p.m.status(0));
        assertArrayEquals(new double[] {1, 1}, p.m.scores());
    }

    @Test
    void theTurnLimitIsADrawInTheMatchAndInTheRematch() {
        Pos p = Pos.of(3, team(PLOMIENNIK), team(BULWAZAUR)).out(1, 1).turn().turn();
        assertEquals(0, p.m.duel());
        p.turn();
        assertEquals("REMATCH DRAW", p.m.status(1));
        p.out(1, 1).fight(1, 0).turn().turn();
        assertEquals("END DRAW", p.m.status(0));
        assertArrayEquals(new double[] {2, 2}, p.m.scores());
    }

    @Test
    void aTrainerWithoutATeamLosesBothDuelsAtOnce() {
        Pos p = Pos.of(new int[6], team(BULWAZAUR));
        assertFalse(p.m.hasTeam(0));
        assertFalse(p.m.canAct(0));
        p.turn().turn();
        assertTrue(p.m.finished());
        assertArrayEquals(new double[] {0, 6}, p.m.scores());
        Pos none = Pos.of(new int[6], new int[6]).turn().turn();
        assertArrayEquals(new double[] {2, 2}, none.m.scores());
    }
}
