package arena.games.kieszostwory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The shipped data: the facts RULINGS fixes, and a roster where the budget forces choices. */
class DataTest {
    static final Dex DEX = Dex.standard();

    @Test
    void twelveTypesFiftyOneCreaturesFortyFiveMoves() {
        assertEquals(12, DEX.types().size());
        assertEquals(51, DEX.creatures().size());
        assertEquals(45, DEX.moves().size());
    }

    @Test
    void theFactsTheRulingsFix() {
        assertEquals("Wodny", DEX.type(2).polish());
        assertEquals("Ognisty", DEX.type(3).polish());
        assertEquals("Roślinny", DEX.type(4).polish());
        Dex.Creature bulwazaur = DEX.creature(2);
        assertEquals("Bulwazaur", bulwazaur.name());
        assertEquals(4, bulwazaur.type1());
        assertEquals(0, bulwazaur.type2());
        assertEquals(1500, bulwazaur.price());
        assertEquals("1500 4 0 500 40 45 50 1 8 17 6", bulwazaur.line(), "the specification's example line");
        assertEquals("1000 4 0 300 25 40 45 1 8 45 6", DEX.creature(1).line());
        assertEquals("Miotacz ognia", DEX.move(3).name());
        assertEquals(3, DEX.move(3).type());
        assertEquals("Podkop", DEX.move(5).name());
        assertTrue(DEX.move(5).invincible());
        assertEquals(4, DEX.twice(3, 4), "fire on grass: 2");
    }

    @Test
    void multipliersAreZeroHalfOneOrTwo() {
        boolean zero = false;
        for (int a = 1; a <= 12; a++) {
            for (int d = 1; d <= 12; d++) {
                int t = DEX.twice(a, d);
                assertTrue(t == 0 || t == 1 || t == 2 || t == 4);
                zero |= t == 0;
            }
        }
        assertTrue(zero, "some type cannot hurt another");
    }

    @Test
    void sixStrongCreaturesCostMoreThanTheBudgetButSixCheapOnesFit() {
        List<Dex.Creature> byPower = DEX.creatures().stream().sorted(Comparator.comparingInt(Dex.Creature::power).reversed()).toList();
        int strongest = byPower.subList(0, 6).stream().mapToInt(Dex.Creature::price).sum();
        assertTrue(strongest > 10_000, "the six strongest cost " + strongest);
        List<Dex.Creature> byPrice = DEX.creatures().stream().sorted(Comparator.comparingInt(Dex.Creature::price)).toList();
        int cheapest = byPrice.subList(0, 6).stream().mapToInt(Dex.Creature::price).sum();
        assertTrue(cheapest <= 10_000, "a full team is affordable: " + cheapest);
        int median = byPrice.get(25).price();
        assertTrue(6L * median > 10_000, "six creatures of the median price do not fit either: " + median);
        for (Dex.Creature c : DEX.creatures()) assertTrue(c.price() > 0 && c.price() <= 10_000, c.name());
    }

    @Test
    void creaturesHavePoisonInvincibleRestAndBonusChangingMoves() {
        boolean poison = false, invincible = false, rest = false, bonus = false, selfDamage = false;
        Set<Integer> used = new HashSet<>();
        Set<Integer> types = new HashSet<>();
        for (Dex.Creature c : DEX.creatures()) {
            types.add(c.type1());
            if (c.type2() != 0) types.add(c.type2());
            for (int id : c.moves()) {
                used.add(id);
                Dex.Move m = DEX.move(id);
                poison |= m.poisons();
                invincible |= m.invincible();
                rest |= m.rest();
                bonus |= m.changesBonuses();
                selfDamage |= m.selfDamage() > 0;
            }
        }
        assertTrue(poison && invincible && rest && bonus && selfDamage);
        assertEquals(45, used.size(), "every move is some creature's");
        assertEquals(12, types.size(), "every type has creatures");
    }

    @Test
    void theGreedyTeamIsStrongAndWithinTheBudget() {
        int[] team = Trainer.strongestTeam(DEX, 10_000);
        assertTrue(Team.check(DEX, 10_000, Team.slots(Team.entry(team))).isEmpty());
        assertTrue(team.length >= 5, "five or six creatures");
    }
}
