package arena.games.vestrock;

import arena.game.HouseBot;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

/**
 * The greedy player, one rule at a time: block with creatures that survive the fight (a blocker wakes up
 * again right after the blocking phase, so such a block costs nothing), trade or chump-block when the
 * damage would hurt; draw what it may; tap only the mana it needs for the best card it can afford,
 * again and again; attack with creatures no enemy blocker can kill, or with everything when it is
 * lethal; and burn strong cards off the top so that the opponent does not draw them.
 */
public final class GreedyBot extends VestrockBot {

    @Override
    public void playTurn(HouseBot.Link link, long match, Random rnd) throws InterruptedException {
        Table t = new Table(link, match);
        if (!t.loadAttackers()) return;
        if (!t.attackers.isEmpty()) {
            if (!t.loadBoard()) return;
            List<String> hp = t.send("GET_HP");
            if (hp == null) return;
            block(t, Integer.parseInt(hp.get(1).split(" ")[1]));
        }
        if (!t.startActions()) return;
        drawCards(t);
        playCards(t);
        attack(t);
        burnGoodCards(t);
    }

    // ---- blocking

    private static void block(Table t, int myHp) throws InterruptedException {
        List<Table.Card> attackers = new ArrayList<>(t.attackers);
        attackers.sort(Comparator.comparingInt((Table.Card c) -> -c.at));
        for (Table.Card a : attackers) {
            // blockers that survive: block with them, strongest first, while the attacker lives
            while (t.live && a.hp > 0) {
                Table.Card best = null;
                for (Table.Card b : t.activeMine()) if (b.hp > a.at && (best == null || b.at > best.at)) best = b;
                if (best == null) break;
                t.block(a, best);
            }
        }
        int incoming = 0;
        for (Table.Card a : t.attackers) if (!a.blocked) incoming += a.at;
        for (Table.Card a : attackers) {
            if (!t.live || a.hp <= 0 || a.blocked || a.at == 0) continue;
            // a trade: a blocker that kills the attacker and is worth no more than it
            Table.Card trade = null;
            for (Table.Card b : t.activeMine()) if (b.at >= a.hp && value(b) <= value(a) + 1 && (trade == null || value(b) < value(trade))) trade = b;
            Table.Card chump = null;
            if (trade == null && incoming >= myHp) {
                for (Table.Card b : t.activeMine()) if (chump == null || value(b) < value(chump)) chump = b;
            }
            Table.Card blocker = trade != null ? trade : chump;
            if (blocker != null && t.block(a, blocker)) incoming -= a.at;
        }
    }

    // ---- drawing, playing, attacking, burning

    private static void drawCards(Table t) throws InterruptedException {
        while (t.live && t.drawsLeft > 0 && !t.deck.isEmpty()) {
            if (t.hand.size() >= t.handLimit) {
                Table.Card worst = null;
                for (Table.Card c : t.hand) if (worst == null || value(c) < value(worst)) worst = c;
                if (worst == null || value(worst) >= value(t.deck.get(0)) || !t.discard(worst)) return;
            }
            if (!t.draw()) return;
        }
    }

    private static void playCards(Table t) throws InterruptedException {
        for (int guard = 0; guard < 40 && t.live; guard++) {
            int potential = t.mana;
            List<Table.Card> producers = producers(t);
            for (Table.Card p : producers) potential += p.mana;
            Table.Card best = null;
            int bestTarget = 0;
            double bestScore = 0;
            for (Table.Card c : t.hand) {
                if (c.cost > potential) continue;
                double[] scored = score(t, c);
                if (scored[0] > bestScore) {
                    bestScore = scored[0];
                    best = c;
                    bestTarget = (int) scored[1];
                }
            }
            if (best == null) return;
            for (Table.Card p : producers) {
                if (t.mana >= best.cost) break;
                if (!t.tap(p)) return;
            }
            if (t.mana < best.cost || !t.play(best, bestTarget)) return;
            if (best.type == 'T') drawCards(t);
        }
    }

    /** Active creatures that give mana, those that should not attack first, the weakest first. */
    private static List<Table.Card> producers(Table t) {
        List<Table.Card> list = new ArrayList<>();
        for (Table.Card c : t.activeMine()) if (c.mana > 0) list.add(c);
        list.sort(Comparator.comparingInt((Table.Card c) -> (wouldAttack(t, c) ? 100 : 0) + c.at - c.mana));
        return list;
    }

    /** The score of playing a card now and its best target; a score of 0 means "do not play it". */
    private static double[] score(Table t, Table.Card c) {
        switch (c.type) {
            case 'C':
                return new double[] {1 + value(c), VestrockMatch.NO_TARGET};
            case 'D': {
                if (t.oppHp <= c.at) return new double[] {1000, VestrockMatch.OPPONENT};
                double best = c.at * 0.9;
                int target = VestrockMatch.OPPONENT;
                for (Table.Card x : t.theirs) {
                    if (x.hp <= c.at && value(x) > best) {
                        best = value(x);
                        target = x.id;
                    }
                }
                return new double[] {best, target};
            }
            case 'H': {
                int missing = t.initHp - t.myHp;
                if (missing <= 0) return new double[] {0, 0};
                double urgency = t.myHp * 2 < t.initHp ? 1.5 : 0.6;
                return new double[] {Math.min(missing, c.hp) * urgency, VestrockMatch.SELF};
            }
            case 'T': {
                int draws = Math.min(c.at, Math.min(t.deck.size(), t.handLimit - t.hand.size()) - t.drawsLeft);
                return new double[] {draws > 0 ? 2.0 * draws : 0, VestrockMatch.SELF};
            }
            case 'B': {
                Table.Card target = null;
                for (Table.Card x : t.mine) if (target == null || x.at + x.hp > target.at + target.hp) target = x;
                return target == null ? new double[] {0, 0} : new double[] {1.2 * (c.at + c.hp), target.id};
            }
            case 'I': {
                Table.Card target = null;
                for (Table.Card x : t.theirs) if (x.active && (target == null || x.at > target.at)) target = x;
                boolean attacking = false;
                for (Table.Card x : t.activeMine()) attacking |= x.at > 0;
                return target == null || !attacking ? new double[] {0, 0} : new double[] {1 + target.at, target.id};
            }
            default:
                return new double[] {0, 0};
        }
    }

    private static void attack(Table t) throws InterruptedException {
        int total = 0;
        for (Table.Card c : t.activeMine()) total += c.at;
        int blockers = 0;
        for (Table.Card x : t.theirs) if (x.active) blockers++;
        List<Table.Card> mine = new ArrayList<>(t.activeMine());
        mine.sort(Comparator.comparingInt((Table.Card c) -> c.at));
        int blockable = 0;
        for (int i = mine.size() - 1; i >= 0 && i >= mine.size() - blockers; i--) blockable += mine.get(i).at;
        boolean lethal = total - blockable >= t.oppHp;
        for (Table.Card c : mine) {
            if (!t.live) return;
            if (c.at > 0 && (lethal || wouldAttack(t, c))) t.attack(c);
        }
    }

    /** No enemy creature that could block it would kill it. */
    private static boolean wouldAttack(Table t, Table.Card c) {
        if (c.at == 0) return false;
        for (Table.Card x : t.theirs) if (x.active && x.at >= c.hp) return false;
        return true;
    }

    private static void burnGoodCards(Table t) throws InterruptedException {
        while (t.live && t.burnsLeft > 0 && !t.deck.isEmpty() && value(t.deck.get(0)) >= 6) {
            if (!t.burn()) return;
        }
    }

    /** A rough worth of a card, for trades, discards and burns. */
    static double value(Table.Card c) {
        return switch (c.type) {
            case 'C' -> c.at + c.hp + 1.5 * c.mana - 0.3 * c.cost;
            case 'D' -> 1.5 * c.at;
            case 'H' -> 0.7 * c.hp;
            case 'T' -> 1.5 * c.at;
            case 'B' -> c.at + c.hp;
            default -> 2;
        };
    }
}
