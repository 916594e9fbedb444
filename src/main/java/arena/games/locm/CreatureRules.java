package arena.games.locm;

/**
 * What one fight or one item does to one creature, rule by rule (the referee's ResolveAttack and ResolveUse, cut into
 * the named rules of the spec's "Abilities special cases"): each a small function that {@link Battle} composes in the
 * referee's order, and that tests check one by one.
 */
final class CreatureRules {
    private CreatureRules() {
    }

    /**
     * The damage {@code source} deals to {@code target} in a fight: none when the target has Ward (spec: Ward
     * "ignore[s] once the next damage they would receive from any source"), else the source's attack. Lethal,
     * Breakthrough and Drain all read this number, which is how a Ward cancels them (spec, "Abilities special
     * cases").
     */
    static int damageDealt(Card source, Card target) {
        return target.has(Keywords.WARD) ? 0 : source.attack;
    }

    /**
     * Ward against Lethal: Lethal kills only a creature it dealt damage to (spec: "kill the creatures they deal
     * damage to"), so a Ward, which makes the damage 0 ({@link #damageDealt}), saves the creature (spec, "Abilities
     * special cases": "Attacking a creature with Ward with a creature with Lethal does not kill the creature"),
     * and so does an attack of 0. Works both ways: for the attacker's Lethal and for the defender's.
     */
    static boolean lethalKills(Card source, int damageDealt) {
        return source.has(Keywords.LETHAL) && damageDealt > 0;
    }

    /**
     * Breakthrough: the damage beyond the defender's defense goes to the opponent, only when that damage alone
     * kills it (not a Lethal kill) and never through a Ward (spec, Breakthrough and "Abilities special cases").
     * An exact kill passes nothing.
     */
    static int breakthroughExcess(Card attacker, Card defender, int damageDealt) {
        return attacker.has(Keywords.BREAKTHROUGH) && damageDealt >= defender.defense
                ? damageDealt - defender.defense : 0;
    }

    /**
     * Drain, when attacking only: heals the attacker's player by its whole attack once it dealt any damage, even if
     * the creature it hit had less defense left (as the referee does: healthGain = attacker.attack); nothing through
     * a Ward (spec, "Abilities special cases"). A defender's Drain does nothing (spec: "when attacking only").
     */
    static int drainHeal(Card attacker, int damageDealt) {
        return attacker.has(Keywords.DRAIN) && damageDealt > 0 ? attacker.attack : 0;
    }

    /**
     * A creature that survives a fight loses its Ward when the other creature's attack was not 0: the shield is
     * spent on real damage only (the referee: hasWard = attacker.attack == 0).
     */
    static void wardTakesHit(Card c, int otherAttack) {
        if (c.has(Keywords.WARD) && otherAttack != 0)
            c.keywords &= ~Keywords.WARD;
    }

    /**
     * An item on one creature (the referee's ResolveUse(item, target)); true when the creature dies. A green item
     * adds its keywords (and with Charge readies a creature that has not attacked yet), a red or blue one removes
     * them; then attack changes (never below 0), then defense through {@link #itemDefenseChange}.
     */
    static boolean resolveUse(CardData item, Card t) {
        t.pristine = false;
        if (item.type() == CardType.GREEN_ITEM) {
            t.keywords |= item.keywords();
            if ((item.keywords() & Keywords.CHARGE) != 0)
                t.canAttack = !t.hasAttacked;
        } else {
            t.keywords &= ~item.keywords();
        }
        t.attack = Math.max(0, t.attack + item.attack());
        itemDefenseChange(t, item.defense());
        return t.defense <= 0;
    }

    /**
     * Ward against item damage: a negative defense change is ignored whole and spends the Ward (spec: Ward ignores
     * the next damage "from any source"). A red item that also removes Ward has removed it already
     * ({@link #resolveUse} removes keywords first), so its damage lands.
     */
    static void itemDefenseChange(Card t, int change) {
        if (t.has(Keywords.WARD) && change < 0)
            t.keywords &= ~Keywords.WARD;
        else
            t.defense += change;
    }
}
