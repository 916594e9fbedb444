package arena.games.locm.arena;

import arena.games.locm.Keywords;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The random legal player: a random draft pick or a random deck (at most two copies), then, in each battle turn,
 * one random action after another from those legal in what it sees (PASS included) until it draws PASS.
 */
public final class RandomBot extends LocmHouseBot {

    @Override
    public String answer(String input, Random rnd) {
        Seen s = new Seen(input);
        if (s.building()) return s.v15 ? randomDeck(s, rnd) : "PICK " + rnd.nextInt(3);
        List<String> done = new ArrayList<>();
        int mana = s.mana[0];
        for (int step = 0; step < 40; step++) {
            List<Runnable> moves = new ArrayList<>();
            List<String> names = new ArrayList<>();
            final int m = mana;
            for (Seen.Card c : s.at(0)) {
                if (c.cost > m) continue;
                if (c.creature()) {
                    for (int lane = 0; lane < 2; lane++) {
                        if (s.inLane(1, lane) >= 3) continue;
                        int l = lane;
                        names.add("SUMMON " + c.id + " " + lane);
                        moves.add(() -> {
                            c.location = 1;
                            c.lane = l;
                            c.canAttack = c.has(Keywords.CHARGE);
                        });
                    }
                } else {
                    List<Seen.Card> targets = c.type == 1 ? s.at(1) : s.at(-1);
                    for (Seen.Card t : targets) {
                        names.add("USE " + c.id + " " + t.id);
                        moves.add(() -> c.gone = true);
                    }
                    if (c.type == 3) {
                        names.add("USE " + c.id + " -1");
                        moves.add(() -> c.gone = true);
                    }
                }
            }
            for (Seen.Card c : s.at(1)) {
                if (!c.canAttack) continue;
                List<Seen.Card> guards = s.guards(c.lane);
                List<Seen.Card> targets = new ArrayList<>(guards);
                if (guards.isEmpty()) {
                    names.add("ATTACK " + c.id + " -1");
                    moves.add(() -> c.canAttack = false);
                    for (Seen.Card e : s.at(-1)) if (e.lane == c.lane) targets.add(e);
                }
                for (Seen.Card e : targets) {
                    names.add("ATTACK " + c.id + " " + e.id);
                    moves.add(() -> c.canAttack = false);
                }
            }
            int pick = rnd.nextInt(names.size() + 1);
            if (pick == names.size()) break;
            String name = names.get(pick);
            for (Seen.Card c : s.at(0)) if (name.startsWith("SUMMON " + c.id + " ") || name.startsWith("USE " + c.id + " ")) mana -= c.cost;
            moves.get(pick).run();
            done.add(name);
        }
        return done.isEmpty() ? "PASS" : String.join(";", done);
    }

    static String randomDeck(Seen s, Random rnd) {
        List<Seen.Card> pool = s.at(0);
        int[] copies = new int[pool.size()];
        StringBuilder sb = new StringBuilder();
        for (int n = 0; n < 30; ) {
            int i = rnd.nextInt(pool.size());
            if (copies[i] >= 2) continue;
            copies[i]++;
            n++;
            if (!sb.isEmpty()) sb.append(';');
            sb.append("CHOOSE ").append(pool.get(i).baseId);
        }
        return sb.toString();
    }
}
