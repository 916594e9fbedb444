package arena.games.kieszostwory;

import static arena.games.kieszostwory.Pos.BULWAZAUR;
import static arena.games.kieszostwory.Pos.PLOMIENNIK;
import static arena.games.kieszostwory.Pos.PUCHACZ;
import static arena.games.kieszostwory.Pos.team;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A trainer with no creature in the arena must switch; the other waits; such turns do not count. */
class ForcedSwitchTest {

    @Test
    void inTheFirstTurnBothMustSwitch() {
        Pos p = Pos.of(team(PLOMIENNIK, PUCHACZ), team(BULWAZAUR));
        assertEquals(242, p.code(0, "FIGHT 1"));
        assertEquals(242, p.code(1, "FIGHT 1"));
        assertEquals("BEGIN", p.m.status(0));
        assertEquals("0 0 0 0 0 0 NO_MOVE", p.m.stateLine(0));
        assertTrue(p.m.canAct(0) && p.m.canAct(1));
        p.send(0, "SWITCH 2").turn();
        assertEquals(2, p.m.side(0).active + 1);
        assertEquals(1, p.m.side(1).active + 1, "no switch chosen: the first healthy creature");
        assertEquals(0, p.m.countedTurns(), "a forced-switch turn is not counted");
        assertEquals("NEXT", p.m.status(0));
        assertEquals("2 0 0 1 0 0 SWITCH 1", p.m.stateLine(0));
        assertEquals("1 0 0 2 0 0 SWITCH 2", p.m.stateLine(1));
    }

    @Test
    void afterAFaintOnlyItsTrainerMovesAndTheOtherWaits() {
        Pos p = Pos.of(team(PLOMIENNIK), team(BULWAZAUR, PUCHACZ, 0, 7)).out(1, 1).hp(1, 1, 10).fight(1, 0);
        assertEquals(1, p.m.countedTurns());
        assertEquals("1 0 0 0 0 0 NO_MOVE", p.m.stateLine(0), "the fainted creature is no longer in the arena");
        assertEquals(236, p.code(0, "FIGHT 1"), "the opponent is switching");
        assertEquals(236, p.code(0, "SWITCH 1"));
        assertFalse(p.m.canAct(0));
        assertTrue(p.m.canAct(1));
        assertEquals(242, p.code(1, "FIGHT 1"));
        assertEquals(232, p.code(1, "SWITCH 1"), "fainted");
        assertEquals(232, p.code(1, "SWITCH 3"), "an empty slot has no HP");
        assertEquals(231, p.code(1, "SWITCH 7"));
        p.send(1, "SWITCH 4").turn();
        assertEquals(4, p.m.side(1).active + 1);
        assertEquals(1, p.m.countedTurns(), "still one counted turn");
        assertEquals(420, p.hp(0), "nobody moved in the forced turn");
    }

    @Test
    void aTrainerWhoDoesNotSwitchWhenItMustGetsItsFirstHealthyCreature() {
        Pos p = Pos.of(team(PLOMIENNIK), team(BULWAZAUR, 0, PUCHACZ)).out(1, 1).hp(1, 1, 10).fight(1, 0).turn();
        assertEquals(3, p.m.side(1).active + 1);
        assertEquals("SWITCH 3", p.m.side(1).lastMove);
    }

    @Test
    void forcedSwitchTurnsDoNotCountTowardTheLimit() {
        Pos p = Pos.of(2, team(PLOMIENNIK), team(BULWAZAUR, PUCHACZ)).out(1, 1).hp(1, 1, 10).fight(1, 0);
        p.turn(); // forced switch
        assertFalse(p.m.finished());
        assertEquals(0, p.m.duel(), "one counted turn of two so far");
        p.turn();
        assertEquals(1, p.m.duel(), "two counted turns: the match is a draw and the rematch begins");
        assertEquals("REMATCH DRAW", p.m.status(0));
    }
}
