package arena.games.kieszostwory;

import static arena.games.kieszostwory.Pos.BULWAZAUR;
import static arena.games.kieszostwory.Pos.PLOMIENNIK;
import static arena.games.kieszostwory.Pos.team;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Damage = floor(DMG * ATK / DEF * TYPE * STAB), exactly, in integers. */
class DamageTest {

    @Test
    void fireOnGrassIsDoubledAndSameTypeAttackAddsAFifth() {
        // Płomiennik (fire, attack 60) uses Miotacz ognia (fire, 90) on Bulwazaur (grass, defense 45): 90 * 60 / 45 * 2 * 1.2 = 288
        Pos p = Pos.of(team(PLOMIENNIK), team(BULWAZAUR)).out(1, 1).fight(1, 0);
        assertEquals(500 - 288, p.hp(1));
    }

    @Test
    void aMoveOfAnotherTypeHasNoBonusAndIsRoundedDown() {
        // Bulwazaur (grass, attack 40) uses Szarża (normal, 65) on Płomiennik (defense 45): 65 * 40 / 45 = 57.8 -> 57
        Pos p = Pos.of(team(PLOMIENNIK), team(BULWAZAUR)).out(1, 1).fight(0, 1);
        assertEquals(420 - 57, p.hp(0));
    }

    @Test
    void grassOnFireIsHalved() {
        // Smagnięcie pnączem (grass, 55) with STAB on fire: 55 * 40 / 45 * 0.5 * 1.2 = 29.33 -> 29
        Pos p = Pos.of(team(PLOMIENNIK), team(BULWAZAUR)).out(1, 1).fight(0, 2);
        assertEquals(420 - 29, p.hp(0));
    }

    @Test
    void twoTypesMultiplyTheirFactorsAndZeroMeansNoDamage() {
        // Iskra (electric) on Piaskołaz (ground): 0. Cios skrzydłem (flying) on Mchołaz (grass/ground): 2 * 1 = 2.
        Pos p = Pos.of(team(10), team(23)).out(1, 1).fight(1, 0);
        assertEquals(470, p.hp(1), "electric does nothing to ground");
        assertEquals(0, KieszMatch.damage(60, 45, 70, Pos.DEX.twice(5, 9) * Pos.DEX.twice(5, 0), true));
        // Ptaszek (flying/normal, attack 35) uses Cios skrzydłem (flying, 60) on Mchołaz (grass 2x, ground 1x, defense 85): 60*35/85*2*1.2 = 59.29
        Pos q = Pos.of(team(25), team(40)).out(1, 1).fight(1, 0);
        assertEquals(520 - 59, q.hp(1));
    }

    @Test
    void integersGiveTheExactValueWhereFloatingPointFallsShort() {
        // 50 * 20 / 24 * 1 * 1.2 is exactly 50; in doubles it comes out as 49.999... and floors to 49
        assertEquals(49, (int) Math.floor(50.0 * 20 / 24 * 1 * 1.2), "the trap");
        assertEquals(50, KieszMatch.damage(50, 20, 24, 4, true));
        Random rnd = new Random(7);
        for (int i = 0; i < 100_000; i++) {
            int dmg = rnd.nextInt(200), atk = 1 + rnd.nextInt(300), def = 1 + rnd.nextInt(300);
            int t = new int[] {0, 1, 2, 4}[rnd.nextInt(4)] * new int[] {0, 1, 2, 4}[rnd.nextInt(4)];
            boolean stab = rnd.nextBoolean();
            // exact rational: dmg * atk / def * (t / 4) * (stab ? 6/5 : 1)
            BigInteger num = BigInteger.valueOf(dmg).multiply(BigInteger.valueOf(atk)).multiply(BigInteger.valueOf(t)).multiply(BigInteger.valueOf(stab ? 6 : 1));
            BigInteger den = BigInteger.valueOf(def).multiply(BigInteger.valueOf(4)).multiply(BigInteger.valueOf(stab ? 5 : 1));
            assertEquals(num.divide(den).intValue(), KieszMatch.damage(dmg, atk, def, t, stab));
        }
    }

    @Test
    void bonusesChangeTheEffectiveStatsRoundedDown() {
        // Płomiennik's Taniec mieczy: attack bonus +40 -> floor(140 * 60 / 100) = 84. Then Miotacz ognia: 90 * 84 / 45 * 2 * 1.2 = 403.2
        Pos p = Pos.of(team(PLOMIENNIK), team(2, 1)).out(1, 1).fight(3, 0);
        assertEquals(40, p.active(0).attackBonus);
        assertEquals(84, p.active(0).attack());
        p.fight(1, 0);
        assertEquals(500 - 403, p.f(1, 1).hp);
    }

    @Test
    void selfDamageIsTakenDirectly() {
        // Grubasek's Taran (90, self damage 25)
        Pos p = Pos.of(team(35), team(34)).out(1, 1).fight(2, 0);
        assertEquals(700 - 25, p.hp(0));
        // 90 * 55 / 40 * 1.2 (normal on normal, STAB) = 148.5 -> 148
        assertEquals(400 - 148, p.hp(1));
    }
}
