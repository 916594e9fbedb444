package arena.games.pizzacraft;

import arena.game.HouseBot;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * What every Pizzacraft house bot does, over the protocol like any team's bot: list its matches, read the
 * round's map once, play its turn in each match where {@code IS_MY_TURN} says YES, then {@code WAIT}. A turn
 * starts from a {@link Table} of what the team sees, kept up to date as the bot's own commands succeed.
 */
public abstract class PizzaBot implements HouseBot {
    /** Commands a bot sends in one turn of one match at most, queries included (a team may send 1000 per turn over all its matches). */
    public static final int BUDGET = 42;

    private String mapKey = "";
    private MapInfo map;

    @Override
    public void play(Link link, long seed) throws Exception {
        Random rnd = new Random(seed);
        while (true) {
            List<String> matches = link.send("GET_MY_MATCHES");
            if (matches.size() >= 2 && matches.get(0).equals("OK")) {
                List<String> ids = matches.subList(2, matches.size());
                String key = String.join(",", ids);
                if (!key.equals(mapKey) && !ids.isEmpty()) {
                    List<String> m = link.send("GET_MAP");
                    if (m.get(0).equals("OK")) {
                        map = MapInfo.parse(m.subList(1, m.size()));
                        mapKey = key;
                    }
                }
                for (String token : ids) {
                    long id = Long.parseLong(token);
                    List<String> turn = link.send("IS_MY_TURN " + id);
                    if (map != null && turn.size() >= 2 && turn.get(1).equals("YES")) playTurn(new Table(link, id, map), rnd);
                }
            }
            link.send("WAIT");
        }
    }

    /** Plays this bot's turn in one match (the match is known to be its turn). */
    public abstract void playTurn(Table t, Random rnd) throws InterruptedException;

    /** The map as GET_MAP tells it. */
    public record MapInfo(int radius, Set<Hex> water, Map<Integer, Hex> mines, Map<Hex, Integer> mineAt, List<Hex> tiles) {
        public static MapInfo parse(List<String> lines) {
            int i = 0;
            int radius = Integer.parseInt(lines.get(i++).trim());
            int w = Integer.parseInt(lines.get(i++).trim());
            Set<Hex> water = new HashSet<>();
            for (int k = 0; k < w; k++) water.add(hex(lines.get(i++).trim().split(" "), 0));
            int n = Integer.parseInt(lines.get(i++).trim());
            Map<Integer, Hex> mines = new HashMap<>();
            Map<Hex, Integer> mineAt = new HashMap<>();
            for (int k = 0; k < n; k++) {
                String[] f = lines.get(i++).trim().split(" ");
                Hex h = hex(f, 1);
                mines.put(Integer.parseInt(f[0]), h);
                mineAt.put(h, Integer.parseInt(f[0]));
            }
            List<Hex> tiles = new ArrayList<>();
            for (int x = -radius; x <= radius; x++) {
                for (int y = Math.max(-radius, -x - radius); y <= Math.min(radius, -x + radius); y++) tiles.add(new Hex(x, y, -x - y));
            }
            return new MapInfo(radius, water, mines, mineAt, tiles);
        }

        public boolean contains(Hex h) {
            return h.length() <= radius;
        }

        /** Land: on the map, neither water nor a mine. */
        public boolean land(Hex h) {
            return contains(h) && !water.contains(h) && !mineAt.containsKey(h);
        }
    }

    static Hex hex(String[] f, int from) {
        return new Hex(Integer.parseInt(f[from]), Integer.parseInt(f[from + 1]), Integer.parseInt(f[from + 2]));
    }

    /** A unit or building as a bot reads it. For buildings {@code stamina} is 0 and {@code busy}/{@code left} are set. */
    public static final class Thing {
        public final int id, type;
        public Hex at;
        public int hp, left, busy, stamina;

        Thing(int id, Hex at, int type) {
            this.id = id;
            this.at = at;
            this.type = type;
        }

        public boolean unit() {
            return type <= 3;
        }
    }

    /** What the team sees in one match, read at the start of its turn and updated by its own successful commands. */
    public static final class Table {
        public final HouseBot.Link link;
        public final long match;
        public final MapInfo map;
        public int gold;
        public final List<Thing> mine = new ArrayList<>(), theirs = new ArrayList<>();
        public final Map<Integer, Integer> mineGold = new HashMap<>();
        public int sent;
        public boolean live = true;

        public Table(HouseBot.Link link, long match, MapInfo map) throws InterruptedException {
            this.link = link;
            this.match = match;
            this.map = map;
            List<String> g = ask("GET_GOLD");
            if (g == null) return;
            gold = Integer.parseInt(g.get(0));
            for (String l : counted("GET_MY_UNITS")) {
                String[] f = l.split(" ");
                Thing u = new Thing(Integer.parseInt(f[0]), hex(f, 1), Integer.parseInt(f[4]));
                u.left = Integer.parseInt(f[5]);
                u.hp = Integer.parseInt(f[6]);
                u.stamina = Integer.parseInt(f[7]);
                mine.add(u);
            }
            for (String l : counted("GET_MY_BUILDINGS")) mine.add(building(l));
            for (String l : counted("GET_ENEMY_UNITS")) {
                String[] f = l.split(" ");
                Thing u = new Thing(Integer.parseInt(f[0]), hex(f, 1), Integer.parseInt(f[4]));
                u.left = Integer.parseInt(f[5]);
                u.hp = Integer.parseInt(f[6]);
                theirs.add(u);
            }
            for (String l : counted("GET_ENEMY_BUILDINGS")) theirs.add(building(l));
            for (String l : counted("GET_MINES")) {
                String[] f = l.split(" ");
                mineGold.put(Integer.parseInt(f[0]), Integer.parseInt(f[1]));
            }
        }

        private static Thing building(String l) {
            String[] f = l.split(" ");
            Thing b = new Thing(Integer.parseInt(f[0]), hex(f, 1), Integer.parseInt(f[4]));
            b.hp = Integer.parseInt(f[5]);
            b.busy = Integer.parseInt(f[6]);
            b.left = Integer.parseInt(f[7]);
            return b;
        }

        /** Sends "NAME match args"; the lines after OK, or null (an error, the budget spent, or the turn over). */
        public List<String> ask(String name, Object... args) throws InterruptedException {
            if (!live || sent >= BUDGET) {
                live = false;
                return null;
            }
            StringBuilder sb = new StringBuilder(name).append(' ').append(match);
            for (Object a : args) sb.append(' ').append(a);
            sent++;
            List<String> answer = link.send(sb.toString());
            String first = answer.isEmpty() ? "ERR" : answer.get(0);
            if (first.equals("OK")) return answer.subList(1, answer.size());
            if (first.startsWith("ERR 402") || first.startsWith("ERR 401") || first.startsWith("ERR 102")) live = false;
            return null;
        }

        private List<String> counted(String name) throws InterruptedException {
            List<String> a = ask(name);
            return a == null ? List.of() : a.subList(1, a.size());
        }

        public List<Thing> my(int type) {
            return mine.stream().filter(x -> x.type == type).toList();
        }

        public List<Thing> myUnits() {
            return mine.stream().filter(Thing::unit).toList();
        }

        public Thing buildingOn(Hex h) {
            for (Thing x : mine) if (!x.unit() && x.at.equals(h)) return x;
            for (Thing x : theirs) if (!x.unit() && x.at.equals(h)) return x;
            return null;
        }

        public int unitsOn(Hex h) {
            int n = 0;
            for (Thing x : mine) if (x.unit() && x.at.equals(h)) n++;
            return n;
        }

        public boolean enemyUnitOn(Hex h) {
            for (Thing x : theirs) if (x.unit() && x.at.equals(h)) return true;
            return false;
        }

        /** A unit may step onto the tile (as far as this team can tell). */
        public boolean enterable(Hex h) {
            return map.land(h) && buildingOn(h) == null && !enemyUnitOn(h) && unitsOn(h) < PizzaMatch.MAX_STACK;
        }

        /** A building may be started on the tile. */
        public boolean empty(Hex h) {
            return map.land(h) && buildingOn(h) == null && !enemyUnitOn(h) && unitsOn(h) == 0;
        }

        public int supplies() {
            int n = 0;
            for (Thing x : mine) if (!x.unit() && x.left == 0) n += Kind.of(x.type).supplyGive();
            return n;
        }

        public int suppliesUsed() {
            int n = 0;
            for (Thing x : mine) if (x.unit()) n += Kind.of(x.type).supplyUse();
            return n;
        }

        public boolean hasBuilt(int type) {
            for (Thing x : mine) if (x.type == type && x.left == 0) return true;
            return false;
        }

        // ---- commands that keep the table in step

        public boolean move(Thing u, Hex to) throws InterruptedException {
            if (ask("MOVE", u.id, to.text()) == null) return false;
            u.at = to;
            u.stamina--;
            return true;
        }

        public boolean mineGold(Thing u, int mineId) throws InterruptedException {
            if (ask("MINE", u.id, mineId) == null) return false;
            u.stamina = 0;
            gold += PizzaMatch.MINE_GAIN;
            return true;
        }

        public boolean train(Thing b, int type, Hex at) throws InterruptedException {
            if (ask("TRAIN", b.id, type, at.text()) == null) return false;
            Kind k = Kind.of(type);
            gold -= k.price();
            b.busy = k.time();
            Thing u = new Thing(-1, at, type);
            u.left = k.time();
            mine.add(u);
            return true;
        }

        public boolean build(Thing u, int type, Hex at) throws InterruptedException {
            if (ask("BUILD", u.id, type, at.text()) == null) return false;
            Kind k = Kind.of(type);
            gold -= k.price();
            u.stamina = 0;
            Thing b = new Thing(-1, at, type);
            b.left = k.time();
            mine.add(b);
            return true;
        }

        public boolean attack(Thing u, Thing target) throws InterruptedException {
            if (ask("ATTACK", u.id, target.id) == null) return false;
            u.stamina = 0;
            return true;
        }

        public boolean upgrade(Thing armory, int type) throws InterruptedException {
            if (ask("UPGRADE", armory.id, type) == null) return false;
            armory.busy = 1;
            return true;
        }

        /** Steps from every tile to the nearest of the goals (tiles from which the unit can act), over land without buildings. */
        public Map<Hex, Integer> distances(List<Hex> goals) {
            Map<Hex, Integer> dist = new HashMap<>();
            ArrayDeque<Hex> queue = new ArrayDeque<>();
            for (Hex g : goals) {
                if (map.land(g) && buildingOn(g) == null && dist.putIfAbsent(g, 0) == null) queue.add(g);
            }
            while (!queue.isEmpty()) {
                Hex h = queue.poll();
                int d = dist.get(h);
                for (Hex n : h.neighbors()) {
                    if (map.land(n) && buildingOn(n) == null && !dist.containsKey(n)) {
                        dist.put(n, d + 1);
                        queue.add(n);
                    }
                }
            }
            return dist;
        }

        /** Moves a unit down the distance field while it has stamina; true if it moved at all. */
        public boolean walk(Thing u, Map<Hex, Integer> dist) throws InterruptedException {
            boolean moved = false;
            while (live && u.stamina > 0) {
                Integer here = dist.get(u.at);
                Hex best = null;
                int bestD = here == null ? Integer.MAX_VALUE : here;
                for (Hex n : u.at.neighbors()) {
                    Integer d = dist.get(n);
                    if (d != null && d < bestD && enterable(n)) {
                        best = n;
                        bestD = d;
                    }
                }
                if (best == null || !move(u, best)) return moved;
                moved = true;
            }
            return moved;
        }
    }
}
