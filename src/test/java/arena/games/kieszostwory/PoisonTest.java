package arena.games.kieszostwory;

import static arena.games.kieszostwory.Pos.BULWAZAUR;
import static arena.games.kieszostwory.Pos.JADEK;
import static arena.games.kieszostwory.Pos.KRETEK;
import static arena.games.kieszostwory.Pos.PUCHACZ;
import static arena.games.kieszostwory.Pos.SZYBKOLIS;
import static arena.games.kieszostwory.Pos.team;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Poison hurts after the move's damage, from the turn it is applied, times TYPE of the poisoning move; a new poison
 * replaces the old one; each poisoned creature is hurt once per counted turn.
 */
class PoisonTest {

    @Test
    void poisonHurtsInTheTurnItIsAppliedAndForItsTurnsOnly() {
        // Jadek's Trujący pyłek: 25 for 4 turns, on Puchacz (normal: TYPE 1)
        Pos p = Pos.of(team(JADEK), team(PUCHACZ)).out(1, 1).fight(2, 0);
        assertEquals(400 - 25, p.hp(1));
        assertEquals(25, p.active(1).poisonDamage);
        assertEquals(3, p.active(1).poisonTurns);
        p.turn().turn().turn();
        assertEquals(400 - 100, p.hp(1));
        assertEquals(0, p.active(1).poisonTurns);
        assertEquals(0, p.active(1).poisonDamage);
        p.turn();
        assertEquals(300, p.hp(1), "four turns only");
    }

    @Test
    void poisonDamageIsMultipliedByTheTypeOfThePoisoningMove() {
        Pos grass = Pos.of(team(JADEK), team(BULWAZAUR)).out(1, 1).fight(2, 0);
        assertEquals(500 - 50, grass.hp(1), "poison on grass: 2 x 25");
        Pos ground = Pos.of(team(JADEK), team(KRETEK)).out(1, 1).fight(2, 0);
        assertEquals(310 - 12, ground.hp(1), "poison on ground: 0.5 x 25, rounded down");
    }

    @Test
    void aNewPoisonReplacesTheOldOneAndPoisonsNeverStack() {
        // Żądło jadu: 20 damage (20 * 35 / 40 * 1.2 = 21), then its own poison 15 for 3 turns replaces the 25
        Pos p = Pos.of(team(JADEK), team(PUCHACZ)).out(1, 1).fight(2, 0).fight(1, 0);
        assertEquals(375 - 21 - 15, p.hp(1));
        assertEquals(15, p.active(1).poisonDamage);
        assertEquals(2, p.active(1).poisonTurns);
    }

    @Test
    void aCreatureIsHurtByPoisonOncePerTurnEvenWhenBothMove() {
        // Szarża: Jadek on Puchacz 65 * 35 / 40 = 56; Puchacz on Jadek 65 * 40 / 35 * 1.2 = 89
        Pos p = Pos.of(team(JADEK), team(PUCHACZ)).out(1, 1).fight(2, 1);
        assertEquals(375, p.hp(1));
        assertEquals(290 - 89, p.hp(0));
        p.fight(3, 1);
        assertEquals(375 - 56 - 25, p.hp(1));
    }

    @Test
    void poisonComesAfterTheFirstMoveSoItCanKnockOutTheSlowerCreatureBeforeItMoves() {
        Pos p = Pos.of(team(JADEK), team(KRETEK, PUCHACZ)).out(1, 1).fight(2, 0).hp(1, 1, 5);
        p.fight(4, 2); // Jadek (speed 55) growls, then poison (12) knocks out Kretek (speed 40) before its Szarża
        assertEquals(0, p.f(1, 1).hp);
        assertEquals(290, p.hp(0));
        assertEquals("NO_MOVE", p.m.side(1).lastMove);
    }

    @Test
    void aBenchedCreatureKeepsItsPoisonAndItStillHurts() {
        Pos p = Pos.of(team(JADEK), team(PUCHACZ, BULWAZAUR)).out(1, 1).fight(2, 0);
        p.send(1, "SWITCH 2").turn();
        assertEquals(350, p.f(1, 1).hp, "hurt at the end of the turn, on the bench");
        assertEquals(2, p.f(1, 1).poisonTurns);
        assertEquals(500, p.f(1, 2).hp);
    }

    /**
     * RULINGS 7: a new poison hurts in the turn it is applied even when the one it replaces hurt this turn already.
     * Szybkolis (speed 100) moves before Jadek (55). Turn 1: Trujący pyłek, 25 a turn (TYPE 1): 350 - 25 = 325.
     * Turn 2: Szybkolis moves first, then the old poison hurts: 325 - 25 = 300; Jadek's Żądło jadu deals
     * floor(20 x 35 / 40 x 1.2) = 21 and its poison 15 replaces the 25 and hurts at once: 300 - 21 - 15 = 264.
     */
    @Test
    void aReplacingPoisonHurtsInItsFirstTurnEvenAfterTheOldOneHurt() {
        Pos p = Pos.of(team(JADEK), team(SZYBKOLIS)).out(1, 1).fight(2, 0);
        assertEquals(325, p.hp(1));
        p.fight(1, 2);
        assertEquals(264, p.hp(1));
        assertEquals(15, p.active(1).poisonDamage);
        assertEquals(2, p.active(1).poisonTurns);
    }
}
