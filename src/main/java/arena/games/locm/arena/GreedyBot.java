package arena.games.locm.arena;

import arena.games.locm.Keywords;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

/**
 * The greedy player. Deck building: the cards with the best value for their cost (creatures first, a few items),
 * kept to a curve. Battle: removes guards with red items, summons the most expensive creatures it can pay, buffs
 * its best creature, then attacks: guards first, trades that kill without dying, otherwise the opponent's face.
 */
public final class GreedyBot extends LocmHouseBot {

    @Override
    public String answer(String input, Random rnd) {
        Seen s = new Seen(input);
        if (s.building()) return s.v15 ? deck(s) : "PICK " + bestPick(s);
        List<String> out = new ArrayList<>();
        int mana = s.mana[0];

        // red items on enemy guards or the strongest enemy creature
        for (Seen.Card item : sorted(s.at(0), Comparator.comparingInt((Seen.Card c) -> -c.cost))) {
            if (item.type != 2 || item.cost > mana) continue;
            Seen.Card target = null;
            for (Seen.Card e : s.at(-1)) {
                if (target == null || threat(e) > threat(target)) target = e;
            }
            if (target == null) continue;
            out.add("USE " + item.id + " " + target.id);
            mana -= item.cost;
            item.gone = true;
            hit(target, -item.defense, item.keywords);
        }
        // creatures, most expensive first
        for (Seen.Card c : sorted(s.at(0), Comparator.comparingInt((Seen.Card c) -> -value(c)))) {
            if (!c.creature() || c.cost > mana) continue;
            int lane = s.inLane(1, 0) <= s.inLane(1, 1) ? 0 : 1;
            if (s.inLane(1, lane) >= 3) lane = 1 - lane;
            if (s.inLane(1, lane) >= 3) break;
            out.add("SUMMON " + c.id + " " + lane);
            mana -= c.cost;
            c.location = 1;
            c.lane = lane;
            c.canAttack = c.has(Keywords.CHARGE);
        }
        // green items on the best creature, blue items at the opponent
        for (Seen.Card item : s.at(0)) {
            if (item.cost > mana) continue;
            if (item.type == 1) {
                Seen.Card best = null;
                for (Seen.Card c : s.at(1)) if (best == null || c.attack + c.defense > best.attack + best.defense) best = c;
                if (best == null) continue;
                out.add("USE " + item.id + " " + best.id);
                best.attack += item.attack;
                best.defense += item.defense;
                best.keywords |= item.keywords;
                if (item.has(Keywords.CHARGE)) best.canAttack = true;
            } else if (item.type == 3) {
                out.add("USE " + item.id + " -1");
            } else {
                continue;
            }
            mana -= item.cost;
            item.gone = true;
        }
        // attacks, strongest first
        for (Seen.Card c : sorted(s.at(1), Comparator.comparingInt((Seen.Card c) -> -c.attack))) {
            if (!c.canAttack || c.attack <= 0) continue;
            List<Seen.Card> guards = s.guards(c.lane);
            Seen.Card target = null;
            if (!guards.isEmpty()) {
                target = guards.get(0);
                for (Seen.Card g : guards) if (g.defense < target.defense) target = g;
            } else {
                for (Seen.Card e : s.at(-1)) {
                    if (e.lane != c.lane) continue;
                    boolean kills = !e.has(Keywords.WARD) && (c.attack >= e.defense || c.has(Keywords.LETHAL));
                    boolean survives = c.has(Keywords.WARD) || (e.attack < c.defense && !(e.has(Keywords.LETHAL) && e.attack > 0));
                    if (kills && survives && (target == null || threat(e) > threat(target))) target = e;
                }
            }
            out.add("ATTACK " + c.id + " " + (target == null ? -1 : target.id));
            c.canAttack = false;
            if (target != null) {
                if (target.has(Keywords.WARD)) target.keywords &= ~Keywords.WARD;
                else if (c.has(Keywords.LETHAL) || c.attack >= target.defense) target.gone = true;
                else target.defense -= c.attack;
            }
        }
        return out.isEmpty() ? "PASS" : String.join(";", out);
    }

    private static void hit(Seen.Card e, int damage, int removesKeywords) {
        e.keywords &= ~removesKeywords;
        if (damage > 0) {
            if (e.has(Keywords.WARD)) e.keywords &= ~Keywords.WARD;
            else e.defense -= damage;
        }
        if (e.defense <= 0) e.gone = true;
    }

    private static int threat(Seen.Card e) {
        return e.attack * 2 + e.defense + (e.has(Keywords.GUARD) ? 6 : 0) + (e.has(Keywords.LETHAL) ? 4 : 0);
    }

    private static int value(Seen.Card c) {
        return c.cost * 10 + c.attack + c.defense;
    }

    /** How good a card is for deck building: stats and abilities for the cost. */
    static double score(Seen.Card c) {
        double kw = Integer.bitCount(c.keywords) * 1.5 + (c.has(Keywords.GUARD) ? 1 : 0) + (c.has(Keywords.WARD) ? 1 : 0);
        double stats = c.creature() ? c.attack + c.defense : Math.abs(c.attack) + Math.abs(c.defense) * 0.8;
        double extra = c.draw * 1.5 + c.myHealth * 0.3 - c.oppHealth * 0.5 + (c.area > 0 ? 2 : 0);
        double v = (stats + kw + extra) / (c.cost + 1.0);
        return c.creature() ? v + 0.5 : v * 0.8;
    }

    private static int bestPick(Seen s) {
        List<Seen.Card> choices = s.at(0);
        int best = 0;
        for (int i = 1; i < choices.size(); i++) if (score(choices.get(i)) > score(choices.get(best))) best = i;
        return best;
    }

    /** 1.5: the 15 best cards twice each, at most 6 items and at most 8 cards costing 6 or more. */
    static String deck(Seen s) {
        List<Seen.Card> pool = sorted(s.at(0), Comparator.comparingDouble((Seen.Card c) -> -score(c)).thenComparingInt(c -> c.baseId));
        List<String> picks = new ArrayList<>();
        int items = 0, big = 0;
        for (Seen.Card c : pool) {
            if (picks.size() >= 30) break;
            if (!c.creature() && items >= 6) continue;
            if (c.cost >= 6 && big >= 8) continue;
            for (int k = 0; k < 2 && picks.size() < 30; k++) {
                picks.add("CHOOSE " + c.baseId);
                if (!c.creature()) items++;
                if (c.cost >= 6) big++;
            }
        }
        return String.join(";", picks);
    }

    private static List<Seen.Card> sorted(List<Seen.Card> cards, Comparator<Seen.Card> order) {
        List<Seen.Card> out = new ArrayList<>(cards);
        out.sort(order);
        return out;
    }
}
