package arena.games.kieszostwory;

import static arena.games.kieszostwory.Pos.PLOMIENNIK;
import static arena.games.kieszostwory.Pos.PUCHACZ;
import static arena.games.kieszostwory.Pos.team;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Bonus changes come last in a move, to the user and the target, and stay within -50..100. */
class BonusTest {
    static final int UMYSLOWIEC = 29;

    @Test
    void theMovesOwnDamageUsesTheBonusesFromBeforeIt() {
        // Psychika: 95 damage and the target's defense bonus -10. First 95 * 65 / 40 * 1.2 = 185;
        // then defense floor(90 * 40 / 100) = 36: 95 * 65 / 36 * 1.2 = 205.8 -> 205
        Pos p = Pos.of(team(UMYSLOWIEC), team(PUCHACZ)).out(1, 1).fight(1, 0);
        assertEquals(400 - 185, p.hp(1));
        assertEquals(-10, p.active(1).defenseBonus);
        assertEquals(36, p.active(1).defense());
        p.fight(1, 0);
        assertEquals(400 - 185 - 205, p.hp(1));
    }

    @Test
    void bonusesAreClampedToMinusFiftyAndOneHundred() {
        Pos p = Pos.of(team(PLOMIENNIK), team(PUCHACZ)).out(1, 1).fight(3, 0).fight(3, 0).fight(3, 0);
        assertEquals(100, p.active(0).attackBonus, "40 + 40 + 40 is clamped to 100");
        assertEquals(120, p.active(0).attack());
        for (int i = 0; i < 8; i++) p.fight(0, 2);
        assertEquals(-50, p.active(0).attackBonus, "Warczenie -20 eight times from 100 stops at -50");
        assertEquals(30, p.active(0).attack());
        assertEquals("5 420 -50 0 0 0 15 25 17 25", p.m.teamLines(0).get(0));
    }

    @Test
    void aCreatureKeepsItsBonusesWhenSwitchedOut() {
        Pos p = Pos.of(team(PLOMIENNIK, PUCHACZ), team(PUCHACZ)).out(1, 1).fight(3, 0);
        p.send(0, "SWITCH 2").turn().send(0, "SWITCH 1").turn();
        assertEquals(40, p.active(0).attackBonus);
    }
}
