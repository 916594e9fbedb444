package arena.games.vestrock;

import arena.game.HouseBot;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The random legal player: blocks with each active creature half of the time, then picks, again and
 * again, one kind of legal action at random (draw, burn, discard, tap, play, attack, or end the turn)
 * and a random card and target for it.
 */
public final class RandomBot extends VestrockBot {
    private static final int MAX_ACTIONS = 30;

    @Override
    public void playTurn(HouseBot.Link link, long match, Random rnd) throws InterruptedException {
        Table t = new Table(link, match);
        if (!t.loadAttackers()) return;
        if (!t.attackers.isEmpty()) {
            if (!t.loadBoard()) return;
            for (Table.Card blocker : t.activeMine()) {
                if (t.attackers.isEmpty() || !t.live) break;
                if (rnd.nextBoolean()) t.block(t.attackers.get(rnd.nextInt(t.attackers.size())), blocker);
            }
        }
        if (!t.startActions()) return;
        for (int step = 0; step < MAX_ACTIONS && t.live; step++) {
            List<Table.Card> playable = new ArrayList<>();
            for (Table.Card c : t.hand) if (c.cost <= t.mana && !targets(t, c).isEmpty()) playable.add(c);
            List<Table.Card> active = t.activeMine();
            List<Integer> kinds = new ArrayList<>();
            if (t.canDraw()) kinds.add(0);
            if (t.burnsLeft > 0 && !t.deck.isEmpty()) kinds.add(1);
            if (!t.hand.isEmpty()) kinds.add(2);
            if (!active.isEmpty()) {
                kinds.add(3);
                kinds.add(5);
            }
            if (!playable.isEmpty()) kinds.add(4);
            kinds.add(6);
            switch (kinds.get(rnd.nextInt(kinds.size()))) {
                case 0 -> t.draw();
                case 1 -> t.burn();
                case 2 -> t.discard(t.hand.get(rnd.nextInt(t.hand.size())));
                case 3 -> t.tap(active.get(rnd.nextInt(active.size())));
                case 4 -> {
                    Table.Card c = playable.get(rnd.nextInt(playable.size()));
                    List<Integer> targets = targets(t, c);
                    t.play(c, targets.get(rnd.nextInt(targets.size())));
                }
                case 5 -> t.attack(active.get(rnd.nextInt(active.size())));
                default -> {
                    return;
                }
            }
        }
    }

    /** Every legal target of a card. */
    static List<Integer> targets(Table t, Table.Card c) {
        List<Integer> list = new ArrayList<>();
        switch (c.type) {
            case 'C' -> list.add(VestrockMatch.NO_TARGET);
            case 'T' -> list.add(VestrockMatch.SELF);
            case 'H', 'D' -> {
                list.add(VestrockMatch.SELF);
                list.add(VestrockMatch.OPPONENT);
                for (Table.Card x : t.mine) list.add(x.id);
                for (Table.Card x : t.theirs) list.add(x.id);
            }
            default -> {
                for (Table.Card x : t.mine) list.add(x.id);
                for (Table.Card x : t.theirs) list.add(x.id);
            }
        }
        return list;
    }
}
