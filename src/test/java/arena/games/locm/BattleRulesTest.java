package arena.games.locm;

import org.junit.jupiter.api.Test;

import static arena.games.locm.Pos.card;
import static arena.games.locm.Pos.creature;
import static arena.games.locm.Pos.green;
import static arena.games.locm.Pos.red;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One test per named rule method of {@link Battle}, named after it, so that a reader who found the rule in
 * {@code package-info} finds its test in one more hop. The mechanics files (WardTest, LethalTest, ...) test the same
 * rules from the players' side, through actions.
 */
class BattleRulesTest {
    /** A creature on no board: the static rule methods read only its stats and keywords. */
    static Card unit(int attack, int defense, String keywords) {
        Card c = new Card(1, creature(attack, defense, keywords));
        c.summonTo(0);
        return c;
    }

    @Test
    void damageDealtIsZeroAgainstWard() {
        assertEquals(4, CreatureRules.damageDealt(unit(4, 1, ""), unit(0, 9, "")));
        assertEquals(0, CreatureRules.damageDealt(unit(4, 1, ""), unit(0, 9, "W")));
    }

    @Test
    void lethalKillsNeedsDamageSoWardStopsIt() {
        Card lethal = unit(3, 1, "L");
        assertTrue(CreatureRules.lethalKills(lethal, 3));
        // against a 12-defense creature with Ward: damageDealt = 0, so Lethal does not kill
        assertFalse(CreatureRules.lethalKills(lethal, CreatureRules.damageDealt(lethal, unit(0, 12, "W"))));
        assertFalse(CreatureRules.lethalKills(unit(3, 1, ""), 3)); // no Lethal, no Lethal kill
    }

    @Test
    void breakthroughExcessIsDamageBeyondDefense() {
        Card b = unit(7, 1, "B");
        assertEquals(4, CreatureRules.breakthroughExcess(b, unit(0, 3, ""), 7)); // 7 - 3 = 4
        assertEquals(0, CreatureRules.breakthroughExcess(b, unit(0, 7, ""), 7)); // exact kill: 7 - 7 = 0
        assertEquals(0, CreatureRules.breakthroughExcess(b, unit(0, 9, ""), 7)); // survives with 9 - 7 = 2
        assertEquals(0, CreatureRules.breakthroughExcess(b, unit(0, 3, "W"), 0)); // Ward: damage 0, no kill
        assertEquals(0, CreatureRules.breakthroughExcess(unit(7, 1, ""), unit(0, 3, ""), 7)); // no Breakthrough
    }

    @Test
    void drainHealIsTheWholeAttackOnceDamageIsDealt() {
        Card d = unit(5, 1, "D");
        assertEquals(5, CreatureRules.drainHeal(d, 5));
        assertEquals(0, CreatureRules.drainHeal(d, 0)); // behind a Ward
        assertEquals(0, CreatureRules.drainHeal(unit(5, 1, ""), 5));
    }

    @Test
    void wardTakesHitOnlyFromANonZeroAttack() {
        Card w = unit(1, 4, "W");
        CreatureRules.wardTakesHit(w, 0);
        assertTrue(w.has(Keywords.WARD));
        CreatureRules.wardTakesHit(w, 2);
        assertFalse(w.has(Keywords.WARD));
        assertEquals(4, w.defense); // the shield goes, the defense stays
    }

    @Test
    void resolveAttackOnTheOpponent() {
        // 6 attack with Drain: opponent 30 - 6 = 24, attacker's player 20 + 6 = 26; the creature has attacked
        Pos p = Pos.v15().mine(101, 0, creature(6, 2, "D"));
        p.me().health = 20;
        p.play("ATTACK 101 -1");
        p.assertHealth(26, 24);
        assertFalse(p.card(101).canAttack());
        assertTrue(p.card(101).hasAttacked);
    }

    @Test
    void resolveAttackBetweenCreaturesInTheRefereesOrder() {
        // two attackers 5/6 BDL against one defender 2/3 with Ward.
        // 1st: the Ward soaks it all: damageDealt 0, so no kill, no Lethal, no excess, no heal; the Ward is spent.
        //      The attacker takes 2: 6 - 2 = 4 left.
        Pos p = Pos.v15().mine(101, 0, creature(5, 6, "BDL")).mine(102, 0, creature(5, 6, "BDL"))
                .theirs(201, 0, creature(2, 3, "W"));
        p.me().health = 20;
        p.play("ATTACK 101 201");
        p.assertStats(101, 5, 4);
        p.assertStats(201, 2, 3);
        assertFalse(p.card(201).has(Keywords.WARD));
        p.assertHealth(20, 30);
        // 2nd: 5 damage on 3 defense kills; Breakthrough 5 - 3 = 2 to the opponent (30 - 2 = 28);
        //      Drain heals the whole attack, 20 + 5 = 25; the attacker takes 2: 6 - 2 = 4.
        p.play("ATTACK 102 201");
        assertFalse(p.onBoard(201));
        p.assertStats(102, 5, 4);
        p.assertHealth(25, 28);
    }

    @Test
    void summonPaysAndCountsCardEffectsPerCreature() {
        // a Lane2 creature (cost 2, +1 my health, -1 opponent, +1 draw) summoned into lane 1 with room in lane 0:
        // two creatures, so health 30 + 2*1 = 32 and 30 - 2*1 = 28, next draw 1 + 2*1 = 3, mana 10 - 2 = 8
        Pos p = Pos.v15().hand(150, card(CardType.CREATURE, 2, 2, 3, "", 1, -1, 1, Area.LANE2));
        p.play("SUMMON 150 1");
        assertEquals(1, p.me().creaturesInLane(0));
        assertEquals(1, p.me().creaturesInLane(1));
        p.assertHealth(32, 28);
        assertEquals(3, p.me().nextTurnDraw);
        assertEquals(8, p.me().currentMana);
    }

    @Test
    void summonIn12IgnoresArea() {
        // 1.2 has no Area: the same Lane2 card summons one creature and counts its effects once (30 + 1, 30 - 1)
        Pos p = Pos.v12().hand(150, card(CardType.CREATURE, 2, 2, 3, "", 1, -1, 1, Area.LANE2));
        p.play("SUMMON 150 1");
        assertEquals(0, p.me().creaturesInLane(0));
        p.assertHealth(31, 29);
    }

    @Test
    void useItemOnALaneCountsEffectsPerCreatureHit() {
        // a Lane1 red item 0/-2, -1 opponent health, on lane 0 (three creatures) while lane 1 has one:
        // 2-defense creatures die (2 - 2 = 0), the 5-defense one keeps 3, lane 1 untouched;
        // effects counted 3 times: opponent 30 - 3*1 = 27; mana 10 - 1 = 9
        Pos p = Pos.v15().hand(160, card(CardType.RED_ITEM, 1, 0, -2, "", 0, -1, 0, Area.LANE1))
                .theirs(201, 0, creature(1, 2, "")).theirs(202, 0, creature(1, 5, "")).theirs(203, 0, creature(1, 2, ""))
                .theirs(204, 1, creature(1, 2, ""));
        p.play("USE 160 202");
        assertFalse(p.onBoard(201) || p.onBoard(203));
        p.assertStats(202, 1, 3);
        p.assertStats(204, 1, 2);
        p.assertHealth(30, 27);
        assertEquals(9, p.me().currentMana);
    }

    @Test
    void resolveUseAddsOrRemovesKeywordsThenStats() {
        // green +1/+1 with Charge on a 2/2 that has not attacked: 3/3, ready to attack
        Card c = unit(2, 2, "");
        assertFalse(CreatureRules.resolveUse(green(1, 1, "C"), c));
        assertEquals(3, c.attack);
        assertEquals(3, c.defense);
        assertTrue(c.canAttack());
        // red -4/-3 removing Guard from a 3/3 G: attack max(0, 3 - 4) = 0, defense 3 - 3 = 0: dies
        Card g = unit(3, 3, "G");
        assertTrue(CreatureRules.resolveUse(red(-4, -3, "G"), g));
        assertFalse(g.has(Keywords.GUARD));
        assertEquals(0, g.attack);
    }

    @Test
    void itemDefenseChangeAgainstWard() {
        // Ward absorbs -3 whole and is spent: defense stays 4; the next -3 lands: 4 - 3 = 1
        Card w = unit(0, 4, "W");
        CreatureRules.itemDefenseChange(w, -3);
        assertEquals(4, w.defense);
        assertFalse(w.has(Keywords.WARD));
        CreatureRules.itemDefenseChange(w, -3);
        assertEquals(1, w.defense);
        // a positive change goes through a Ward and keeps it: 4 + 2 = 6
        Card v = unit(0, 4, "W");
        CreatureRules.itemDefenseChange(v, 2);
        assertEquals(6, v.defense);
        assertTrue(v.has(Keywords.WARD));
    }
}
