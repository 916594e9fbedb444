package arena.games.pizzacraft;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The economy-then-attack player, one rule at a time: workers mine the nearest mine an HQ reaches (up to
 * five workers); one worker builds a barracks, then houses whenever supplies run short, a second barracks
 * and an armory; barracks train warriors without pause and the armory develops attack. Warriors strike any
 * enemy in reach; once four are ready they march on the enemy HQ (the mirror of their own start, as maps are
 * point-symmetric), then on any enemy building they see, and search the enemy half when they see none.
 */
public final class EconomyBot extends PizzaBot {
    static final int WORKERS = 5, ARMY = 4;

    /** Per match: where the enemy started, whether the march has begun, and the tile being searched. */
    private final Map<Long, Hex> enemyHome = new HashMap<>();
    private final Map<Long, Boolean> marching = new HashMap<>();
    private final Map<Long, Hex> search = new HashMap<>();

    @Override
    public void playTurn(Table t, Random rnd) throws InterruptedException {
        if (!t.live) return;
        List<Thing> hqs = t.my(Kind.HQ);
        if (!hqs.isEmpty()) enemyHome.putIfAbsent(t.match, hqs.get(0).at.mirror());
        Hex enemy = enemyHome.get(t.match);
        Integer homeMine = homeMine(t);
        workers(t, homeMine, enemy);
        buildings(t, homeMine, enemy);
        warriors(t, enemy, rnd);
    }

    /** The mine with gold left nearest to one of my built HQs (within 2), or null. */
    private static Integer homeMine(Table t) {
        Integer best = null;
        int bestD = Integer.MAX_VALUE;
        for (var e : t.map.mines().entrySet()) {
            Integer left = t.mineGold.get(e.getKey());
            if (left != null && left <= 0) continue;
            for (Thing hq : t.my(Kind.HQ)) {
                int d = hq.at.distance(e.getValue());
                if (hq.left == 0 && d <= 2 && d < bestD) {
                    best = e.getKey();
                    bestD = d;
                }
            }
        }
        return best;
    }

    private void workers(Table t, Integer homeMine, Hex enemy) throws InterruptedException {
        List<Thing> workers = new ArrayList<>(t.my(Kind.WORKER));
        int want = wantedBuilding(t);
        Map<Hex, Integer> toMine = null;
        Thing builder = null;
        for (Thing w : workers) {
            if (!t.live) return;
            if (w.left > 0 || w.id < 0) continue;
            boolean full = w.stamina == Kind.of(Kind.WORKER).stamina();
            if (want > 0 && full && t.gold >= Kind.of(want).price() && (builder == null || builder == w)) {
                builder = w;
                Hex spot = buildSpot(t, w, homeMine, enemy);
                if (spot != null && t.build(w, want, spot)) {
                    want = wantedBuilding(t);
                    continue;
                }
                if (spot == null) {
                    // step away from the crowd round the mine to find room
                    Hex mine = homeMine == null ? w.at : t.map.mines().get(homeMine);
                    t.walk(w, t.distances(t.map.tiles().stream().filter(h -> h.distance(mine) == 3).toList()));
                    continue;
                }
            }
            if (homeMine == null) continue;
            Hex mine = t.map.mines().get(homeMine);
            if (w.at.distance(mine) == 1 && full) {
                t.mineGold(w, homeMine);
                continue;
            }
            if (toMine == null) toMine = t.distances(mine.neighbors());
            t.walk(w, toMine);
            if (w.at.distance(mine) == 1 && w.stamina == Kind.of(Kind.WORKER).stamina()) t.mineGold(w, homeMine);
        }
    }

    /** The building the economy needs next (0: none): a barracks, houses for supplies, a second barracks, an armory. */
    private static int wantedBuilding(Table t) {
        int workers = t.my(Kind.WORKER).size();
        int barracks = t.my(Kind.BARRACKS).size();
        boolean houseUnderway = t.my(Kind.HOUSE).stream().anyMatch(h -> h.left > 0) || t.my(Kind.HQ).stream().anyMatch(h -> h.left > 0);
        if (barracks == 0 && workers >= 3) return Kind.BARRACKS;
        if (!houseUnderway && t.supplies() - t.suppliesUsed() < 6) return Kind.HOUSE;
        if (barracks == 1 && workers >= WORKERS && t.gold >= 90) return Kind.BARRACKS;
        if (barracks >= 2 && t.my(Kind.ARMORY).isEmpty() && t.gold >= 100) return Kind.ARMORY;
        return 0;
    }

    /** An empty tile beside the worker that keeps the mine's sides free, nearest the enemy (barracks) or farthest (the rest). */
    private static Hex buildSpot(Table t, Thing w, Integer homeMine, Hex enemy) {
        Hex mine = homeMine == null ? null : t.map.mines().get(homeMine);
        Hex best = null;
        for (Hex n : w.at.neighbors()) {
            if (!t.empty(n) || (mine != null && n.distance(mine) <= 1)) continue;
            int free = 0;
            for (Hex m : n.neighbors()) if (t.map.land(m) && t.buildingOn(m) == null) free++;
            if (free < 4) continue;
            if (best == null || (enemy != null && n.distance(enemy) > best.distance(enemy))) best = n;
        }
        return best;
    }

    private void buildings(Table t, Integer homeMine, Hex enemy) throws InterruptedException {
        int workers = t.my(Kind.WORKER).size();
        boolean needHouse = wantedBuilding(t) == Kind.HOUSE;
        for (Thing b : new ArrayList<>(t.mine)) {
            if (!t.live) return;
            if (b.unit() || b.id < 0 || b.left > 0 || b.busy > 0) continue;
            if (b.type == Kind.HQ && workers < WORKERS) {
                Hex target = homeMine != null ? t.map.mines().get(homeMine) : b.at;
                if (trainNear(t, b, Kind.WORKER, target, 0)) workers++;
            } else if (b.type == Kind.BARRACKS) {
                trainNear(t, b, Kind.WARRIOR, enemy != null ? enemy : b.at, needHouse ? Kind.of(Kind.HOUSE).price() : 0);
            } else if (b.type == Kind.ARMORY && t.gold >= 80) {
                t.upgrade(b, 0);
            }
        }
    }

    private static boolean trainNear(Table t, Thing b, int type, Hex toward, int reserve) throws InterruptedException {
        Kind k = Kind.of(type);
        if (t.gold < k.price() + reserve || t.suppliesUsed() + k.supplyUse() > t.supplies()) return false;
        Hex best = null;
        for (Hex n : b.at.neighbors()) if (t.enterable(n) && (best == null || n.distance(toward) < best.distance(toward))) best = n;
        return best != null && t.train(b, type, best);
    }

    private void warriors(Table t, Hex enemy, Random rnd) throws InterruptedException {
        List<Thing> army = new ArrayList<>();
        for (Thing u : t.myUnits()) if (Kind.of(u.type).fighter() && u.left == 0 && u.id > 0) army.add(u);
        if (army.size() >= ARMY) marching.put(t.match, true);
        boolean march = marching.getOrDefault(t.match, false);
        Hex goal = goal(t, enemy, army, rnd);
        Map<Hex, Integer> field = null;
        army.sort(Comparator.comparingInt(u -> goal == null ? 0 : u.at.distance(goal)));
        for (Thing u : army) {
            if (!t.live) return;
            if (strike(t, u)) continue;
            if (!march || goal == null) continue;
            if (field == null) field = t.distances(t.map.tiles().stream().filter(h -> h.distance(goal) <= 1 && !h.equals(goal)).toList());
            t.walk(u, field);
        }
    }

    /** Attacks the weakest enemy in reach (units before buildings); true if it did. */
    private static boolean strike(Table t, Thing u) throws InterruptedException {
        Kind k = Kind.of(u.type);
        if (u.stamina < k.stamina()) return false;
        Thing best = null;
        for (Thing x : t.theirs) {
            if (u.at.distance(x.at) > k.range()) continue;
            if (best == null || (x.unit() && !best.unit()) || (x.unit() == best.unit() && x.hp < best.hp)) best = x;
        }
        if (best == null || !t.attack(u, best)) return false;
        Kind target = Kind.of(best.type);
        best.hp -= Math.max(1, k.attack() - target.armor());
        if (best.hp <= 0) t.theirs.remove(best);
        return true;
    }

    /** Where the army goes: the nearest enemy building seen, else the enemy's start while unexplored, else a tile of the enemy half. */
    private Hex goal(Table t, Hex enemy, List<Thing> army, Random rnd) {
        Hex from = army.isEmpty() ? enemy : army.get(0).at;
        Thing nearest = null;
        for (Thing x : t.theirs) if (!x.unit() && (nearest == null || x.at.distance(from) < nearest.at.distance(from))) nearest = x;
        if (nearest != null) return nearest.at;
        if (enemy == null) return null;
        boolean homeSeen = false;
        for (Thing u : army) homeSeen |= u.at.distance(enemy) <= Kind.of(u.type).sight();
        if (!homeSeen && !search.containsKey(t.match)) return enemy;
        Hex s = search.get(t.match);
        boolean reached = false;
        for (Thing u : army) reached |= s != null && u.at.distance(s) <= 2;
        if (s == null || reached || rnd.nextInt(12) == 0) {
            List<Hex> half = t.map.tiles().stream().filter(h -> t.map.land(h) && h.distance(enemy) < h.distance(enemy.mirror())).toList();
            s = half.get(rnd.nextInt(half.size()));
            search.put(t.match, s);
        }
        return s;
    }
}
