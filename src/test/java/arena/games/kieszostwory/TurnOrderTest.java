package arena.games.kieszostwory;

import static arena.games.kieszostwory.Pos.BULWAZAUR;
import static arena.games.kieszostwory.Pos.PLOMIENNIK;
import static arena.games.kieszostwory.Pos.PUCHACZ;
import static arena.games.kieszostwory.Pos.team;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;

/** Switches come first, then moves, the faster creature first; on equal speed the duel's first trainer. */
class TurnOrderTest {

    @Test
    void theFasterCreatureMovesFirstAndAFaintedOneMakesNoMove() {
        // Płomiennik (speed 75) before Bulwazaur (50): 288 damage knocks out a Bulwazaur at 100 HP before it moves
        Pos p = Pos.of(team(PLOMIENNIK), team(BULWAZAUR, PUCHACZ)).out(1, 1).hp(1, 1, 100);
        p.send(1, "FIGHT 1").send(0, "FIGHT 1").turn();
        assertEquals(0, p.f(1, 1).hp);
        assertEquals(420, p.hp(0), "Bulwazaur fainted before its Szarża");
        assertEquals("FIGHT 1", p.m.side(0).lastMove);
        assertEquals("NO_MOVE", p.m.side(1).lastMove, "a fainted creature made no move");
    }

    @Test
    void onEqualSpeedTheFirstTrainerMovesFirstInTheMatchAndTheOtherInTheRematch() {
        // two Bulwazaurs (speed 50) with 50 HP each: Szarża does 57, so whoever moves first wins
        Pos p = Pos.of(team(BULWAZAUR), team(BULWAZAUR)).out(1, 1).hp(0, 1, 50).hp(1, 1, 50).fight(1, 1);
        assertEquals(1, p.m.duel(), "the match is over, the rematch begins");
        assertEquals("REMATCH WIN", p.m.status(0), "seat 0 is first in the match and struck first");
        assertEquals(1, p.m.firstSeat());
        p.out(1, 1).hp(0, 1, 50).hp(1, 1, 50).fight(1, 1);
        assertEquals("END LOSE", p.m.status(0), "seat 1 is first in the rematch");
        assertEquals(3.0, p.m.scores()[0]);
        assertEquals(3.0, p.m.scores()[1]);
    }

    @Test
    void aSwitchHappensBeforeTheMovesSoTheAttackHitsTheNewCreature() {
        // seat 1 switches Bulwazaur out for Puchacz while Płomiennik uses Miotacz ognia: 90 * 60 / 40 * 1.2 = 162 on Puchacz
        Pos p = Pos.of(team(PLOMIENNIK), team(BULWAZAUR, PUCHACZ)).out(1, 1);
        p.send(0, "FIGHT 1").send(1, "SWITCH 2").turn();
        assertEquals(500, p.f(1, 1).hp, "Bulwazaur left before the attack");
        assertEquals(400 - 162, p.f(1, 2).hp);
        assertEquals("SWITCH 2", p.m.side(1).lastMove);
    }

    @Test
    void theLastCommandOfATurnCounts() {
        Pos p = Pos.of(team(PLOMIENNIK), team(BULWAZAUR, PUCHACZ)).out(1, 1);
        p.send(1, "SWITCH 2").send(1, "FIGHT 4").send(0, "FIGHT 2").send(0, "FIGHT 1").turn();
        assertEquals("FIGHT 4", p.m.side(1).lastMove);
        assertEquals(1, p.m.side(1).active + 1, "the switch was replaced");
        assertEquals(500 - 288, p.f(1, 1).hp, "Miotacz ognia, the last choice");
        assertEquals(-20, p.f(0, 1).attackBonus, "Warczenie lowered Płomiennik's attack bonus");
    }

    @Test
    void aTrainerThatChoosesNothingDoesNothing() {
        Pos p = Pos.of(team(PLOMIENNIK), team(BULWAZAUR)).out(1, 1).turn();
        assertEquals(420, p.hp(0));
        assertEquals(500, p.hp(1));
        assertEquals(1, p.m.countedTurns());
        assertFalse(p.m.finished());
    }
}
