package arena.games.kieszostwory;

import static arena.games.kieszostwory.Pos.JADEK;
import static arena.games.kieszostwory.Pos.KRETEK;
import static arena.games.kieszostwory.Pos.PLOMIENNIK;
import static arena.games.kieszostwory.Pos.PUCHACZ;
import static arena.games.kieszostwory.Pos.team;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Podkop (move 5): when its move comes the creature becomes invincible and deals nothing; next turn, when its move
 * comes, it deals the damage and stops being invincible. Meanwhile moves do nothing to it (poison does), and it can
 * neither switch (233) nor choose a move (239).
 */
class InvincibleTest {

    @Test
    void podkopDealsItsDamageOnTheNextTurnAndProtectsUntilThen() {
        assertTrue(Pos.DEX.move(5).invincible());
        Pos p = Pos.of(team(PLOMIENNIK), team(KRETEK, PUCHACZ)).out(1, 1).fight(1, 1);
        // Płomiennik (faster) hits first: 90 * 60 / 45 * 1.2 = 144; then Kretek digs in
        assertEquals(310 - 144, p.hp(1));
        assertEquals(420, p.hp(0));
        assertTrue(p.active(1).invincible);
        assertEquals(9, p.active(1).pp[0], "one PP for the whole move");
        assertEquals("1 1 0 1 0 0 FIGHT 1", p.m.stateLine(1));
        assertEquals("1 0 0 1 1 0 FIGHT 1", p.m.stateLine(0));
        assertEquals(239, p.code(1, "FIGHT 2"));
        assertEquals(239, p.code(1, "FIGHT 1"));
        assertEquals(233, p.code(1, "SWITCH 2"));
        assertFalse(p.m.canAct(1));
        p.fight(1, 0);
        assertEquals(166, p.hp(1), "Miotacz ognia did nothing to the invincible Kretek");
        // Podkop (ground on fire: 2): 100 * 45 / 45 * 2 * 1.2 = 240
        assertEquals(420 - 240, p.hp(0));
        assertFalse(p.active(1).invincible);
        assertEquals("FIGHT 1", p.m.side(1).lastMove);
        assertEquals(9, p.active(1).pp[0]);
        assertTrue(p.m.canAct(1));
    }

    /** RULINGS 7: "Nie chroni to od trucizny": a poisoning move on an invincible creature deals no damage but poisons it. */
    @Test
    void aPoisoningMoveOnAnInvincibleCreatureDealsNoDamageButPoisonsIt() {
        Pos p = Pos.of(team(JADEK, PUCHACZ), team(KRETEK)).out(1, 1).fight(2, 1);
        assertEquals(298, p.hp(1), "poisoned (25 x 0.5 = 12 a turn) before it dug in");
        // Żądło jadu (20 damage, poison 15 for 3 turns) on the invincible Kretek: no damage; its poison
        // 15 x 0.5 = 7 replaces the 12 and hurts in this turn: 298 - 7 = 291, 2 turns left
        p.send(0, "FIGHT 1").turn();
        assertEquals(291, p.hp(1));
        assertEquals(7, p.active(1).poisonDamage);
        assertEquals(2, p.active(1).poisonTurns);
        assertEquals(0, p.f(0, 1).hp, "then Podkop (308) knocks out Jadek");
    }
}
