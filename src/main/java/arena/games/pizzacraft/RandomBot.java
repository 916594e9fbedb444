package arena.games.pizzacraft;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The random legal player. Each ready unit picks one kind of action at random among those it can take
 * (walk to random neighbouring tiles, mine, start a random building it can pay for, attack an enemy in
 * range, or rest); each idle building trains a random unit it may train, or develops a random upgrade,
 * half of the time.
 */
public final class RandomBot extends PizzaBot {

    @Override
    public void playTurn(Table t, Random rnd) throws InterruptedException {
        for (Thing u : new ArrayList<>(t.myUnits())) {
            if (!t.live) return;
            if (u.left > 0 || u.id < 0) continue;
            boolean full = u.stamina == Kind.of(u.type).stamina();
            List<Thing> targets = new ArrayList<>();
            if (Kind.of(u.type).fighter() && full) {
                for (Thing x : t.theirs) if (u.at.distance(x.at) <= Kind.of(u.type).range()) targets.add(x);
            }
            List<Integer> mines = new ArrayList<>();
            if (u.type == Kind.WORKER && full) {
                for (Hex n : u.at.neighbors()) {
                    Integer m = t.map.mineAt().get(n);
                    if (m == null) continue;
                    for (Thing hq : t.my(Kind.HQ)) if (hq.left == 0 && hq.at.distance(n) <= 2) {
                        mines.add(m);
                        break;
                    }
                }
            }
            List<Hex> free = new ArrayList<>();
            for (Hex n : u.at.neighbors()) if (t.empty(n)) free.add(n);
            List<Kind> affordable = new ArrayList<>();
            for (Kind k : Kind.buildings()) if (k.price() <= t.gold) affordable.add(k);
            int kind = rnd.nextInt(5);
            if (kind == 1 && !mines.isEmpty()) {
                t.mineGold(u, mines.get(rnd.nextInt(mines.size())));
            } else if (kind == 2 && u.type == Kind.WORKER && full && !free.isEmpty() && !affordable.isEmpty() && rnd.nextInt(4) == 0) {
                t.build(u, affordable.get(rnd.nextInt(affordable.size())).type(), free.get(rnd.nextInt(free.size())));
            } else if (kind == 3 && !targets.isEmpty()) {
                t.attack(u, targets.get(rnd.nextInt(targets.size())));
            } else if (kind != 4) {
                while (t.live && u.stamina > 0) {
                    List<Hex> steps = new ArrayList<>();
                    for (Hex n : u.at.neighbors()) if (t.enterable(n)) steps.add(n);
                    if (steps.isEmpty() || !t.move(u, steps.get(rnd.nextInt(steps.size())))) break;
                }
            }
        }
        for (Thing b : new ArrayList<>(t.mine)) {
            if (!t.live) return;
            if (b.unit() || b.id < 0 || b.left > 0 || b.busy > 0 || rnd.nextBoolean()) continue;
            List<Hex> spawn = new ArrayList<>();
            for (Hex n : b.at.neighbors()) if (t.enterable(n)) spawn.add(n);
            if (b.type == Kind.HQ || b.type == Kind.BARRACKS) {
                int type = b.type == Kind.HQ ? Kind.WORKER : (t.hasBuilt(Kind.ARMORY) && rnd.nextBoolean() ? Kind.ARCHER : Kind.WARRIOR);
                Kind k = Kind.of(type);
                if (!spawn.isEmpty() && t.gold >= k.price() && t.suppliesUsed() + k.supplyUse() <= t.supplies()) {
                    t.train(b, type, spawn.get(rnd.nextInt(spawn.size())));
                }
            } else if (b.type == Kind.ARMORY) {
                t.upgrade(b, rnd.nextInt(2));
            }
        }
    }
}
