package arena.games.pizzacraft;

import arena.game.RoundData;
import arena.game.SeatNames;
import arena.game.Settings;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * A round's map (RULINGS section 5): a hex board of a given radius, symmetric under (x, y, z) -> (-x, -y, -z),
 * with water and gold mines, and each side's starting HQ, worker and home mine. Seat 1 starts at the mirror
 * of seat 0. Immutable; every match of the round plays it.
 */
public final class GameMap implements RoundData {
    /** A gold mine: its ID (from 0), tile and gold at the start of a match. */
    public record Mine(int id, Hex at, int gold) {}

    private final int radius;
    private final List<Hex> tiles;
    private final int[] index;
    private final boolean[] water;
    private final int[] mineAt;
    private final List<Mine> mines;
    private final Hex[] hq = new Hex[2];
    private final Hex[] worker = new Hex[2];
    private final List<String> answer;

    public GameMap(int radius, Set<Hex> waterTiles, List<Mine> mines, Hex hq0, Hex worker0) {
        this.radius = radius;
        int side = 2 * radius + 1;
        index = new int[side * side];
        java.util.Arrays.fill(index, -1);
        List<Hex> list = new ArrayList<>();
        for (int x = -radius; x <= radius; x++) {
            for (int y = Math.max(-radius, -x - radius); y <= Math.min(radius, -x + radius); y++) {
                Hex h = new Hex(x, y, -x - y);
                index[key(h)] = list.size();
                list.add(h);
            }
        }
        tiles = List.copyOf(list);
        water = new boolean[tiles.size()];
        mineAt = new int[tiles.size()];
        java.util.Arrays.fill(mineAt, -1);
        for (Hex w : waterTiles) water[indexOf(w)] = true;
        this.mines = List.copyOf(mines);
        for (Mine m : mines) {
            if (m.id() != this.mines.indexOf(m)) throw new IllegalArgumentException("mine ids must be 0..n-1 in order");
            mineAt[indexOf(m.at())] = m.id();
        }
        hq[0] = hq0;
        hq[1] = hq0.mirror();
        worker[0] = worker0;
        worker[1] = worker0.mirror();
        List<String> lines = new ArrayList<>();
        lines.add(String.valueOf(radius));
        List<Hex> ws = waterTiles();
        lines.add(String.valueOf(ws.size()));
        for (Hex w : ws) lines.add(w.text());
        lines.add(String.valueOf(mines.size()));
        for (Mine m : mines) lines.add(m.id() + " " + m.at().text() + " " + m.gold());
        answer = List.copyOf(lines);
    }

    /** A match of the round on this map; its seed draws the match's piece ids (the game takes no entries). */
    @Override
    public PizzaMatch newMatch(long matchSeed, Settings settings, List<String> entries, SeatNames names) {
        return new PizzaMatch(this, PizzaSettings.of(settings), matchSeed, names);
    }

    private int key(Hex h) {
        return (h.x() + radius) * (2 * radius + 1) + (h.z() + radius);
    }

    public int radius() {
        return radius;
    }

    public boolean contains(Hex h) {
        return h.length() <= radius;
    }

    /** The tile's index in {@link #tiles()}, or -1 off the map. */
    public int indexOf(Hex h) {
        return contains(h) ? index[key(h)] : -1;
    }

    public List<Hex> tiles() {
        return tiles;
    }

    public boolean water(Hex h) {
        int i = indexOf(h);
        return i >= 0 && water[i];
    }

    /** The mine on a tile, or null. */
    public Mine mineOn(Hex h) {
        int i = indexOf(h);
        return i < 0 || mineAt[i] < 0 ? null : mines.get(mineAt[i]);
    }

    public List<Mine> mines() {
        return mines;
    }

    public Mine mine(int id) {
        return id >= 0 && id < mines.size() ? mines.get(id) : null;
    }

    public List<Hex> waterTiles() {
        List<Hex> list = new ArrayList<>();
        for (int i = 0; i < tiles.size(); i++) if (water[i]) list.add(tiles.get(i));
        return list;
    }

    public Hex hq(int seat) {
        return hq[seat];
    }

    public Hex worker(int seat) {
        return worker[seat];
    }

    /** The lines of GET_MAP after OK: radius, water tiles, mines with their starting gold. */
    public List<String> answer() {
        return answer;
    }

    /** Tiles of the map within {@code range} of {@code h} (h included). */
    public List<Hex> disk(Hex h, int range) {
        List<Hex> list = new ArrayList<>();
        for (int dx = -range; dx <= range; dx++) {
            for (int dy = Math.max(-range, -dx - range); dy <= Math.min(range, -dx + range); dy++) {
                Hex t = new Hex(h.x() + dx, h.y() + dy, h.z() - dx - dy);
                if (contains(t)) list.add(t);
            }
        }
        return list;
    }

    // ---- drawing a map from a seed

    public static final int HOME_MINE_GOLD = 1000;

    /**
     * Draws a map: seat 0's HQ at distance radius-2 or radius-3 (at least 3) from the centre, its worker beside it, its home
     * mine 2 tiles from it; 2 + radius/3 more pairs of mines (300..1000 gold); about 12% water in mirrored pairs,
     * kept away from HQs and mines, and never cutting the land in two.
     */
    public static GameMap generate(long seed, int radius) {
        if (radius < 5) throw new IllegalArgumentException("the map radius must be at least 5");
        SplittableRandom rnd = new SplittableRandom(seed);
        GameMap blank = new GameMap(radius, Set.of(), List.of(), new Hex(radius, -radius, 0), new Hex(radius - 1, -radius + 1, 0));
        List<Hex> all = blank.tiles();
        int d = Math.max(3, radius - 2 - rnd.nextInt(2));
        List<Hex> ring = all.stream().filter(h -> h.length() == d).toList();
        Hex hq0 = ring.get(rnd.nextInt(ring.size()));
        // the home mine: 2 tiles from the HQ, on the map, not nearer the centre than 1
        List<Hex> mineSpots = blank.disk(hq0, 2).stream().filter(h -> h.distance(hq0) == 2 && h.length() >= 2 && h.length() < radius).toList();
        Hex home = mineSpots.get(rnd.nextInt(mineSpots.size()));
        List<Hex> workerSpots = hq0.neighbors().stream().filter(blank::contains).filter(h -> h.distance(home) == 1).toList();
        if (workerSpots.isEmpty()) workerSpots = hq0.neighbors().stream().filter(blank::contains).filter(h -> !h.equals(home)).toList();
        Hex worker0 = workerSpots.get(rnd.nextInt(workerSpots.size()));

        Set<Hex> reserved = new LinkedHashSet<>();
        for (Hex h : new Hex[] {hq0, hq0.mirror()}) reserved.addAll(blank.disk(h, 2));
        List<Hex> minePlaces = new ArrayList<>(List.of(home, home.mirror()));
        List<Integer> gold = new ArrayList<>(List.of(HOME_MINE_GOLD, HOME_MINE_GOLD));
        int pairs = 2 + radius / 3;
        for (int tries = 0; minePlaces.size() < 2 + 2 * pairs && tries < 1000; tries++) {
            Hex h = all.get(rnd.nextInt(all.size()));
            if (h.length() == 0 || reserved.contains(h) || h.length() > radius - 1) continue;
            boolean near = false;
            for (Hex m : minePlaces) near |= m.distance(h) < 3 || m.distance(h.mirror()) < 3;
            if (near || h.distance(h.mirror()) < 3) continue;
            int g = 300 + 50 * rnd.nextInt(15);
            minePlaces.add(h);
            minePlaces.add(h.mirror());
            gold.add(g);
            gold.add(g);
        }
        List<Mine> mines = new ArrayList<>();
        for (int i = 0; i < minePlaces.size(); i++) mines.add(new Mine(i, minePlaces.get(i), gold.get(i)));
        for (Hex m : minePlaces) reserved.addAll(blank.disk(m, 1));

        Set<Hex> water = new LinkedHashSet<>();
        List<Hex> shuffled = new ArrayList<>(all);
        for (int i = shuffled.size() - 1; i > 0; i--) Collections.swap(shuffled, i, rnd.nextInt(i + 1));
        int wanted = all.size() * 12 / 100;
        for (Hex h : shuffled) {
            if (water.size() >= wanted) break;
            if (reserved.contains(h) || water.contains(h) || h.length() == 0) continue;
            water.add(h);
            water.add(h.mirror());
            if (!connected(blank, water, minePlaces)) {
                water.remove(h);
                water.remove(h.mirror());
            }
        }
        return new GameMap(radius, water, mines, hq0, worker0);
    }

    /** Whether every tile that is neither water nor a mine can reach every other. */
    private static boolean connected(GameMap blank, Set<Hex> water, List<Hex> mines) {
        Set<Hex> blocked = new java.util.HashSet<>(water);
        blocked.addAll(mines);
        List<Hex> land = blank.tiles().stream().filter(h -> !blocked.contains(h)).toList();
        Set<Hex> seen = new java.util.HashSet<>();
        ArrayDeque<Hex> queue = new ArrayDeque<>();
        queue.add(land.get(0));
        seen.add(land.get(0));
        while (!queue.isEmpty()) {
            for (Hex n : queue.poll().neighbors()) {
                if (blank.contains(n) && !blocked.contains(n) && seen.add(n)) queue.add(n);
            }
        }
        return seen.size() == land.size();
    }
}
